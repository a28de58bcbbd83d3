/**
 * `npm run bench`: each scenario measured through the API and, as its baseline, the same SQL run directly
 * in the same run. PostgreSQL server required (BENCH_DATABASE_URL, default a `sac_bench` database on
 * 127.0.0.1:5432, created and seeded when missing). `--national` adds the national-scale dataset first;
 * the issue 4 scenarios (month matrix, home dashboard) need it. `--only=single,month,home,coalitions,dashboards,files,aggregation,lighthouse,scaleout`
 * picks scenarios; `lighthouse` (issue 14, the first load in Chromium) needs no PostgreSQL server, and runs
 * only when asked for by name. `--engine=embedded` (issue 17) compares the embedded engine with PostgreSQL
 * on the same scenarios and data instead (engines.ts). Exits non-zero when a scenario misses its budget.
 */
import pg from 'pg';
import { openDatabase, POOL_IDLE_TIMEOUT_MS } from '../../apps/server/src/db/connection';
import { loadReferenceData } from '../../apps/server/src/db/reference-data';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { isNationalSeeded } from '../../apps/server/src/db/seed/national';
import { aggregationScenario } from './aggregation';
import { benchMonth, signInBenchUsers } from './bench-users';
import {
  contributorListScenario,
  dataStatusTableScenario,
  ensureBenchCoalition,
  homeGraphsScenario,
  signInCoalitionManagers,
  statusCsvSeconds,
} from './coalition-contributors';
import { dashboardScenarios } from './dashboard';
import { ORGANIZATION_READ, organizationReadValues, run } from './direct-sql';
import { type EngineVerdict, engineComparison, printEngineSummary } from './engines';
import { type FileVerdict, nationalCsvScenario, uploadScenario } from './files';
import { lighthouseScenario, type PageVerdict } from './lighthouse';
import { monthMatrixScenarios } from './month-matrix';
import { seedNationalForBench } from './national-seed';
import {
  dashboardTabScenarios,
  ensurePeerGroup,
  peerGroupScenarios,
  tenYears,
  withTaxIds,
} from './organization-dashboards';
import { ensurePostgresDatabase } from './postgres-database';
import { printSummary, runScenario, type Scenario, type Verdict } from './report';
import { scaleOut } from './scale-out';
import { type RunningServer, signIn, startServer } from './server';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sac_bench';
/**
 * The direct SQL side's connections, kept through the API phases' lulls as the API keeps its own
 * (POOL_IDLE_TIMEOUT_MS): with pg's 10 s default its tail would pay for reconnections the API no longer does.
 */
const directPool = (max: number) =>
  new pg.Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS });
const national = process.argv.includes('--national');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (group: string) => !only || only.includes(group);
const API_GROUPS = ['single', 'month', 'home', 'coalitions', 'dashboards', 'files', 'scaleout'];
const engine = process.argv.find((a) => a.startsWith('--engine='))?.slice('--engine='.length) ?? 'postgres';
if (engine !== 'postgres' && engine !== 'embedded') {
  console.error(`--engine=${engine}: postgres or embedded`);
  process.exit(2);
}
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** Simulated users of the issue 4 scenarios (each its own manager, organization and location). */
const users = Number(process.env.BENCH_USERS ?? 20);
/**
 * Their pause between two actions. Budgets hold for people using the portal, who pause at least this long
 * between opening a month and saving; `--saturate` adds a pass without pauses (capacity, not judged).
 */
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 500);
const saturate = process.argv.includes('--saturate');
const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

