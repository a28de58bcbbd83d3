import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/db';
import { waitFor } from '../../test/support/wait-for';
import { loadConfig } from '../config';
import type { Database } from '../db/connection';
import { createBossDb } from './boss-db';
import { type CreateJobsOptions, createJobs, type JobContext, type Jobs } from './create-jobs';
import { applySchedules, SCHEDULES } from './schedules';

const config = loadConfig({ NODE_ENV: 'test' });
const fast: CreateJobsOptions = {
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1_000,
  queues: { 'national-data-export': { retryLimit: 1, retryDelay: 0, retryBackoff: false } },
};

describe('jobs', () => {
  let database: Database;
  const started: Jobs[] = [];
  const start = async (options: CreateJobsOptions = fast) => {
    const jobs = createJobs(database, config, options);
    await jobs.start();
    started.push(jobs);
    return jobs;
  };
  const runs = (jobs: Jobs) => {
    const seen: JobContext<'national-data-export'>[] = [];
    return { seen, work: () => jobs.work('national-data-export', async (job) => void seen.push(job)) };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
    await database.close();
  });

  it("runs pg-boss's multi-statement and parameterized SQL on this database", async () => {
    const bossDb = createBossDb(database);
    expect((await bossDb.executeSql('select 1 as a; select 2 as b', [])).rows).toEqual([{ b: 2 }]);
    expect((await bossDb.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    await expect(bossDb.executeSql('begin; select 1/0; commit', [])).rejects.toThrow(/division by zero/);
    expect((await bossDb.executeSql('select 1 as ok', [])).rows).toEqual([{ ok: 1 }]);
  });

  it('keeps its tables and the queues of the registry in the pgboss schema of our database', async () => {
    await start();
    const { rows } = await database.query(
      "select name, retry_limit, retry_backoff from pgboss.queue where name not like '\\_\\_%' order by name",
    );
    expect(rows).toEqual([
      { name: 'aggregate-month', retry_limit: 3, retry_backoff: true },
      { name: 'coalition-data-export', retry_limit: 2, retry_backoff: true },
      { name: 'deliver-email', retry_limit: 5, retry_backoff: true },
      { name: 'national-data-export', retry_limit: 1, retry_backoff: false },
      { name: 'purge-expired-files', retry_limit: 2, retry_backoff: true },
      { name: 'status-export', retry_limit: 1, retry_backoff: false },
      { name: 'sweep-emails', retry_limit: 0, retry_backoff: false },
    ]);
  });

  it('runs a job sent before a stop once a new worker starts (durability)', async () => {
    const client = await start({ ...fast, role: 'client' });
    await client.send('national-data-export', { dataExportId: 1 });
    await client.stop();

    const worker = await start();
    const { seen, work } = runs(worker);
    await work();
    await waitFor(
      async () => seen.length,
      (n) => n === 1,
    );
    expect(seen[0]).toMatchObject({ data: { dataExportId: 1 }, attempt: 1 });
    await worker.stop();
  });

  it('retries an attempt interrupted by a stop in the next worker', async () => {
    const first = await start();
    let began = false;
    await first.work('national-data-export', async () => {
      began = true;
      await new Promise(() => undefined); // never finishes: the worker is stopped under it
    });
    await first.send('national-data-export', { dataExportId: 2 });
    await waitFor(async () => began, Boolean);
    await first.stop();

    const second = await start();
    const { seen, work } = runs(second);
    await work();
    await waitFor(
      async () => seen.length,
      (n) => n === 1,
    );
    expect(seen[0]).toMatchObject({ data: { dataExportId: 2 }, attempt: 2, isLastAttempt: true });
    await second.stop();
  });

  it('retries a failed attempt after its backoff delay', async () => {
    const jobs = await start({
      ...fast,
      queues: { 'national-data-export': { retryLimit: 1, retryDelay: 1, retryBackoff: true } },
    });
    const attempts: { attempt: number; isLastAttempt: boolean; at: number }[] = [];
    await jobs.work('national-data-export', async ({ attempt, isLastAttempt }) => {
      attempts.push({ attempt, isLastAttempt, at: performance.now() });
      if (attempt === 1) throw new Error('first attempt fails');
    });
    await jobs.send('national-data-export', { dataExportId: 3 });
    await waitFor(
      async () => attempts.length,
      (n) => n === 2,
    );
    expect(attempts.map(({ attempt, isLastAttempt }) => ({ attempt, isLastAttempt }))).toEqual([
      { attempt: 1, isLastAttempt: false },
      { attempt: 2, isLastAttempt: true },
    ]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    await jobs.stop();
  });

  it('queues one job per key', async () => {
    const jobs = await start({ ...fast, role: 'client' });
    expect(
      await jobs.send('national-data-export', { dataExportId: 4 }, { key: 'four', startAfterSeconds: 3600 }),
    ).toBeTruthy();
    expect(await jobs.send('national-data-export', { dataExportId: 4 }, { key: 'four' })).toBeNull();
  });

  it('queues a job inside a transaction only if the transaction commits', async () => {
    const jobs = await start({ ...fast, role: 'client' });
    const later = { startAfterSeconds: 3600 };
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('national-data-export', { dataExportId: 5 }, { ...later, tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.transaction(async (tx) => {
      await jobs.send('national-data-export', { dataExportId: 6 }, { ...later, tx });
    });
    const { rows } = await database.query(
      "select data from pgboss.job where name = 'national-data-export' and (data->>'dataExportId')::int in (5, 6)",
    );
    expect(rows).toEqual([{ data: { dataExportId: 6 } }]);
  });

  it('schedules recurring jobs (a nightly one in its time zone), and drops schedules no longer listed', async () => {
    const jobs = await start({ ...fast, role: 'client' });
    await applySchedules(jobs);
    const byName = (list: { name: string }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(await jobs.listSchedules())).toEqual([
      { name: 'national-data-export', cron: '0 2 * * *', timezone: 'America/New_York' },
      { name: 'purge-expired-files', cron: '30 3 * * *', timezone: 'America/New_York' },
      { name: 'sweep-emails', cron: '* * * * *', timezone: 'UTC' },
    ]);
    await applySchedules(
      jobs,
      SCHEDULES.filter((entry) => entry.name === 'sweep-emails'),
    );
    expect((await jobs.listSchedules()).map(({ name }) => name)).toEqual(['sweep-emails']);
  });
});
