/** Scenarios, their measurement (through the API and as direct SQL) and the budget verdicts. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CpuReport, combineCpu, formatCpu, startCpuMeter } from './cpu';
import { combineResults, formatResult, type LoadResult, runLoad } from './load';
import { STALL_WARNING_MS, startStallMeter, watchForStalls } from './stalls';

/**
 * The API and its direct baseline are measured in alternating slices (API, direct, API, …), so that both
 * see the same background load of a shared machine; each side's slices are then read as one sample.
 */
const ROUNDS = 3;

/**
 * `maxP95`: the API's p95 in ms. `maxRatio`: how many times the direct SQL's mean time the API's mean time
 * may be, both measured with the same users and pacing (without pauses: direct rps ÷ API rps); every
 * scenario has one (issue 17: 3× unless it says otherwise). `minRps` and `minShareOfDirect`: the API's
 * throughput, absolute and as a share of the direct SQL's in the same run (back-to-back scenarios).
 * Scenarios of users who pause also hold their tail: p99 ≤ `MAX_P99_OVER_P95` × p95 (no stalls).
 */
export type Budget = { maxP95: number; maxRatio?: number; minRps?: number; minShareOfDirect?: number };

export const DEFAULT_MAX_RATIO = 3;
export const MAX_P99_OVER_P95 = 2;

export type Scenario = {
  name: string;
  /** What one sample is. */
  note: string;
  budget: Budget;
  /** One sample through the API as client `n` (user n); true when every answer was a success. */
  api: (n: number) => Promise<boolean>;
  /** The same work as direct SQL. */
  direct: (n: number) => Promise<boolean>;
};

export type RunOptions = {
  concurrency: number;
  durationMs: number;
  /** Pause of a user between two samples (see load.ts); 0: back to back. */
  thinkMs?: number;
  serverPid: number | undefined;
};

/** `stallMs`: the longest an idle observer process waited for the CPU during the phase (stalls.ts). */
export type Phase = { result: LoadResult; cpu: CpuReport; stallMs: number };

export type Verdict = {
  name: string;
  api: LoadResult;
  direct: LoadResult;
  ratio: number;
  ok: boolean;
  /** What missed its budget, in words. */
  misses: string[];
  /** The longest an idle observer waited for the CPU while the API was measured (ms; stalls.ts). */
  stallMs?: number;
};

/** Said after a verdict whose API phases saw the machine stall: their p99 says more about the machine. */
const stallNote = (v: Verdict) =>
  (v.stallMs ?? 0) > STALL_WARNING_MS ? ` [machine stalled ${v.stallMs!.toFixed(0)} ms]` : '';

async function measure(task: (n: number) => Promise<boolean>, options: RunOptions): Promise<Phase> {
  const meter = startCpuMeter(options.serverPid);
  const stalls = startStallMeter();
  const result = await runLoad(task, options);
  return { result, cpu: meter.stop(), stallMs: stalls.stop() };
}

const combinePhases = (phases: Phase[]): Phase => ({
  result: combineResults(phases.map((p) => p.result)),
  cpu: combineCpu(phases.map((p) => p.cpu)),
  stallMs: Math.max(0, ...phases.map((p) => p.stallMs)),
});

export function printPhase(name: string, phase: Phase) {
  console.log(formatResult(name, phase.result));
  console.log(formatCpu(phase.cpu, phase.result.requests));
  if (phase.stallMs > STALL_WARNING_MS) {
    console.log(
      `  warning: an idle observer process waited up to ${phase.stallMs.toFixed(0)} ms for the CPU during this phase (idle machine: under ~10 ms): its p99 says more about the machine than about the code`,
    );
  }
}

/** A scenario's samples as kept in `BENCH_SAMPLES_DIR` (read by bench/tools/tails.ts). */
export type KeptSamples = {
  name: string;
  api: LoadResult['timeline'];
  direct: LoadResult['timeline'];
  /** The idle observer's longest wait in each 250 ms slice from the first sample on (stalls.ts). */
  observer: { at: number; maxMs: number }[];
};

/**
 * With `BENCH_SAMPLES_DIR` set, each scenario's samples (start and latency, API and direct SQL) and the
 * idle observer's waits over the same time go to `<dir>/<scenario>.json`: to see when the slowest came.
 */
function keepSamples(name: string, api: LoadResult, direct: LoadResult) {
  const dir = process.env.BENCH_SAMPLES_DIR;
  if (!dir) return;
  const from = Math.min(api.timeline[0]?.[0] ?? Infinity, direct.timeline[0]?.[0] ?? Infinity);
  const observer = watchForStalls().filter((s) => s.at >= from);
  mkdirSync(dir, { recursive: true });
  const kept: KeptSamples = { name, api: api.timeline, direct: direct.timeline, observer };
  writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(kept));
}

