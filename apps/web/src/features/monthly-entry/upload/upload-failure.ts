/**
 * What a refused upload shows (docs/api-files.md, 000 §8): the Invalid CSV Headers screen for wrong
 * columns, the list of row problems for wrong values, and otherwise the one message of lib/errors (the offline one when the browser is offline).
 */
import { ApiError } from '../../../lib/api/client';
import { saveErrorMessage } from '../../../lib/errors';

export type HeaderProblems = {
  missing: string[];
  unknown: string[];
  duplicated: string[];
  /** The server's sentence naming them, shown when it sent no lists. */
  detail: string;
};
export type RowProblem = { detail: string; row: number | null; column: string | null };

export type UploadFailure =
  | { kind: 'headers'; headers: HeaderProblems }
  /** `more`: the server's count of all problems, when it listed only the first ones. */
  | { kind: 'rows'; problems: RowProblem[]; more: string | null }
  | { kind: 'message'; message: string };

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readUploadFailure(error: unknown): UploadFailure {
  const errors = error instanceof ApiError && error.status === 422 ? error.errors : [];
  const headers = errors.find((e) => e.code === 'invalid_csv_headers');
  if (headers) {
    const meta = headers.meta ?? {};
    return {
      kind: 'headers',
      headers: {
        missing: texts(meta.missing),
        unknown: texts(meta.unknown),
        duplicated: texts(meta.duplicated),
        detail: text(headers.detail),
      },
    };
  }
  const rows = errors.filter((e) => e.code === 'invalid_csv_row');
  if (rows.length > 0) {
    const more = errors.find((e) => e.code === 'too_many_errors');
    return {
      kind: 'rows',
      problems: rows.map((e) => ({
        detail: text(e.detail),
        row: typeof e.meta?.row === 'number' ? e.meta.row : null,
        column: typeof e.meta?.column === 'string' ? e.meta.column : null,
      })),
      more: more ? text(more.detail) : null,
    };
  }
  // Offline, the upload says so (the chosen file stays chosen for another try).
  return { kind: 'message', message: saveErrorMessage(error) };
}
