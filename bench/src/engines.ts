/**
 * Issue 17, `--engine=embedded`: the embedded engine (PGlite in the server process, as `npm start` runs
 * the portal) against a PostgreSQL server, in one run, through the same API scenarios on the same data:
 * the demo, plus a national seed of 500 organizations with ten years of records on each engine. The
 * embedded server runs one process (PGlite has one connection); the PostgreSQL server runs as configured.
 * Judged: each scenario's mean time embedded ≤ 2.5 × PostgreSQL's (PGlite's published overhead is 2–2.6×).
 * The embedded server runs as `npm start` does, the engine on a thread of its own. Also measured, not
 * judged: the engine in the API's thread (EMBEDDED_ENGINE_THREAD=false).
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/connection';
import { loadReferenceData } from '../../apps/server/src/db/reference-data';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { type BenchUserRow, findBenchUsers, signInUsers } from './bench-users';
import { dashboardScenarios } from './dashboard';
import { formatResult, type LoadResult, runLoad } from './load';
import { monthMatrixScenarios } from './month-matrix';
import { seedNationalForBench } from './national-seed';
import { ensurePostgresDatabase } from './postgres-database';
import { signIn, startServer } from './server';

export const EMBEDDED_MAX_RATIO = 2.5;
const ORGANIZATIONS = 500;
// As in the national seed: a quarter of the organizations have a second location.
const LOCATIONS = 625;

export type EngineVerdict = {
  name: string;
  postgres: LoadResult;
  embedded: LoadResult;
  /** The same embedded server with the engine in the API's thread (EMBEDDED_ENGINE_THREAD=false). */
  inApiThread: LoadResult;
  ratio: number;
  ok: boolean;
};

type Options = {
  /** The PostgreSQL server's database for this comparison (created and seeded when missing). */
  databaseUrl: string;
  durationMs: number;
  thinkMs: number;
  users: number;
  concurrency: number;
};

type Prepared = { users: BenchUserRow[]; demoOrganizationId: number };

export async function engineComparison(options: Options): Promise<EngineVerdict[]> {
  const now = new Date();
  const dataDir = process.env.BENCH_EMBEDDED_DIR ?? path.join(os.tmpdir(), 'sac-bench-embedded');
  mkdirSync(dataDir, { recursive: true });
  console.log(
    `\nEngines: the embedded engine (${dataDir}) and PostgreSQL (${new URL(options.databaseUrl).pathname.slice(1)}), each with the demo and ${ORGANIZATIONS} organizations of ten years`,
  );
  await ensurePostgresDatabase(options.databaseUrl);
  const onPostgres = await prepare(await openDatabase({ databaseUrl: options.databaseUrl }), options, now);
  const onEmbedded = await prepare(await openDatabase({ dataDir }), options, now);

  const postgres = await measureEngine('PostgreSQL', options.databaseUrl, onPostgres, options);
  const embedded = await measureEngine('embedded', { dataDir }, onEmbedded, options);
  const inApiThread = await measureEngine('embedded, API thread', { dataDir }, onEmbedded, options, {
    EMBEDDED_ENGINE_THREAD: 'false',
  });
  return [...postgres.keys()].map((name) => {
    const p = postgres.get(name)!;
    const e = embedded.get(name)!;
    const ratio = e.mean / Math.max(p.mean, 1e-9);
    return {
      name,
      postgres: p,
      embedded: e,
      inApiThread: inApiThread.get(name)!,
      ratio,
      ok: ratio <= EMBEDDED_MAX_RATIO && e.errors === 0 && p.errors === 0,
    };
  });
}

/** Migrates and seeds one engine's database, and picks its bench users; the database is closed after. */
async function prepare(database: Database, options: Options, now: Date): Promise<Prepared> {
  try {
    await database.migrate();
    await loadReferenceData(database.db);
    await seedDemo(database, { now });
    await seedNationalForBench(database, { now, organizations: ORGANIZATIONS, locations: LOCATIONS });
    const users = await findBenchUsers(database, options.users, now);
    const { rows } = await database.query(
      `select m.organization_id from user_memberships m join users u on u.id = m.user_id
        where u.email = 'manager@example.org' and m.organization_id is not null limit 1`,
    );
    return { users, demoOrganizationId: Number(rows[0]!.organization_id) };
  } finally {
    await database.close();
  }
}

async function measureEngine(
  label: string,
  database: string | { dataDir: string },
  prepared: Prepared,
  options: Options,
  env: Record<string, string> = {},
): Promise<Map<string, LoadResult>> {
  const embedded = typeof database !== 'string';
  const server = await startServer(database, embedded ? { webConcurrency: 1, env } : { env });
  const results = new Map<string, LoadResult>();
  try {
    const manager = await signIn(server.base, 'manager@example.org');
    const people = await signInUsers(server.base, prepared.users);
    // The scenarios' direct side is not run here: the comparison is API against API.
    const noDirect = undefined as unknown as pg.Pool;
    const paced = [...monthMatrixScenarios(people, noDirect), ...dashboardScenarios(people, noDirect)];
    const run = async (name: string, task: (n: number) => Promise<boolean>, load: object) => {
      const result = await runLoad(task, {
        durationMs: options.durationMs,
        warmupMs: 2000,
        concurrency: options.users,
        ...load,
      });
      console.log(formatResult(`  ${label}: ${name}`, result));
      results.set(name, result);
    };
    const url = `/api/v1/organizations/${prepared.demoOrganizationId}`;
    await run('single-record read', async () => (await manager.get(url)).status === 200, {
      concurrency: options.concurrency,
    });
    for (const scenario of paced) await run(scenario.name, scenario.api, { thinkMs: options.thinkMs });
    manager.close();
    for (const person of people) person.session.close();
  } finally {
    await server.stop();
  }
  return results;
}

export function printEngineSummary(verdicts: EngineVerdict[]) {
  console.log(
    `\nEmbedded engine against PostgreSQL (ratio = embedded mean time ÷ PostgreSQL mean time, budget ≤ ${EMBEDDED_MAX_RATIO}×; "api thread": the engine in the API's thread, EMBEDDED_ENGINE_THREAD=false, not judged)\n`,
  );
  console.log(
    `${'scenario'.padEnd(44)} ${'PG p50'.padStart(8)} ${'PG p95'.padStart(8)} ${'emb p50'.padStart(8)} ${'emb p95'.padStart(8)} ${'PG rps'.padStart(7)} ${'emb rps'.padStart(7)} ${'ratio'.padStart(6)}  verdict  ${'api p50'.padStart(8)} ${'api rps'.padStart(7)} ${'api thread'.padStart(10)}`,
  );
  for (const v of verdicts) {
    const f = (n: number) => n.toFixed(1).padStart(8);
    const apiThreadRatio = v.inApiThread.mean / Math.max(v.postgres.mean, 1e-9);
    console.log(
      `${v.name.padEnd(44)} ${f(v.postgres.p50)} ${f(v.postgres.p95)} ${f(v.embedded.p50)} ${f(v.embedded.p95)} ${v.postgres.rps.toFixed(0).padStart(7)} ${v.embedded.rps.toFixed(0).padStart(7)} ${`${v.ratio.toFixed(2)}×`.padStart(6)}  ${(v.ok ? 'PASS' : 'FAIL').padEnd(7)}  ${f(v.inApiThread.p50)} ${v.inApiThread.rps.toFixed(0).padStart(7)} ${`${apiThreadRatio.toFixed(2)}×`.padStart(10)}`,
    );
  }
}
