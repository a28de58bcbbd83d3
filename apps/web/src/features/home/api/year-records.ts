/**
 * A location's records of one database and year (000 §7 `GET /api/v1/locations/{id}?include=animal_intakes
 * &filter[animal_intakes.year_of_record][eq]={year}`, or animal_services): the home's graph and category table.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne } from '../../../lib/api/jsonapi';
import type { OverviewKind, YearRecord } from '../year-overview';

const RELATIONSHIP: Record<OverviewKind, 'animalIntakes' | 'animalServices'> = {
  animal_intakes: 'animalIntakes',
  animal_services: 'animalServices',
};

export type YearRecordsParams = { kind: OverviewKind; locationId: string; year: number };

export const yearRecordsQueryOptions = ({ kind, locationId, year }: YearRecordsParams) =>
  queryOptions({
    queryKey: ['year-records', locationId, kind, year],
    queryFn: async (): Promise<YearRecord[]> => {
      const doc = await api.get<JsonApiDocument>(`/api/v1/locations/${locationId}`, {
        include: kind,
        [`filter[${kind}.year_of_record][eq]`]: year,
      });
      const records = normalizeOne(doc).data[RELATIONSHIP[kind]];
      return Array.isArray(records) ? (records as YearRecord[]) : [];
    },
  });
