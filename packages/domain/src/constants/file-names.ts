/** Names of the files the portal produces, so that the server's headers and the browser's links agree. */
import { formatIsoDate } from '../format/dates';
import type { RouteAction, StatusExportType } from '../options/data-entry';
import type { EntryAction } from '../statuses';

/** The admin home's CSVs and the national data CSVs (intake/outcome and community services). */
export const ADMIN_EXPORT_KINDS = [
  'organizations',
  'locations',
  'coalitions',
  'users',
  'animal-data',
  'services-data',
] as const;
export type AdminExportKind = (typeof ADMIN_EXPORT_KINDS)[number];

/** `sac-{kind}-export_{yyyy-MM-dd}.csv` */
export function adminExportFileName(kind: AdminExportKind, date: Date): string {
  return `sac-${kind}-export_${formatIsoDate(date)}.csv`;
}

/** The national data CSV of one year (or month): `sac-animal-data-export_{yyyy}.csv`, `…_{yyyy-MM}.csv`. */
export function nationalDataFileName(kind: 'animal-data' | 'services-data', year: number, month?: number) {
  const period = month === undefined ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
  return `sac-${kind}-export_${period}.csv`;
}

/** A data report of an organization: `sac-{action}_{yyyy-MM-dd}.pdf` and `.csv`. */
export function reportFileName(action: RouteAction, date: Date, extension: 'pdf' | 'csv'): string {
  return `sac-${action}_${formatIsoDate(date)}.${extension}`;
}

/** A coalition data export: `sac-coalition-{kind}-export_{yyyy-MM-dd}.csv`. */
export function coalitionExportFileName(exportFor: string, date: Date): string {
  return `sac-coalition-${exportFor.replace(/_/g, '-')}-export_${formatIsoDate(date)}.csv`;
}

/** The year-to-date table's CSV link (000 §2). */
export const YTD_EXPORT_FILE_NAMES: Record<EntryAction, string> = {
  intake_outcome: 'ytd-intake-outcomes.csv',
  services: 'ytd-services.csv',
};

/** The coalition data status table's CSVs (002 §7). */
export const STATUS_TABLE_FILE_NAMES: Record<StatusExportType, string> = {
  dataStatuses: 'intake-outcome-data-status-table.csv',
  servicesStatuses: 'community-services-data-status-table.csv',
};

/** The Download Example CSV button of each upload screen. */
export const EXAMPLE_CSV_FILE_NAMES: Record<EntryAction, string> = {
  intake_outcome: 'sac-intake-outcome-example.csv',
  services: 'sac-services-example.csv',
};
