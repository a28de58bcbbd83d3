/** The aggregation form (002 §2.14, §5): an optional organization id (blank: all) and a month. */
import { z } from 'zod';
import { parseIsoDate } from '../format/dates';
import { isoDateField, optionalFormatted } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

export const aggregationSchema = z.object({
  orgId: optionalFormatted((value) => /^\d+$/.test(value), M.idInvalid),
  date: isoDateField(M.dateRequired),
});
export type AggregationValues = z.input<typeof aggregationSchema>;

/** POST /api/v1/shelterluv_aggregations and /shelterbuddy_aggregations body. */
export const aggregationAttributesSchema = z.object({
  orgId: z.union([z.number().int().positive(), z.string().trim().regex(/^\d+$/, M.idInvalid)]).nullable(),
  month: z.number({ error: M.dateRequired }).int().min(1).max(12),
  year: z.number({ error: M.dateRequired }).int().min(1900),
});
export type AggregationAttributes = z.output<typeof aggregationAttributesSchema>;

export function toAggregationAttributes(values: z.output<typeof aggregationSchema>): AggregationAttributes {
  const date = parseIsoDate(values.date)!;
  return { orgId: values.orgId?.trim() || null, month: date.month, year: date.year };
}
