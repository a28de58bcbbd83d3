/** Options of data entry, uploads and exports (000 §2-§3, 002 §2.10-§2.11). */
import type { EntryAction } from '../statuses';
import type { Option } from './option';

export const DATA_ENTRY_METHODS = ['csv', 'manually'] as const;
export type DataEntryMethod = (typeof DATA_ENTRY_METHODS)[number];
export const DATA_ENTRY_METHOD_OPTIONS: readonly Option<DataEntryMethod>[] = [
  { value: 'csv', label: 'Upload CSV' },
  { value: 'manually', label: 'Enter Data Manually' },
];

/** The route segment of each database's screens, and the status action it maps to. */
export const ROUTE_ACTIONS = ['data-entry', 'services'] as const;
export type RouteAction = (typeof ROUTE_ACTIONS)[number];
export const ENTRY_ACTION_OF_ROUTE: Record<RouteAction, EntryAction> = {
  'data-entry': 'intake_outcome',
  services: 'services',
};

/** How a month's data arrived, as the entry log shows it. */
export const ENTRY_LOG_CHANNELS = ['manually', 'csv', 'api'] as const;
export type EntryLogChannel = (typeof ENTRY_LOG_CHANNELS)[number];
export const ENTRY_LOG_CHANNEL_LABELS: Record<EntryLogChannel, string> = {
  manually: 'Manual Entry',
  csv: 'CSV Upload',
  api: 'API',
};

/** CSV upload kinds (`file_type` of POST /file_imports). */
export const FILE_IMPORT_TYPES = ['intake_outcome', 'services'] as const;
export type FileImportType = (typeof FILE_IMPORT_TYPES)[number];

export const EXPORT_DATE_FORMATS = ['month', 'year'] as const;
export type ExportDateFormat = (typeof EXPORT_DATE_FORMATS)[number];
export const EXPORT_DATE_FORMAT_OPTIONS: readonly Option<ExportDateFormat>[] = [
  { value: 'month', label: 'Export a Month of Data' },
  { value: 'year', label: 'Export a Year of Data' },
];

/** The report export's location choice: every location of the organization, or one by id. */
export const ALL_LOCATIONS = 'all';
export const ALL_LOCATIONS_LABEL = 'All Locations';

/** Coalition data exports (002 §2.11): the toggle, the stored `exportFor` and the table's label. */
export const COALITION_EXPORT_KINDS = [
  { value: 'contributors', label: 'Contributor Contacts', tableLabel: 'Contributors Data' },
  { value: 'intake_outcome', label: 'Intake/Outcome Export', tableLabel: 'Intake/Outcome Export' },
  { value: 'community', label: 'Community Services Data', tableLabel: 'Community Services Data' },
] as const;
export type CoalitionExportFor = (typeof COALITION_EXPORT_KINDS)[number]['value'];
export const COALITION_EXPORT_FOR = COALITION_EXPORT_KINDS.map((k) => k.value) as [
  CoalitionExportFor,
  ...CoalitionExportFor[],
];

export function coalitionExportLabel(exportFor: string | null | undefined): string {
  return COALITION_EXPORT_KINDS.find((k) => k.value === exportFor)?.tableLabel ?? exportFor ?? '';
}

/** A coalition data export record: started, failed, otherwise done and downloadable. */
export const COALITION_EXPORT_STATUSES = ['started', 'failed', 'done'] as const;
export type CoalitionExportStatus = (typeof COALITION_EXPORT_STATUSES)[number];

/** The coalition data status CSV job (002 §4): its kinds, its server states and the button's states. */
export const STATUS_EXPORT_TYPES = ['dataStatuses', 'servicesStatuses'] as const;
export type StatusExportType = (typeof STATUS_EXPORT_TYPES)[number];
export const STATUS_EXPORT_JOB_STATES = ['processing', 'completed', 'failed'] as const;
export type StatusExportJobState = (typeof STATUS_EXPORT_JOB_STATES)[number];
export type StatusExportButtonState = 'idle' | StatusExportJobState;
