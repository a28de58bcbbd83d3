/**
 * Everything the intake/outcome matrix reads for one location-month (000 §7): the three kinds of
 * records (the counts carry last month's ending counts, for Auto Calculate), the entry status, the balance check and the
 * organization's yearly intakes; and the automatic creation of the default species' records.
 */
import type { Species } from '@sac/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type MonthRecord, monthRecordsQueryOptions } from '../api/month-records';
import { monthStatusQueryOptions } from '../api/month-status';
import { speciesOfRecords } from '../default-species';
import { useDefaultSpecies } from '../use-default-species';
import type { EntryTarget } from '../use-entry-target';
import { annualIntakeTotalsQueryOptions } from './api/annual-intake-totals';
import { balanceReportsQueryOptions } from './api/balance-reports';
import { INTAKE_OUTCOME_KINDS, type IntakeOutcomeKind } from './matrix-groups';

export type RecordsByKind = Record<IntakeOutcomeKind, MonthRecord[]>;

export function useIntakeOutcomeMonth(target: EntryTarget) {
  const { locationId, year, month, organizationId } = target;
  const enabled = !!locationId;
  const monthTarget = { locationId: locationId ?? '', year, month };

  const records = useQueries({
    queries: INTAKE_OUTCOME_KINDS.map((kind) => ({
      ...monthRecordsQueryOptions({ ...monthTarget, kind }),
      enabled,
    })),
  });
  const loaded = records.every((r) => r.isSuccess);
  // A month read while some kinds are being fetched again (after a species change) may look uneven.
  const settled = loaded && records.every((r) => !r.isFetching);
  const recordsByKind = loaded
    ? (Object.fromEntries(
        INTAKE_OUTCOME_KINDS.map((kind, i) => [kind, records[i]?.data ?? []]),
      ) as RecordsByKind)
    : undefined;

  const status = useQuery({
    ...monthStatusQueryOptions({ ...monthTarget, action: 'intake_outcome' }),
    enabled,
  });
  const balance = useQuery({ ...balanceReportsQueryOptions(monthTarget), enabled });
  const annualIntakes = useQuery({
    ...annualIntakeTotalsQueryOptions(organizationId ?? ''),
    enabled: !!organizationId,
  });

  const defaults = useDefaultSpecies({
    locationId,
    year,
    month,
    kinds: INTAKE_OUTCOME_KINDS,
    recordsByKind: settled ? recordsByKind : undefined,
    organizationSpecies: target.organizationSpecies,
    enabled: target.canEdit,
  });

  const species: Species[] = recordsByKind ? speciesOfRecords(recordsByKind) : [];
  const yearTotal = annualIntakes.data?.find((row) => Number(row.year) === year);

  return {
    recordsByKind,
    recordsError: records.find((r) => r.error)?.error ?? null,
    retryRecords: () => Promise.all(records.map((r) => r.refetch())),
    retryingRecords: records.some((r) => r.isFetching),
    species,
    status: status.isSuccess ? status.data : undefined,
    balanceReports: balance.data ?? [],
    yearIntakes: yearTotal ? { year, total: Number(yearTotal.totalIntakes) } : null,
    creatingDefaults: defaults.creating,
  };
}
