/**
 * The 12-month forecast of the "Analytics & Forecast" tab: one species' monthly intake or outcome counts in,
 * the model's line over the history and a forecast with its prediction interval out.
 */
import {
  atLeastZero,
  type FittedHistory,
  type ForecastFailure,
  fitHistory,
  predictionAt,
} from './fit-history';
import { forecastAhead, type SmoothingParams } from './holt-winters';
import { twoSidedZ } from './normal-quantile';

export type ForecastOptions = {
  /** Months to forecast after the history's last month; 12 by default. */
  horizon?: number;
  /** The prediction interval's coverage, in (0, 1); 0.95 by default. */
  level?: number;
};

export type ForecastPoint = { mean: number; lower: number; upper: number };

export type MonthlyForecast =
  | {
      ok: true;
      /** The one-step prediction of every month of the history (null before its first report), clamped at 0. */
      fitted: (number | null)[];
      /** The months after the history's last month, the first one at index 0. */
      forecast: ForecastPoint[];
      /** The estimated standard deviation of a one-step error, in counts. */
      sigma: number;
      /** The fitted smoothing parameters, state-space form (β = αβ* of FPP3 §8.3's component form). */
      params: SmoothingParams;
      level: number;
    }
  | ForecastFailure;

/**
 * Forecasts a monthly history (oldest month first) with additive Holt-Winters, ETS(A,A,A) (holt-winters.ts).
 * Months before the first report are ignored; a later month not reported is `null` and bridged by the
 * model's one-step prediction, without an update from it. Months not reported at the end of the history
 * still count for the horizon: the forecast starts after `history`'s last entry, and its interval widens
 * from the last reported month. Needs 24 reported months. Counts cannot be negative, so means and bounds
 * are clamped at 0.
 */
export function forecastMonthly(
  history: readonly (number | null)[],
  options: ForecastOptions = {},
): MonthlyForecast {
  checkOptions(options);
  return forecastFromFit(history, fitHistory(history), options);
}

export function checkOptions({ horizon = 12 }: ForecastOptions): void {
  if (!(Number.isInteger(horizon) && horizon >= 1)) {
    throw new RangeError(`A forecast's horizon is a whole number of months from 1, got ${horizon}`);
  }
}

/** The forecast of `history` from its model, fitted already (`fitHistory(history)`). */
export function forecastFromFit(
  history: readonly (number | null)[],
  fitted: FittedHistory | ForecastFailure,
  { horizon = 12, level = 0.95 }: ForecastOptions,
): MonthlyForecast {
  const z = twoSidedZ(level);
  if (!fitted.ok) return fitted;
  const { fit } = fitted;
  const forecast = forecastAhead(fit, horizon).map(({ mean, varianceFactor }) => {
    const halfWidth = z * fit.sigma * Math.sqrt(varianceFactor);
    return {
      mean: atLeastZero(mean),
      lower: atLeastZero(mean - halfWidth),
      upper: atLeastZero(mean + halfWidth),
    };
  });
  return {
    ok: true,
    fitted: fittedLine(history, fitted),
    forecast,
    sigma: fit.sigma,
    params: fit.params,
    level,
  };
}

function fittedLine(history: readonly (number | null)[], fitted: FittedHistory): (number | null)[] {
  return history.map((_, index) => {
    const prediction = predictionAt(fitted, index);
    return prediction === null ? null : atLeastZero(prediction);
  });
}
