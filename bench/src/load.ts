/**
 * A closed-loop load generator: `concurrency` clients each run `task` back to back for `durationMs`;
 * `task` gets the client's number (0 … concurrency − 1), so each client can act as its own user.
 */
export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

export async function runLoad(
  task: (client: number) => Promise<boolean>,
  options: { concurrency: number; durationMs: number; warmupMs?: number },
): Promise<LoadResult> {
  if (options.warmupMs)
    await runLoad(task, { concurrency: options.concurrency, durationMs: options.warmupMs });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const client = async (_: unknown, n: number) => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const ok = await task(n).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

export function formatResult(name: string, r: LoadResult): string {
  return `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p95 ${r.p95
    .toFixed(2)
    .padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors}/${r.requests}`;
}
