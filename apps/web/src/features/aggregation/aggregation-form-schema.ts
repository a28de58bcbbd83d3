/**
 * The aggregation form's rules (002 §2.14, §5): the domain's aggregation schema (Org ID blank for all
 * connected organizations, else a positive whole number), and no month later than the current one.
 */
import {
  aggregationSchema,
  isFutureMonth,
  VALIDATION_MESSAGES as M,
  parseIsoDate,
  toAggregationAttributes,
} from '@sac/domain';
import type { z } from 'zod';

export const createAggregationFormSchema = (now: Date) =>
  aggregationSchema.refine(
    ({ date }) => {
      const picked = parseIsoDate(date);
      return !picked || !isFutureMonth(picked.year, picked.month, now);
    },
    { message: M.dateInFuture, path: ['date'] },
  );

type Schema = ReturnType<typeof createAggregationFormSchema>;
export type AggregationFormValues = z.input<Schema>;
export type AggregationFormOutput = z.output<Schema>;

/** The POST body: the organization's id as a number, or null for all connected organizations. */
export type AggregationRequest = { orgId: number | null; month: number; year: number };

export const toAggregationRequest = (values: AggregationFormOutput): AggregationRequest =>
  toAggregationAttributes(values);
