import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../../test/support/app';
import { createTestDatabase } from '../../../test/support/db';
import { waitFor } from '../../../test/support/wait-for';
import { loadConfig } from '../../config';
import type { Database } from '../../db/connection';
import { storedFiles } from '../../db/schema/index';
import { findStoredFile, writeStoredFile } from '../../files/stored-files';
import { countHit, peekHits } from '../../http/rate-limits';
import { createConsoleLogger } from '../logger';
import { startWorker } from '../start-worker';
import { purgeExpiredFiles } from './purge-expired-files';

const MINUTE = 60_000;

describe('purge of expired files', () => {
  const clock = createClock('2025-06-15T07:30:00Z');
  const config = loadConfig({ NODE_ENV: 'test' }, { now: clock.now });
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const store = (name: string, expiresAt: Date | null) =>
    writeStoredFile(
      database.db,
      { filename: name, contentType: 'text/csv', expiresAt, now: clock.now() },
      'a,b\r\n1,2\r\n'.repeat(1000),
    );

  it('removes the files whose expiry has passed, with their content, and keeps the others', async () => {
    const expired = await store('expired.csv', new Date(clock.now().getTime() - MINUTE));
    const later = await store('later.csv', new Date(clock.now().getTime() + MINUTE));
    const kept = await store('kept.csv', null);
    const deps = { database, config, logger: createConsoleLogger('silent') };

    expect(await purgeExpiredFiles(deps)).toBe(1);
    expect(await findStoredFile(database.db, expired.id)).toBeUndefined();
    const { rows } = await database.query(
      'select count(*)::int as n from stored_file_chunks where file_id = $1',
      [expired.id],
    );
    expect(rows[0]!.n).toBe(0);
    expect(await findStoredFile(database.db, later.id)).toBeDefined();
    expect(await findStoredFile(database.db, kept.id)).toBeDefined();

    clock.advance(2 * MINUTE);
    expect(await purgeExpiredFiles(deps)).toBe(1);
    expect((await database.db.select({ id: storedFiles.id }).from(storedFiles)).map((f) => f.id)).toEqual([
      kept.id,
    ]);
  });

  it('drops rate-limit windows that ended more than a day ago and keeps the recent ones', async () => {
    const deps = { database, config, logger: createConsoleLogger('silent') };
    const old = { key: 'email-to:old@example.org', windowMs: 3600_000 };
    const recent = { key: 'email-to:recent@example.org', windowMs: 3600_000 };
    await countHit(database.db, old, new Date(clock.now().getTime() - 26 * 3600_000));
    await countHit(database.db, recent, new Date(clock.now().getTime() - 3600_000));

    await purgeExpiredFiles(deps);

    expect(await peekHits(database.db, old, new Date(clock.now().getTime() - 26 * 3600_000))).toBe(0);
    expect(await peekHits(database.db, recent, new Date(clock.now().getTime() - 3600_000))).toBe(1);
  });

  it('runs as the purge-expired-files job', async () => {
    const expired = await store('expired-again.csv', new Date(clock.now().getTime() - MINUTE));
    const worker = await startWorker(database, config, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1_000 });
    try {
      await worker.jobs.send('purge-expired-files', {});
      await waitFor(
        () => findStoredFile(database.db, expired.id),
        (file) => file === undefined,
      );
    } finally {
      await worker.stop();
    }
  });
});
