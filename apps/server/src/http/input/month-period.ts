/**
 * A period of months sent as `filter[from][eq]` and `filter[to][eq]` (YYYY-MM), as the analytics reads take
 * it (coalition analytics, the organization dashboards): at most ten years, not after the current month.
 * A month is handled as its index, counting months from year 0 (year × 12 + month − 1).
 */
import { YEAR_PICKER_MIN } from '@sac/domain';
import { z } from 'zod';
import { badParameters } from '../errors';

/** The longest period one read covers: ten years of months. */
export const MAX_PERIOD_MONTHS = 120;

/** A month as YYYY-MM, read as its index. */
export const monthFilter = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as YYYY-MM')
    .transform((text) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1)
    .pipe(z.number().min(YEAR_PICKER_MIN * 12, `expected a month from ${YEAR_PICKER_MIN}-01`));

/** A month index as YYYY-MM. */
export const monthText = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Refuses a period that ends after the current month, runs backwards or is longer than ten years. */
export function checkMonthPeriod(period: { from: number; to: number }, now: Date): void {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const refuse = (name: 'from' | 'to', detail: string) => {
    const parameter = `filter[${name}][eq]`;
    throw badParameters([
      { parameter, detail: `Invalid value "${monthText(period[name])}" for ${parameter}: ${detail}.` },
    ]);
  };
  if (period.to > current) refuse('to', `expected a month not after ${monthText(current)}`);
  if (period.from > period.to)
    refuse('from', `expected a month not after filter[to][eq] (${monthText(period.to)})`);
  if (period.to - period.from + 1 > MAX_PERIOD_MONTHS)
    refuse('from', `expected a period of at most ${MAX_PERIOD_MONTHS} months (ten years)`);
}
