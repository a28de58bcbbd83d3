/**
 * Keeps the stored month statuses current after a month saved by hand: its location-month row and its
 * organization-month row are recomputed in the writer's transaction by the one status rule an upload and
 * the seeds use too (status-sql.ts), and the save is logged.
 */
import type { EntryAction } from '@sac/domain';
import type { Tx } from '../db/connection';
import { entryLogs } from '../db/schema/index';
import { type RecordMonth, refreshMonthStatuses } from './refresh-month-statuses';

export type { RecordMonth } from './refresh-month-statuses';

/** Recomputes the location-month and organization-month statuses of `action` of one month. */
export async function refreshMonthStatus(tx: Tx, key: RecordMonth, action: EntryAction): Promise<void> {
  await refreshMonthStatuses(tx, [key], action, { tag: '' });
}

/** One Data Entry Log row for a month saved by hand (000 §2 entry log table). */
export async function logManualEntry(
  tx: Tx,
  key: RecordMonth,
  action: EntryAction,
  userId: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(entryLogs).values({
    locationId: key.locationId,
    organizationId: key.organizationId,
    userId,
    action,
    channel: 'manually',
    year: key.year,
    month: key.month,
    createdAt: now,
    updatedAt: now,
  });
}
