/**
 * The input of the coalition data export routes (002 §3, §5, §7), read through http/input (decision 0012):
 * attributes in camelCase, a 422 naming the snake_case attribute for a refused value, never a 500.
 */
import { ORGANIZATION_TYPES, TEXT_LIMITS } from '@sac/domain';
import { z } from 'zod';
import { type FieldError, unprocessable } from '../../http/errors';
import { parseAttributes, readAttributes } from '../../http/input/attributes';

export const EXPORT_FOR = ['intake_outcome', 'community', 'contributors'] as const;
export type ExportFor = (typeof EXPORT_FOR)[number];

/** A coalition has at most a few thousand contributors; a longer list is refused before any query. */
const MAX_IDS = 5000;
const MAX_REGIONS = 500;
const FIRST_YEAR = 2010;

const id = z.coerce
  .number({ error: 'Must be a record id' })
  .int('Must be a record id')
  .min(1, 'Must be a record id')
  .max(2_147_483_647, 'Must be a record id');
const ids = (max: number) =>
  z.array(id, { error: 'Must be a list of record ids' }).max(max, `Must have at most ${max} items`);
const region = z
  .string({ error: 'Must be a text' })
  .trim()
  .min(1, 'Must not be blank')
  .max(TEXT_LIMITS.code, 'Is too long');
const regions = z
  .array(region, { error: 'Must be a list of texts' })
  .max(MAX_REGIONS, `Must have at most ${MAX_REGIONS} items`);
const orgTypes = z
  .array(z.enum(ORGANIZATION_TYPES, { error: 'Is not an organization type' }), {
    error: 'Must be a list of organization types',
  })
  .max(ORGANIZATION_TYPES.length * 2, 'Has too many organization types');
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());

export type RegionFilters = {
  states: string[];
  countyIds: number[];
  provinces: string[];
  orgTypes: string[];
};

const createSchema = z.object({
  exportFor: z.enum(EXPORT_FOR, { error: 'Must be intake_outcome, community or contributors' }),
  coalitionId: optional(id),
  organizationIds: ids(MAX_IDS).min(1, 'Select at least one organization'),
  yearOfRecord: optional(z.coerce.number({ error: 'Must be a year' }).int('Must be a year')),
  monthOfRecord: optional(z.coerce.number({ error: 'Must be a month' }).int('Must be a month')),
  state: optional(region),
  usCountyId: optional(id),
  states: optional(regions),
  usCountyIds: optional(ids(MAX_REGIONS)),
  provinces: optional(regions),
  orgTypes: optional(orgTypes),
});

export type CoalitionExportInput = {
  coalitionId: number;
  exportFor: ExportFor;
  organizationIds: number[];
  yearOfRecord: number;
  monthOfRecord: number | null;
  filters: RegionFilters;
};

/** The export a POST asks for; `filterCoalitionId` is `filter[coalition_id]` when sent. */
export function parseCreateExport(
  body: unknown,
  filterCoalitionId: number | undefined,
  now: Date,
): CoalitionExportInput {
  const input = parseAttributes(createSchema, readAttributes(body, 'coalition_data_exports'));
  const errors: FieldError[] = [];
  const coalitionId = filterCoalitionId ?? input.coalitionId;
  if (coalitionId === undefined) errors.push({ field: 'coalition_id', detail: 'Is required' });
  if (
    filterCoalitionId !== undefined &&
    input.coalitionId !== undefined &&
    input.coalitionId !== filterCoalitionId
  ) {
    errors.push({ field: 'coalition_id', detail: 'Must be the coalition of filter[coalition_id]' });
  }
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  let yearOfRecord = input.yearOfRecord;
  let monthOfRecord = input.monthOfRecord ?? null;
  if (input.exportFor === 'contributors') {
    // The contributor export is of the current year (002 §5).
    yearOfRecord = currentYear;
    monthOfRecord = null;
  } else if (yearOfRecord === undefined) {
    errors.push({ field: 'year_of_record', detail: 'Select an export date' });
  } else if (yearOfRecord < FIRST_YEAR || yearOfRecord > currentYear) {
    errors.push({ field: 'year_of_record', detail: `Must be from ${FIRST_YEAR} to ${currentYear}` });
  } else if (monthOfRecord !== null) {
    if (monthOfRecord < 1 || monthOfRecord > 12) {
      errors.push({ field: 'month_of_record', detail: 'Must be from 1 to 12' });
    } else if (yearOfRecord === currentYear && monthOfRecord > currentMonth) {
      errors.push({ field: 'month_of_record', detail: 'Can not be later than this month' });
    }
  }
  if (errors.length > 0) throw unprocessable(errors);
  return {
    coalitionId: coalitionId!,
    exportFor: input.exportFor,
    organizationIds: [...new Set(input.organizationIds)],
    yearOfRecord: yearOfRecord!,
    monthOfRecord,
    filters: {
      states: [...(input.states ?? []), ...(input.state ? [input.state] : [])],
      countyIds: [...(input.usCountyIds ?? []), ...(input.usCountyId ? [input.usCountyId] : [])],
      provinces: input.provinces ?? [],
      orgTypes: input.orgTypes ?? [],
    },
  };
}

const organizationsSchema = z.object({
  coalitionId: id,
  counties: optional(ids(MAX_REGIONS)),
  states: optional(regions),
  provinces: optional(regions),
  orgType: optional(orgTypes),
  dataRequested: optional(z.enum(EXPORT_FOR, { error: 'Must be intake_outcome, community or contributors' })),
});

/** `POST /organizations/coalition_organization`: plain or JSON:API body. */
export function parseCoalitionOrganizations(body: unknown) {
  const input = parseAttributes(
    organizationsSchema,
    readAttributes(body, 'coalition_organization', { topLevel: true }),
  );
  return {
    coalitionId: input.coalitionId,
    exportFor: input.dataRequested ?? 'intake_outcome',
    filters: {
      states: input.states ?? [],
      countyIds: input.counties ?? [],
      provinces: input.provinces ?? [],
      orgTypes: input.orgType ?? [],
    } satisfies RegionFilters,
  };
}

const typesSchema = z.object({
  coalitionId: id,
  counties: optional(ids(MAX_REGIONS)),
  states: optional(regions),
  provinces: optional(regions),
  communityService: optional(z.boolean({ error: 'Must be true or false' })),
});

/** `POST /organizations/coalition_organization_types`. */
export function parseCoalitionOrganizationTypes(body: unknown) {
  const input = parseAttributes(
    typesSchema,
    readAttributes(body, 'coalition_organization_types', { topLevel: true }),
  );
  return {
    coalitionId: input.coalitionId,
    exportFor: (input.communityService ? 'community' : 'intake_outcome') as ExportFor,
    filters: {
      states: input.states ?? [],
      countyIds: input.counties ?? [],
      provinces: input.provinces ?? [],
      orgTypes: [],
    } satisfies RegionFilters,
  };
}
