/** Entry log rows for the demo's recent months: who entered a month's data and how (by hand or CSV). */
import type { entryLogs } from '../schema/index';
import type { LocationStatusRow } from './entry-statuses';
import type { Random } from './prng';

type EntryLogRow = typeof entryLogs.$inferInsert;

/** One log per location, action and month begun in the last `months` months before `now`. */
export function buildEntryLogs(
  statuses: LocationStatusRow[],
  userOf: (organizationId: number) => number | null,
  now: Date,
  random: Random,
  months = 6,
): EntryLogRow[] {
  const since = new Date(now.getFullYear(), now.getMonth() - months, 1);
  return statuses
    .filter((s) => s.status !== 'unbegun' && new Date(s.year, s.month - 1, 1) >= since)
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
    .map((s) => ({
      locationId: s.locationId,
      organizationId: s.organizationId,
      userId: userOf(s.organizationId),
      action: s.action,
      channel: random.chance(0.35) ? 'csv' : 'manually',
      year: s.year,
      month: s.month,
      createdAt: s.updatedAt,
      updatedAt: s.updatedAt,
    }));
}
