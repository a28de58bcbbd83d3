/**
 * The year-to-date table's CSV (000 §2 Home): a row per species and the combined totals, named
 * ytd-intake-outcomes.csv or ytd-services.csv. Cells are RFC 4180 escaped by the domain's writer and
 * made safe for spreadsheets: a text cell that a spreadsheet would read as a formula gets a leading quote.
 */
import { type EntryAction, toCsv, type YtdSpeciesTotals, ytdCsvRows } from '@sac/domain';

export const YTD_CSV_FILE_NAMES: Record<EntryAction, string> = {
  intake_outcome: 'ytd-intake-outcomes.csv',
  services: 'ytd-services.csv',
};

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell a spreadsheet would evaluate (=, +, -, @, tab, carriage return first) is prefixed with '. */
export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

export function ytdCsvText(rows: readonly YtdSpeciesTotals[], action: EntryAction): string {
  return toCsv(ytdCsvRows(rows, action).map((row) => row.map(spreadsheetSafe)));
}
