/**
 * Saves one record's changed counts (000 §7 `PATCH /api/v1/{kind}/{id}` with `data{id, type,
 * attributes}`); the server answers with the record re-read, totals updated.
 */
import type { RecordKind } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, resourceBody } from '../../../lib/api/jsonapi';
import type { CountValue } from '../changed-fields';
import type { MonthRecord } from './month-records';
import { refetchEntryLogsSoon, refreshAfterWrite } from './refresh-after-write';

export type SaveRecordInput = {
  id: string;
  locationId: string;
  /** Only the changed fields (see changedFields). */
  changes: Record<string, CountValue>;
};

export async function saveRecord(kind: RecordKind, { id, changes }: SaveRecordInput): Promise<MonthRecord> {
  const doc = await api.patch<JsonApiDocument>(
    `/api/v1/${kind}/${encodeURIComponent(id)}`,
    resourceBody(kind, changes, id),
  );
  return normalizeOne<MonthRecord>(doc).data;
}

export function useSaveRecord(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRecordInput) => saveRecord(kind, input),
    onSuccess: async (_record, { locationId }) => {
      refetchEntryLogsSoon(queryClient);
      await refreshAfterWrite(queryClient, locationId);
    },
  });
}
