/**
 * What an upload left in the database, read through the API: the records of a month hold the file's
 * counts, its status; or nothing at all for a refused file.
 */
import { csvColumns, type FileImportType, toSnakeCase } from '@sac/domain';
import type { apiSession } from './api-session';
import { type CsvRows, rowByHeader } from './csv-files';
import { expect } from './support';

type Api = Awaited<ReturnType<typeof apiSession>>;
type ApiRecord = { attributes: Record<string, unknown> };

async function monthRecords(api: Api, kind: string, locationId: string, year: number, month: number) {
  const answer = await api.get(
    `/api/v1/${kind}?filter[location_id][eq]=${locationId}&filter[year_of_record][eq]=${year}&filter[month_of_record][eq]=${month}&page[size]=100`,
  );
  return answer.data as ApiRecord[];
}

export async function monthStatus(
  api: Api,
  action: FileImportType,
  locationId: string,
  year: number,
  month: number,
): Promise<string | null> {
  const answer = await api.get(
    `/api/v1/data_entry_status?filter[location_id][eq]=${locationId}&filter[year][eq]=${year}&filter[month][eq]=${month}&filter[action][eq]=${action}`,
  );
  return (answer.data[0]?.attributes.status as string | undefined) ?? null;
}

/** Every count of every row of the file (one location and month) is in the records of its species. */
export async function expectMonthSaved(api: Api, type: FileImportType, locationId: string, rows: CsvRows) {
  const first = rowByHeader(rows, 2);
  const [year, month] = [Number(first.yearOfRecord), Number(first.monthOfRecord)];
  const columns = csvColumns(type).filter((c) => c.target !== 'key' && !c.date && rows[0]!.includes(c.name));
  const kinds = [...new Set(columns.map((c) => c.target))];
  for (const kind of kinds) {
    const records = await monthRecords(api, kind, locationId, year, month);
    expect(records, `${kind} of ${month}/${year}`).toHaveLength(rows.length - 1);
    for (let row = 2; row <= rows.length; row += 1) {
      const cells = rowByHeader(rows, row);
      const record = records.find((r) => r.attributes.species === cells.species);
      expect(record, `${kind} ${cells.species}`).toBeDefined();
      const saved = Object.fromEntries(
        columns
          .filter((c) => c.target === kind)
          .map((c) => [c.name, record!.attributes[toSnakeCase(c.field)]]),
      );
      const expected = Object.fromEntries(
        columns.filter((c) => c.target === kind).map((c) => [c.name, Number(cells[c.name])]),
      );
      expect(saved, `${kind} ${cells.species}`).toEqual(expected);
    }
  }
}

/** A refused file left no record and no status for its month. */
export async function expectNothingSaved(
  api: Api,
  type: FileImportType,
  locationId: string,
  year: number,
  month: number,
) {
  const kinds = [...new Set(csvColumns(type).map((c) => c.target))].filter((k) => k !== 'key');
  for (const kind of kinds) expect(await monthRecords(api, kind, locationId, year, month)).toEqual([]);
  expect([null, 'unbegun']).toContain(await monthStatus(api, type, locationId, year, month));
}