const verdicts: Verdict[] = [];
const capacity: Verdict[] = [];
const fileVerdicts: FileVerdict[] = [];
const scaleVerdicts: FileVerdict[] = [];
const pageVerdicts: PageVerdict[] = [];
const engineVerdicts: EngineVerdict[] = [];
if (engine === 'embedded') {
  // The embedded engine against a PostgreSQL database of the same size (its own, beside the bench's).
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_500`;
  engineVerdicts.push(
    ...(await engineComparison({ databaseUrl: url.toString(), durationMs, thinkMs, users, concurrency })),
  );
  printEngineSummary(engineVerdicts);
  process.exit(engineVerdicts.every((v) => v.ok) ? 0 : 1);
}
// Lighthouse runs first, on a quiet machine, and only when named: it builds the web app and drives Chromium.
if (only?.includes('lighthouse')) pageVerdicts.push(...(await lighthouseScenario()));
let server: RunningServer | undefined;
let serverPid: number | undefined;
if (API_GROUPS.some(wanted)) {
  const nationalPresent = await ensureDatabase(databaseUrl);
  server = await startServer(databaseUrl);
  serverPid = server.process.pid;
  try {
    await apiScenarios(nationalPresent);
  } finally {
    await server.stop();
  }
  if (wanted('scaleout')) {
    const direct = directPool(2);
    try {
      scaleVerdicts.push(
        ...(await scaleOut(direct, {
          databaseUrl,
          durationMs,
          concurrency,
          users,
          national: nationalPresent,
        })),
      );
    } finally {
      await direct.end();
    }
  }
}
// Issue 16: a month of shelter-software events aggregated (needs the bench database, not the API server).
if (wanted('aggregation')) {
  if (!server) await ensureDatabase(databaseUrl);
  fileVerdicts.push(...(await aggregationScenario(databaseUrl)));
}
if (verdicts.length > 0) {
  printSummary(`Budgets (month and home: ${users} users pausing ~${thinkMs} ms between actions)`, verdicts);
}
if (capacity.length > 0) {
  printSummary(`Capacity, not judged (${users} users back to back, no pauses)`, capacity, false);
}
printVerdicts('Files and jobs (median of 3 runs; files against psql in the same run)', fileVerdicts);
printVerdicts('Scale out (one API process, then two, taking turns)', scaleVerdicts);
printVerdicts('First load in Chromium (Lighthouse 12, median run)', pageVerdicts);
const allOk = [...verdicts, ...fileVerdicts, ...scaleVerdicts, ...pageVerdicts].every((v) => v.ok);
process.exit(allOk ? 0 : 1);

/** A titled list of verdicts judged once each (files, scale out, first loads), when there are any. */
function printVerdicts(title: string, list: FileVerdict[]) {
  if (list.length === 0) return;
  console.log(`\n${title}\n`);
  for (const v of list) console.log(`${v.name.padEnd(44)} ${v.ok ? 'PASS' : 'FAIL'}  ${v.figures}`);
}

/** The scenarios through the API, against the bench database's server. */
async function apiScenarios(nationalPresent: boolean): Promise<void> {
  if (wanted('single')) verdicts.push(await singleRecordRead());
  if (wanted('month') || wanted('home')) {
    if (!nationalPresent) {
      console.log('\nmonth matrix and home scenarios skipped: they need the national dataset (--national)');
    } else {
      await issue4Scenarios();
    }
  }
  if (wanted('coalitions')) {
    if (!nationalPresent) {
      console.log('\ncoalition scenario skipped: it needs the national dataset (--national)');
    } else {
      await coalitionScenario();
    }
  }
  if (wanted('dashboards')) {
    if (!nationalPresent) {
      console.log('\ndashboard scenarios skipped: they need the national dataset (--national)');
    } else {
      await organizationDashboardScenarios();
    }
  }
  if (wanted('files')) {
    if (!nationalPresent)
      console.log('\nfile scenarios skipped: they need the national dataset (--national)');
    else await fileScenarios();
  }
}

/** Issue 5: the 10,000-row upload and the national CSV of a year, each against psql. */
async function fileScenarios(): Promise<void> {
  const direct = directPool(2);
  try {
    const admin = await signIn(server!.base, 'admin@example.org');
    console.log('\nFile scenarios: upload and national CSV, timed end to end against psql');
    for (const run of [
      () => uploadScenario(admin, direct, databaseUrl, serverPid),
      () => nationalCsvScenario(admin, server!.base, databaseUrl),
    ]) {
      const verdict = await run();
      console.log(`  ${verdict.name}: ${verdict.figures}  ${verdict.ok ? 'PASS' : 'FAIL'}`);
      fileVerdicts.push(verdict);
    }
    admin.close();
  } finally {
    await direct.end();
  }
}

/** The first scenario: one organization read by one manager, 50 clients. */
async function singleRecordRead(): Promise<Verdict> {
  const direct = directPool(10);
  try {
    const session = await signIn(server!.base, 'manager@example.org');
    const { rows } = await direct.query<{ organization_id: number }>(
      'select organization_id from user_memberships where user_id = $1 and organization_id is not null',
      [session.userId],
    );
    const organizationId = rows[0]!.organization_id;
    const scenario: Scenario = {
      name: 'single-record read (GET organization)',
      note: `GET /api/v1/organizations/:id as one manager, ${concurrency} concurrent clients (PostgreSQL)`,
      // Issue 17: at the speed of its database, with token rotation on.
      budget: { maxP95: 20, maxRatio: 3, minRps: 2600, minShareOfDirect: 0.3 },
      api: async () => (await session.get(`/api/v1/organizations/${organizationId}`)).status === 200,
      // The API's statement, prepared once per connection as the server prepares repeated ones. The API
      // authenticates from its cache (one statement after each token rotation), so no session lookup here.
      direct: async () =>
        (await run(direct, ORGANIZATION_READ, organizationReadValues(organizationId, new Date())))
          .rowCount === 1,
    };
    const rotationsBefore = session.rotations;
    const verdict = await runScenario(scenario, { concurrency, durationMs, serverPid });
    console.log(`  token rotations followed: ${session.rotations - rotationsBefore}`);
    session.close();
    return verdict;
  } finally {
    await direct.end();
  }
}

/** Month matrix load and save, home dashboard reads: `users` managers at once, each in their organization. */
async function issue4Scenarios(): Promise<void> {
  // As many connections as users: each simulated user has one connection's worth of work in flight.
  const direct = directPool(users);
  try {
    const people = await signInBenchUsers(direct, server!.base, users, new Date());
    const first = people[0]!;
    console.log(
      `\n${users} managers of ${users} organizations, each on their primary location, month ${first.year}-${String(first.month).padStart(2, '0')} (home: year ${first.year})`,
    );
    const scenarios = [
      ...(wanted('month') ? monthMatrixScenarios(people, direct) : []),
      ...(wanted('home') ? dashboardScenarios(people, direct) : []),
    ];
    for (const scenario of scenarios) {
      verdicts.push(await runScenario(scenario, { concurrency: users, durationMs, thinkMs, serverPid }));
    }
    if (saturate) {
      console.log('\nCapacity pass: the same scenarios back to back (figures only)');
      for (const scenario of scenarios) {
        capacity.push(await runScenario(scenario, { concurrency: users, durationMs, serverPid }));
      }
    }
    for (const person of people) person.session.close();
  } finally {
    await direct.end();
  }
}

/** Issue 12: the Active contributors page of a 500-contributor coalition, `users` of its managers at once. */
async function coalitionScenario(): Promise<void> {
  const direct = directPool(users);
  try {
    const year = benchMonth(new Date()).year;
    const coalitionId = await ensureBenchCoalition(direct, users, year);
    const managers = await signInCoalitionManagers(server!.base, users);
    console.log(`\n${users} managers of one coalition of 500 contributors, statuses of ${year}`);
    const scenarios = [
      contributorListScenario(managers, direct, coalitionId, year),
      dataStatusTableScenario(managers, direct, coalitionId, year),
      homeGraphsScenario(managers, direct, coalitionId, year),
    ];
    for (const scenario of scenarios) {
      verdicts.push(await runScenario(scenario, { concurrency: users, durationMs, thinkMs, serverPid }));
      if (saturate) capacity.push(await runScenario(scenario, { concurrency: users, durationMs, serverPid }));
    }
    // Issue 13: the status CSV of all 500 contributors, POST to file_ready, median of 3 (budget < 5 s).
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) runs.push(await statusCsvSeconds(managers[0]!, coalitionId, year));
    const median = runs.sort((a, b) => a - b)[1]!;
    const figures = `median ${median.toFixed(2)} s (runs ${runs.map((r) => r.toFixed(2)).join(', ')} s), budget < 5 s`;
    console.log(`  status CSV of 500 contributors, POST to file_ready: ${figures}`);
    fileVerdicts.push({ name: 'coalition status CSV (500)', figures, ok: median < 5 });
    for (const manager of managers) manager.session.close();
  } finally {
    await direct.end();
  }
}

/**
 * Issue 15: each dashboard tab over ten years for `users` managers of organizations with ten years of
 * records, and the Comparison of a 500-organization peer group; cold and cached.
 */
async function organizationDashboardScenarios(): Promise<void> {
  const direct = directPool(users);
  try {
    const now = new Date();
    const first = tenYears(now).from;
    const since = { year: Math.floor(first / 12), month: (first % 12) + 1 };
    console.log(
      `\nOrganization dashboards: ${users} managers of organizations with records since ${since.year}-${since.month}`,
    );
    const owners = await withTaxIds(
      direct,
      await signInBenchUsers(direct, server!.base, users, now, { since }),
    );
    const group = await ensurePeerGroup(direct);
    const members = await withTaxIds(
      direct,
      await signInBenchUsers(direct, server!.base, users, now, { since, ...group }),
    );
    for (const scenario of [
      ...dashboardTabScenarios(owners, direct, now),
      ...peerGroupScenarios(members, direct, now),
    ]) {
      verdicts.push(await runScenario(scenario, { concurrency: users, durationMs, thinkMs, serverPid }));
      if (saturate) capacity.push(await runScenario(scenario, { concurrency: users, durationMs, serverPid }));
    }
    // Concurrent cold reads of one group join one computation (dashboard-cache.ts): one user alone shows
    // what a single cold read of the 500 costs.
    const [alone] = peerGroupScenarios(members.slice(0, 1), direct, now);
    verdicts.push(
      await runScenario(
        { ...alone!, name: `${alone!.name}, one user` },
        { concurrency: 1, durationMs, thinkMs, serverPid },
      ),
    );
    for (const person of [...owners, ...members]) person.session.close();
  } finally {
    await direct.end();
  }
}

/** Creates, migrates and seeds the bench database when needed; true when the national dataset is there. */
async function ensureDatabase(url: string): Promise<boolean> {
  await ensurePostgresDatabase(url);
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  await loadReferenceData(database.db);
  const now = new Date();
  await seedDemo(database, { now });
  if (national) await seedNationalForBench(database, { now });
  const present = await isNationalSeeded(database);
  await database.close();
  return present;
}
