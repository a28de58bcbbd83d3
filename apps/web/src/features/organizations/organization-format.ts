/** How organization values read in tables and details. */
import { formatDisplayDate, MONTH_NAMES, ORGANIZATION_STATUS_OPTIONS } from '@sac/domain';

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return (
    ORGANIZATION_STATUS_OPTIONS.find((o) => o.value === status)?.label ??
    status.charAt(0).toUpperCase() + status.slice(1)
  );
}

/** A timestamp or ISO date as MM/dd/yyyy; blank when missing. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDisplayDate(date);
}

export function joinList(values: readonly string[] | null | undefined): string {
  return (values ?? []).join(', ');
}

const CHANNEL_LABELS: Record<string, string> = { manually: 'Manual', csv: 'CSV Upload', api: 'API' };

/** How an entry log's channel reads in the Data Entry Type column. */
export function channelLabel(channel: string | null | undefined): string {
  if (!channel) return '';
  return CHANNEL_LABELS[channel] ?? channel;
}

export function monthName(month: number | string | null | undefined): string {
  const index = Number(month) - 1;
  return MONTH_NAMES[index] ?? (month == null ? '' : String(month));
}
