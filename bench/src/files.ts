/**
 * Issue 5's file scenarios, each timed end to end against the same work done by `psql` in the same run:
 * - a 10,000-row intake/outcome CSV upload (POST /api/v1/file_imports) that changes every record, against
 *   `\copy` of the same rows into empty copies of the three record tables; budget under 5 s and within 10×,
 *   with the API process's memory growth (and, as a figure, `\copy` of the file into one plain table);
 * - the national data CSV of one year (GET /api/v1/national_data) against `\copy (the same select) to
 *   stdout`; budget first byte under 1 s and the whole file within 3×.
 * Runs are sequential (one upload at a time is the case that matters), the median of RUNS is judged.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildExampleCsvRows, csvColumns, toCsv, toSnakeCase } from '@sac/domain';
import type pg from 'pg';
import { dataCsvSelect } from '../../apps/server/src/reports/data-csv';
import { startRssSampler } from './memory';
import type { ApiSession } from './server';

const RUNS = 3;
const UPLOAD_ROWS = 10_000;
const UPLOAD_LOCATIONS = 30;
const BENCH_ORGANIZATION = 'Bench Upload Shelter';

export type FileVerdict = { name: string; figures: string; ok: boolean };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Runs psql with `commands` (one session); resolves with its wall-clock time. */
function timePsql(databaseUrl: string, commands: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const args = ['-X', '-q', '-v', 'ON_ERROR_STOP=1', databaseUrl, ...commands.flatMap((c) => ['-c', c])];
    const child = spawn('psql', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`psql: ${errors}`)),
    );
  });
}

