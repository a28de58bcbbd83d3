/**
 * Issue 17: capacity with one API process and with two (WEB_CONCURRENCY=1 → 2) on this machine, which the
 * load generator and PostgreSQL share, each request back to back: the single-record read, and with the
 * national dataset the month matrix load, a data report and a cached dashboard answer. The two settings take
 * turns, twice each, so that both see the same machine (a shared one drifts by tens of percent within minutes).
 *
 * Judged: the data report with its PDF laid out in the API thread (COMPUTE_THREADS=0), gaining at least
 * `MIN_SCALE_OUT_GAIN` with a second process: work that is all the API process's own (40–60 ms of its CPU a
 * report against 8–12 ms of PostgreSQL's on a slow machine), so one process is the bottleneck at one core
 * while the machine has another. That is what a second process, or a second machine, is for.
 * The others are figures. The same report as the server runs it by default, its PDF laid out in the compute
 * threads (c9c80c0): there one process already uses both cores (1.3–1.6 of them), and a second one adds
 * nothing on two. The single read and a cached dashboard answer cost one process 90–160 µs of CPU, the month
 * load 450–800 µs: one process serves them at 1,000–11,000 req/s, many per turn of its event loop, and
 * leaves PostgreSQL and the load generator the rest of the machine; with two, each process handles fewer per
 * turn and each request costs 30–80% more CPU, which takes what the second core adds (docs/performance.md,
 * "Scale out").
 */
import type pg from 'pg';
import { type BenchUser, findBenchUsers, signInUsers } from './bench-users';
import { formatCpu, startCpuMeter } from './cpu';
import type { FileVerdict } from './files';
import { combineResults, formatResult, type LoadResult, runLoad } from './load';
import { monthMatrixScenarios } from './month-matrix';
import { dashboardTabScenarios, tenYears, withTaxIds } from './organization-dashboards';
import { type RunningServer, signIn, startServer } from './server';

const REPORT = 'report: PDF and CSV of a year by month';
const REPORT_IN_API_THREAD = 'report, its PDF laid out in the API thread (COMPUTE_THREADS=0)';
const VERDICT = 'scale out: report in the API thread, 1 → 2 processes';
const CACHED = 'dashboard: Intake and Outcome Totals (cached)';

/**
 * The least the API's own work gains from a second process on 2 cores. Until 29 November the judged load
 * was a cached dashboard answer (+29%, +20%, +25% and +13% on the seventh machine); once the cached
 * documents were serialized once (9dd91a8) it cost the API as little as the single read (+1% and −1% on the
 * fourteenth machine), and the data report took its place (docs/performance.md, "Scale out"); once the
 * reports were laid out in the compute threads (c9c80c0), the report with those threads off.
 */
export const MIN_SCALE_OUT_GAIN = 0.1;

/**
 * Each user asks for their organization's report of last year's twelve months (`POST /api/v1/report_exports`):
 * the sums are read, the PDF laid out and rendered and both files stored, all in the request. The API's own
 * work: 22 ms of its CPU a report on a fast machine, most of it pdfmake's layout.
 */
function reportTask(users: BenchUser[], now: Date) {
  const year = now.getUTCFullYear() - 1;
  const dates = Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')}/01/${year}`);
  return async (n: number) => {
    const u = users[n]!;
    const attributes = {
      organization_id: u.organizationId,
      location_id: null,
      action: 'data-entry',
      date_format: 'month',
      dates,
    };
    const reply = await u.session.send(
      'POST',
      '/api/v1/report_exports',
      { data: { type: 'report_exports', attributes } },
      { 'content-type': 'application/vnd.api+json' },
    );
    return reply.status === 201;
  };
}

async function lastReportId(direct: pg.Pool): Promise<number> {
  const { rows } = await direct.query<{ id: number }>(
    'select coalesce(max(id), 0)::int as id from report_exports',
  );
  return rows[0]!.id;
}

/** The bench's reports and their files go once measured: runs after runs leave the database as it was. */
async function removeReportsAfter(direct: pg.Pool, id: number) {
  await direct.query(
    `with gone as (delete from report_exports where id > $1 returning pdf_file_id, csv_file_id)
     delete from stored_files where id in (select pdf_file_id from gone union select csv_file_id from gone)`,
    [id],
  );
}

type Options = {
  databaseUrl: string;
  durationMs: number;
  concurrency: number;
  users: number;
  national: boolean;
};

