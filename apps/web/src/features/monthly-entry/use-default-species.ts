/**
 * Creates the default species' records of a month for an organization admin (000 §4), once per
 * location-month and page visit: a refused or failed attempt is not repeated in a loop.
 */
import type { RecordKind } from '@sac/domain';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { showError } from '../../lib/toasts';
import type { MonthRecord } from './api/month-records';
import { useChangeSpecies } from './api/species-changes';
import { missingDefaultRecords } from './default-species';

type DefaultSpeciesInput = {
  locationId: string | null;
  year: number;
  month: number;
  kinds: readonly RecordKind[];
  /** The month's records of each kind; undefined while any of them is loading or being fetched again. */
  recordsByKind: Partial<Record<RecordKind, readonly MonthRecord[]>> | undefined;
  /** undefined while the organization is loading. */
  organizationSpecies: readonly string[] | null | undefined;
  /** The user may create records here (an org admin, location open). */
  enabled: boolean;
};

export function useDefaultSpecies({
  locationId,
  year,
  month,
  kinds,
  recordsByKind,
  organizationSpecies,
  enabled,
}: DefaultSpeciesInput) {
  const changeSpecies = useChangeSpecies();
  const attempted = useRef(new Set<string>());
  // Records read again after a species change arrive kind by kind; in between the month looks uneven.
  const refetching =
    useIsFetching({
      predicate: ({ queryKey }) =>
        queryKey[0] === 'month-records' &&
        queryKey[2] === locationId &&
        queryKey[3] === year &&
        queryKey[4] === month,
    }) > 0;
  const ready =
    enabled && !!locationId && !!recordsByKind && organizationSpecies !== undefined && !refetching;
  const create = ready ? missingDefaultRecords(kinds, recordsByKind, organizationSpecies) : [];
  const key = `${locationId}-${year}-${month}`;
  const needed = create.length > 0 && !attempted.current.has(key);
  const { mutate } = changeSpecies;

  useEffect(() => {
    if (!needed || !locationId) return;
    attempted.current.add(key);
    mutate({ locationId, year, month, kinds, add: [], remove: [], create }, { onError: showError });
  });

  return { creating: changeSpecies.isPending || needed, error: changeSpecies.error };
}
