/**
 * A location's year-to-date totals per species (000 §7 `GET /api/v1/locations/{id}?include=ytd_species_totals
 * &filter[ytd_species_totals.year][eq]&filter[ytd_species_totals.action][eq]`), one row per species that
 * has records of that database in the year, in the domain's species order.
 */
import { type EntryAction, isSpecies, YTD_COLUMNS, type YtdSpeciesTotals } from '@sac/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';

export type YtdParams = { action: EntryAction; locationId: string; year: number };

const TOTAL_KEYS = [...YTD_COLUMNS.intake_outcome, ...YTD_COLUMNS.services].map((c) => c.key);

function toYtdTotals(resource: Resource): YtdSpeciesTotals | null {
  if (!isSpecies(resource.species)) return null;
  const row = { species: resource.species } as YtdSpeciesTotals;
  for (const key of TOTAL_KEYS) row[key] = Number(resource[key] ?? 0) || 0;
  return row;
}

export const ytdSpeciesTotalsQueryOptions = ({ action, locationId, year }: YtdParams) =>
  queryOptions({
    queryKey: ['ytd-species-totals', locationId, action, year],
    queryFn: async (): Promise<YtdSpeciesTotals[]> => {
      const doc = await api.get<JsonApiDocument>(`/api/v1/locations/${locationId}`, {
        include: 'ytd_species_totals',
        'filter[ytd_species_totals.year][eq]': year,
        'filter[ytd_species_totals.action][eq]': action,
      });
      const rows = normalizeOne(doc).data.ytdSpeciesTotals;
      return (Array.isArray(rows) ? (rows as Resource[]) : []).flatMap((r) => toYtdTotals(r) ?? []);
    },
  });
