/**
 * Recurring jobs (pg-boss cron, kept in the database: every worker may apply them, one run fires per
 * slot). A schedule names a queue of queues.ts; removing an entry here unschedules it on next start.
 */
import type { Jobs } from './create-jobs';
import type { QueueName, QueuePayloads } from './queues';

export type ScheduleEntry = {
  [N in QueueName]: { name: N; cron: string; data?: QueuePayloads[N]; tz?: string };
}[QueueName];

export const SCHEDULES: ScheduleEntry[] = [
  { name: 'sweep-emails', cron: '* * * * *' },
  { name: 'national-data-export', cron: '0 2 * * *', tz: 'America/New_York' },
  { name: 'purge-expired-files', cron: '30 3 * * *', tz: 'America/New_York' },
];

export async function applySchedules(jobs: Jobs, schedules: ScheduleEntry[] = SCHEDULES): Promise<void> {
  for (const { name, cron, data, tz } of schedules) {
    await jobs.schedule(name, cron, data as never, { tz });
  }
  const wanted = new Set<string>(schedules.map((entry) => entry.name));
  for (const { name } of await jobs.listSchedules()) {
    if (!wanted.has(name)) await jobs.unschedule(name);
  }
}
