/** The answers of a refused upload (docs/api-files.md): each names what is wrong with the file. */
import {
  CSV_UPLOAD_MAX_LISTED_ERRORS,
  type CsvHeaderCheck,
  type CsvProblem,
  UPLOAD_MESSAGES,
} from '@sac/domain';
import { ApiError, type ErrorObject } from '../../http/errors';
import { CSV_VALUE_MAX_CHARACTERS, type CsvStructureError } from './csv-scanner';

const FILE = { pointer: '/data/attributes/file' };

export const fileTooLarge = () =>
  new ApiError(413, [
    { code: 'file_too_large', title: 'File Too Large', detail: UPLOAD_MESSAGES.fileTooLarge },
  ]);

/** Not a base64 data URL, not UTF-8 text, or no rows of data. */
export const invalidFile = (detail: string) =>
  new ApiError(422, [{ code: 'invalid_file', title: 'Invalid file', detail, source: FILE }]);

export const invalidHeaders = (check: CsvHeaderCheck) =>
  new ApiError(422, [
    {
      code: 'invalid_csv_headers',
      title: UPLOAD_MESSAGES.invalidHeadersTitle,
      detail: UPLOAD_MESSAGES.invalidHeaders(check.missing, check.unknown, check.duplicated),
      meta: { ...check },
      source: FILE,
    },
  ]);

/** The problems of a file's rows: every one counted, the first ones kept to be listed. */
export class CsvProblems {
  readonly listed: CsvProblem[] = [];
  total = 0;

  add(problems: readonly CsvProblem[]) {
    for (const problem of problems) {
      this.total += 1;
      if (this.listed.length < CSV_UPLOAD_MAX_LISTED_ERRORS) this.listed.push(problem);
    }
  }
}

export function invalidRows(problems: CsvProblems): ApiError {
  const errors: Omit<ErrorObject, 'status'>[] = problems.listed.map(({ row, column, value, detail }) => ({
    code: 'invalid_csv_row',
    title: 'Invalid CSV row',
    detail,
    meta: { row, column, value },
    source: FILE,
  }));
  if (problems.total > problems.listed.length) {
    errors.push({
      code: 'too_many_errors',
      title: 'Too many errors',
      detail: UPLOAD_MESSAGES.tooManyErrors(problems.total, problems.listed.length),
      meta: { total: problems.total, listed: problems.listed.length },
      source: FILE,
    });
  }
  return new ApiError(422, errors);
}

/**
 * A file that cannot be read as CSV (a quote never closed, a value far too long): one problem, named by
 * the line where it starts, in the shape of a row problem so that the upload page lists it the same way.
 */
export function unreadableCsv(error: CsvStructureError): ApiError {
  const problems = new CsvProblems();
  problems.add([
    {
      row: error.line,
      column: null,
      value: null,
      detail:
        error.problem === 'unclosed_quote'
          ? UPLOAD_MESSAGES.unclosedQuote(error.line)
          : UPLOAD_MESSAGES.valueTooLong(error.line, CSV_VALUE_MAX_CHARACTERS),
    },
  ]);
  return invalidRows(problems);
}