/** An organization of its own with UPLOAD_LOCATIONS locations, cloned from a national one (made once). */
async function benchLocations(direct: pg.Pool): Promise<number[]> {
  const existing = await direct.query<{ id: number }>(
    `select l.id from locations l join organizations o on o.id = l.organization_id
     where o.name = $1 order by l.id`,
    [BENCH_ORGANIZATION],
  );
  if (existing.rows.length >= UPLOAD_LOCATIONS) return existing.rows.map((r) => r.id);
  const clone = (table: string, overrides: string) => `
    insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || ${overrides})).*
    from ${table} t where t.id = $1 returning id`;
  const { rows: sample } = await direct.query<{ organization_id: number; id: number }>(
    `select organization_id, id from locations where status = 'active' and archived_at is null order by id limit 1`,
  );
  const { rows: organization } = await direct.query<{ id: number }>(
    clone(
      'organizations',
      `jsonb_build_object('id', nextval(pg_get_serial_sequence('organizations', 'id')), 'name', $2::text,
        'ein', null, 'status', 'confirmed')`,
    ),
    [sample[0]!.organization_id, BENCH_ORGANIZATION],
  );
  const ids: number[] = [];
  for (let i = 0; i < UPLOAD_LOCATIONS; i += 1) {
    const { rows } = await direct.query<{ id: number }>(
      clone(
        'locations',
        `jsonb_build_object('id', nextval(pg_get_serial_sequence('locations', 'id')),
          'organization_id', $2::int, 'name', $3::text, 'primary', $4::boolean, 'status', 'active')`,
      ),
      [sample[0]!.id, organization[0]!.id, `Bench location ${i + 1}`, i === 0],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

/**
 * UPLOAD_ROWS rows as cells: every bench location, canine and feline, the latest months up to last month,
 * every count raised by `raise` so that each run really changes every record.
 */
function uploadRows(locationIds: number[], now: Date, raise: number): string[][] {
  const header = buildExampleCsvRows('intake_outcome')[0]!;
  const counted = header.map((name, i) => (i > 3 && !name.endsWith('Date') ? i : -1)).filter((i) => i >= 0);
  const rows: string[][] = [];
  const months = Math.ceil(UPLOAD_ROWS / (locationIds.length * 2));
  for (let back = 1; back <= months; back += 1) {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    for (const locationId of locationIds) {
      const [, ...example] = buildExampleCsvRows('intake_outcome', {
        locationId,
        year: date.getFullYear(),
        month: date.getMonth() + 1,
      });
      for (const row of example) for (const i of counted) row[i] = String(Number(row[i]) + raise);
      rows.push(...example);
    }
  }
  return [header, ...rows.slice(0, UPLOAD_ROWS)];
}

type Baseline = { tableCommands: string[]; file: string; columns: string[] };

/**
 * The baseline: psql \copy of the same rows, each table's columns in a file of their own, into empty
 * temporary copies of the three record tables (same columns, generated totals and indexes): loading by hand
 * the records the file holds. Also written, for a second figure: the file as it is, for a table of its columns.
 */
function writeBaselineFiles(rows: string[][]): Baseline {
  const [header, ...data] = rows;
  const columns = csvColumns('intake_outcome').filter((c) => !c.optional);
  const tableCommands = (['animal_counts', 'animal_intakes', 'animal_outcomes'] as const).flatMap((kind) => {
    const own = columns.filter((c) => c.target === kind);
    const indexes = [0, 1, 2, 3, ...own.map((c) => header!.indexOf(c.name))];
    const names = [
      'location_id',
      'year_of_record',
      'month_of_record',
      'species',
      ...own.map((c) => toSnakeCase(c.field)),
      'organization_id',
      'date_of_record',
    ];
    const file = path.join(tmpdir(), `sac-bench-${kind}.csv`);
    writeFileSync(
      file,
      toCsv(data.map((row) => [...indexes.map((i) => row[i]), 1, `${row[1]}-${row[2]}-01`])),
    );
    return [
      `create temp table t_${kind} (like ${kind} including all)`,
      `\\copy t_${kind} (${names.join(', ')}) from '${file}' with (format csv)`,
    ];
  });
  const file = path.join(tmpdir(), 'sac-bench-upload.csv');
  writeFileSync(file, toCsv(rows));
  const types = columns.map(
    (c) => `"${c.name}" ${c.name === 'species' ? 'text' : c.date ? 'date' : 'integer'}`,
  );
  return { tableCommands, file, columns: types };
}

export async function uploadScenario(
  admin: ApiSession,
  direct: pg.Pool,
  databaseUrl: string,
  serverPid: number | undefined,
): Promise<FileVerdict> {
  const locationIds = await benchLocations(direct);
  const api: number[] = [];
  const copy: number[] = [];
  const staging: number[] = [];
  let memoryMb = 0;
  let sizeMb = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const rows = uploadRows(locationIds, new Date(), 1 + Math.floor(Math.random() * 1000));
    const csv = toCsv(rows);
    sizeMb = csv.length / 1024 / 1024;
    const body = {
      data: {
        type: 'file_imports',
        attributes: {
          location_id: locationIds[0],
          file_type: 'intake_outcome',
          file_name: 'bench.csv',
          file: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`,
        },
      },
    };
    const sampler = startRssSampler(serverPid);
    const started = performance.now();
    const reply = await admin.send('POST', '/api/v1/file_imports', body);
    api.push(performance.now() - started);
    memoryMb = Math.max(memoryMb, sampler.stop());
    if (reply.status !== 201) throw new Error(`upload answered ${reply.status}: ${reply.body.slice(0, 500)}`);
    const baseline = writeBaselineFiles(rows);
    copy.push(await timePsql(databaseUrl, baseline.tableCommands));
    staging.push(
      await timePsql(databaseUrl, [
        `create temp table bench_upload (${baseline.columns.join(', ')})`,
        `\\copy bench_upload from '${baseline.file}' with (format csv, header true)`,
      ]),
    );
  }
  const ratio = median(api) / median(copy);
  const ok = median(api) < 5000 && ratio <= 10;
  return {
    name: `upload ${UPLOAD_ROWS.toLocaleString('en-US')}-row intake/outcome CSV`,
    figures:
      `API ${ms(median(api))} (runs ${api.map(ms).join(', ')}), psql \\copy into copies of the 3 record tables ` +
      `${ms(median(copy))}, ${ratio.toFixed(1)}× (budget < 5 s, ≤ 10×); psql \\copy of the file into one ` +
      `table of its columns ${ms(median(staging))} (${(median(api) / median(staging)).toFixed(0)}×); file ` +
      `${sizeMb.toFixed(1)} MB, API process memory growth ${memoryMb.toFixed(0)} MB`,
    ok,
  };
}

/**
 * Time to the first byte and to the end of a streamed GET, reading and discarding the body. The session
 * follows a token the answer rotates, as the browser does.
 */
async function timeDownload(url: string, session: ApiSession) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...session.headers, 'accept-encoding': 'identity' } });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
  const token = response.headers.get('access-token');
  if (token) {
    session.headers = {
      ...session.headers,
      'access-token': token,
      expiry: response.headers.get('expiry') ?? '',
    };
  }
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += (chunk as Uint8Array).length;
  }
  return { firstByte, total: performance.now() - started, bytes };
}

export async function nationalCsvScenario(
  admin: ApiSession,
  base: string,
  databaseUrl: string,
): Promise<FileVerdict> {
  const year = new Date().getFullYear() - 1;
  const select = dataCsvSelect('intake_outcome', { periods: [{ year }] }).replace(/\s+/g, ' ');
  const runs: { firstByte: number; total: number; bytes: number }[] = [];
  const copy: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(
      await timeDownload(`${base}/api/v1/national_data?year=${year}&file_type=intake_outcome`, admin),
    );
    copy.push(
      await timePsql(databaseUrl, [`\\copy (${select}) to '/dev/null' with (format csv, header true)`]),
    );
  }
  const firstByte = median(runs.map((r) => r.firstByte));
  const total = median(runs.map((r) => r.total));
  const ratio = total / median(copy);
  return {
    name: `national data CSV of ${year}`,
    figures: `first byte ${ms(firstByte)}, whole file ${ms(total)} (${(runs[0]!.bytes / 1024 / 1024).toFixed(0)} MB), psql \\copy ${ms(median(copy))}, ${ratio.toFixed(2)}× (budget first byte < 1 s, ≤ 3×)`,
    ok: firstByte < 1000 && ratio <= 3,
  };
}
