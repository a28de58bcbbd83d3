/**
 * Starts a coalition data export: a `started` row and its job, queued in the same transaction (the job
 * exists only if the row does). The browser lists the rows and sees the job's outcome on them.
 */

import type { Db } from '../../db/connection';
import { coalitionDataExports } from '../../db/schema/index';
import type { Jobs } from '../../jobs/create-jobs';
import { jobsUnavailable } from '../data-exports/start-data-export';
import type { CoalitionExportInput } from './parse-input';

export type CoalitionDataExportRow = typeof coalitionDataExports.$inferSelect;

export async function startCoalitionDataExport(
  db: Db,
  jobs: Jobs | undefined,
  input: CoalitionExportInput,
  { now, userId }: { now: Date; userId: number },
): Promise<CoalitionDataExportRow> {
  if (!jobs) throw jobsUnavailable();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coalitionDataExports)
      .values({
        coalitionId: input.coalitionId,
        userId,
        exportFor: input.exportFor,
        yearOfRecord: input.yearOfRecord,
        monthOfRecord: input.monthOfRecord,
        filters: { organization_ids: input.organizationIds, ...input.filters },
        status: 'started',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await jobs.send('coalition-data-export', { coalitionDataExportId: row!.id }, { tx });
    return row!;
  });
}