/** Runs a scenario through the API and directly, prints both and the verdict. */
export async function runScenario(scenario: Scenario, options: RunOptions): Promise<Verdict> {
  const pacing = options.thinkMs ? `users pause ~${options.thinkMs} ms between samples` : 'back to back';
  console.log(`\n${scenario.name}: ${scenario.note} (${options.concurrency} clients, ${pacing})`);
  watchForStalls(); // from the warm-up on, so that the observer watches the first slice whole
  // Warm-up: JIT, pools, prepared statements on every connection.
  const warmUp = { ...options, thinkMs: 0, durationMs: 2000 };
  await runLoad(scenario.api, warmUp);
  await runLoad(scenario.direct, warmUp);
  const slice = { ...options, durationMs: options.durationMs / ROUNDS };
  const apiPhases: Phase[] = [];
  const directPhases: Phase[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    apiPhases.push(await measure(scenario.api, slice));
    directPhases.push(await measure(scenario.direct, { ...slice, serverPid: undefined }));
  }
  const api = combinePhases(apiPhases);
  const direct = combinePhases(directPhases);
  printPhase('  API', api);
  printPhase('  direct SQL (same statements)', direct);
  keepSamples(scenario.name, api.result, direct.result);
  const verdict: Verdict = {
    ...judge(scenario.name, api.result, direct.result, scenario.budget, {
      paused: (options.thinkMs ?? 0) > 0,
    }),
    stallMs: api.stallMs,
  };
  console.log(`  ${verdictLine(verdict, scenario.budget)}`);
  return verdict;
}

export function judge(
  name: string,
  api: LoadResult,
  direct: LoadResult,
  budget: Budget,
  { paused }: { paused: boolean },
): Verdict {
  const ratio = api.mean / Math.max(direct.mean, 1e-9);
  const maxRatio = budget.maxRatio ?? DEFAULT_MAX_RATIO;
  const misses: string[] = [];
  if (api.p95 > budget.maxP95) misses.push(`p95 ${api.p95.toFixed(1)} > ${budget.maxP95} ms`);
  if (ratio > maxRatio) misses.push(`${ratio.toFixed(2)}× > ${maxRatio}× direct SQL`);
  if (paused && api.p99 > MAX_P99_OVER_P95 * api.p95) {
    misses.push(`p99 ${api.p99.toFixed(1)} > ${MAX_P99_OVER_P95}× p95`);
  }
  if (budget.minRps !== undefined && api.rps < budget.minRps) {
    misses.push(`${api.rps.toFixed(0)} < ${budget.minRps} req/s`);
  }
  const share = api.rps / Math.max(direct.rps, 1e-9);
  if (budget.minShareOfDirect !== undefined && share < budget.minShareOfDirect) {
    misses.push(`${(100 * share).toFixed(0)}% < ${100 * budget.minShareOfDirect}% of direct SQL's req/s`);
  }
  if (api.errors > 0 || direct.errors > 0) misses.push(`errors ${api.errors}/${direct.errors}`);
  return { name, api, direct, ratio, ok: misses.length === 0, misses };
}

function verdictLine(v: Verdict, budget: Budget): string {
  const throughput =
    budget.minRps === undefined
      ? ''
      : `   API ${v.api.rps.toFixed(0)} req/s = ${((100 * v.api.rps) / v.direct.rps).toFixed(0)}% of direct (budget ≥ ${budget.minRps} and ≥ ${100 * (budget.minShareOfDirect ?? 0)}%)`;
  return (
    `API p95 ${v.api.p95.toFixed(2)} ms (budget ≤ ${budget.maxP95} ms), p99 ${v.api.p99.toFixed(2)} ms` +
    `   API time ${v.ratio.toFixed(2)}× direct SQL (budget ≤ ${budget.maxRatio ?? DEFAULT_MAX_RATIO}×)${throughput}` +
    `   ${v.ok ? 'PASS' : `FAIL: ${v.misses.join('; ')}`}${stallNote(v)}`
  );
}

/** The table of every scenario's figures, as reported in the issue note. */
export function printSummary(title: string, verdicts: Verdict[], judged = true) {
  console.log(`\n${title} (ratio = API mean time ÷ direct SQL mean time)\n`);
  console.log(
    `${'scenario'.padEnd(44)} ${'API rps'.padStart(8)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'API p99'.padStart(8)} ${'SQL rps'.padStart(8)} ${'SQL p95'.padStart(8)} ${'ratio'.padStart(6)}  verdict`,
  );
  for (const v of verdicts) {
    console.log(
      `${v.name.padEnd(44)} ${v.api.rps.toFixed(0).padStart(8)} ${v.api.p50.toFixed(1).padStart(8)} ${v.api.p95
        .toFixed(1)
        .padStart(
          8,
        )} ${v.api.p99.toFixed(1).padStart(8)} ${v.direct.rps.toFixed(0).padStart(8)} ${v.direct.p95
        .toFixed(1)
        .padStart(
          8,
        )} ${`${v.ratio.toFixed(2)}×`.padStart(6)}  ${judged ? (v.ok ? 'PASS' : `FAIL: ${v.misses.join('; ')}`) : '-'}${stallNote(v)}`,
    );
  }
}
