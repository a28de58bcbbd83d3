/**
 * Saves a species' changed counts (000 §7 `PATCH /api/v1/{kind}/{id}` with `data{id, type, attributes}`):
 * one PATCH per record that changed, the server answering each with the record re-read, totals updated.
 * A species of the intake/outcome matrix has up to three records (counts, intakes, outcomes), and the API
 * has no call that writes several at once: they are sent one after the other in a fixed order and the
 * first failure stops the rest, so a failed Save leaves the records before it saved, the one that failed
 * and those after it untouched. The caller keeps every typed value; since the month is read again either
 * way, the next Save sends only what still differs. Sent even while the browser says it is offline
 * (`networkMode: 'always'`): the call fails at once and says so, instead of waiting, spinning, for a
 * connection.
 */
import type { RecordKind } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, resourceBody } from '../../../lib/api/jsonapi';
import type { CountValue } from '../changed-fields';
import type { MonthRecord } from './month-records';
import { refetchEntryLogsSoon, refreshAfterWrite } from './refresh-after-write';

export type RecordChanges = {
  kind: RecordKind;
  id: string;
  /** Only the changed fields (see changedFields). */
  changes: Record<string, CountValue>;
};

export async function saveRecord({ kind, id, changes }: RecordChanges): Promise<MonthRecord> {
  const doc = await api.patch<JsonApiDocument>(
    `/api/v1/${kind}/${encodeURIComponent(id)}`,
    resourceBody(kind, changes, id),
  );
  return normalizeOne<MonthRecord>(doc).data;
}

/** A Save that failed part-way: which records were saved before `reason` stopped it. */
export class PartialSaveError extends Error {
  constructor(
    readonly reason: unknown,
    readonly saved: readonly RecordKind[],
    readonly failed: RecordKind,
  ) {
    super('Save stopped part-way');
  }
}

async function saveInOrder(writes: readonly RecordChanges[]): Promise<RecordKind[]> {
  const saved: RecordKind[] = [];
  for (const write of writes) {
    try {
      await saveRecord(write);
    } catch (error) {
      throw new PartialSaveError(error, saved, write.kind);
    }
    saved.push(write.kind);
  }
  return saved;
}

export function useSaveRecords(locationId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    refetchEntryLogsSoon(queryClient);
    return refreshAfterWrite(queryClient, locationId);
  };
  return useMutation({
    networkMode: 'always',
    mutationFn: (writes: readonly RecordChanges[]) => saveInOrder(writes),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof PartialSaveError && error.saved.length > 0) void refresh();
    },
  });
}
