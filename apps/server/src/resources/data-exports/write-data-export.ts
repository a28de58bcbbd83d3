/**
 * The work of a national data export: every record of every organization (all years) streamed from
 * PostgreSQL's COPY into two compressed stored files, intake/outcome and community services, then the
 * export marked completed with its row counts. Files of an attempt that fails are removed; the row keeps
 * the reason, and is marked failed when no retry is left.
 */
import { adminExportFileName, type FileImportType } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { dataExports } from '../../db/schema/index';
import { deleteStoredFiles, writeStoredFile } from '../../files/stored-files';
import { type CrlfLines, streamCopyCsv } from '../../reports/copy-csv';
import { dataCsvCopy } from '../../reports/data-csv';
import { pruneDataExports } from './prune-data-exports';
import type { DataExportRow } from './start-data-export';

const KINDS = { intake_outcome: 'animal-data', services: 'services-data' } as const;

/** One data CSV of every record, as a stored gzip file; its row count leaves out the header line. */
async function writeDataCsv(database: Database, type: FileImportType, dataExport: DataExportRow, now: Date) {
  let lines: CrlfLines | undefined;
  // The COPY starts when the file's writer reads it: an error it raises then has a listener.
  async function* copy() {
    lines = await streamCopyCsv(database, dataCsvCopy(type, {}));
    yield* lines;
  }
  const file = await writeStoredFile(
    database.db,
    {
      filename: adminExportFileName(KINDS[type], dataExport.createdAt),
      contentType: 'text/csv; charset=utf-8',
      gzip: true,
      expiresAt: null,
      now,
    },
    copy(),
  );
  return { file, rows: Math.max(0, (lines?.lines ?? 0) - 1) };
}

export type RunDataExportOptions = { now: () => Date; isLastAttempt: boolean };

/** Runs the export of this id unless it is no longer `started` (jobs run at least once). */
export async function runDataExport(
  database: Database,
  dataExportId: number,
  { now, isLastAttempt }: RunDataExportOptions,
): Promise<void> {
  const { db } = database;
  const [dataExport] = await db.select().from(dataExports).where(eq(dataExports.id, dataExportId));
  if (dataExport?.status !== 'started') return;
  const written: number[] = [];
  try {
    const data = await writeDataCsv(database, 'intake_outcome', dataExport, now());
    written.push(data.file.id);
    const services = await writeDataCsv(database, 'services', dataExport, now());
    written.push(services.file.id);
    const completed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(dataExports)
        .set({
          status: 'completed',
          fileId: data.file.id,
          rowCount: data.rows,
          servicesFileId: services.file.id,
          servicesRowCount: services.rows,
          errorMessage: null,
          completedAt: now(),
        })
        .where(and(eq(dataExports.id, dataExportId), eq(dataExports.status, 'started')))
        .returning({ id: dataExports.id });
      if (row) await pruneDataExports(tx);
      return Boolean(row);
    });
    // Another attempt of the same job finished first: its files stand, these go.
    if (!completed) await deleteStoredFiles(db, written);
  } catch (error) {
    await deleteStoredFiles(db, written).catch(() => undefined);
    await db
      .update(dataExports)
      .set({
        errorMessage: error instanceof Error ? error.message : String(error),
        ...(isLastAttempt ? { status: 'failed' } : {}),
      })
      .where(and(eq(dataExports.id, dataExportId), eq(dataExports.status, 'started')));
    throw error;
  }
}
