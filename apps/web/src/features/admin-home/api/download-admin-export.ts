/**
 * The admin home's CSVs of every organization, location, coalition and user account
 * (`GET /api/v1/admin_exports/{kind}`), saved as `sac-{kind}-export_{yyyy-MM-dd}.csv`. The route needs
 * the session's token headers, so the file is read through the API client (headers, token rotation, a
 * refused token ending the session, errors extracted) with a fetch that keeps the body as a file
 * instead of letting the client read it as JSON.
 */
import { type AdminExportKind, adminExportFileName } from '@sac/domain';
import { type ApiClientDeps, createApiClient } from '../../../lib/api/client';
import { sessionStore } from '../../../lib/auth/session-store';
import { saveBlob } from '../../../lib/download';

export type AdminCsvKind = Exclude<AdminExportKind, 'animal-data'>;

type Deps = Partial<Pick<ApiClientDeps, 'store' | 'fetch'>>;

export async function fetchAdminExport(kind: AdminCsvKind, deps: Deps = {}): Promise<Blob> {
  const { store = sessionStore, fetch: doFetch = (...args) => globalThis.fetch(...args) } = deps;
  let file: Blob | null = null;
  const client = createApiClient({
    store,
    fetch: async (input, init) => {
      const response = await doFetch(input, init);
      if (!response.ok) return response;
      file = await response.blob();
      return new Response(null, { status: response.status, headers: response.headers });
    },
  });
  await client.request(`/api/v1/admin_exports/${kind}`, {
    headers: { accept: 'text/csv, application/vnd.api+json' },
  });
  if (!file) throw new Error(`The ${kind} export answered no file`);
  return file;
}

export async function downloadAdminExport(kind: AdminCsvKind, now = new Date()): Promise<void> {
  saveBlob(adminExportFileName(kind, now), await fetchAdminExport(kind));
}
