/**
 * Month entry statuses computed in TypeScript with the domain's evaluation of the rule
 * (`monthRecordsStatus`) from a set of records: one per location, action and month that has records, and
 * the combined status of each organization's active locations (a location without records counts as
 * unbegun). The stored statuses are written by the SQL rule (month-statuses/status-sql.ts); the status
 * check compares them with these.
 */
import {
  actionOfKind,
  combineIntakeOutcomeStatuses,
  combineServicesStatuses,
  type EntryAction,
  type IntakeOutcomeStatus,
  monthRecordsStatus,
  type ServicesStatus,
} from '@sac/domain';
import type { SeedRecord } from './record-rows';

export type LocationStatusRow = {
  locationId: number;
  organizationId: number;
  action: EntryAction;
  year: number;
  month: number;
  status: string;
  updatedAt: Date;
};

export type OrganizationStatusRow = Omit<LocationStatusRow, 'locationId' | 'updatedAt'> & {
  lastRecordUpdatedAt: Date;
};

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const latest = (dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

const locationStatus = (action: EntryAction, records: SeedRecord[]) =>
  monthRecordsStatus(action, { year: records[0]!.yearOfRecord, month: records[0]!.monthOfRecord }, records);

export function computeLocationStatuses(records: SeedRecord[]): LocationStatusRow[] {
  const groups = groupBy(
    records,
    (r) => `${r.locationId}|${actionOfKind(r.kind)}|${r.yearOfRecord}|${r.monthOfRecord}`,
  );
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const action = actionOfKind(first.kind);
    return {
      locationId: first.locationId,
      organizationId: first.organizationId,
      action,
      year: first.yearOfRecord,
      month: first.monthOfRecord,
      status: locationStatus(action, group),
      updatedAt: latest(group.map((r) => r.updatedAt)),
    };
  });
}

/** `activeLocations`: the ids of each organization's active locations, whose statuses are combined. */
export function computeOrganizationStatuses(
  rows: LocationStatusRow[],
  activeLocations: Map<number, number[]>,
): OrganizationStatusRow[] {
  const active = rows.filter((r) => activeLocations.get(r.organizationId)?.includes(r.locationId));
  const groups = groupBy(active, (r) => `${r.organizationId}|${r.action}|${r.year}|${r.month}`);
  return [...groups.values()].map((group) => {
    const { organizationId, action, year, month } = group[0]!;
    const statuses = activeLocations
      .get(organizationId)!
      .map((id) => group.find((r) => r.locationId === id)?.status ?? 'unbegun');
    const status =
      action === 'services'
        ? combineServicesStatuses(statuses as ServicesStatus[])
        : combineIntakeOutcomeStatuses(statuses as IntakeOutcomeStatus[]);
    return {
      organizationId,
      action,
      year,
      month,
      status,
      lastRecordUpdatedAt: latest(group.map((r) => r.updatedAt)),
    };
  });
}
