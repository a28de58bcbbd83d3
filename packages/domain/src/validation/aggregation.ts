/** The aggregation form (002 §2.14, §5): an optional organization id (blank: all) and a month. */
import { z } from 'zod';
import { parseIsoDate } from '../format/dates';
import { isoDateField, optionalFormatted } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** An organization's id as typed: a whole number above 0 that an id column can hold. */
export const isOrgIdText = (value: string) =>
  /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647;

export const aggregationSchema = z.object({
  orgId: optionalFormatted(isOrgIdText, M.orgIdInvalid),
  date: isoDateField(M.dateRequired),
});
export type AggregationValues = z.input<typeof aggregationSchema>;

/** POST /api/v1/shelterluv_aggregations and /shelterbuddy_aggregations body. */
export const aggregationAttributesSchema = z.object({
  orgId: z
    .union([z.number().int().positive(), z.string().trim().refine(isOrgIdText, M.orgIdInvalid)])
    .nullable(),
  month: z.number({ error: M.dateRequired }).int().min(1).max(12),
  year: z.number({ error: M.dateRequired }).int().min(1900),
});
export type AggregationAttributes = z.output<typeof aggregationAttributesSchema>;

/** The request body: the organization's id as a number, or null for every connected organization. */
export function toAggregationAttributes(values: z.output<typeof aggregationSchema>): {
  orgId: number | null;
  month: number;
  year: number;
} {
  const date = parseIsoDate(values.date)!;
  const orgId = values.orgId?.trim();
  return { orgId: orgId ? Number(orgId) : null, month: date.month, year: date.year };
}
