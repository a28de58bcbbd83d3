/** Answers a download: a stored file (compressed ones as they are, where the client accepts gzip) or a stream. */
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/connection';
import { readStoredFile, type StoredFile } from './stored-files';

/** `attachment` with the name in plain ASCII and, for any other character, RFC 5987 encoding. */
function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  db: DbOrTx,
  file: StoredFile,
  filename = file.filename,
) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(filename))
    .header('cache-control', 'private, no-store');
  const stored = readStoredFile(db, file.id);
  if (file.contentEncoding !== 'gzip') return reply.header('content-length', file.byteSize).send(stored);
  if (acceptsGzip(request)) {
    return reply.header('content-encoding', 'gzip').header('content-length', file.byteSize).send(stored);
  }
  // pipeline passes an error of either side on (a pipe() would leave the response hanging).
  return reply.send(pipeline(stored, createGunzip(), () => undefined));
}

/** A file produced while it is sent (streamed CSVs): no length known in advance. */
export function sendStream(reply: FastifyReply, stream: Readable, filename: string, contentType: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentHeader(filename))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
