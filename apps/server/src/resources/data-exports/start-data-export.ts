/**
 * Starts a national data export: a `started` row and its job, queued in the same transaction (the job
 * exists only if the row does). One export at a time: while one started less than the job's time limit
 * ago is still running, it is the answer instead of a second one.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { dataExports } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import type { Jobs } from '../../jobs/create-jobs';
import { QUEUES } from '../../jobs/queues';

export type DataExportRow = typeof dataExports.$inferSelect;

/** Whoever asks (an admin, or the nightly run with no user). */
export type StartDataExportInput = { now: Date; userId: number | null };

export const jobsUnavailable = () =>
  new ApiError(503, [
    {
      code: 'jobs_unavailable',
      title: 'Service Unavailable',
      detail: 'The export cannot be started: background jobs are not running on this server.',
    },
  ]);

export async function startDataExport(
  db: Db,
  jobs: Jobs | undefined,
  { now, userId }: StartDataExportInput,
): Promise<{ dataExport: DataExportRow; created: boolean }> {
  return db.transaction(async (tx) => {
    // Two admins pressing the button at once start one export.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data_exports:start'))`);
    const runningSince = new Date(now.getTime() - QUEUES['national-data-export'].expireInSeconds * 1000);
    const [running] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.status, 'started'), gt(dataExports.createdAt, runningSince)))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(1);
    if (running) return { dataExport: running, created: false };
    if (!jobs) throw jobsUnavailable();
    const [created] = await tx
      .insert(dataExports)
      .values({ status: 'started', requestedByUserId: userId, createdAt: now, updatedAt: now })
      .returning();
    await jobs.send('national-data-export', { dataExportId: created!.id }, { tx });
    return { dataExport: created!, created: true };
  });
}
