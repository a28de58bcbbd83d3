/**
 * What the "Analytics & Forecast" tab shows of one series: its unusual months (unusual-months.ts) and the
 * forecast of the history without them (bridged like months not reported), so that one wild month does not
 * bend it. The same as `unusualMonths` then `forecastMonthly` of the history without those months, but the
 * model fitted to judge the months is reused for the forecast when it was fitted to that same history
 * (nothing unusual, or the unusual months are the suspects it left out): one or two fits instead of two or
 * three, the forecast's main cost.
 */
import { fitHistory } from './fit-history';
import {
  checkOptions,
  type ForecastOptions,
  forecastFromFit,
  type MonthlyForecast,
} from './forecast-monthly';
import { judgeMonths, type UnusualMonth } from './unusual-months';

export type ForecastWithoutUnusualOptions = ForecastOptions & {
  /** The coverage of the interval a month is judged unusual outside of; 0.99 by default. */
  unusualLevel?: number;
};

export function forecastWithoutUnusual(
  history: readonly (number | null)[],
  { unusualLevel = 0.99, ...options }: ForecastWithoutUnusualOptions = {},
): { forecast: MonthlyForecast; unusual: UnusualMonth[] } {
  checkOptions(options);
  const { unusual, model, without } = judgeMonths(history, { level: unusualLevel });
  const wild = new Set(unusual.map((month) => month.index));
  const cleaned = history.map((value, index) => (wild.has(index) ? null : value));
  const sameHistory = wild.size === without.size && [...wild].every((index) => without.has(index));
  const fitted = sameHistory ? model : fitHistory(cleaned);
  return { forecast: forecastFromFit(cleaned, fitted, options), unusual };
}
