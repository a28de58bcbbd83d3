/**
 * GET /api/v1/national_data?year=2025&file_type=intake_outcome[&month=6]: the national data CSV of one
 * year (or month), every location's records in the upload columns, streamed from PostgreSQL's COPY as
 * it is read (nothing is stored).
 */
import { FILE_IMPORT_TYPES, type FileImportType, nationalDataFileName } from '@sac/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendStream } from '../../files/send-file';
import { readQuery, wholeNumberParameter } from '../../http/input/query';
import { streamCopyCsv } from '../../reports/copy-csv';
import { dataCsvCopy } from '../../reports/data-csv';

/** The years a data row may hold (as the CSV upload accepts them). */
const YEARS = { min: 2000, max: 9999 };

const FILE_TYPE_INVALID = `The file_type must be one of: ${FILE_IMPORT_TYPES.join(', ')}.`;

/** The route's query parameters; each bad one is a 400 naming it (http/input/query.ts). */
const nationalDataQuery = z.object({
  year: wholeNumberParameter({
    ...YEARS,
    digits: 4,
    invalid: `The year must be a whole number from ${YEARS.min} to ${YEARS.max}.`,
    required: 'The year parameter is required.',
  }),
  month: wholeNumberParameter({
    min: 1,
    max: 12,
    digits: 4,
    invalid: 'The month must be a whole number from 1 to 12.',
  }),
  file_type: z.enum(FILE_IMPORT_TYPES, FILE_TYPE_INVALID).default('intake_outcome'),
});

export type NationalDataQuery = { year: number; month?: number; fileType: FileImportType };

export function parseNationalDataQuery(query: unknown): NationalDataQuery {
  const { year, month, file_type } = readQuery(query, nationalDataQuery);
  return { year: year!, month, fileType: file_type };
}

export async function handleNationalData(request: FastifyRequest, reply: FastifyReply) {
  const { year, month, fileType } = parseNationalDataQuery(request.query);
  const csv = await streamCopyCsv(
    request.server.deps.database,
    dataCsvCopy(fileType, { periods: [{ year, month }] }),
  );
  const kind = fileType === 'services' ? 'services-data' : 'animal-data';
  return sendStream(reply, csv, nationalDataFileName(kind, year, month), 'text/csv; charset=utf-8');
}
