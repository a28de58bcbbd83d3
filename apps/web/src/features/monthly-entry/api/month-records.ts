/**
 * The records of one location-month of one kind (000 §7 `GET /api/v1/{kind}?filter[location_id][eq]
 * &filter[year_of_record][eq]&filter[month_of_record][eq]&page[size]=1000`): one record per species.
 */
import { DATA_PULL_PAGE_SIZE, type RecordKind, type Species } from '@sac/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';

export type { RecordKind };

/** A record as the client camelized it; the count fields are `number | null` (null: not entered yet). */
export type MonthRecord = Resource & {
  species: Species;
  locationId: number | string;
  yearOfRecord: number;
  monthOfRecord: number;
  meta?: { canUpdate?: boolean };
  [field: string]: unknown;
};

export type MonthTarget = { locationId: string; year: number; month: number };

export const monthRecordsKey = ({ kind, locationId, year, month }: MonthTarget & { kind: RecordKind }) =>
  ['month-records', kind, locationId, year, month] as const;

export async function getMonthRecords({
  kind,
  locationId,
  year,
  month,
}: MonthTarget & { kind: RecordKind }): Promise<MonthRecord[]> {
  const doc = await api.get<JsonApiDocument>(`/api/v1/${kind}`, {
    'filter[location_id][eq]': locationId,
    'filter[year_of_record][eq]': year,
    'filter[month_of_record][eq]': month,
    'page[size]': DATA_PULL_PAGE_SIZE,
  });
  return normalizeMany<MonthRecord>(doc).data;
}

export const monthRecordsQueryOptions = (input: MonthTarget & { kind: RecordKind }) =>
  queryOptions({ queryKey: monthRecordsKey(input), queryFn: () => getMonthRecords(input) });
