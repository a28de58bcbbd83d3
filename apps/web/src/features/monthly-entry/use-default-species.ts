/**
 * Creates the default species' records of a month for an organization admin (000 §4), once per
 * location-month and page visit: a refused or failed attempt is not repeated in a loop. When someone
 * else created them first (the same month open in two places), the month is read again, without an error.
 */
import { DUPLICATE_RECORD_CODE, type RecordKind } from '@sac/domain';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api/client';
import { showError } from '../../lib/toasts';
import type { MonthRecord } from './api/month-records';
import { refreshAfterWrite } from './api/refresh-after-write';
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
  const queryClient = useQueryClient();
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
    const onError = (error: Error) => {
      const createdElsewhere =
        error instanceof ApiError && error.errors.some((e) => e.code === DUPLICATE_RECORD_CODE);
      if (createdElsewhere) void refreshAfterWrite(queryClient, locationId);
      else showError(error);
    };
    mutate({ locationId, year, month, kinds, add: [], remove: [], create }, { onError });
  });

  return { creating: changeSpecies.isPending || needed, error: changeSpecies.error };
}
