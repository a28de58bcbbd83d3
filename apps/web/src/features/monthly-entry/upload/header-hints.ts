/**
 * Hints for a file refused for its headers: a column named almost right ("Species" for species), and a
 * file of the other kind (a services CSV dropped on the intake and outcome screen).
 */
import { type FileImportType, requiredCsvHeaders } from '@sac/domain';
import type { HeaderProblems } from './upload-failure';

const loose = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The expected header an unknown one is a misspelling of by case, spaces or punctuation, if any. */
export function intendedHeader(unknown: string, missing: readonly string[]): string | null {
  return missing.find((name) => loose(name) === loose(unknown)) ?? null;
}

/** The other upload kind when the file holds every column of it. */
export function otherFileTypeOf(fileType: FileImportType, headers: HeaderProblems): FileImportType | null {
  const other: FileImportType = fileType === 'services' ? 'intake_outcome' : 'services';
  const missing = new Set(headers.missing);
  const inFile = new Set([
    ...requiredCsvHeaders(fileType).filter((name) => !missing.has(name)),
    ...headers.unknown,
    ...headers.duplicated,
  ]);
  return requiredCsvHeaders(other).every((name) => inFile.has(name)) ? other : null;
}
