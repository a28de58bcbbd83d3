/** Sorting the generic table's rows (000 §2 Home) by the label or one of the number columns. */
import type { AgeTableRow } from '@sac/domain';

export type AgeTableSortKey = 'label' | 'adult' | 'youth' | 'ageUnknown' | 'subtotal';
export type AgeTableSort = { key: AgeTableSortKey; direction: 'asc' | 'desc' };

/** Clicking a header sorts by it ascending; clicking the sorted header again flips the direction. */
export function nextSort(current: AgeTableSort | null, key: AgeTableSortKey): AgeTableSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** A copy of the rows in the sort's order; no sort keeps the given order. Empty values sort first. */
export function sortAgeRows<R extends AgeTableRow>(rows: readonly R[], sort: AgeTableSort | null): R[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { key } = sort;
  return [...rows].sort((a, b) => {
    if (key === 'label') return sign * a.label.localeCompare(b.label);
    const left = a[key] ?? Number.NEGATIVE_INFINITY;
    const right = b[key] ?? Number.NEGATIVE_INFINITY;
    return left === right ? 0 : sign * (left < right ? -1 : 1);
  });
}
