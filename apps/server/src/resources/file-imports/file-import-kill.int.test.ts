/**
 * All or nothing, even when the server dies: the real server runs as a child process on a scratch
 * PostgreSQL database, a large upload is sent, and the process is killed (SIGKILL) while the upload's
 * transaction is running. Afterwards nothing of that upload exists and the earlier data is unchanged.
 * PostgreSQL only: the embedded database lives inside the test process and cannot outlive a kill.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { buildExampleCsv, buildExampleCsvRows, SPECIES_KEYS } from '@sac/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createLocation,
  createOrganizationWithMembers,
  TEST_PASSWORD,
} from '../../../test/support/factories';
import { openDatabase } from '../../db/connection';
import { UPLOAD_SQL_TAG } from '../../records/refresh-month-statuses';
import { csvText, dataUrl } from './upload-testing';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const testDb = inject('testDb');
const adminUrl = testDb.kind === 'postgres' ? testDb.adminUrl : '';
const withDatabase = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Every stored trace an upload leaves, as one comparable snapshot. */
const SNAPSHOT_QUERIES = {
  counts:
    'select location_id, species, year_of_record, month_of_record, beginning_animal_count, updated_at from animal_counts',
  intakes:
    'select location_id, species, year_of_record, month_of_record, adult_stray_at_large_count, updated_at from animal_intakes',
  outcomes:
    'select location_id, species, year_of_record, month_of_record, adult_adoption_count, updated_at from animal_outcomes',
  statuses: 'select location_id, action, year, month, status, updated_at from data_entry_statuses',
  organizationStatuses:
    'select organization_id, action, year, month, status, last_record_updated_at from organization_data_entry_statuses',
  entryLogs: 'select location_id, channel, year, month, created_at from entry_logs',
  fileImports: 'select id, status, row_count from file_imports',
};

describe.skipIf(testDb.kind !== 'postgres')(
  'an upload interrupted by killing the server (PostgreSQL only, skipped without TEST_DATABASE_URL: the embedded database cannot outlive a killed process)',
  () => {
    const name = `sac_test_kill_${randomBytes(4).toString('hex')}_${process.pid}`;
    let url = '';
    let server: ChildProcess | undefined;
    let client: pg.Client;

    beforeAll(async () => {
      url = withDatabase(adminUrl, name);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${(testDb as { template: string }).template}`);
      await admin.end();
      client = new pg.Client({ connectionString: url });
      await client.connect();
    });

    afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await client?.end();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    async function snapshot() {
      const tables: Record<string, string[]> = {};
      for (const [key, text] of Object.entries(SNAPSHOT_QUERIES)) {
        tables[key] = (await client.query(text)).rows.map((row) => JSON.stringify(row)).sort();
      }
      return tables;
    }

    it('leaves nothing of the upload and the earlier data as it was', { timeout: 240_000 }, async () => {
      const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
      const w = await createOrganizationWithMembers(database.db);
      const locations = [w.location.id];
      for (let i = 0; i < 9; i += 1)
        locations.push((await createLocation(database.db, w.organization.id)).id);
      await database.close();

      const port = await freePort();
      server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: url,
          PORT: String(port),
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          WEB_DIST_DIR: '',
          WEB_CONCURRENCY: '1',
          IN_PROCESS_WORKER: 'false',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const base = `http://127.0.0.1:${port}`;
      await waitFor(
        'the server',
        async () => ((await fetch(`${base}/api/v1/health`)).ok ? true : undefined),
        120_000,
        250,
      );
      const signIn = await fetch(`${base}/auth/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: w.manager.email, password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const headers: Record<string, string> = { 'content-type': 'application/vnd.api+json' };
      for (const key of ['access-token', 'client', 'uid', 'expiry', 'token-type'])
        headers[key] = signIn.headers.get(key)!;
      const post = (text: string) =>
        fetch(`${base}/api/v1/file_imports`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            data: {
              type: 'file_imports',
              attributes: { location_id: w.location.id, file_type: 'intake_outcome', file: dataUrl(text) },
            },
          }),
        });

      // Earlier data: one month uploaded and committed.
      const earlier = await post(
        buildExampleCsv('intake_outcome', { locationId: w.location.id, year: 2024, month: 1 }),
      );
      expect(earlier.status).toBe(201);
      const before = await snapshot();
      expect(before.fileImports).toHaveLength(1);

      // Every species, month (2000 to 2024) and location: 24,000 rows, the earlier month among them.
      const [header] = buildExampleCsvRows('intake_outcome');
      const rows: string[][] = [];
      for (let year = 2000; year <= 2024; year += 1) {
        for (let month = 1; month <= 12; month += 1) {
          for (const locationId of locations) {
            const options = { locationId, year, month, species: SPECIES_KEYS };
            rows.push(
              ...buildExampleCsvRows('intake_outcome', options)
                .slice(1)
                .map((row) => row.map((v, i) => (header![i]!.endsWith('StrayAtLargeCount') ? '7' : v))),
            );
          }
        }
      }
      const large = post(csvText([header!, ...rows])).catch((error: unknown) => error);

      const running = await waitFor(
        'the upload transaction',
        async () => {
          const { rows: backends } = await client.query(
            `select pid, state, query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
             and xact_start is not null and query like $2 and query like '%insert into "animal_%'`,
            [name, `${UPLOAD_SQL_TAG}%`],
          );
          return backends[0] as { pid: number; query: string } | undefined;
        },
        120_000,
      );
      server.kill('SIGKILL');
      expect(running.query.startsWith(UPLOAD_SQL_TAG)).toBe(true);
      expect(await large).toBeInstanceOf(Error);
      // PostgreSQL rolls the transaction back when it finds its client gone.
      await waitFor(
        'the upload backend to end',
        async () => {
          const { rows: left } = await client.query('select 1 from pg_stat_activity where pid = $1', [
            running.pid,
          ]);
          return left.length === 0 ? true : undefined;
        },
        60_000,
        100,
      );

      expect(await snapshot()).toEqual(before);
      const { rows: seven } = await client.query(
        'select count(*)::int as n from animal_intakes where adult_stray_at_large_count = 7',
      );
      expect(seven[0].n).toBe(0);
    });
  },
);
