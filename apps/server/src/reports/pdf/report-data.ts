/**
 * The numbers of a data report: the chosen locations' records summed per period (a month, or a whole year)
 * and species group (canine, feline, other = every other species), in the SQL of the data CSV's WHERE so
 * that the PDF and the CSV of one report cover exactly the same records.
 */
import {
  AGE_GROUP_KEYS,
  ANIMAL_COUNT_FIELDS,
  type CategoryDef,
  countField,
  type EntryAction,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
  SPECIES,
  type SpeciesReportGroup,
  toSnakeCase,
} from '@sac/domain';
import type { Database } from '../../db/connection';
import { type DataCsvFilter, type DataPeriod, dataCsvWhere } from '../data-csv';

export type ReportScope = {
  organizationId: number;
  /** One location; absent: every location of the organization. */
  locationIds?: readonly number[];
  /** Months, or whole years (no month). */
  periods: readonly DataPeriod[];
};

/** The sums of one period and species group: field (camelCase) → sum, and how many records held them. */
export type GroupSums = { records: number; values: Record<string, number> };
/** Keyed by `periodKey` then species group. */
export type ReportSums = Map<string, Map<SpeciesReportGroup, GroupSums>>;

export const periodKey = ({ year, month }: DataPeriod) =>
  month === undefined ? `${year}` : `${year}-${month}`;

const speciesGroup = `case ${SPECIES.map((s) => `when species = '${s.key}' then '${s.reportGroup}'`).join(' ')} else 'other' end`;
const fieldsOf = (categories: readonly CategoryDef[]) =>
  categories.flatMap((c) => AGE_GROUP_KEYS.map((age) => countField(age, c.key)));

type Row = Record<string, unknown>;

const periodColumns = (byMonth: boolean) => [
  'year_of_record as year',
  `${byMonth ? 'month_of_record' : 'null::smallint'} as month`,
  `${speciesGroup} as species_group`,
];

/** Sums of every entered field of a record table per period and species group. */
function sumsSelect(table: string, fields: readonly string[], byMonth: boolean, where: string) {
  const columns = [
    ...periodColumns(byMonth),
    'count(*) as records',
    ...fields.map((f) => `coalesce(sum(${toSnakeCase(f)}), 0) as "${f}"`),
  ];
  return `select ${columns.join(', ')} from ${table} where ${where} group by 1, 2, 3`;
}

/**
 * The beginning (or ending) counts of a period: for each location and species, those of its first (last)
 * month in the period whose counts were entered; then summed per species group. For a month that is simply
 * the month's counts; a year starts with each location's first reported month and ends with its last.
 */
function edgeCountsSelect(edge: 'beginning' | 'ending', byMonth: boolean, where: string) {
  const fields = ANIMAL_COUNT_FIELDS.map((f) => f.key).filter((key) => key.startsWith(edge));
  const columns = fields.map(toSnakeCase);
  const period = byMonth ? 'year_of_record, month_of_record' : 'year_of_record';
  const order = edge === 'beginning' ? 'asc' : 'desc';
  const sums = fields.map((f, i) => `coalesce(sum(${columns[i]}), 0) as "${f}"`);
  return `select ${[...periodColumns(byMonth), '0 as records', ...sums].join(', ')}
    from (select distinct on (location_id, species, ${period}) *
      from animal_counts where ${where} and (${columns.map((c) => `${c} is not null`).join(' or ')})
      order by location_id, species, ${period}, month_of_record ${order}) edge
    group by 1, 2, 3`;
}

function addRows(sums: ReportSums, rows: Row[]) {
  for (const row of rows) {
    const key = periodKey({
      year: Number(row.year),
      month: row.month == null ? undefined : Number(row.month),
    });
    const group = row.species_group as SpeciesReportGroup;
    const byGroup = sums.get(key) ?? new Map<SpeciesReportGroup, GroupSums>();
    sums.set(key, byGroup);
    const entry = byGroup.get(group) ?? { records: 0, values: {} };
    byGroup.set(group, entry);
    for (const [name, value] of Object.entries(row)) {
      if (name === 'year' || name === 'month' || name === 'species_group') continue;
      if (name === 'records') entry.records += Number(value);
      else entry.values[name] = (entry.values[name] ?? 0) + Number(value);
    }
  }
}

/** Every sum a report of `action` shows, for each chosen period and species group that has records. */
export async function readReportSums(
  database: Database,
  action: EntryAction,
  scope: ReportScope,
  byMonth: boolean,
): Promise<ReportSums> {
  const filter: DataCsvFilter = scope;
  const where = dataCsvWhere(filter);
  const selects =
    action === 'services'
      ? [sumsSelect('animal_services', fieldsOf(SERVICE_CATEGORIES), byMonth, where)]
      : [
          sumsSelect('animal_intakes', fieldsOf(INTAKE_CATEGORIES), byMonth, where),
          sumsSelect('animal_outcomes', fieldsOf(OUTCOME_CATEGORIES), byMonth, where),
          sumsSelect('animal_counts', [], byMonth, where),
          edgeCountsSelect('beginning', byMonth, where),
          edgeCountsSelect('ending', byMonth, where),
        ];
  const sums: ReportSums = new Map();
  for (const select of selects) addRows(sums, (await database.query(select)).rows);
  return sums;
}