export async function scaleOut(direct: pg.Pool, options: Options): Promise<FileVerdict[]> {
  console.log('\nScale out: the same API with one process and with two (back to back)');
  const organization = await direct.query<{ organization_id: number }>(
    `select m.organization_id from user_memberships m join users u on u.id = m.user_id
      where u.email = 'manager@example.org' and m.organization_id is not null limit 1`,
  );
  const url = `/api/v1/organizations/${organization.rows[0]!.organization_id}`;
  const now = new Date();
  const rows = options.national ? await findBenchUsers(direct, options.users, now) : [];
  const first = tenYears(now).from;
  const since = { year: Math.floor(first / 12), month: (first % 12) + 1 };
  const owners = options.national ? await findBenchUsers(direct, options.users, now, { since }) : [];
  const figures: Array<{ processes: number; name: string; result: LoadResult }> = [];
  const reportsBefore = await lastReportId(direct);
  const rounds = 2;
  for (const processes of Array.from({ length: rounds }, () => [1, 2]).flat()) {
    const measure = async (
      server: RunningServer,
      name: string,
      task: (n: number) => Promise<boolean>,
      concurrency: number,
    ) => {
      const durationMs = options.durationMs / rounds;
      await runLoad(task, { concurrency, durationMs: 2000 });
      // Who used the CPU says what limited the phase: the API processes, or the whole machine (cpu.ts).
      const meter = startCpuMeter(server.process.pid);
      const result = await runLoad(task, { concurrency, durationMs });
      console.log(formatResult(`  WEB_CONCURRENCY=${processes}: ${name}`, result));
      console.log(formatCpu(meter.stop(), result.requests));
      figures.push({ processes, name, result });
    };
    /** Each user's reports on sessions of their own, so connections of their own (see below). */
    const reports = async (server: RunningServer, name: string) => {
      const reporters = await signInUsers(server.base, rows);
      await measure(server, name, reportTask(reporters, now), options.users);
      for (const person of reporters) person.session.close();
    };
    const server = await startServer(options.databaseUrl, { webConcurrency: processes });
    try {
      const manager = await signIn(server.base, 'manager@example.org');
      await measure(
        server,
        'single-record read',
        async () => (await manager.get(url)).status === 200,
        options.concurrency,
      );
      if (rows.length > 0) {
        const people = await signInUsers(server.base, rows);
        const [load] = monthMatrixScenarios(people, direct);
        await measure(server, load!.name, load!.api, options.users);
        for (const person of people) person.session.close();
        // Sessions of their own, so connections of their own: a user's next request goes out on the
        // connection that answered last, and after the month load's four reads at once that was, for all
        // twenty users in one round, one on the same process; the other process then had no reports.
        await reports(server, REPORT);
      }
      if (owners.length > 0) {
        // A cached dashboard answer (the session, the access check and the records' version are read; the
        // document is kept): as cheap for one process as the single read, a figure beside the judged load.
        const people = await withTaxIds(direct, await signInUsers(server.base, owners));
        const cached = dashboardTabScenarios(people, direct, now).find((s) => s.name === CACHED)!;
        await measure(server, cached.name, cached.api, options.users);
        for (const person of people) person.session.close();
      }
      manager.close();
    } finally {
      await server.stop();
      await removeReportsAfter(direct, reportsBefore);
    }
    if (rows.length === 0) continue;
    const inApiThread = await startServer(options.databaseUrl, {
      webConcurrency: processes,
      env: { COMPUTE_THREADS: '0' },
    });
    try {
      await reports(inApiThread, REPORT_IN_API_THREAD);
    } finally {
      await inApiThread.stop();
      await removeReportsAfter(direct, reportsBefore);
    }
  }
  const combined = (processes: number, name: string) =>
    combineResults(figures.filter((f) => f.processes === processes && f.name === name).map((f) => f.result));
  const verdicts: FileVerdict[] = [];
  for (const name of new Set(figures.map((f) => f.name))) {
    const one = combined(1, name);
    const two = combined(2, name);
    const gain = two.rps / one.rps - 1;
    const line = `${one.rps.toFixed(0)} → ${two.rps.toFixed(0)} req/s (${gain >= 0 ? '+' : ''}${(100 * gain).toFixed(0)}%), p95 ${one.p95.toFixed(1)} → ${two.p95.toFixed(1)} ms`;
    console.log(`  ${name}: ${line}`);
    if (name === REPORT_IN_API_THREAD) {
      verdicts.push({
        name: VERDICT,
        figures: `${line} (budget ≥ +${100 * MIN_SCALE_OUT_GAIN}%)`,
        ok: gain >= MIN_SCALE_OUT_GAIN,
      });
    }
  }
  if (options.national && verdicts.length === 0) {
    verdicts.push({ name: VERDICT, figures: 'not measured', ok: false });
  }
  return verdicts;
}
