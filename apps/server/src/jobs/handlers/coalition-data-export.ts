/** The coalition data export job: writes the CSV of one `coalition_data_exports` row (002 §2.11). */
import { runCoalitionDataExport } from '../../resources/coalition-data-exports/write-export';
import type { JobContext } from '../create-jobs';
import type { JobDeps } from '../register-handlers';

export async function exportCoalitionData(deps: JobDeps, job: JobContext<'coalition-data-export'>) {
  await runCoalitionDataExport(deps.database, job.data.coalitionDataExportId, {
    now: deps.config.now,
    isLastAttempt: job.isLastAttempt,
  });
}
