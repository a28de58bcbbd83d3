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
import { csvText, dataUrl, uploadTraces } from '../../../test/support/uploads';
import { waitFor } from '../../../test/support/wait-for';
import { type Database, openDatabase } from '../../db/connection';
import { UPLOAD_SQL_TAG } from '../../month-statuses/refresh-month-statuses';

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

describe.skipIf(testDb.kind !== 'postgres')(
  'an upload interrupted by killing the server (PostgreSQL only, skipped without TEST_DATABASE_URL: the embedded database cannot outlive a killed process)',
  () => {
    const name = `sac_test_kill_${randomBytes(4).toString('hex')}_${process.pid}`;
    let url = '';
    let server: ChildProcess | undefined;
    /** The test's own connection to the scratch database (the server has its own). */
    let database: Database;

    beforeAll(async () => {
      url = withDatabase(adminUrl, name);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${(testDb as { template: string }).template}`);
      await admin.end();
      database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    });

    afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await database?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it('leaves nothing of the upload and the earlier data as it was', { timeout: 240_000 }, async () => {
      const w = await createOrganizationWithMembers(database.db);
      const snapshot = () => uploadTraces(database, w.organization.id);
      const locations = [w.location.id];
      for (let i = 0; i < 9; i += 1)
        locations.push((await createLocation(database.db, w.organization.id)).id);

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
        () =>
          fetch(`${base}/api/v1/health`).then(
            (reply) => reply.ok,
            () => false,
          ),
        Boolean,
        { timeoutMs: 120_000, intervalMs: 250 },
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
      expect(before.file_imports).toHaveLength(1);

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

      // The upload's transaction, caught while it writes records.
      const [running] = await waitFor(
        async () =>
          (
            await database.query(
              `select pid, query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
               and xact_start is not null and query like $2 and query like '%insert into "animal_%'`,
              [name, `${UPLOAD_SQL_TAG}%`],
            )
          ).rows,
        (backends) => backends.length > 0,
        { timeoutMs: 120_000, intervalMs: 20 },
      );
      server.kill('SIGKILL');
      expect(String(running!.query).startsWith(UPLOAD_SQL_TAG)).toBe(true);
      expect(await large).toBeInstanceOf(Error);
      // PostgreSQL rolls the transaction back when it finds its client gone.
      await waitFor(
        async () =>
          (await database.query('select 1 from pg_stat_activity where pid = $1', [running!.pid])).rows,
        (left) => left.length === 0,
        { timeoutMs: 60_000, intervalMs: 100 },
      );

      expect(await snapshot()).toEqual(before);
      const { rows: seven } = await database.query(
        'select count(*)::int as n from animal_intakes where adult_stray_at_large_count = 7',
      );
      expect(seven[0]!.n).toBe(0);
    });
  },
);
