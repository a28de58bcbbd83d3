/**
 * The national data export job. With an id it writes that export (an admin's request, or the nightly
 * one). The nightly cron run carries no id: it starts an export as an admin would, which queues a job
 * with the new row's id, so that a retry of the work always finds its own row again.
 */
import { startDataExport } from '../../resources/data-exports/start-data-export';
import { runDataExport } from '../../resources/data-exports/write-data-export';
import type { JobContext } from '../create-jobs';
import type { JobDeps } from '../register-handlers';

export async function exportNationalData(deps: JobDeps, job: JobContext<'national-data-export'>) {
  const { database, config, jobs, logger } = deps;
  const { dataExportId } = job.data;
  if (dataExportId === undefined) {
    const { dataExport, created } = await startDataExport(database.db, jobs, {
      now: config.now(),
      userId: null,
    });
    logger.info({ dataExportId: dataExport.id, created }, 'nightly national data export');
    return;
  }
  await runDataExport(database, dataExportId, { now: config.now, isLastAttempt: job.isLastAttempt });
}
