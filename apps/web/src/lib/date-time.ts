/** How timestamps read in tables: the browser's time zone, the spec's MM/dd/yyyy date. */
import { formatDisplayDate } from '@sac/domain';

/** A timestamp as MM/dd/yyyy h:mm AM/PM in the browser's time zone; blank when missing or unreadable. */
export function displayDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDisplayDate(date)} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
