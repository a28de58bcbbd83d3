/**
 * The warning of the "Analytics & Forecast" tab: reported months that lie far outside what the rest of the
 * organization's history predicts for them.
 */
import {
  atLeastZero,
  type FittedHistory,
  type ForecastFailure,
  fitHistory,
  predictionAt,
} from './fit-history';
import { twoSidedZ } from './normal-quantile';

export type UnusualMonth = {
  /** The month's index in the history. */
  index: number;
  value: number;
  /** The model's one-step prediction of the month, and its prediction interval. */
  expected: number;
  lower: number;
  upper: number;
};

export type UnusualMonthsOptions = {
  /** The one-step prediction interval's coverage, in (0, 1); 0.99 by default. */
  level?: number;
};

/**
 * Counts are whole numbers: a history that fits exactly (a constant, say) still cannot predict a month more
 * closely than its rounding, so the interval is never narrower than this σ would make it.
 */
export const MIN_UNUSUAL_SIGMA = 0.5;

/**
 * The reported months outside their one-step prediction interval ŷ ± z·σ (z = 2.58 at 99%), bounds clamped
 * at 0. A wild month would widen σ and bend the months after it, hiding itself and blaming its neighbours,
 * so the model is fitted twice: the months outside the first fit's intervals are left out of the second
 * (bridged like months not reported), and every month is judged against the second. A history that
 * `forecastMonthly` refuses (fewer than 24 reported months, …) has no unusual months.
 */
export function unusualMonths(
  history: readonly (number | null)[],
  options: UnusualMonthsOptions = {},
): UnusualMonth[] {
  return judgeMonths(history, options).unusual;
}

/**
 * `unusualMonths`, with the model the months were judged against: the history's own (nothing unusual), the
 * one fitted without the suspects (`without` lists them), or none (a history too short to judge).
 */
export function judgeMonths(
  history: readonly (number | null)[],
  { level = 0.99 }: UnusualMonthsOptions = {},
): { unusual: UnusualMonth[]; model: FittedHistory | ForecastFailure; without: ReadonlySet<number> } {
  const z = twoSidedZ(level);
  const first = fitHistory(history);
  if (!first.ok) return { unusual: [], model: first, without: new Set() };
  const suspects = new Set(outsideInterval(history, first, z).map((month) => month.index));
  if (suspects.size === 0) return { unusual: [], model: first, without: suspects };
  const second = fitHistory(history.map((value, index) => (suspects.has(index) ? null : value)));
  if (!second.ok) return { unusual: outsideInterval(history, first, z), model: first, without: new Set() };
  return { unusual: outsideInterval(history, second, z), model: second, without: suspects };
}

function outsideInterval(
  history: readonly (number | null)[],
  fitted: FittedHistory,
  z: number,
): UnusualMonth[] {
  const halfWidth = z * Math.max(fitted.fit.sigma, MIN_UNUSUAL_SIGMA);
  return history.flatMap((value, index) => {
    const prediction = predictionAt(fitted, index);
    if (value === null || prediction === null) return [];
    const lower = atLeastZero(prediction - halfWidth);
    const upper = atLeastZero(prediction + halfWidth);
    if (value >= lower && value <= upper) return [];
    return [{ index, value, expected: atLeastZero(prediction), lower, upper }];
  });
}
