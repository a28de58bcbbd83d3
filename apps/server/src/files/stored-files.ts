/**
 * Files kept in the database (no state in a server process): a `stored_files` row and its content in
 * 1 MB chunks, written and read as streams so that a national export never sits whole in memory.
 * A file being written carries a provisional expiry: if its writer dies, the nightly clean-up removes it.
 */
import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { storedFileChunks, storedFiles } from '../db/schema/index';

const CHUNK_BYTES = 1024 * 1024;
/** How long a file being written may take before the clean-up treats it as abandoned. */
const WRITING_LEASE_MS = 24 * 3600_000;

export type StoredFileInput = {
  filename: string;
  contentType: string;
  /** Compress the content as it is written (served with Content-Encoding: gzip where accepted). */
  gzip?: boolean;
  /** When the clean-up may remove the file; null keeps it until deleted. */
  expiresAt: Date | null;
  now: Date;
};

export type StoredFile = typeof storedFiles.$inferSelect;

/** Writes `source` (bytes or text) as a stored file; returns the finished row. */
export async function writeStoredFile(
  db: DbOrTx,
  input: StoredFileInput,
  source: Readable | AsyncIterable<Buffer | string> | Buffer | string,
): Promise<StoredFile> {
  const [file] = await db
    .insert(storedFiles)
    .values({
      filename: input.filename,
      contentType: input.contentType,
      contentEncoding: input.gzip ? 'gzip' : null,
      expiresAt: new Date(input.now.getTime() + WRITING_LEASE_MS),
      createdAt: input.now,
    })
    .returning();
  const fileId = file!.id;
  const hash = createHash('sha256');
  let size = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await db.insert(storedFileChunks).values({ fileId, seq, data });
    seq += 1;
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return callback();
      flush().then(() => callback(), callback);
    },
    final(callback) {
      flush().then(() => callback(), callback);
    },
  });
  const input$ = typeof source === 'string' || Buffer.isBuffer(source) ? Readable.from([source]) : source;
  if (input.gzip) await pipeline(input$, createGzip({ level: 6 }), sink);
  else await pipeline(input$, sink);

  const [finished] = await db
    .update(storedFiles)
    .set({ byteSize: size, sha256: hash.digest('hex'), expiresAt: input.expiresAt })
    .where(eq(storedFiles.id, fileId))
    .returning();
  return finished!;
}

export async function findStoredFile(db: DbOrTx, fileId: number): Promise<StoredFile | undefined> {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return file;
}

/** The stored bytes (compressed when the file is), one chunk read at a time as the consumer asks. */
export function readStoredFile(db: DbOrTx, fileId: number): Readable {
  let seq = 0;
  return new Readable({
    async read() {
      try {
        const [chunk] = await db
          .select({ data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
        seq += 1;
        this.push(chunk ? Buffer.from(chunk.data) : null);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

/** Removes files whose expiry has passed (their chunks go with them); answers how many. */
export async function deleteExpiredFiles(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(storedFiles)
    .where(and(isNotNull(storedFiles.expiresAt), lt(storedFiles.expiresAt, now)))
    .returning({ id: storedFiles.id });
  return deleted.length;
}

export async function deleteStoredFiles(db: DbOrTx, fileIds: readonly (number | null)[]): Promise<void> {
  const ids = fileIds.filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.id, ids));
}
