/**
 * Directory and coalition searches (002 §2.2, §2.5, §2.12, §5): at least one filter must be set
 * ('Select at least one filter.'). The message is a form-level error at `root`, where react-hook-form
 * keeps errors that belong to no single field.
 */
import { z } from 'zod';
import { COUNTRIES } from '../places';
import { isPickerYear, YEAR_PICKER_MIN } from '../records/months';
import { ALWAYS_CHECK, boundedText, isBlank } from './fields';
import { TEXT_LIMITS } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

export const FORM_ERROR_PATH = 'root';

const filterText = () => boundedText().nullish();
const filterList = () => z.array(boundedText()).max(TEXT_LIMITS.listEntries).nullish();
const country = () => z.union([z.enum(COUNTRIES), z.literal('')]).nullish();

/** Adds the at-least-one-filter rule over `keys` to an object schema. */
function withAtLeastOneFilter<S extends z.ZodRawShape>(shape: S, keys: readonly (keyof S & string)[]) {
  return z.object(shape).superRefine((values, ctx) => {
    const record = values as Record<string, unknown>;
    if (keys.every((key) => isBlank(record[key]))) {
      ctx.addIssue({ code: 'custom', path: [FORM_ERROR_PATH], message: M.atLeastOneFilter });
    }
  }, ALWAYS_CHECK);
}

/**
 * All Organizations: the country (United States unless changed) counts as a filter, so a search with only a
 * country lists that country's organizations (issue 14 §8: the form refused a search while showing one).
 */
export const allOrganizationsSearchSchema = withAtLeastOneFilter(
  { search: filterText(), country: country(), state: filterText(), organizationType: filterText() },
  ['search', 'country', 'state', 'organizationType'],
);
export type AllOrganizationsSearchValues = z.input<typeof allOrganizationsSearchSchema>;

/** Coalition lists: name, country, state or province, region type. */
export const coalitionSearchSchema = withAtLeastOneFilter(
  {
    search: filterText(),
    country: country(),
    operatingRegions: filterList(),
    operatingRegionType: filterText(),
  },
  ['search', 'country', 'operatingRegions', 'operatingRegionType'],
);
export type CoalitionSearchValues = z.input<typeof coalitionSearchSchema>;

/** Contributor lists and the invite-contributor search: a search term, a state or an organization type. */
export const contributorSearchSchema = withAtLeastOneFilter(
  { search: filterText(), state: filterText(), organizationType: filterText() },
  ['search', 'state', 'organizationType'],
);
export type ContributorSearchValues = z.input<typeof contributorSearchSchema>;

/** Data status table and coalition home: a year from 2010 to the current one is required. */
export function createYearFilterSchema({ now }: { now: Date }) {
  return z.object({
    search: filterText(),
    year: z.coerce
      .number({ error: M.yearOutOfRange })
      .refine((year) => isPickerYear(year, now, YEAR_PICKER_MIN), M.yearOutOfRange),
  });
}
export type YearFilterValues = z.input<ReturnType<typeof createYearFilterSchema>>;
