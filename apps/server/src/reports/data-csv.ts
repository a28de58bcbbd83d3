/**
 * The data CSVs: monthly records in exactly the columns of the CSV upload (packages/domain csv-columns),
 * legacy columns included, so that any data file the portal writes can be uploaded back unchanged.
 * Built as one SELECT that PostgreSQL writes out itself with COPY … TO STDOUT (FORMAT csv): RFC 4180
 * quoting is PostgreSQL's, and no cell can start a formula (ids, years, months, species codes, ISO dates
 * and counts that are never negative). Report CSVs, the national file and its nightly job share it.
 *
 * A count not entered is an empty cell. The count dates default to the first and last day of the month
 * (the screens do not ask for them), so a month entered by hand exports with every field filled.
 */
import {
  ANIMAL_COUNT_FIELDS,
  CSV_KEY_COLUMNS,
  csvColumns,
  type FileImportType,
  type RecordKind,
  SPECIES_KEYS,
  toSnakeCase,
} from '@sac/domain';

export type DataPeriod = { year: number; month?: number };

export type DataCsvFilter = {
  organizationId?: number;
  locationIds?: readonly number[];
  /** Months, or whole years (no month); none: every month. */
  periods?: readonly DataPeriod[];
};

const KEYS = ['location_id', 'year_of_record', 'month_of_record', 'species'] as const;
const ALIASES: Record<RecordKind, string> = {
  animal_counts: 'c',
  animal_intakes: 'i',
  animal_outcomes: 'o',
  animal_services: 's',
};
const COUNT_FIELDS = new Set<string>(ANIMAL_COUNT_FIELDS.map((f) => f.key));

function integer(value: number, name: string): string {
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${value}`);
  return String(value);
}

/** The WHERE of one record table (values are checked integers, written inline: COPY takes no parameters). */
export function dataCsvWhere(filter: DataCsvFilter): string {
  const parts = ['archived_at is null'];
  if (filter.organizationId !== undefined) {
    parts.push(`organization_id = ${integer(filter.organizationId, 'organizationId')}`);
  }
  if (filter.locationIds) {
    const ids = filter.locationIds.map((id) => integer(id, 'locationId'));
    parts.push(ids.length > 0 ? `location_id in (${ids.join(', ')})` : 'false');
  }
  if (filter.periods) {
    const periods = filter.periods.map(({ year, month }) =>
      month === undefined
        ? `year_of_record = ${integer(year, 'year')}`
        : `(year_of_record = ${integer(year, 'year')} and month_of_record = ${integer(month, 'month')})`,
    );
    parts.push(periods.length > 0 ? `(${periods.join(' or ')})` : 'false');
  }
  return parts.join(' and ');
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const monthStart = 'make_date(year_of_record, month_of_record, 1)';

/** Each upload column as an expression of the joined records, named by its header. */
function columnExpressions(type: FileImportType): string[] {
  return csvColumns(type).map((column) => {
    if (column.target === 'key') return `${toSnakeCase(column.field)} as ${quoted(column.name)}`;
    if (column.name === 'beginningAnimalCountDate') {
      return `to_char(coalesce(c.beginning_animal_count_date, ${monthStart}), 'YYYY-MM-DD') as ${quoted(column.name)}`;
    }
    if (column.name === 'endingAnimalCountDate') {
      return `to_char(coalesce(c.ending_animal_count_date, (${monthStart} + interval '1 month - 1 day')::date), 'YYYY-MM-DD') as ${quoted(column.name)}`;
    }
    const alias = COUNT_FIELDS.has(column.field) ? 'c' : ALIASES[column.target];
    return `${alias}.${toSnakeCase(column.field)} as ${quoted(column.name)}`;
  });
}

const speciesOrder = (column: string) =>
  `array_position(array[${SPECIES_KEYS.map((s) => `'${s}'`).join(', ')}]::text[], ${column})`;

/** The locations whose records the filter can reach (every location when it names none). */
function locationWhere(filter: DataCsvFilter): string {
  const parts: string[] = [];
  if (filter.organizationId !== undefined) {
    parts.push(`l.organization_id = ${integer(filter.organizationId, 'organizationId')}`);
  }
  if (filter.locationIds) {
    const ids = filter.locationIds.map((id) => integer(id, 'locationId'));
    parts.push(ids.length > 0 ? `l.id in (${ids.join(', ')})` : 'false');
  }
  return parts.length > 0 ? `where ${parts.join(' and ')}` : '';
}

/**
 * One row per location, month and species that has records, in upload columns and order.
 * The records are joined location by location (a lateral join on each table's unique index), so that
 * PostgreSQL streams the rows in location order and only sorts each location's few rows: the first byte
 * of a national file leaves at once, instead of after a sort of the whole year (or of every year).
 */
export function dataCsvSelect(type: FileImportType, filter: DataCsvFilter): string {
  const where = `location_id = l.id and ${dataCsvWhere(filter)}`;
  const using = `using (${KEYS.join(', ')})`;
  const from =
    type === 'services'
      ? `(select * from animal_services where ${where}) s`
      : `(select * from animal_counts where ${where}) c
         full join (select * from animal_intakes where ${where}) i ${using}
         full join (select * from animal_outcomes where ${where}) o ${using}`;
  const [, year, month, species] = CSV_KEY_COLUMNS.map((name) => `r.${quoted(name)}`);
  return `select r.* from locations l
    cross join lateral (select ${columnExpressions(type).join(', ')} from ${from}) r
    ${locationWhere(filter)}
    order by l.id, ${year}, ${month}, ${speciesOrder(species!)}`;
}

/** The COPY statement that writes the select as CSV with its header line. */
export function dataCsvCopy(type: FileImportType, filter: DataCsvFilter): string {
  return `copy (${dataCsvSelect(type, filter)}) to stdout with (format csv, header true)`;
}
