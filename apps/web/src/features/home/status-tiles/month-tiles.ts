/**
 * What each of a year's twelve status tiles shows (000 §2 Home, §4): the month's stored status, forced
 * unavailable for months after the current one, turned into the tile's look (Complete, In Progress,
 * Enter, or a lock) and its accessible label.
 */
import { displayMonthStatus, formatMonthYear, type MonthStatus, statusLabel, toCamelCase } from '@sac/domain';
import type { MonthStatusRow } from '../../../lib/api/month-statuses';

/** The legend's three states (COMPLETE, INCOMPLETE, UNBEGUN) plus the locked months. */
export type TileState = 'complete' | 'incomplete' | 'unbegun' | 'unavailable';

/** The Mantine palette of each state: a strong accent and a light background of the same colour. */
export const STATUS_TILE_PALETTE: Record<TileState, { color: string; shade: number }> = {
  complete: { color: 'teal', shade: 6 },
  incomplete: { color: 'yellow', shade: 5 },
  unbegun: { color: 'gray', shade: 4 },
  unavailable: { color: 'gray', shade: 2 },
};

/** The accent colour of each state (CSS); the home dashboards' legend uses the same ones. */
export const STATUS_TILE_COLORS = Object.fromEntries(
  Object.entries(STATUS_TILE_PALETTE).map(([state, { color, shade }]) => [
    state,
    `var(--mantine-color-${color}-${shade})`,
  ]),
) as Record<TileState, string>;

/** The legend's entries in the spec's order and words (000 §2). */
export const STATUS_LEGEND: readonly { state: Exclude<TileState, 'unavailable'>; label: string }[] = [
  { state: 'complete', label: 'COMPLETE' },
  { state: 'incomplete', label: 'INCOMPLETE' },
  { state: 'unbegun', label: 'UNBEGUN' },
];

/** The text of a tile's link; unavailable months have no link. */
export const TILE_LINK_TEXT: Record<Exclude<TileState, 'unavailable'>, string> = {
  complete: 'Complete',
  incomplete: 'In Progress',
  unbegun: 'Enter',
};

/** By the status's camelCase name; the spec's snake_case spellings (`in_progress`) are converted first. */
const STATE_OF_STATUS: Record<string, TileState> = {
  complete: 'complete',
  completeServicesProvided: 'complete',
  completeNoServicesProvided: 'complete',
  incomplete: 'incomplete',
  inProgress: 'incomplete',
  unbegun: 'unbegun',
  unavailable: 'unavailable',
};

/** A status the server may send under another spelling, or not at all, reads as unbegun (000 §4 default). */
export function tileState(status: string | null | undefined): TileState {
  return (status && STATE_OF_STATUS[toCamelCase(status)]) || 'unbegun';
}

export type MonthTile = {
  month: number;
  /** The status the tile stands for, after forcing future months unavailable. */
  status: MonthStatus;
  state: TileState;
  /** e.g. "March 2025: Entry is Complete". */
  label: string;
};

/** The twelve tiles of a year from the server's rows (any order, months missing read as unbegun). */
export function monthTiles(rows: readonly MonthStatusRow[], year: number, now: Date): MonthTile[] {
  const byMonth = new Map(rows.map((row) => [Number(row.month), row.status]));
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const stored = byMonth.get(month) as MonthStatus | null | undefined;
    const status = displayMonthStatus(stored, year, month, now);
    return {
      month,
      status,
      state: tileState(status),
      label: `${formatMonthYear(year, month)}: ${statusLabel(status)}`,
    };
  });
}
