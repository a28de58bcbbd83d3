/**
 * Uploads a CSV (docs/api-files.md `POST /api/v1/file_imports`): the file read as a data URL, for the
 * location the user uploads from. A saved file changes the months it holds everywhere they are shown,
 * so their records, statuses, year-to-date totals and entry logs are read again.
 */
import type { FileImportType } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource, resourceBody } from '../../../../lib/api/jsonapi';
import { refetchEntryLogsSoon, refreshAfterWrite } from '../../api/refresh-after-write';
import type { ImportedMonth } from '../import-summary';

export type FileImport = Resource & {
  fileType: FileImportType;
  fileName: string | null;
  rowCount: number;
  locationId: number | string;
  organizationId: number | string;
  months: ImportedMonth[];
};

export type UploadInput = { locationId: string; fileType: FileImportType; file: File };

export const FILE_UNREADABLE =
  'The file could not be read. If it was changed after it was chosen, choose it again.';

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(FILE_UNREADABLE));
    reader.readAsDataURL(file);
  });
}

/** The request document of an upload (and of its check step, which adds `meta.dry_run`). */
export async function uploadDocument({ locationId, fileType, file }: UploadInput) {
  return resourceBody('file_imports', {
    locationId: Number(locationId),
    fileType,
    fileName: file.name,
    file: await readFileAsDataUrl(file),
  });
}

export async function createFileImport(input: UploadInput) {
  const doc = await api.post<JsonApiDocument>('/api/v1/file_imports', await uploadDocument(input));
  return normalizeOne<FileImport>(doc).data;
}

export function useCreateFileImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFileImport,
    onSuccess: async (fileImport, { locationId }) => {
      refetchEntryLogsSoon(queryClient);
      const locations = [locationId, ...(fileImport.months ?? []).map((m) => String(m.locationId))];
      await refreshAfterWrite(queryClient, locations);
    },
  });
}
