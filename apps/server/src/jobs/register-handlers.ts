/** Wires every queue of queues.ts to its handler: the one list a worker runs. */
import { runAggregation } from '../aggregation/run-aggregation';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { deliverEmail } from '../mail/deliver-email';
import { sweepPendingEmails } from '../mail/dispatch-emails';
import type { Jobs } from './create-jobs';
import { exportCoalitionData } from './handlers/coalition-data-export';
import { exportNationalData } from './handlers/national-data-export';
import { purgeExpiredFiles } from './handlers/purge-expired-files';
import { exportStatusTable } from './handlers/status-export';
import type { JobLogger } from './logger';

export type JobDeps = { database: Database; config: Config; logger: JobLogger; jobs: Jobs };

export async function registerJobHandlers(jobs: Jobs, deps: Omit<JobDeps, 'jobs'>): Promise<void> {
  const all: JobDeps = { ...deps, jobs };
  await jobs.work('deliver-email', (job) => deliverEmail(all, job));
  await jobs.work('sweep-emails', async () => {
    await sweepPendingEmails(all.database, jobs);
  });
  await jobs.work('national-data-export', (job) => exportNationalData(all, job));
  await jobs.work('purge-expired-files', async () => {
    await purgeExpiredFiles(all);
  });
  await jobs.work('status-export', (job) => exportStatusTable(all, job));
  await jobs.work('coalition-data-export', (job) => exportCoalitionData(all, job));
  await jobs.work('aggregate-month', (job) =>
    runAggregation(all.database, all.config, job.data.runId, { isLastAttempt: job.isLastAttempt }),
  );
}
