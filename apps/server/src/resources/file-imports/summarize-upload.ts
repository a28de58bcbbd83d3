/**
 * The upload's check step (`meta.dry_run`, docs/api-files.md): what a checked file would replace, written
 * nowhere. Every location-month of the file, with the species of its rows and, among them, those whose
 * records already hold data. A record holds data when it is not archived and any count column the upload
 * would overwrite is not null (a typed 0 is data; a record created by choosing a species and left empty
 * is not). One statement reads the three (or one) record tables through their unique index.
 */
import {
  csvColumns,
  type FileImportType,
  KINDS_OF,
  SPECIES_KEYS,
  type Species,
  toSnakeCase,
} from '@sac/domain';
import { inArray, sql } from 'drizzle-orm';
import { locations } from '../../db/schema/index';
import type { ResourceContext } from '../../http/jsonapi/index';
import { type CheckedCsvFile, readCheckedRecords } from './check-csv-file';
import type { UploadTarget } from './load-upload-target';

export type UploadMonthSummary = {
  locationId: number;
  locationName: string;
  year: number;
  month: number;
  /** The species of the file's rows for this location and month. */
  species: Species[];
  /** Those of them whose records already hold data: the upload would replace it. */
  replacedSpecies: Species[];
};

export type UploadSummary = { fileType: FileImportType; rowCount: number; months: UploadMonthSummary[] };

type RecordKey = { locationId: number; year: number; month: number; species: Species };

const monthKey = (k: Pick<RecordKey, 'locationId' | 'year' | 'month'>) =>
  `${k.locationId}|${k.year}|${k.month}`;
const bySpeciesOrder = (a: Species, b: Species) => SPECIES_KEYS.indexOf(a) - SPECIES_KEYS.indexOf(b);

/** `exists` over one record table: the key's record, not archived, with any count the file writes. */
function holdsDataIn(kind: string, fileType: FileImportType) {
  const counts = csvColumns(fileType)
    .filter((c) => c.target === kind && !c.date)
    .map((c) => `r.${toSnakeCase(c.field)} is not null`);
  return `exists (select 1 from ${kind} r where r.location_id = k.location_id and r.year_of_record = k.year
      and r.month_of_record = k.month and r.species = k.species and r.archived_at is null
      and (${counts.join(' or ')}))`;
}

async function findKeysHoldingData(
  ctx: ResourceContext,
  fileType: FileImportType,
  keys: RecordKey[],
): Promise<Set<string>> {
  // Array literals sent as one text parameter each (as the upload's writes do): the values are whole
  // numbers and species codes, checked by the file's reading, so none needs quoting.
  const array = (values: (number | string)[], type: string) =>
    sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;
  const columns = [
    array(
      keys.map((k) => k.locationId),
      'int',
    ),
    array(
      keys.map((k) => k.year),
      'int',
    ),
    array(
      keys.map((k) => k.month),
      'int',
    ),
    array(
      keys.map((k) => k.species),
      'text',
    ),
  ];
  const conditions = KINDS_OF[fileType].map((kind) => holdsDataIn(kind, fileType)).join(' or ');
  const { rows } = (await ctx.db.execute(sql`select k.location_id, k.year, k.month, k.species
    from unnest(${sql.join(columns, sql`, `)}) as k(location_id, year, month, species)
    where ${sql.raw(conditions)}`)) as unknown as {
    rows: { location_id: number; year: number; month: number; species: string }[];
  };
  return new Set(
    rows.map((r) => `${monthKey({ locationId: r.location_id, year: r.year, month: r.month })}|${r.species}`),
  );
}

async function loadLocationNames(ctx: ResourceContext, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function summarizeUpload(
  ctx: ResourceContext,
  file: CheckedCsvFile,
  target: UploadTarget,
): Promise<UploadSummary> {
  const keys: RecordKey[] = [];
  await readCheckedRecords(file, target, ctx.now, async (records) => {
    for (const { locationId, year, month, species } of records)
      keys.push({ locationId, year, month, species });
  });
  const holding = keys.length > 0 ? await findKeysHoldingData(ctx, file.fileType, keys) : new Set<string>();
  const names = await loadLocationNames(ctx, [...new Set(keys.map((k) => k.locationId))]);
  const months = new Map<string, UploadMonthSummary>();
  for (const key of keys) {
    const id = monthKey(key);
    const summary = months.get(id) ?? {
      locationId: key.locationId,
      locationName: names.get(key.locationId) ?? '',
      year: key.year,
      month: key.month,
      species: [],
      replacedSpecies: [],
    };
    months.set(id, summary);
    summary.species.push(key.species);
    if (holding.has(`${id}|${key.species}`)) summary.replacedSpecies.push(key.species);
  }
  const sorted = [...months.values()].sort(
    (a, b) => a.locationId - b.locationId || a.year - b.year || a.month - b.month,
  );
  for (const m of sorted) {
    m.species.sort(bySpeciesOrder);
    m.replacedSpecies.sort(bySpeciesOrder);
  }
  return { fileType: file.fileType, rowCount: file.rowCount, months: sorted };
}
