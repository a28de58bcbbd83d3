/**
 * Adds and removes species of a location-month (000 §4, §7): one `PATCH /api/v1/locations/{id}`
 * sideposting a record to create (temp-id) or destroy (id) for each kind, in one transaction.
 */
import type { RecordKind, Species } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { MonthRecord } from './month-records';
import { refreshAfterWrite } from './refresh-after-write';

export type RecordRef = { kind: RecordKind; id: string };
export type RecordToCreate = { kind: RecordKind; species: Species };

export type SpeciesChangeInput = {
  locationId: string;
  year: number;
  month: number;
  /** The kinds a species added with `add` gets a record of. */
  kinds: readonly RecordKind[];
  add: readonly Species[];
  remove: readonly RecordRef[];
  /** Records to create for one kind only (filling the gaps of a month). */
  create?: readonly RecordToCreate[];
};

type Linkage = { type: RecordKind; method: 'create' | 'destroy'; id?: string; 'temp-id'?: string };

/** The sidepost document of a species change. */
export function speciesChangeBody({
  locationId,
  year,
  month,
  kinds,
  add,
  remove,
  create = [],
}: SpeciesChangeInput) {
  const toCreate: RecordToCreate[] = [
    ...kinds.flatMap((kind) => add.map((species) => ({ kind, species }))),
    ...create,
  ];
  const relationships: Partial<Record<RecordKind, { data: Linkage[] }>> = {};
  const link = (kind: RecordKind, linkage: Linkage) => {
    relationships[kind] ??= { data: [] };
    relationships[kind].data.push(linkage);
  };
  const included = toCreate.map(({ kind, species }, index) => {
    const tempId = `${kind}-${species}-${index}`;
    link(kind, { type: kind, 'temp-id': tempId, method: 'create' });
    return {
      type: kind,
      'temp-id': tempId,
      attributes: { locationId: Number(locationId), species, monthOfRecord: month, yearOfRecord: year },
    };
  });
  for (const { kind, id } of remove) link(kind, { type: kind, id, method: 'destroy' });
  return { data: { id: locationId, type: 'locations', attributes: {}, relationships }, included };
}

/** The records of the removed species, among a month's records of each kind. */
export function recordsOfSpecies(
  recordsByKind: Partial<Record<RecordKind, readonly MonthRecord[]>>,
  species: readonly Species[],
): RecordRef[] {
  return Object.entries(recordsByKind).flatMap(([kind, records]) =>
    (records ?? [])
      .filter((record) => species.includes(record.species))
      .map((record) => ({ kind: kind as RecordKind, id: record.id })),
  );
}

export function useChangeSpecies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpeciesChangeInput) =>
      api.patch(`/api/v1/locations/${encodeURIComponent(input.locationId)}`, speciesChangeBody(input)),
    onSuccess: (_answer, { locationId }) => refreshAfterWrite(queryClient, locationId),
  });
}
