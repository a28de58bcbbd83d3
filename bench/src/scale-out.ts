/**
 * Issue 17: capacity with one API process and with two (WEB_CONCURRENCY=1 → 2) on this machine, which the
 * load generator and PostgreSQL share, each read back to back: the single-record read, and with the national
 * dataset the month matrix load and a cached dashboard answer. The two settings take turns, twice each, so
 * that both see the same machine (a shared one drifts by tens of percent within minutes).
 *
 * Judged: the month matrix load, the request whose work is most the API process's own (four reads, their
 * access checks and documents: 600 µs of the API's CPU a request against 140 µs of PostgreSQL's and 90 µs
 * of the load generator's), gains at least `MIN_SCALE_OUT_GAIN` with a second process. That is the load a
 * second process is for: one process is the bottleneck at one core while the machine has more.
 * The others are figures: the single read and a cached dashboard answer cost one process 110–150 µs a
 * request, so it serves them at 7,000–9,000 req/s and leaves PostgreSQL and the load generator the rest of
 * the machine; a second process adds contention there (each request then costs 30% more CPU) rather than
 * work (docs/performance.md, "Scale out").
 */
import type pg from 'pg';
import { findBenchUsers, signInUsers } from './bench-users';
import { formatCpu, startCpuMeter } from './cpu';
import type { FileVerdict } from './files';
import { combineResults, formatResult, type LoadResult, runLoad } from './load';
import { monthMatrixScenarios } from './month-matrix';
import { dashboardTabScenarios, tenYears, withTaxIds } from './organization-dashboards';
import { signIn, startServer } from './server';

/**
 * The least the API's own work gains from a second process on 2 cores. Until 29 November the judged load
 * was a cached dashboard answer (+29%, +20%, +25% and +13% on the seventh machine); once the cached
 * documents were serialized once (9dd91a8) it cost the API as little as the single read, and the month
 * matrix load took its place (+18% and +15% on the fourteenth machine; docs/performance.md, "Scale out").
 */
export const MIN_SCALE_OUT_GAIN = 0.1;
const JUDGED = 'month matrix load (4 reads together)';

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
  const rounds = 2;
  for (const processes of Array.from({ length: rounds }, () => [1, 2]).flat()) {
    const server = await startServer(options.databaseUrl, { webConcurrency: processes });
    try {
      const manager = await signIn(server.base, 'manager@example.org');
      const measure = async (name: string, task: (n: number) => Promise<boolean>, concurrency: number) => {
        const durationMs = options.durationMs / rounds;
        await runLoad(task, { concurrency, durationMs: 2000 });
        // Who used the CPU says what limited the phase: the API processes, or the whole machine (cpu.ts).
        const meter = startCpuMeter(server.process.pid);
        const result = await runLoad(task, { concurrency, durationMs });
        console.log(formatResult(`  WEB_CONCURRENCY=${processes}: ${name}`, result));
        console.log(formatCpu(meter.stop(), result.requests));
        figures.push({ processes, name, result });
      };
      await measure(
        'single-record read',
        async () => (await manager.get(url)).status === 200,
        options.concurrency,
      );
      if (rows.length > 0) {
        const people = await signInUsers(server.base, rows);
        const [load] = monthMatrixScenarios(people, direct);
        await measure(load!.name, load!.api, options.users);
        for (const person of people) person.session.close();
      }
      if (owners.length > 0) {
        // Work of the API process more than of the database: a cached dashboard answer (the session, the
        // access check and the records' version are read; the answer is the process's).
        const people = await withTaxIds(direct, await signInUsers(server.base, owners));
        const cached = dashboardTabScenarios(people, direct, now).find((s) => s.name === JUDGED)!;
        await measure(cached.name, cached.api, options.users);
        for (const person of people) person.session.close();
      }
      manager.close();
    } finally {
      await server.stop();
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
    if (name === JUDGED) {
      verdicts.push({
        name: 'scale out: month matrix load, 1 → 2 processes',
        figures: `${line} (budget ≥ +${100 * MIN_SCALE_OUT_GAIN}%)`,
        ok: gain >= MIN_SCALE_OUT_GAIN,
      });
    }
  }
  return verdicts;
}
