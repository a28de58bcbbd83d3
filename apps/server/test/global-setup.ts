/**
 * Migrates one template database per test run; each test file then gets its own copy
 * (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a data-directory dump loaded in memory).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection';
import type { EmbeddedEngine } from '../src/db/pglite-thread';
import { loadReferenceData } from '../src/db/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'postgres'; adminUrl: string; template: string } | { kind: 'pglite'; dumpPath: string };
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `sac_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await dropStaleDatabases(admin);
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await database.migrate();
    await loadReferenceData(database.db);
    await database.close();
    project.provide('testDb', { kind: 'postgres', adminUrl: url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await loadReferenceData(database.db);
  const dump = await (database.raw as EmbeddedEngine).dumpDataDir('none');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sac-test-'));
  const dumpPath = path.join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDb', { kind: 'pglite', dumpPath });
  return () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Test databases of runs that were killed before their teardown. */
async function dropStaleDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'sac_test_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(/_(\d+)$/.exec(datname)?.[1] ?? /template_(\d+)/.exec(datname)?.[1]);
    if (pid && isAlive(pid)) continue;
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
