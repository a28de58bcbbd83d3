/** The Data Status Table's CSV job (002 §4 "Status CSV export job"): writes the `exports` row of this id. */
import { runStatusExport } from '../../resources/status-exports/write-status-export';
import type { JobContext } from '../create-jobs';
import type { JobDeps } from '../register-handlers';

export async function exportStatusTable(deps: JobDeps, job: JobContext<'status-export'>) {
  await runStatusExport(deps.database, job.data.exportId, {
    now: deps.config.now,
    isLastAttempt: job.isLastAttempt,
  });
}
