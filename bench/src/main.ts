/**
 * `npm run bench`: each scenario measured through the API and, as its baseline, the same SQL run directly
 * in the same run. PostgreSQL server required (BENCH_DATABASE_URL, default a `sac_bench` database on
 * 127.0.0.1:5432, created and seeded when missing). `--national` adds the national-scale dataset first.
 */
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/connection';
import { loadReferenceData } from '../../apps/server/src/db/reference-data';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { seedNational } from '../../apps/server/src/db/seed/national';
import { type CpuReport, formatCpu, startCpuMeter } from './cpu';
import { formatResult, type LoadResult, runLoad } from './load';
import { signIn, startServer } from './server';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sac_bench';
const national = process.argv.includes('--national');
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

await ensureDatabase(databaseUrl);
const server = await startServer(databaseUrl);
const direct = new pg.Pool({ connectionString: databaseUrl, max: 10 });
let failed = false;
try {
  const session = await signIn(server.base, 'manager@example.org');
  const { rows } = await direct.query<{ organization_id: number }>(
    'select organization_id from user_memberships where user_id = $1 and organization_id is not null',
    [session.userId],
  );
  const organizationId = rows[0]!.organization_id;

  console.log(
    `\nSingle-record read, ${concurrency} concurrent clients, ${durationMs / 1000} s each (PostgreSQL)\n`,
  );
  const measure = async (task: () => Promise<boolean>) => {
    await runLoad(task, { concurrency, durationMs: 2000 }); // warm-up: JIT, pools, prepared statements
    const meter = startCpuMeter(server.process.pid);
    const result = await runLoad(task, { concurrency, durationMs });
    return { result, cpu: meter.stop() };
  };
  const rotationsBefore = session.rotations;
  const api = await measure(
    async () => (await session.get(`/api/v1/organizations/${organizationId}`)).status === 200,
  );
  const rotations = session.rotations - rotationsBefore;
  // The record query of this read, written by hand: the scoped organization with a computed attribute.
  // The API's own statement (ids of the scope bound as parameters, three computed attributes) costs
  // PostgreSQL a little more, so this baseline is if anything the faster one.
  const sql = `select o.*, (select count(*)::int from locations l where l.organization_id = o.id and l.archived_at is null) as locations_count
    from organizations o where o.id = $1 and o.archived_at is null
      and o.id in (select organization_id from user_memberships where user_id = $2 and organization_id is not null)`;
  const baseline = await measure(
    // Prepared once per connection, as the server does for repeated queries.
    async () =>
      (await direct.query({ name: 'direct_read', text: sql, values: [organizationId, session.userId] }))
        .rowCount === 1,
  );
  session.close();
  printPhase('API GET /api/v1/organizations/:id', api);
  console.log(`  token rotations followed during the measurement: ${rotations}`);
  printPhase('direct SQL (same record, same scope)', baseline);
  failed = !report(api.result, baseline.result, { minRatio: 0.25, maxP95: 20 });
} finally {
  await direct.end();
  server.stop();
}
process.exit(failed ? 1 : 0);

function printPhase(name: string, phase: { result: LoadResult; cpu: CpuReport }) {
  console.log(formatResult(name, phase.result));
  console.log(formatCpu(phase.cpu, phase.result.requests));
}

function report(
  api: LoadResult,
  baseline: LoadResult,
  budget: { minRatio: number; maxP95: number },
): boolean {
  const ratio = api.rps / baseline.rps;
  const ratioOk = ratio >= budget.minRatio;
  const p95Ok = api.p95 <= budget.maxP95;
  console.log(
    `\nratio API/direct ${(ratio * 100).toFixed(1)} % (budget ≥ ${budget.minRatio * 100} %) ${ratioOk ? 'PASS' : 'FAIL'}` +
      `   API p95 ${api.p95.toFixed(2)} ms (budget ≤ ${budget.maxP95} ms) ${p95Ok ? 'PASS' : 'FAIL'}` +
      `   errors ${api.errors}`,
  );
  return ratioOk && p95Ok && api.errors === 0;
}

async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  await loadReferenceData(database.db);
  const now = new Date();
  await seedDemo(database, { now });
  if (national) {
    const { rows } = await database.query('select count(*)::int as n from organizations');
    if (Number(rows[0]?.n) < 1000) await seedNational(database, { now });
  }
  await database.close();
}
