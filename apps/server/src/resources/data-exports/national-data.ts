/**
 * GET /api/v1/national_data?year=2025&file_type=intake_outcome[&month=6]: the national data CSV of one
 * year (or month), every location's records in the upload columns, streamed from PostgreSQL's COPY as
 * it is read (nothing is stored).
 */
import { FILE_IMPORT_TYPES, type FileImportType, nationalDataFileName } from '@sac/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStream } from '../../files/send-file';
import { ApiError, type ErrorObject } from '../../http/errors';
import { streamCopyCsv } from '../../reports/copy-csv';
import { dataCsvCopy } from '../../reports/data-csv';

/** The years a data row may hold (as the CSV upload accepts them). */
const YEARS = { min: 2000, max: 9999 };

export type NationalDataQuery = { year: number; month?: number; fileType: FileImportType };

const wholeNumber = (value: unknown, min: number, max: number) => {
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

/** The query's parameters, or a 400 naming each bad one. */
export function parseNationalDataQuery(query: Record<string, unknown>): NationalDataQuery {
  const errors: Omit<ErrorObject, 'status'>[] = [];
  const fail = (parameter: string, detail: string) =>
    errors.push({ code: 'bad_request', title: 'Bad Request', detail, source: { parameter } });

  const year = wholeNumber(query.year, YEARS.min, YEARS.max);
  if (query.year === undefined || query.year === '') fail('year', 'The year parameter is required.');
  else if (year === undefined) {
    fail('year', `The year must be a whole number from ${YEARS.min} to ${YEARS.max}.`);
  }
  const hasMonth = query.month !== undefined && query.month !== '';
  const month = hasMonth ? wholeNumber(query.month, 1, 12) : undefined;
  if (hasMonth && month === undefined) fail('month', 'The month must be a whole number from 1 to 12.');
  const fileType = query.file_type ?? 'intake_outcome';
  if (!(FILE_IMPORT_TYPES as readonly unknown[]).includes(fileType)) {
    fail('file_type', `The file_type must be one of: ${FILE_IMPORT_TYPES.join(', ')}.`);
  }
  if (errors.length > 0) throw new ApiError(400, errors);
  return { year: year!, month, fileType: fileType as FileImportType };
}

export async function handleNationalData(request: FastifyRequest, reply: FastifyReply) {
  const { year, month, fileType } = parseNationalDataQuery((request.query ?? {}) as Record<string, unknown>);
  const csv = await streamCopyCsv(
    request.server.deps.database,
    dataCsvCopy(fileType, { periods: [{ year, month }] }),
  );
  const kind = fileType === 'services' ? 'services-data' : 'animal-data';
  return sendStream(reply, csv, nationalDataFileName(kind, year, month), 'text/csv; charset=utf-8');
}
