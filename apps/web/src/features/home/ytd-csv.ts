/**
 * The year-to-date table's CSV (000 §2 Home): a row per species and the combined totals, named
 * ytd-intake-outcomes.csv or ytd-services.csv. Written by the domain's CSV writer, which quotes per
 * RFC 4180 and neutralises text a spreadsheet would run as a formula; the totals are handed to it as
 * numbers so that a negative total stays a number instead of being taken for a formula.
 */
import {
  type EntryAction,
  toCsv,
  YTD_EXPORT_FILE_NAMES,
  type YtdSpeciesTotals,
  ytdCsvRows,
} from '@sac/domain';

export const YTD_CSV_FILE_NAMES: Record<EntryAction, string> = YTD_EXPORT_FILE_NAMES;

/** The domain's rows hold every total as text: give the writer back the numbers. */
const cellValue = (cell: string): string | number =>
  cell.trim() !== '' && Number.isFinite(Number(cell)) ? Number(cell) : cell;

export function ytdCsvText(rows: readonly YtdSpeciesTotals[], action: EntryAction): string {
  return toCsv(ytdCsvRows(rows, action).map((row) => row.map(cellValue)));
}
