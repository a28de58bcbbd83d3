/** A fresh, migrated database for one test file (see global-setup.ts). */

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/connection';

export async function createTestDatabase(): Promise<Database> {
  const testDb = inject('testDb');
  if (testDb.kind === 'postgres') {
    const name = `sac_test_${randomBytes(4).toString('hex')}_${process.pid}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${testDb.template}`);
    await admin.end();
    const url = new URL(testDb.adminUrl);
    url.pathname = `/${name}`;
    // Pipelined, as production is (config.ts: 2), so that every test runs its autocommit statements that way.
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, pipelines: 2 });
    const close = database.close;
    database.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: testDb.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    return database;
  }
  // EMBEDDED_ENGINE_THREAD=true runs the suite on the engine's own thread (pglite-thread.ts), as a server does by
  // default; without it each test file saves the thread's start (the engine is the same).
  return openDatabase({
    pgliteDump: await readFile(testDb.dumpPath),
    engineThread: process.env.EMBEDDED_ENGINE_THREAD === 'true',
  });
}
