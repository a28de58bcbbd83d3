/**
 * A run killed half-way writes nothing (issue 16): a real job worker process (`npm run worker`) takes the
 * queued `aggregate-month` job and reads a slow ShelterLuv fake; it is killed (SIGKILL) while it reads the
 * events. Afterwards no record, status, entry log or seen event count exists, and the run still says
 * `running`, so that its retry (run here directly, as pg-boss would after the attempt expires) starts again and
 * writes the month whole. PostgreSQL only: the embedded database lives inside the test process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLocation, createOrganization } from '../../test/support/factories';
import { mapCommonEventTypes } from '../../test/support/vendor-fakes/mapped-event-types';
import { startShelterluvFake } from '../../test/support/vendor-fakes/shelterluv-fake';
import { generatedShelterluvMonth } from '../../test/support/vendor-fakes/shelterluv-month';
import { waitFor } from '../../test/support/wait-for';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/connection';
import {
  aggregationRuns,
  animalEventTypes,
  animalIntakes,
  dataEntryStatuses,
  entryLogs,
  shelterSoftwareConnections,
} from '../db/schema/index';
import { credentialCipherFrom } from '../integrations/credential-cipher';
import { credentialContext } from '../integrations/vendor-clients';
import { startJobsClient } from '../jobs/start-worker';
import { runAggregation } from './run-aggregation';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const testDb = inject('testDb');
const adminUrl = testDb.kind === 'postgres' ? testDb.adminUrl : '';
const KEY = 'sl-kill-test-key-0001';
const CREDENTIALS_KEY = 'kill-test-credentials-key-of-32-characters';

describe.skipIf(testDb.kind !== 'postgres')(
  'an aggregation interrupted by killing its worker (PostgreSQL only, skipped without TEST_DATABASE_URL)',
  () => {
    const name = `sac_test_aggkill_${randomBytes(4).toString('hex')}_${process.pid}`;
    let url = '';
    let database: Database;
    let worker: ChildProcess | undefined;
    let fake: Awaited<ReturnType<typeof startShelterluvFake>>;

    beforeAll(async () => {
      url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${(testDb as { template: string }).template}`);
      await admin.end();
      database = await openDatabase({ databaseUrl: url, poolSize: 2 });
      fake = await startShelterluvFake({
        apiKey: KEY,
        // 3,000 events: 30 pages of events, each answered after 300 ms.
        ...generatedShelterluvMonth(2026, 9, { events: 3_000, animals: 500 }),
        eventsDelayMs: 300,
      });
    });

    afterAll(async () => {
      if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      await fake?.close();
      await database?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it('leaves nothing of the run, and its retry writes the month', { timeout: 180_000 }, async () => {
      const db = database.db;
      const organizationId = (await createOrganization(db, { shelterSoftware: 'ShelterLuv' })).id;
      const locationId = (await createLocation(db, organizationId, { primary: true })).id;
      await db.insert(shelterSoftwareConnections).values({
        organizationId,
        vendor: 'shelterluv',
        secret: credentialCipherFrom(CREDENTIALS_KEY).encrypt(
          KEY,
          credentialContext(organizationId, 'shelterluv'),
        ),
      });
      await mapCommonEventTypes(db, organizationId, 'shelterluv');
      const [run] = await db
        .insert(aggregationRuns)
        .values({ organizationId, vendor: 'shelterluv', year: 2026, month: 9 })
        .returning({ id: aggregationRuns.id });
      const env = {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url,
        CREDENTIALS_KEY,
        SHELTERLUV_BASE_URL: fake.baseUrl,
        VENDOR_REQUESTS_PER_SECOND: '100',
      };
      const config = loadConfig(env, {});
      const jobs = await startJobsClient(database, config);
      await jobs.send('aggregate-month', { runId: run!.id });
      await jobs.stop();

      worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const eventPages = async () => fake.requests.filter((r) => r.path.endsWith('/events')).length;
      await waitFor(eventPages, (pages) => (pages as number) >= 3, { timeoutMs: 120_000, intervalMs: 50 });
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker!.once('exit', resolve));

      const [cut] = await db.select().from(aggregationRuns).where(eq(aggregationRuns.id, run!.id));
      expect(cut!.status).toBe('running');
      expect(await db.select().from(animalIntakes).where(eq(animalIntakes.locationId, locationId))).toEqual(
        [],
      );
      expect(
        await db.select().from(dataEntryStatuses).where(eq(dataEntryStatuses.locationId, locationId)),
      ).toEqual([]);
      expect(await db.select().from(entryLogs).where(eq(entryLogs.locationId, locationId))).toEqual([]);
      const seen = await db
        .select({ events: animalEventTypes.eventsSeen })
        .from(animalEventTypes)
        .where(eq(animalEventTypes.organizationId, organizationId));
      expect(seen.every((row) => row.events === 0)).toBe(true);

      await runAggregation(database, config, run!.id, {
        isLastAttempt: true,
        http: { requestsPerSecond: 1000 },
      });
      const [done] = await db.select().from(aggregationRuns).where(eq(aggregationRuns.id, run!.id));
      expect(done).toMatchObject({ status: 'completed', eventsPulled: 3_000, eventsCounted: 3_000 });
      const intakes = await db.select().from(animalIntakes).where(eq(animalIntakes.locationId, locationId));
      const strays = intakes.reduce(
        (sum, row) => sum + Number((row as Record<string, unknown>).totalStrayAtLargeCount),
        0,
      );
      expect(strays).toBe(750);
    });
  },
);
