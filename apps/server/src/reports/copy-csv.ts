/**
 * Streams the CSV that PostgreSQL writes for a query (COPY … TO STDOUT): the fastest way out of the
 * database, and the same path for a report, the national file and the nightly job. On a PostgreSQL server
 * it streams through pg-copy-streams with backpressure on a connection of its own; the embedded database
 * (PGlite, one process, demo-sized data) hands the whole result over at once. Lines end with CRLF (RFC 4180).
 */
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db/connection';
import type { EmbeddedEngine } from '../db/pglite-thread';

/** LF → CRLF (PostgreSQL ends CSV lines with LF), counting the lines that pass. */
export class CrlfLines extends Transform {
  lines = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    let count = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) count += 1;
    if (count === 0) return callback(null, chunk);
    const out = Buffer.allocUnsafe(chunk.length + count);
    let from = 0;
    let to = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
      to += chunk.copy(out, to, from, i);
      out[to++] = 13;
      out[to++] = 10;
      from = i + 1;
    }
    chunk.copy(out, to, from);
    this.lines += count;
    callback(null, out);
  }
}

/** `copy` is a full `copy (select …) to stdout with (format csv …)` statement. */
export async function streamCopyCsv(database: Database, copy: string): Promise<CrlfLines> {
  const lines = new CrlfLines();
  if (database.kind === 'pglite') {
    const result = await (database.raw as EmbeddedEngine).query(
      copy.replace(/ to stdout /i, " to '/dev/blob' "),
    );
    const bytes = result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
    return Readable.from([bytes]).pipe(lines);
  }
  const client = await (database.raw as pg.Pool).connect();
  // A national file's plan costs enough for PostgreSQL to JIT-compile it before the first row (0.7 s and
  // more, most of the time to first byte); a streamed COPY gains nothing from it. Reset before release.
  try {
    await client.query('set jit = off');
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  const source = client.query(copyTo(copy));
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    // A COPY stopped midway leaves the connection unusable: discard it rather than return it to the pool.
    const failure = error ?? (source.readableEnded ? undefined : new Error('copy aborted'));
    if (!failure) client.query('reset jit').catch(() => undefined);
    client.release(failure);
  };
  source.on('end', () => release());
  source.on('error', (error) => {
    release(error);
    lines.destroy(error);
  });
  lines.on('close', () => {
    if (!source.readableEnded) source.destroy();
    release();
  });
  return source.pipe(lines);
}
