/**
 * A counted month written as a location's intake/outcome records (issue 16), inside the caller's transaction:
 * one record per species and table, every field of the month's status rule filled (0 where no event), the
 * beginning and ending counts when the vendor gave them — else an empty counts record, so that the month stays
 * incomplete until the organization enters them (counts it entered are kept). Then the month's statuses are
 * refreshed and an entry log of channel `api` is written, as a CSV upload does.
 *
 * A month entered by hand or by CSV (its last entry log is not `api`) is never replaced silently: when its
 * numbers differ from the vendor's, nothing is written and the differences are returned for an administrator
 * to choose (`overwrite`). Numbers equal to the stored ones are not written again: a re-run changes nothing.
 */
import {
  ANIMAL_COUNT_FIELDS,
  type CsvColumn,
  type CsvRecord,
  type CustodyCounts,
  countField,
  type MonthTally,
  type RecordKind,
  type Species,
  statusFields,
  toSnakeCase,
} from '@sac/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import type { AggregationDifference } from '../db/schema/index';
import { animalCounts, animalIntakes, animalOutcomes, entryLogs } from '../db/schema/index';
import { refreshMonthStatuses } from '../month-statuses/refresh-month-statuses';
import { upsertCsvRecords } from '../resources/file-imports/upsert-csv-records';

export type AggregatedMonth = {
  organizationId: number;
  locationId: number;
  year: number;
  month: number;
  tally: MonthTally;
  custody: Map<Species, CustodyCounts[]> | null;
  /** Replace a month entered by hand or by CSV. */
  overwrite: boolean;
  userId: number | null;
  now: Date;
};

export type WriteOutcome =
  | { kind: 'written'; recordsWritten: number }
  | { kind: 'unchanged' }
  | { kind: 'needs_review'; differences: AggregationDifference[] };

const TABLES = {
  animal_intakes: animalIntakes,
  animal_outcomes: animalOutcomes,
  animal_counts: animalCounts,
};
type Values = Record<string, number | string | null>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The records the month's events make: species → kind → field values. */
function targetRecords(
  input: AggregatedMonth,
  existingSpecies: Iterable<string>,
): Map<Species, Map<RecordKind, Values>> {
  const month = { year: input.year, month: input.month };
  const species = new Set<Species>([
    ...input.tally.intakes.keys(),
    ...input.tally.outcomes.keys(),
    ...(input.custody?.keys() ?? []),
    ...(existingSpecies as Iterable<Species>),
  ]);
  const lastDay = new Date(Date.UTC(input.year, input.month, 0)).getUTCDate();
  const records = new Map<Species, Map<RecordKind, Values>>();
  for (const key of species) {
    const byKind = new Map<RecordKind, Values>();
    for (const [kind, counts] of [
      ['animal_intakes', input.tally.intakes.get(key)],
      ['animal_outcomes', input.tally.outcomes.get(key)],
    ] as const) {
      const values: Values = Object.fromEntries(statusFields(kind, month).map((field) => [field, 0]));
      for (const [category, byAge] of counts ?? []) {
        for (const [ageGroup, count] of Object.entries(byAge)) {
          values[countField(ageGroup as keyof typeof byAge, category)] = count;
        }
      }
      byKind.set(kind, values);
    }
    if (input.custody) {
      const [start, end] = input.custody.get(key) ?? [
        { inCare: 0, inFoster: 0 },
        { inCare: 0, inFoster: 0 },
      ];
      byKind.set('animal_counts', {
        beginningAnimalCount: start!.inCare,
        beginningFosterAnimalCount: start!.inFoster,
        endingAnimalCount: end!.inCare,
        endingFosterAnimalCount: end!.inFoster,
        beginningAnimalCountDate: `${input.year}-${pad(input.month)}-01`,
        endingAnimalCountDate: `${input.year}-${pad(input.month)}-${pad(lastDay)}`,
      });
    }
    records.set(key, byKind);
  }
  return records;
}

async function readExisting(tx: Tx, input: AggregatedMonth): Promise<Map<RecordKind, Map<string, Values>>> {
  const existing = new Map<RecordKind, Map<string, Values>>();
  for (const [kind, table] of Object.entries(TABLES) as [RecordKind, (typeof TABLES)['animal_counts']][]) {
    const rows = await tx
      .select()
      .from(table)
      .where(
        and(
          eq(table.locationId, input.locationId),
          eq(table.yearOfRecord, input.year),
          eq(table.monthOfRecord, input.month),
          isNull(table.archivedAt),
        ),
      );
    existing.set(kind, new Map(rows.map((row) => [row.species, row as unknown as Values])));
  }
  return existing;
}

