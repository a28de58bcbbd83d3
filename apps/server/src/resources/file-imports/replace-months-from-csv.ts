/**
 * The upload's command: in one transaction, every (location, species, year, month) of a checked file is
 * replaced by its row, the month statuses of the touched locations and organizations are refreshed, one
 * Data Entry Log row per location and month is written (channel csv), and the import is recorded. Any
 * failure, or the server dying half way, leaves nothing of it. A deadlock with another writer of the same
 * organization runs the whole transaction again (inTransaction).
 */
import type { EntryAction } from '@sac/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { fileImports } from '../../db/schema/index';
import { inTransaction, type ResourceContext } from '../../http/jsonapi/index';
import {
  type RecordMonth,
  refreshMonthStatuses,
  UPLOAD_SQL_TAG,
} from '../../month-statuses/refresh-month-statuses';
import { type CheckedCsvFile, readCheckedRecords } from './check-csv-file';
import type { UploadTarget } from './load-upload-target';
import { upsertCsvRecords } from './upsert-csv-records';

export type CsvUpload = {
  file: CheckedCsvFile;
  target: UploadTarget;
  fileName: string | null;
  byteSize: number;
};
export type FileImportRow = typeof fileImports.$inferSelect;
export type ReplacedMonths = { fileImport: FileImportRow; months: RecordMonth[] };

async function logCsvEntries(
  tx: Tx,
  months: RecordMonth[],
  action: EntryAction,
  userId: number | null,
  now: Date,
) {
  const column = (pick: (m: RecordMonth) => number) => sql`${sql.param(months.map(pick))}::int[]`;
  const at = sql`${sql.param(now)}::timestamptz`;
  await tx.execute(sql`${sql.raw(UPLOAD_SQL_TAG)} insert into entry_logs
      (location_id, organization_id, user_id, action, channel, year, month, created_at, updated_at)
    select m.location_id, m.organization_id, ${userId}::int, ${action}, 'csv', m.year, m.month, ${at}, ${at}
    from unnest(${column((m) => m.locationId)}, ${column((m) => m.organizationId)}, ${column((m) => m.year)},
      ${column((m) => m.month)}) as m(location_id, organization_id, year, month)`);
}

const byMonth = (a: RecordMonth, b: RecordMonth) =>
  a.locationId - b.locationId || a.year - b.year || a.month - b.month;

export async function replaceMonthsFromCsv(ctx: ResourceContext, upload: CsvUpload): Promise<ReplacedMonths> {
  const { file, target } = upload;
  const action: EntryAction = file.fileType;
  const userId = ctx.access.user?.id ?? null;
  return inTransaction(ctx, async ({ db: tx, now }) => {
    const months = new Map<string, RecordMonth>();
    await readCheckedRecords(file, target, now, async (records) => {
      await upsertCsvRecords(tx, file.layout, records, { organizationId: target.organizationId, now });
      for (const { locationId, year, month } of records) {
        months.set(`${locationId}|${year}|${month}`, {
          locationId,
          organizationId: target.organizationId,
          year,
          month,
        });
      }
    });
    const touched = [...months.values()].sort(byMonth);
    await refreshMonthStatuses(tx, touched, action);
    await logCsvEntries(tx, touched, action, userId, now);
    const [fileImport] = await tx
      .insert(fileImports)
      .values({
        organizationId: target.organizationId,
        locationId: target.locationId,
        userId,
        fileType: file.fileType,
        status: 'completed',
        fileName: upload.fileName,
        byteSize: upload.byteSize,
        rowCount: file.rowCount,
        completedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { fileImport: fileImport!, months: touched };
  });
}
