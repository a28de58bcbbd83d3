/** Organization fields shared by registration and the organization form (001 §5). */
import { z } from 'zod';
import { parseIsoDate } from '../format/dates';
import { currentYearMonth, monthIndex } from '../records/months';
import { checkFormat, requireValue } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { BUSINESS_NUMBER_PATTERN, EIN_PATTERN } from './patterns';

/** Whether an ISO date falls no later than `monthsAhead` months after the current month. */
export function isWithinMonthsAhead(value: string, now: Date, monthsAhead: number): boolean {
  const date = parseIsoDate(value);
  return date !== null && monthIndex(date) <= monthIndex(currentYearMonth(now)) + monthsAhead;
}

/** The date of incorporation: required, a real date, at most `monthsAhead` months ahead of `now`. */
export const incorporationDateField = (now: Date, monthsAhead: number) =>
  z
    .string({ error: M.dateRequired })
    .trim()
    .min(1, M.dateRequired)
    .refine((value) => parseIsoDate(value) !== null, M.dateInvalid)
    .refine((value) => isWithinMonthsAhead(value, now, monthsAhead), M.incorporationTooLate(monthsAhead));

export type TaxIdNames = { country: string; ein: string; businessNumber: string };

/** A US organization gives its EIN (nine digits), a Canadian one its business number (nine digits). */
export function checkTaxId(
  ctx: z.RefinementCtx,
  values: Record<string, unknown>,
  names: TaxIdNames,
  options: { required: boolean } = { required: true },
) {
  const country = values[names.country];
  if (country === 'United States') {
    if (options.required && !requireValue(ctx, values[names.ein], names.ein, M.einRequired)) return;
    checkFormat(ctx, values[names.ein], names.ein, (v) => EIN_PATTERN.test(v), M.einInvalid);
  } else if (country === 'Canada') {
    const bn = names.businessNumber;
    if (options.required && !requireValue(ctx, values[bn], bn, M.businessNumberRequired)) return;
    checkFormat(ctx, values[bn], bn, (v) => BUSINESS_NUMBER_PATTERN.test(v), M.businessNumberInvalid);
  }
}
