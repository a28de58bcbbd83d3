/**
 * Processes starting at once on an empty PostgreSQL database, as a deployment starts them: two API
 * servers (`main.ts` with WEB_CONCURRENCY=2, so four API processes create the job queues at once, as
 * `npm run bench` did when it died of "deadlock detected") and two job workers (`worker.ts`), real child
 * processes on a fresh scratch database with no schema. One of them migrates, loads the reference data
 * and creates the job queues while the others wait for it; all of them come up.
 * PostgreSQL only: the embedded database belongs to one process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../test/support/wait-for';
import { MIGRATIONS_DIR } from '../db/connection';
import { readUsCounties } from '../db/reference-data';
import { QUEUE_NAMES } from './queues';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const testDb = inject('testDb');
const adminUrl = testDb.kind === 'postgres' ? testDb.adminUrl : '';
/** Servers and workers started together (8 Node processes in all: each server is a primary and two API processes). */
const PROCESSES = 2;

type Started = { name: string; child: ChildProcess; output: () => string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(name: string, script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output: () => output };
}

function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

describe.skipIf(testDb.kind !== 'postgres')(
  'processes starting together on an empty database (PostgreSQL only, skipped without TEST_DATABASE_URL: the embedded database belongs to one process)',
  () => {
    const name = `sac_test_start_${randomBytes(4).toString('hex')}_${process.pid}`;
    const url = Object.assign(new URL(adminUrl || 'postgres://x/x'), { pathname: `/${name}` }).toString();
    const started: Started[] = [];

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    });

    afterAll(async () => {
      await Promise.all(started.map(stop));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it(`${PROCESSES} API servers (${PROCESSES * 2} API processes) and ${PROCESSES} workers all come up; one of them creates the schema and the queues`, {
      timeout: 300_000,
    }, async () => {
      const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
      const common = { DATABASE_URL: url, IN_PROCESS_WORKER: 'false' };
      for (const [i, port] of ports.entries()) {
        const env = {
          ...common,
          PORT: String(port),
          HOST: '127.0.0.1',
          WEB_DIST_DIR: '',
          WEB_CONCURRENCY: '2',
        };
        started.push(start(`server ${i + 1}`, 'apps/server/src/main.ts', env));
        started.push(start(`worker ${i + 1}`, 'apps/server/src/worker.ts', common));
      }

      const report = () =>
        started
          .map(
            (p) => `--- ${p.name} (exit ${p.child.exitCode ?? p.child.signalCode ?? 'none'}):\n${p.output()}`,
          )
          .join('\n');
      const exited = () => started.filter((p) => p.child.exitCode !== null || p.child.signalCode !== null);
      const healthy = async () => {
        if (exited().length > 0) throw new Error(`a process exited while starting:\n${report()}`);
        const answers = await Promise.all(
          ports.map((port) =>
            fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
              (reply) => reply.status,
              () => 0,
            ),
          ),
        );
        const workersUp = started.filter(
          (p) => p.name.startsWith('worker') && p.output().includes('job worker started'),
        );
        return { answers, workersUp: workersUp.length };
      };
      await waitFor(
        healthy,
        ({ answers, workersUp }) => answers.every((s) => s === 200) && workersUp === PROCESSES,
        {
          timeoutMs: 240_000,
          intervalMs: 500,
        },
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${report()}`);
      });
      expect(exited()).toEqual([]);

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const queues = await admin.query<{ name: string; n: number }>(
          "select name, count(*)::int as n from pgboss.queue where name not like '\\_\\_%' group by name order by name",
        );
        expect(queues.rows).toEqual([...QUEUE_NAMES].sort().map((queue) => ({ name: queue, n: 1 })));
        const version = await admin.query('select version from pgboss.version');
        expect(version.rows).toHaveLength(1);
        const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
        const migrations = await admin.query<{ hash: string; n: number }>(
          'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
        );
        expect(migrations.rows).toHaveLength(journal.entries.length);
        expect(migrations.rows.every((row) => row.n === 1)).toBe(true);
        const counties = await admin.query<{ n: number }>('select count(*)::int as n from us_counties');
        expect(counties.rows[0]?.n).toBe((await readUsCounties()).length);
      } finally {
        await admin.end();
      }
    });
  },
);
