/**
 * From an organization's monthly history to a fitted model, or the reason there is none. Shared by the
 * forecast and the unusual-month warning so both read a history the same way.
 */
import { fitHoltWinters, MIN_REPORTED_MONTHS } from './fit-holt-winters';
import type { HoltWintersFit } from './holt-winters';

export type ForecastFailureReason = 'invalid-value' | 'too-short';
export type ForecastFailure = { ok: false; reason: ForecastFailureReason; message: string };

export const FORECAST_MESSAGES: Record<ForecastFailureReason, string> = {
  'invalid-value': 'Monthly counts must be numbers of 0 or more.',
  'too-short': `A forecast needs at least ${MIN_REPORTED_MONTHS} reported months.`,
};

/** The model of a history whose first reported month is `history[start]`. */
export type FittedHistory = { ok: true; start: number; fit: HoltWintersFit };

/** A history's months before its first report are not part of the series; later `null` months are bridged. */
export function fitHistory(history: readonly (number | null)[]): FittedHistory | ForecastFailure {
  if (history.some((y) => y !== null && !(Number.isFinite(y) && y >= 0))) return failure('invalid-value');
  const start = history.findIndex((y) => y !== null);
  const fit = fitHoltWinters(start === -1 ? [] : history.slice(start));
  return fit.ok ? { ok: true, start, fit } : failure(fit.reason);
}

/** The one-step prediction of `history[index]`, or null before the first reported month. */
export function predictionAt({ start, fit }: FittedHistory, index: number): number | null {
  return index < start ? null : fit.fitted[index - start]!;
}

/** Counts cannot be negative: what the model says below 0 is shown as 0. */
export function atLeastZero(value: number): number {
  return Math.max(0, value);
}

function failure(reason: ForecastFailureReason): ForecastFailure {
  return { ok: false, reason, message: FORECAST_MESSAGES[reason] };
}
