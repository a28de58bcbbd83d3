/**
 * POST /api/v1/file_imports: a CSV upload (docs/api-files.md). Parse the request, find the organization
 * through the user's reach, decode the file, check it whole, then replace its months in one transaction.
 * With `meta.dry_run` the checked file's summary is the answer (200) and nothing is written: the web page
 * asks first, to show which months already hold data before they are replaced.
 */
import { CSV_UPLOAD_MAX_BYTES } from '@sac/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
import { checkCsvFile } from './check-csv-file';
import { decodeCsvFileInSlices } from './decode-csv-file';
import { loadUploadTarget } from './load-upload-target';
import { parseUploadRequest } from './parse-upload-request';
import { presentFileImport, presentUploadSummary } from './present-file-import';
import { replaceMonthsFromCsv } from './replace-months-from-csv';
import { summarizeUpload } from './summarize-upload';
import { fileTooLarge } from './upload-errors';

/** The largest file base64-encoded, and room for the rest of the request document. */
export const UPLOAD_BODY_LIMIT = Math.ceil(CSV_UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024;

export default async function fileImportRoutes(app: FastifyInstance) {
  // A body over the limit is refused by Fastify before the handler: answer it with the upload's message.
  // Other errors go on to the app's handler.
  app.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? fileTooLarge() : error;
  });

  app.post('/api/v1/file_imports', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const ctx = contextFromRequest(request);
    const upload = parseUploadRequest(request.body);
    const { helpdeskEmail } = request.server.deps.config;
    const target = await loadUploadTarget(ctx, upload.locationId, helpdeskEmail);
    const { text, byteSize } = await decodeCsvFileInSlices(upload.file);
    const file = await checkCsvFile(text, upload.fileType, target, ctx.now);
    if (upload.dryRun) {
      const summary = await summarizeUpload(ctx, file, target);
      return sendDocument(reply, presentUploadSummary(summary));
    }
    const replaced = await replaceMonthsFromCsv(ctx, { file, target, fileName: upload.fileName, byteSize });
    return sendDocument(reply, presentFileImport(replaced), 201);
  });
}
