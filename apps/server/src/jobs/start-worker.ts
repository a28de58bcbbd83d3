/**
 * Runs the job worker: every handler, the schedules, and the listener that turns committed emails
 * into delivery jobs. Used by `npm run worker` (worker.ts) and, in embedded mode, by the server.
 */
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { listenForEmails, sweepPendingEmails } from '../mail/dispatch-emails';
import { type CreateJobsOptions, createJobs, type Jobs } from './create-jobs';
import { createConsoleLogger } from './logger';
import { registerJobHandlers } from './register-handlers';
import { applySchedules } from './schedules';

export type RunningWorker = {
  /** Also the app's way to queue jobs when the worker runs in the server process. */
  jobs: Jobs;
  stop(): Promise<void>;
};

export async function startWorker(
  database: Database,
  config: Config,
  options: Omit<CreateJobsOptions, 'role'> = {},
): Promise<RunningWorker> {
  const logger = options.logger ?? createConsoleLogger(config.logLevel);
  const jobs = createJobs(database, config, { ...options, logger, role: 'worker' });
  await jobs.start();
  await registerJobHandlers(jobs, { database, config, logger });
  await applySchedules(jobs);
  const stopListening = await listenForEmails(database, jobs, logger);
  await sweepPendingEmails(database, jobs);
  return {
    jobs,
    async stop() {
      await stopListening();
      await jobs.stop();
    },
  };
}

/** Queues jobs without running any: the server's side when workers run as their own processes. */
export async function startJobsClient(
  database: Database,
  config: Config,
  options: Omit<CreateJobsOptions, 'role'> = {},
): Promise<Jobs> {
  const jobs = createJobs(database, config, { ...options, role: 'client' });
  await jobs.start();
  return jobs;
}
