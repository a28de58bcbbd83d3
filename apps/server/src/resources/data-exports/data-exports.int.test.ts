import { csvColumns } from '@sac/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../../test/support/app';
import {
  bodyText,
  countRecordKeys,
  expectRowMatchesRecords,
  headerOf,
  parseCsv,
  sample,
} from '../../../test/support/data-csv';
import { createTestDatabase } from '../../../test/support/db';
import { type Session, signIn } from '../../../test/support/http';
import { waitFor } from '../../../test/support/wait-for';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/connection';
import { dataExports, users } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/demo';
import { signingKey, signPath } from '../../files/signed-urls';
import type { Jobs } from '../../jobs/create-jobs';
import { type RunningWorker, startJobsClient, startWorker } from '../../jobs/start-worker';

const HOUR = 3600_000;
const SIGNED =
  /^\/api\/v1\/data_exports\/(\d+)\/(data_csv|services_csv)\?user=\d+&expires=\d+&signature=[\w-]+$/;

describe('national data exports', () => {
  const clock = createClock('2025-06-15T12:00:00Z');
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '' }, { now: clock.now });
  let database: Database;
  let client: Jobs;
  let worker: RunningWorker | undefined;
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, { now: clock.now() });
    // The API only queues, as in production; a worker is started below, where the jobs should run.
    client = await startJobsClient(database, config);
    app = await buildApp({ config, database, jobs: client });
    await app.ready();
    admin = await signIn(app, 'admin@example.org');
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await client.stop();
    await database.close();
  });

  const show = async (id: string) =>
    JSON.parse((await admin.request({ method: 'GET', url: `/api/v1/data_exports/${id}` })).body).data;
  const start = () => admin.request({ method: 'POST', url: '/api/v1/data_exports' });

  describe('before a worker runs', () => {
    it('starts one export at a time: 201 with a started export, then 200 with the same one', async () => {
      const first = await start();
      expect(first.statusCode).toBe(201);
      const started = JSON.parse(first.body).data;
      expect(started).toMatchObject({
        type: 'data_exports',
        attributes: {
          status: 'started',
          completed_at: null,
          row_count: null,
          data_csv: null,
          services_csv: null,
          created_at: '2025-06-15T12:00:00.000Z',
        },
      });
      const again = await start();
      expect(again.statusCode).toBe(200);
      expect(JSON.parse(again.body).data.id).toBe(started.id);
      const { rows } = await database.query(
        "select data from pgboss.job where name = 'national-data-export' order by created_on",
      );
      expect(rows).toEqual([{ data: { dataExportId: Number(started.id) } }]);
    });

    it('starts a new export when the running one is older than the job time limit (it died)', async () => {
      const running = JSON.parse((await start()).body).data.id as string;
      await database.db
        .update(dataExports)
        .set({ createdAt: new Date(clock.now().getTime() - 5 * HOUR) })
        .where(eq(dataExports.id, Number(running)));
      const response = await start();
      expect(response.statusCode).toBe(201);
      expect(JSON.parse(response.body).data.id).not.toBe(running);
    });

    it('answers 404 for the files of an export that is not completed', async () => {
      const running = JSON.parse((await start()).body).data;
      expect(running.attributes.status).toBe('started');
      for (const file of ['data_csv', 'services_csv']) {
        const url = `/api/v1/data_exports/${running.id}/${file}`;
        expect((await admin.request({ method: 'GET', url })).statusCode).toBe(404);
      }
    });
  });

  describe('with a worker', () => {
    let completed: { id: string; attributes: Record<string, unknown> };

    beforeAll(async () => {
      worker = await startWorker(database, config, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
      const response = await start();
      const id = JSON.parse(response.body).data.id as string;
      completed = await waitFor(
        () => show(id),
        (data) => data.attributes.status === 'completed',
        { timeoutMs: 60_000, intervalMs: 200 },
      );
    }, 90_000);

    it('completes the export with the row counts of every record, of every year', async () => {
      expect(completed.attributes).toMatchObject({
        row_count: await countRecordKeys(database, 'intake_outcome'),
        services_row_count: await countRecordKeys(database, 'services'),
        error_message: null,
        completed_at: '2025-06-15T12:00:00.000Z',
      });
      expect(completed.attributes.row_count).toBeGreaterThan(100);
      expect(completed.attributes.data_csv).toMatch(SIGNED);
      expect(completed.attributes.services_csv).toMatch(SIGNED);
    });

    it('lists the latest completed export first, with signed links and the total', async () => {
      const response = await admin.request({
        method: 'GET',
        url: '/api/v1/data_exports?sort=-created_at&page[size]=1&filter[status]=completed&stats[total]=count',
      });
      expect(response.statusCode).toBe(200);
      const document = JSON.parse(response.body);
      expect(document.data).toHaveLength(1);
      expect(document.data[0].id).toBe(completed.id);
      expect(document.data[0].attributes.data_csv).toMatch(SIGNED);
      expect(document.meta.stats.total.count).toBeGreaterThanOrEqual(1);
    });

    it('downloads the intake/outcome CSV through its signed link alone: upload columns, every record', async () => {
      const url = completed.attributes.data_csv as string;
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-disposition']).toContain(
        'filename="sac-animal-data-export_2025-06-15.csv"',
      );
      expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(bodyText(zipped)).toBe(bodyText(plain));

      const csv = parseCsv(bodyText(plain));
      expect(csv.header).toEqual(headerOf('intake_outcome'));
      expect(csv.rows).toHaveLength(completed.attributes.row_count as number);
      expect(new Set(csv.rows.map((row) => row.yearOfRecord))).toEqual(
        new Set(['2022', '2023', '2024', '2025']),
      );
      for (const row of sample(csv.rows)) await expectRowMatchesRecords(database, 'intake_outcome', row);
    });

    it('downloads the services CSV in the services columns', async () => {
      const response = await app.inject({ method: 'GET', url: completed.attributes.services_csv as string });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('sac-services-data-export_2025-06-15.csv');
      const csv = parseCsv(bodyText(response));
      expect(csv.header).toEqual(csvColumns('services').map((column) => column.name));
      expect(csv.rows).toHaveLength(completed.attributes.services_row_count as number);
      for (const row of sample(csv.rows)) await expectRowMatchesRecords(database, 'services', row);
    });

    it('refuses a forged, altered or expired link (401), and a link of a non-admin (403)', async () => {
      const url = completed.attributes.data_csv as string;
      const forged = url.replace(/signature=[\w-]+/, 'signature=AAAA');
      expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(401);
      const otherFile = url.replace('/data_csv?', '/services_csv?');
      expect((await app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(401);

      const [manager] = await database.db.select().from(users).where(eq(users.email, 'manager@example.org'));
      const key = await signingKey(database, config);
      const managerLink = signPath(key, url.split('?')[0]!, manager!.id, clock.now());
      expect((await app.inject({ method: 'GET', url: managerLink })).statusCode).toBe(403);

      clock.advance(HOUR + 60_000);
      try {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
        const fresh = await show(completed.id);
        expect((await app.inject({ method: 'GET', url: fresh.attributes.data_csv })).statusCode).toBe(200);
      } finally {
        clock.advance(-(HOUR + 60_000));
      }
    });

    it('runs the nightly export (a job without an id) as an export of its own', async () => {
      const before = await database.db.select().from(dataExports);
      await worker!.jobs.send('national-data-export', {});
      const after = await waitFor(
        () => database.db.select().from(dataExports),
        (rows) => rows.length === before.length + 1 && rows.every((row) => row.status === 'completed'),
        { timeoutMs: 60_000, intervalMs: 200 },
      );
      const nightly = after.find((row) => !before.some((old) => old.id === row.id))!;
      expect(nightly).toMatchObject({ requestedByUserId: null, rowCount: completed.attributes.row_count });
    }, 90_000);
  });

  it.each([
    ['GET', '/api/v1/data_exports/abc', 404],
    ['GET', '/api/v1/data_exports/99999999999999999999', 404],
    ['GET', '/api/v1/data_exports/abc/data_csv', 404],
    ['GET', '/api/v1/data_exports/4000000000/services_csv', 404],
    ['GET', '/api/v1/data_exports?filter[file_id]=1', 400],
    ['GET', '/api/v1/data_exports?filter[status][gt]=a', 400],
    ['GET', '/api/v1/data_exports?page[size]=5000', 400],
    ['GET', '/api/v1/data_exports?sort=error_message', 400],
  ] as const)('answers %s %s with %i, never a 500', async (method, url, status) => {
    const response = await admin.request({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].detail).toBeTruthy();
  });

  it('answers a POST with a malformed body with 400 and starts nothing', async () => {
    const before = await database.db.select().from(dataExports);
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/data_exports',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data":',
    });
    expect(response.statusCode).toBe(400);
    expect(await database.db.select().from(dataExports)).toHaveLength(before.length);
  });

  it('refuses every national route to signed-in non-admins (403)', async () => {
    for (const email of ['manager@example.org', 'viewer@example.org', 'coalition@example.org']) {
      const session = await signIn(app, email);
      for (const [method, url] of [
        ['GET', '/api/v1/data_exports'],
        ['GET', '/api/v1/data_exports/1'],
        ['POST', '/api/v1/data_exports'],
        ['GET', '/api/v1/data_exports/1/data_csv'],
        ['GET', '/api/v1/data_exports/1/services_csv'],
        ['GET', '/api/v1/national_data?year=2024'],
      ] as const) {
        expect({ email, url, status: (await session.request({ method, url })).statusCode }).toEqual({
          email,
          url,
          status: 403,
        });
      }
    }
  });
});