/** Whether the month's last entry was made by hand or by CSV (not by an aggregation). */
async function enteredByPeople(tx: Tx, input: AggregatedMonth): Promise<boolean> {
  const [last] = await tx
    .select({ channel: entryLogs.channel })
    .from(entryLogs)
    .where(
      and(
        eq(entryLogs.locationId, input.locationId),
        eq(entryLogs.action, 'intake_outcome'),
        eq(entryLogs.year, input.year),
        eq(entryLogs.month, input.month),
      ),
    )
    .orderBy(desc(entryLogs.createdAt), desc(entryLogs.id))
    .limit(1);
  return last !== undefined && last.channel !== 'api';
}

/** The layout `upsertCsvRecords` writes: one column per field written, of the table it belongs to. */
function layoutOf(records: Map<Species, Map<RecordKind, Values>>) {
  const [first] = records.values();
  const columns: CsvColumn[] = [];
  for (const [kind, values] of first ?? []) {
    for (const field of Object.keys(values)) {
      columns.push({ name: field, target: kind, field, date: field.endsWith('Date') });
    }
  }
  return {
    type: 'intake_outcome' as const,
    columns,
    positions: columns.map((_, i) => i),
    width: columns.length,
  };
}

export async function writeAggregatedMonth(tx: Tx, input: AggregatedMonth): Promise<WriteOutcome> {
  const existing = await readExisting(tx, input);
  const existingSpecies = new Set([...existing.values()].flatMap((bySpecies) => [...bySpecies.keys()]));
  const records = targetRecords(input, existingSpecies);

  const differences: AggregationDifference[] = [];
  let recordsWritten = 0;
  for (const [species, byKind] of records) {
    for (const [kind, values] of byKind) {
      const stored = existing.get(kind)?.get(species);
      let changed = !stored;
      for (const [field, value] of Object.entries(values)) {
        const before = stored ? (stored[field] ?? null) : null;
        if (before === value) continue;
        changed = true;
        if (typeof value === 'number' || value === null) {
          differences.push({
            table: kind,
            species,
            field,
            entered: before as number | null,
            shelter_software: value,
          });
        }
      }
      if (changed) recordsWritten += 1;
    }
  }
  // Without the vendor's counts, a species without a counts record gets an empty one.
  const countsToEnter = input.custody
    ? 0
    : [...records.keys()].filter((s) => !existing.get('animal_counts')?.has(s)).length;
  if (recordsWritten === 0 && countsToEnter === 0) return { kind: 'unchanged' };
  const reviewable = differences.filter((d) => d.entered !== null || existingSpecies.has(d.species));
  if (!input.overwrite && reviewable.length > 0 && (await enteredByPeople(tx, input))) {
    return { kind: 'needs_review', differences: reviewable };
  }

  const layout = layoutOf(records);
  const csvRecords: CsvRecord[] = [...records].map(([species, byKind], row) => ({
    locationId: input.locationId,
    species,
    year: input.year,
    month: input.month,
    row,
    values: [...byKind.values()].flatMap((values) => Object.values(values)),
  }));
  await upsertCsvRecords(tx, layout, csvRecords, { organizationId: input.organizationId, now: input.now });
  if (!input.custody) await keepCountsToEnter(tx, input, [...records.keys()]);
  const key = {
    locationId: input.locationId,
    organizationId: input.organizationId,
    year: input.year,
    month: input.month,
  };
  await refreshMonthStatuses(tx, [key], 'intake_outcome');
  await tx.insert(entryLogs).values({
    ...key,
    userId: input.userId,
    action: 'intake_outcome',
    channel: 'api',
    createdAt: input.now,
    updatedAt: input.now,
  });
  return { kind: 'written', recordsWritten: recordsWritten + countsToEnter };
}

/** An empty counts record for each species without one (or with an archived one): left for people to fill. */
async function keepCountsToEnter(tx: Tx, input: AggregatedMonth, species: Species[]) {
  const nulls = ANIMAL_COUNT_FIELDS.map((f) => `${toSnakeCase(f.key)} = null`).join(', ');
  await tx.execute(sql`insert into animal_counts (location_id, organization_id, species, year_of_record,
      month_of_record, date_of_record, created_at, updated_at)
    select ${input.locationId}::int, ${input.organizationId}::int, s, ${input.year}::int, ${input.month}::int,
      make_date(${input.year}::int, ${input.month}::int, 1), ${input.now}::timestamptz, ${input.now}::timestamptz
    from unnest(${`{${species.join(',')}}`}::text[]) as s
    on conflict (location_id, year_of_record, month_of_record, species) do update set
      archived_at = null, updated_at = excluded.updated_at, ${sql.raw(nulls)}
    where animal_counts.archived_at is not null`);
}
