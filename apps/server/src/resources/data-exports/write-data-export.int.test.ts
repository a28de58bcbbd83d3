import { NATIONAL_EXPORTS_KEPT } from '@sac/domain';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../../test/support/app';
import { createTestDatabase } from '../../../test/support/db';
import type { Database } from '../../db/connection';
import { dataExports, storedFiles } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/demo';
import { findStoredFile } from '../../files/stored-files';
import { runDataExport } from './write-data-export';

const DAY = 24 * 3600_000;

describe('national data export job', () => {
  const clock = createClock('2025-06-15T06:00:00Z');
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, { now: clock.now() });
  }, 60_000);
  afterAll(() => database.close());

  const startExport = async (status = 'started') => {
    const [row] = await database.db
      .insert(dataExports)
      .values({ status, createdAt: clock.now() })
      .returning();
    return row!;
  };
  const run = (id: number, isLastAttempt = false) =>
    runDataExport(database, id, { now: clock.now, isLastAttempt });
  const exportRow = async (id: number) =>
    (await database.db.select().from(dataExports).where(eq(dataExports.id, id)))[0];
  const keptFiles = async () =>
    (await database.db.select({ id: storedFiles.id }).from(storedFiles).where(isNull(storedFiles.expiresAt)))
      .length;

  it('stores both CSVs compressed and without expiry, named by the export day, and does nothing more when run again', async () => {
    const { id } = await startExport();
    await run(id);
    const done = (await exportRow(id))!;
    expect(done).toMatchObject({ status: 'completed', errorMessage: null, completedAt: clock.now() });
    const data = (await findStoredFile(database.db, done.fileId!))!;
    const services = (await findStoredFile(database.db, done.servicesFileId!))!;
    expect(data).toMatchObject({
      filename: 'sac-animal-data-export_2025-06-15.csv',
      contentEncoding: 'gzip',
      contentType: 'text/csv; charset=utf-8',
      expiresAt: null,
    });
    expect(services).toMatchObject({ filename: 'sac-services-data-export_2025-06-15.csv', expiresAt: null });
    expect(data.byteSize).toBeGreaterThan(1000);

    const files = await keptFiles();
    await run(id); // a second delivery of the same job
    expect(await exportRow(id)).toEqual(done);
    expect(await keptFiles()).toBe(files);
  });

  it('records the reason of a failed attempt and removes its files; the last attempt marks the export failed', async () => {
    const { id } = await startExport();
    const files = await keptFiles();
    await database.exec('alter table animal_services rename to animal_services_away');
    try {
      await expect(run(id)).rejects.toThrow(/animal_services/);
      expect(await exportRow(id)).toMatchObject({ status: 'started', fileId: null });
      expect((await exportRow(id))!.errorMessage).toMatch(/animal_services/);
      expect(await keptFiles()).toBe(files);

      await expect(run(id, true)).rejects.toThrow(/animal_services/);
      expect(await exportRow(id)).toMatchObject({ status: 'failed', fileId: null, completedAt: null });
    } finally {
      await database.exec('alter table animal_services_away rename to animal_services');
    }
    await run(id);
    expect((await exportRow(id))!.status).toBe('failed');
  });

  it(`keeps the last ${NATIONAL_EXPORTS_KEPT} completed exports and removes older ones with their files`, async () => {
    await database.exec('delete from data_exports; delete from stored_files');
    clock.advance(DAY);
    await startExport('failed');
    const oldStarted = await startExport('started');
    const ids: number[] = [];
    for (let i = 0; i < NATIONAL_EXPORTS_KEPT + 1; i += 1) {
      clock.advance(DAY);
      const { id } = await startExport();
      await run(id);
      ids.push(id);
    }
    const [, ...rest] = ids;
    const remaining = await database.db.select().from(dataExports).orderBy(dataExports.id);
    expect(remaining.map((row) => row.id)).toEqual([oldStarted.id, ...rest]);
    expect(remaining.map((row) => row.status)).toEqual(['started', 'completed', 'completed', 'completed']);

    const { rows } = await database.query(
      'select count(*)::int as n from stored_files where expires_at is null and id not in (select file_id from data_exports where file_id is not null union select services_file_id from data_exports where services_file_id is not null)',
    );
    expect(rows[0]!.n).toBe(0);
  });
});
