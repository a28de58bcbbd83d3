/**
 * Data entry: the options screen's choice of method and month (000 §2, §5), and the counts a record
 * accepts. A count is a whole number of 0 or more, or null while not yet entered.
 */
import { z } from 'zod';
import { MAX_COUNT } from '../constants/limits';
import { parseIsoDate } from '../format/dates';
import { DATA_ENTRY_METHODS } from '../options/data-entry';
import { ENTERED_FIELDS, type RecordKind } from '../record-fields';
import { isFutureMonth } from '../statuses';
import { ALWAYS_CHECK, choice, requireValue } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** Manual entry needs a month, not after the current one; CSV upload needs none. */
export function createEntryOptionsSchema({ now }: { now: Date }) {
  return z
    .object({
      method: choice(DATA_ENTRY_METHODS, M.optionInvalid),
      month: z.string().nullish(),
    })
    .superRefine((values, ctx) => {
      if (values.method !== 'manually') return;
      if (!requireValue(ctx, values.month, 'month', M.dateRequired)) return;
      const date = parseIsoDate(values.month);
      if (!date) ctx.addIssue({ code: 'custom', path: ['month'], message: M.dateInvalid });
      else if (isFutureMonth(date.year, date.month, now)) {
        ctx.addIssue({ code: 'custom', path: ['month'], message: M.dateInFuture });
      }
    }, ALWAYS_CHECK);
}
export type EntryOptionsValues = z.input<ReturnType<typeof createEntryOptionsSchema>>;

export const countValueSchema = z
  .number({ error: M.countInvalid })
  .int(M.countInvalid)
  .min(0, M.countInvalid)
  .max(MAX_COUNT, M.countTooLarge)
  .nullable();

/**
 * The attributes a PATCH of a record may carry: only its entered count fields (never totals, keys or
 * dates of other tables), each optional since only changed fields are sent (000 §5).
 */
export function createRecordCountsSchema(kind: RecordKind) {
  const shape: Record<string, z.ZodOptional<typeof countValueSchema>> = {};
  for (const field of ENTERED_FIELDS[kind]) shape[field] = countValueSchema.optional();
  const dates =
    kind === 'animal_counts'
      ? { beginningAnimalCountDate: z.iso.date().nullish(), endingAnimalCountDate: z.iso.date().nullish() }
      : {};
  return z.strictObject({ ...shape, ...dates });
}
