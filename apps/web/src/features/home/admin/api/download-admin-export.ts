/**
 * The admin home's CSVs of every organization, location, coalition and user account
 * (`GET /api/v1/admin_exports/{kind}`), saved as `sac-{kind}-export_{yyyy-MM-dd}.csv`. The route needs
 * the session's token headers, so the file is read through the API client (headers, token rotation, a
 * refused token ending the session, errors extracted), which hands the answer back as a file.
 */
import { type AdminExportKind, adminExportFileName } from '@sac/domain';
import { type ApiClientDeps, api, createApiClient } from '../../../../lib/api/client';
import { sessionStore } from '../../../../lib/auth/session-store';
import { saveBlob } from '../../../../lib/download';

export type AdminCsvKind = Exclude<AdminExportKind, 'animal-data'>;

type Deps = Partial<Pick<ApiClientDeps, 'store' | 'fetch'>>;

export function fetchAdminExport(kind: AdminCsvKind, deps?: Deps): Promise<Blob> {
  const client = deps
    ? createApiClient({
        store: deps.store ?? sessionStore,
        fetch: deps.fetch ?? ((...args) => globalThis.fetch(...args)),
      })
    : api;
  return client.getBlob(`/api/v1/admin_exports/${kind}`, undefined, {
    headers: { accept: 'text/csv, application/vnd.api+json' },
  });
}

export async function downloadAdminExport(kind: AdminCsvKind, now = new Date()): Promise<void> {
  saveBlob(adminExportFileName(kind, now), await fetchAdminExport(kind));
}
