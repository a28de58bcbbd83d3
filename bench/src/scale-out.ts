/**
 * Issue 17: capacity with one API process and with two (WEB_CONCURRENCY=1 → 2) on this machine, which the
 * load generator and PostgreSQL share: the single-record read and, with the national dataset, the month
 * matrix load, each back to back. The two settings take turns, twice each, so that both see the same
 * machine (a shared one drifts by tens of percent within minutes). Figures, not judged: how much a second
 * process adds depends on how much of the machine the API process is the bottleneck of.
 */
import type pg from 'pg';
import { findBenchUsers, signInUsers } from './bench-users';
import { combineResults, formatResult, type LoadResult, runLoad } from './load';
import { monthMatrixScenarios } from './month-matrix';
import { signIn, startServer } from './server';

type Options = {
  databaseUrl: string;
  durationMs: number;
  concurrency: number;
  users: number;
  national: boolean;
};

export async function scaleOutFigures(direct: pg.Pool, options: Options): Promise<void> {
  console.log('\nScale out: the same API with one process and with two (back to back, figures only)');
  const organization = await direct.query<{ organization_id: number }>(
    `select m.organization_id from user_memberships m join users u on u.id = m.user_id
      where u.email = 'manager@example.org' and m.organization_id is not null limit 1`,
  );
  const url = `/api/v1/organizations/${organization.rows[0]!.organization_id}`;
  const rows = options.national ? await findBenchUsers(direct, options.users, new Date()) : [];
  const figures: Array<{ processes: number; name: string; result: LoadResult }> = [];
  const rounds = 2;
  for (const processes of Array.from({ length: rounds }, () => [1, 2]).flat()) {
    const server = await startServer(options.databaseUrl, { webConcurrency: processes });
    try {
      const manager = await signIn(server.base, 'manager@example.org');
      const measure = async (name: string, task: (n: number) => Promise<boolean>, concurrency: number) => {
        const durationMs = options.durationMs / rounds;
        const result = await runLoad(task, { concurrency, durationMs, warmupMs: 2000 });
        console.log(formatResult(`  WEB_CONCURRENCY=${processes}: ${name}`, result));
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
      manager.close();
    } finally {
      await server.stop();
    }
  }
  const combined = (processes: number, name: string) =>
    combineResults(figures.filter((f) => f.processes === processes && f.name === name).map((f) => f.result));
  for (const name of new Set(figures.map((f) => f.name))) {
    const result = combined(1, name);
    const two = combined(2, name);
    console.log(
      `  ${name}: ${result.rps.toFixed(0)} → ${two.rps.toFixed(0)} req/s (${((100 * two.rps) / result.rps - 100).toFixed(0)}%), p95 ${result.p95.toFixed(1)} → ${two.p95.toFixed(1)} ms`,
    );
  }
}
