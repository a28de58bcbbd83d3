/**
 * When the slowest requests of each paced scenario came, and what the API processes were doing then.
 *
 *   BENCH_SAMPLES_DIR=/tmp/samples NODE_OPTIONS="--require ./bench/tools/stall-probe.cjs" npm run bench -- …
 *   npx tsx bench/tools/tails.ts /tmp/samples [/tmp/stall-probe] [part of a scenario's name]
 *
 * For each scenario: its API p50/p95/p99 (MISS when the p99 misses its budget, report.ts) beside direct
 * SQL's, then its slowest 1% (and two more) in the order they started: when (seconds from the first
 * sample), how long, the idle observer's longest wait in the 250 ms slices around it (stalls.ts), and the
 * stall probe's lines within 40 ms of it (`<pid>@<ms from its start> gap <ms> cpu <ms>` or `… gc <kind>
 * <ms>`). Slow requests that came together, with gaps that used no CPU, were the machine's; alone, with a
 * collection, the code's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { quantile } from '../src/load';
import { type KeptSamples, MAX_P99_OVER_P95 } from '../src/report';

const [dir, probeDir = '/tmp/stall-probe', filter = ''] = process.argv.slice(2);
if (!dir) {
  console.error(
    'usage: npx tsx bench/tools/tails.ts <BENCH_SAMPLES_DIR> [stall probe dir] [scenario filter]',
  );
  process.exit(2);
}

const probe: { pid: string; at: number; text: string }[] = [];
if (existsSync(probeDir)) {
  for (const file of readdirSync(probeDir)) {
    for (const line of readFileSync(join(probeDir, file), 'utf8').split('\n')) {
      const [at, ...rest] = line.split(' ');
      if (rest.length > 0)
        probe.push({ pid: file.replace('.log', ''), at: Number(at), text: rest.join(' ') });
    }
  }
}

const sortedLatencies = (timeline: [number, number][]) => timeline.map(([, ms]) => ms).sort((a, b) => a - b);
const figures = (sorted: number[]) =>
  `p50 ${quantile(sorted, 0.5).toFixed(1)} p95 ${quantile(sorted, 0.95).toFixed(1)} p99 ${quantile(sorted, 0.99).toFixed(1)}`;

for (const file of readdirSync(dir).sort()) {
  if (!file.endsWith('.json') || (filter && !file.includes(filter))) continue;
  const { name, api, direct, observer }: KeptSamples = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (api.length === 0) continue;
  const latencies = sortedLatencies(api);
  const miss = quantile(latencies, 0.99) > MAX_P99_OVER_P95 * quantile(latencies, 0.95);
  console.log(
    `\n${miss ? 'MISS' : 'ok  '} ${name}: ${api.length} samples, ${figures(latencies)}, max ${latencies.at(-1)!.toFixed(1)} ms | direct SQL ${figures(sortedLatencies(direct))}`,
  );
  const first = api[0]![0];
  const slowest = [...api].sort((a, b) => b[1] - a[1]).slice(0, Math.ceil(api.length / 100) + 2);
  for (const [at, ms] of slowest.sort((a, b) => a[0] - b[0])) {
    const waits = observer.filter((s) => s.at > at && s.at - 250 < at + ms).map((s) => s.maxMs);
    const lines = probe
      .filter((e) => e.at >= at - 40 && e.at <= at + ms + 40)
      .map((e) => `${e.pid}@${(e.at - at).toFixed(0)} ${e.text}`);
    console.log(
      `  t=${((at - first) / 1000).toFixed(2)} s  ${ms.toFixed(1)} ms  observer ${waits.join(', ') || '-'}  ${lines.join(' | ')}`,
    );
  }
}
