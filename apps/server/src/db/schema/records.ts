/**
 * The monthly record tables. Their count columns are generated from the category lists of
 * `@sac/domain`; totals are generated columns, so no client can ever write one.
 */
import {
  AGE_GROUP_KEYS,
  ANIMAL_COUNT_FIELDS,
  type CategoryDef,
  countField,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
  toSnakeCase,
} from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  type PgColumn,
  type PgColumnBuilderBase,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { locations, organizations } from './organizations';

const sumOf = (columns: string[]): SQL =>
  sql.raw(columns.map((c) => `coalesce("${toSnakeCase(c)}", 0)`).join(' + '));

function enteredColumns(categories: readonly CategoryDef[]): Record<string, PgColumnBuilderBase> {
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const category of categories) {
    for (const ageGroup of AGE_GROUP_KEYS) {
      const name = countField(ageGroup, category.key);
      columns[name] = integer(toSnakeCase(name));
    }
  }
  return columns;
}

function categoryTotalColumns(categories: readonly CategoryDef[]): Record<string, PgColumnBuilderBase> {
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const category of categories) {
    const name = countField('total', category.key);
    const parts = AGE_GROUP_KEYS.map((a) => countField(a, category.key));
    columns[name] = integer(toSnakeCase(name)).generatedAlwaysAs(sumOf(parts));
  }
  return columns;
}

function groupTotalColumn(
  name: string,
  categories: readonly CategoryDef[],
): Record<string, PgColumnBuilderBase> {
  const parts = categories.flatMap((c) => AGE_GROUP_KEYS.map((a) => countField(a, c.key)));
  return { [name]: integer(toSnakeCase(name)).generatedAlwaysAs(sumOf(parts)) };
}

const recordKeyColumns = () => ({
  id: id(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  species: text('species').notNull(),
  yearOfRecord: smallint('year_of_record').notNull(),
  monthOfRecord: smallint('month_of_record').notNull(),
  dateOfRecord: date('date_of_record').notNull(),
  archivedAt: tstz('archived_at'),
  ...timestamps(),
});

/**
 * Unique key, organization index, and the checks every monthly record table shares. `summed`: the totals
 * that sums over many organizations read (the coalition home's graphs). The organization index then also
 * holds them, with the species, location and archiving, so that such a sum reads the index alone instead
 * of a heap page per record (a year of 347 contributors at national scale: 10-13 ms instead of 31).
 */
function recordConstraints(table: string, countColumns: string[], summed: string[] = []) {
  return (t: Record<string, unknown>) => {
    const cols = t as Record<string, PgColumn>;
    const covered = summed.length === 0 ? [] : ['species', 'locationId', 'archivedAt', ...summed];
    return [
      uniqueIndex(`${table}_location_species_month_idx`).on(
        cols.locationId!,
        cols.yearOfRecord!,
        cols.monthOfRecord!,
        cols.species!,
      ),
      index(`${table}_organization_month_idx`).on(
        cols.organizationId!,
        cols.yearOfRecord!,
        cols.monthOfRecord!,
        ...covered.map((key) => cols[key]!),
      ),
      check(`${table}_month_range`, sql`${cols.monthOfRecord} between 1 and 12`),
      check(
        `${table}_counts_not_negative`,
        sql.raw(countColumns.map((c) => `coalesce("${toSnakeCase(c)}", 0) >= 0`).join(' and ')),
      ),
    ];
  };
}

const intakeEntered = enteredColumns(INTAKE_CATEGORIES);
export const animalIntakes = pgTable(
  'animal_intakes',
  {
    ...recordKeyColumns(),
    ...intakeEntered,
    ...categoryTotalColumns(INTAKE_CATEGORIES),
    ...groupTotalColumn('totalLiveIntakeCount', INTAKE_CATEGORIES),
  },
  recordConstraints('animal_intakes', Object.keys(intakeEntered), ['totalLiveIntakeCount']),
);

const liveOutcomes = OUTCOME_CATEGORIES.filter((c) => c.group === 'live_outcome');
const otherOutcomes = OUTCOME_CATEGORIES.filter((c) => c.group === 'other_outcome');
const outcomeEntered = enteredColumns(OUTCOME_CATEGORIES);
export const animalOutcomes = pgTable(
  'animal_outcomes',
  {
    ...recordKeyColumns(),
    ...outcomeEntered,
    ...categoryTotalColumns(OUTCOME_CATEGORIES),
    ...groupTotalColumn('totalLiveOutcomeCount', liveOutcomes),
    ...groupTotalColumn('totalOtherOutcomeCount', otherOutcomes),
    ...groupTotalColumn('totalOutcomesCount', OUTCOME_CATEGORIES),
  },
  recordConstraints('animal_outcomes', Object.keys(outcomeEntered)),
);

const serviceEntered = enteredColumns(SERVICE_CATEGORIES);
export const animalServices = pgTable(
  'animal_services',
  {
    ...recordKeyColumns(),
    ...serviceEntered,
    ...categoryTotalColumns(SERVICE_CATEGORIES),
    ...groupTotalColumn(
      'totalFieldServicesCount',
      SERVICE_CATEGORIES.filter((c) => c.group === 'field'),
    ),
    ...groupTotalColumn(
      'totalVeterinaryServicesCount',
      SERVICE_CATEGORIES.filter((c) => c.group === 'veterinary'),
    ),
    ...groupTotalColumn(
      'totalBehavioralServicesCount',
      SERVICE_CATEGORIES.filter((c) => c.group === 'behavioral'),
    ),
    ...groupTotalColumn(
      'totalSupportServicesCount',
      SERVICE_CATEGORIES.filter((c) => c.group === 'support'),
    ),
  },
  recordConstraints('animal_services', Object.keys(serviceEntered), [
    'totalFieldServicesCount',
    'totalVeterinaryServicesCount',
    'totalBehavioralServicesCount',
    'totalSupportServicesCount',
  ]),
);

const countColumns: Record<string, PgColumnBuilderBase> = {};
for (const field of ANIMAL_COUNT_FIELDS) countColumns[field.key] = integer(toSnakeCase(field.key));
export const animalCounts = pgTable(
  'animal_counts',
  {
    ...recordKeyColumns(),
    ...countColumns,
    beginningAnimalCountDate: date('beginning_animal_count_date'),
    endingAnimalCountDate: date('ending_animal_count_date'),
  },
  recordConstraints(
    'animal_counts',
    ANIMAL_COUNT_FIELDS.map((f) => f.key),
  ),
);
