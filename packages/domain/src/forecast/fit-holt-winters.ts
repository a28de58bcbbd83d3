/**
 * Fitting ETS(A,A,A) to a monthly series: α, β, γ by least squares of the one-step errors (for additive
 * errors the same as maximum likelihood, FPP3 §8.6), each trial with its best seed states (seed-states.ts).
 */
import {
  type HoltWintersFit,
  type MonthlySeries,
  runHoltWinters,
  SEASON_LENGTH,
  type SmoothingParams,
} from './holt-winters';
import { minimizeNelderMead } from './nelder-mead';
import { seedStatesOf } from './seed-states';

/** Two seasons: one to see the seasonal pattern, a second to tell it from the trend. */
export const MIN_REPORTED_MONTHS = 2 * SEASON_LENGTH;
/** σ² is divided by n minus these: 3 smoothing parameters and 13 free seed states, as R's forecast::ets. */
const ESTIMATED_QUANTITIES = 3 + 2 + (SEASON_LENGTH - 1);
/** α, β* and γ* stay 10⁻⁴ inside (0, 1), strictly inside the region (R's forecast::ets bounds α, β, γ so). */
const PARAMETER_MARGIN = 1e-4;
/**
 * Starting points (α, β*, γ*) of the optimiser: a calm start, which also finds the minima of a wandering
 * level (α near 1), and one near a wandering season (γ near 1 − α), a minimum the calm start can miss when
 * the seasonal pattern changes from year to year (the tests hold one).
 */
const STARTS = [
  [0.3, 0.1, 0.1],
  [0.05, 0.1, 0.8],
].map((start) => start.map(logit));
/** How closely each start is followed: far enough to tell which basin is the deepest. */
const BASIN_TOLERANCE = 1e-4;

export type FitResult = ({ ok: true } & HoltWintersFit) | { ok: false; reason: 'too-short' };

/** Fits the model to a series (from its first reported month on; `null` months are bridged). */
export function fitHoltWinters(series: MonthlySeries): FitResult {
  const reported = series.filter((y) => y !== null).length;
  if (reported < MIN_REPORTED_MONTHS) return { ok: false, reason: 'too-short' };

  const seedStates = seedStatesOf(series);
  const sse = (point: readonly number[]) => {
    const params = paramsFrom(point);
    return runHoltWinters(series, params, seedStates(params)).sse;
  };
  // Each start finds its basin; only the best is followed to the end, by a restart from its point (the
  // usual remedy for a simplex that collapsed short of the minimum). A quarter fewer trials than following
  // every start to the end, for sums of squares within 10⁻⁶ of theirs (measured on 200 varied series).
  const best = STARTS.map((start) => minimizeNelderMead(sse, start, { tolerance: BASIN_TOLERANCE })).reduce(
    (a, b) => (b.value < a.value ? b : a),
  );
  const params = paramsFrom(minimizeNelderMead(sse, best.point, { step: 0.5 }).point);
  const run = runHoltWinters(series, params, seedStates(params));

  let lastReported = series.length - 1;
  while (series[lastReported] === null) lastReported -= 1;
  return {
    ok: true,
    params,
    fitted: run.fitted,
    sigma: Math.sqrt(run.sse / (reported - ESTIMATED_QUANTITIES)),
    final: run.final,
    months: series.length,
    monthsSinceReported: series.length - 1 - lastReported,
  };
}

/**
 * Maps any point of ℝ³ into the parameter region 0 < α < 1, 0 < β < α, 0 < γ < 1 − α through β = αβ* and
 * γ = (1 − α)γ* (FPP3 §8.6), so the optimiser needs no constraints.
 */
function paramsFrom([a = 0, b = 0, g = 0]: readonly number[]): SmoothingParams {
  const alpha = squash(a);
  return { alpha, beta: alpha * squash(b), gamma: (1 - alpha) * squash(g) };
}

function squash(x: number): number {
  const p = 1 / (1 + Math.exp(-x));
  return Math.min(1 - PARAMETER_MARGIN, Math.max(PARAMETER_MARGIN, p));
}

function logit(p: number): number {
  return Math.log(p / (1 - p));
}
