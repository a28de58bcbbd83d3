/**
 * A closed-loop load generator: `concurrency` clients each run `task` back to back for `durationMs`;
 * `task` gets the client's number (0 … concurrency − 1), so each client can act as its own user.
 * With `thinkMs` a client pauses between two tasks as a person does (uniformly 0.5–1.5 × thinkMs, the
 * first start spread over thinkMs so that users do not act in step); the pause is not part of a latency.
 */
export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Mean latency (ms). */
  mean: number;
  /** Every sample in the order they started: [start (ms since the epoch), latency (ms)]. */
  timeline: [number, number][];
};

export async function runLoad(
  task: (client: number) => Promise<boolean>,
  options: { concurrency: number; durationMs: number; warmupMs?: number; thinkMs?: number },
): Promise<LoadResult> {
  if (options.warmupMs)
    await runLoad(task, { ...options, durationMs: options.warmupMs, warmupMs: undefined });
  const timeline: [number, number][] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const think = options.thinkMs ?? 0;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const client = async (_: unknown, n: number) => {
    if (think > 0) await pause(Math.random() * think);
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const ok = await task(n).catch(() => false);
      timeline.push([performance.timeOrigin + t0, performance.now() - t0]);
      if (!ok) errors += 1;
      if (think > 0) await pause(think * (0.5 + Math.random()));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarize(timeline, errors, (performance.now() - started) / 1000);
}

/** The latency below which a share `q` of them fall (`sorted` ascending; 0 when empty). */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summarize(timeline: [number, number][], errors: number, seconds: number): LoadResult {
  timeline.sort((a, b) => a[0] - b[0]);
  const latencies = timeline.map(([, ms]) => ms).sort((a, b) => a - b);
  const at = (q: number) => quantile(latencies, q);
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: latencies.reduce((sum, l) => sum + l, 0) / Math.max(1, latencies.length),
    timeline,
  };
}

/** Several measurements of one task as one: their samples together, rps over their summed time. */
export function combineResults(results: LoadResult[]): LoadResult {
  return summarize(
    results.flatMap((r) => r.timeline),
    results.reduce((sum, r) => sum + r.errors, 0),
    results.reduce((sum, r) => sum + r.seconds, 0),
  );
}

export function formatResult(name: string, r: LoadResult): string {
  return `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p95 ${r.p95
    .toFixed(2)
    .padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors}/${r.requests}`;
}
