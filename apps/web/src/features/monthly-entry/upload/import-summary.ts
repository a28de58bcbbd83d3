/** The completion screen's sentence: how many rows were saved, for which months and how many locations. */
import { formatMonthYear, monthIndex, type YearMonth } from '@sac/domain';

export type ImportedMonth = YearMonth & { locationId: number | string };

const MONTHS_LISTED = 3;

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function describeSavedImport(rowCount: number, months: readonly ImportedMonth[]): string {
  const byIndex = new Map(months.map((m) => [monthIndex(m), { year: m.year, month: m.month }]));
  const distinct = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, month]) => month);
  const names = distinct.map((m) => formatMonthYear(m.year, m.month));
  const period =
    names.length === 0
      ? ''
      : names.length <= MONTHS_LISTED
        ? ` for ${joinNames(names)}`
        : ` for ${names.length} months, ${names[0]} to ${names[names.length - 1]}`;
  const locations = new Set(months.map((m) => String(m.locationId))).size;
  const where = locations > 1 ? ` at ${locations} locations` : '';
  return `${rowCount} ${rowCount === 1 ? 'row' : 'rows'} saved${where}${period}.`;
}
