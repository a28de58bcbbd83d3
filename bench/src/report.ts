/** Scenarios, their measurement (API, then the direct SQL baseline) and the budget verdicts. */
import { type CpuReport, formatCpu, startCpuMeter } from './cpu';
import { formatResult, type LoadResult, runLoad } from './load';

/**
 * `maxP95`: the API's p95 in ms. `maxRatio`: how many times the direct SQL's time per request the API may
 * take at the same concurrency (direct rps ÷ API rps, which in a closed loop is the ratio of mean latencies).
 */
export type Budget = { maxP95: number; maxRatio?: number };

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

export type Phase = { result: LoadResult; cpu: CpuReport };

export type Verdict = { name: string; api: LoadResult; direct: LoadResult; ratio: number; ok: boolean };

export async function measure(
  task: (n: number) => Promise<boolean>,
  options: { concurrency: number; durationMs: number; serverPid: number | undefined },
): Promise<Phase> {
  await runLoad(task, { concurrency: options.concurrency, durationMs: 2000 }); // warm-up: JIT, pools, prepared statements
  const meter = startCpuMeter(options.serverPid);
  const result = await runLoad(task, { concurrency: options.concurrency, durationMs: options.durationMs });
  return { result, cpu: meter.stop() };
}

export function printPhase(name: string, phase: Phase) {
  console.log(formatResult(name, phase.result));
  console.log(formatCpu(phase.cpu, phase.result.requests));
}

/** Runs a scenario through the API and directly, prints both and the verdict. */
export async function runScenario(
  scenario: Scenario,
  options: { concurrency: number; durationMs: number; serverPid: number | undefined },
): Promise<Verdict> {
  console.log(`\n${scenario.name}: ${scenario.note}`);
  const api = await measure(scenario.api, options);
  printPhase('  API', api);
  const direct = await measure(scenario.direct, { ...options, serverPid: undefined });
  printPhase('  direct SQL (same statements)', direct);
  const verdict = judge(scenario.name, api.result, direct.result, scenario.budget);
  console.log(`  ${verdictLine(verdict, scenario.budget)}`);
  return verdict;
}

export function judge(name: string, api: LoadResult, direct: LoadResult, budget: Budget): Verdict {
  const ratio = direct.rps / Math.max(api.rps, 1e-9);
  const ok =
    api.p95 <= budget.maxP95 &&
    (budget.maxRatio === undefined || ratio <= budget.maxRatio) &&
    api.errors === 0 &&
    direct.errors === 0;
  return { name, api, direct, ratio, ok };
}

function verdictLine(v: Verdict, budget: Budget): string {
  const ratioBudget = budget.maxRatio === undefined ? '' : ` (budget ≤ ${budget.maxRatio}×)`;
  return (
    `API p95 ${v.api.p95.toFixed(2)} ms (budget ≤ ${budget.maxP95} ms)   API time ${v.ratio.toFixed(2)}× direct SQL${ratioBudget}` +
    `   errors ${v.api.errors}/${v.direct.errors}   ${v.ok ? 'PASS' : 'FAIL'}`
  );
}

/** The table of every scenario's figures, as reported in the issue note. */
export function printSummary(verdicts: Verdict[], concurrency: number) {
  console.log(`\nSummary (${concurrency} concurrent users; ratio = API time ÷ direct SQL time)\n`);
  console.log(
    `${'scenario'.padEnd(44)} ${'API rps'.padStart(8)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'SQL rps'.padStart(8)} ${'SQL p95'.padStart(8)} ${'ratio'.padStart(6)}  verdict`,
  );
  for (const v of verdicts) {
    console.log(
      `${v.name.padEnd(44)} ${v.api.rps.toFixed(0).padStart(8)} ${v.api.p50.toFixed(1).padStart(8)} ${v.api.p95
        .toFixed(1)
        .padStart(
          8,
        )} ${v.direct.rps.toFixed(0).padStart(8)} ${v.direct.p95.toFixed(1).padStart(8)} ${`${v.ratio.toFixed(2)}×`.padStart(6)}  ${v.ok ? 'PASS' : 'FAIL'}`,
    );
  }
}
