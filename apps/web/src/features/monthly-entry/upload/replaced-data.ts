/**
 * What an upload would replace, in words for its confirmation (issue 10, item 15): one line per
 * location-month whose data is already entered, naming the animal types; the location is named when
 * the file holds more than one.
 */
import { formatMonthYear, speciesLabel } from '@sac/domain';
import type { CheckedMonth } from './api/check-file-import';

export const REPLACE_DATA = {
  title: 'Replace data already entered?',
  notSaved: 'Nothing has been saved yet.',
  keptNote: 'Animal types and months the file does not hold are kept as they are.',
  cancel: 'Cancel',
  confirm: 'Replace data',
} as const;

/** The months of a checked file whose data would be replaced (none: upload without asking). */
export const monthsToReplace = (months: readonly CheckedMonth[]) =>
  months.filter((m) => m.replacedSpecies.length > 0);

export function describeReplacedMonths(months: readonly CheckedMonth[]): string[] {
  const severalLocations = new Set(months.map((m) => m.locationId)).size > 1;
  return monthsToReplace(months).map((m) => {
    const where = severalLocations ? ` at ${m.locationName}` : '';
    const species = m.replacedSpecies.map(speciesLabel).join(', ');
    return `This replaces data already entered for ${formatMonthYear(m.year, m.month)}${where}: ${species}`;
  });
}
