/**
 * Keeps the last NATIONAL_EXPORTS_KEPT completed national exports: older exports (completed or failed)
 * are removed with their files. A `started` one stays: it may still be running.
 */
import { NATIONAL_EXPORTS_KEPT } from '@sac/domain';
import { and, desc, eq, lte, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { dataExports } from '../../db/schema/index';
import { deleteStoredFiles } from '../../files/stored-files';

export async function pruneDataExports(db: DbOrTx, kept = NATIONAL_EXPORTS_KEPT): Promise<number> {
  const newest = await db
    .select({ id: dataExports.id, createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(eq(dataExports.status, 'completed'))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(kept);
  if (newest.length < kept) return 0;
  const oldestKept = newest.at(-1)!;
  const removed = await db
    .delete(dataExports)
    .where(
      and(
        ne(dataExports.status, 'started'),
        notInArray(
          dataExports.id,
          newest.map((row) => row.id),
        ),
        lte(dataExports.createdAt, oldestKept.createdAt),
      ),
    )
    .returning({ fileId: dataExports.fileId, servicesFileId: dataExports.servicesFileId });
  await deleteStoredFiles(
    db,
    removed.flatMap((row) => [row.fileId, row.servicesFileId]),
  );
  return removed.length;
}
