/**
 * A typed wrapper over pg-boss 10: durable jobs in our own database (schema `pgboss`), retried with
 * backoff, named and typed by the registry in queues.ts. See README.md.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/connection';
import { createBossDb, transactionBossDb } from './boss-db';
import { createConsoleLogger, type JobLogger } from './logger';
import { QUEUE_NAMES, QUEUES, type QueueName, type QueuePayloads, type QueueSettings } from './queues';

export type JobContext<N extends QueueName> = {
  id: string;
  name: N;
  data: QueuePayloads[N];
  /** 1 on the first attempt. */
  attempt: number;
  /** When this attempt fails, the job fails for good. */
  isLastAttempt: boolean;
};

export type JobHandler<N extends QueueName> = (job: JobContext<N>) => Promise<void>;

export type SendOptions = {
  /** Idempotency key: while pg-boss keeps the job sent with a key, sending that key again is ignored (null). */
  key?: string;
  /** Queue the job inside this transaction: it exists only if the transaction commits. */
  tx?: DbOrTx;
  startAfterSeconds?: number;
};

export type Schedule = { name: string; cron: string; timezone: string };

export type Jobs = {
  start(): Promise<void>;
  /** Waits for running handlers (up to stopTimeoutMs), then for pg-boss's last writes. Not restartable. */
  stop(): Promise<void>;
  send<N extends QueueName>(name: N, data: QueuePayloads[N], options?: SendOptions): Promise<string | null>;
  work<N extends QueueName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** One schedule per queue; scheduling a queue again replaces its cron. Cron runs in `tz` (default UTC). */
  schedule<N extends QueueName>(
    name: N,
    cron: string,
    data?: QueuePayloads[N],
    options?: { tz?: string },
  ): Promise<void>;
  unschedule(name: string): Promise<void>;
  listSchedules(): Promise<Schedule[]>;
};

export type CreateJobsOptions = {
  logger?: JobLogger;
  /** A client only queues jobs; a worker also runs pg-boss maintenance and the cron clock. */
  role?: 'worker' | 'client';
  pollingIntervalSeconds?: number;
  stopTimeoutMs?: number;
  /** Settings that differ from queues.ts (tests use short retry delays). */
  queues?: Partial<Record<QueueName, Partial<QueueSettings>>>;
};

export function createJobs(database: Database, config: Config, options: CreateJobsOptions = {}): Jobs {
  const logger = options.logger ?? createConsoleLogger(config.logLevel);
  const worker = (options.role ?? 'worker') === 'worker';
  const bossDb = createBossDb(database);
  const boss = new PgBoss({ db: bossDb, schema: 'pgboss', supervise: worker, schedule: worker });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const workerIds = new Map<QueueName, string[]>();
  const running = new Set<Promise<void>>();

  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;

  /** pg-boss's stop can return while a fetched job is starting, and before its completion is written. */
  async function settle(deadline: number) {
    do {
      const timeout = new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, deadline - Date.now())).unref(),
      );
      await Promise.race([Promise.allSettled([...running]), timeout]);
      if (Date.now() >= deadline) return logger.warn({}, 'job handlers still running at stop');
      await bossDb.drain();
      await new Promise((resolve) => setImmediate(resolve));
    } while (running.size > 0);
    await bossDb.drain();
  }

  return {
    async start() {
      // Processes starting together would race to install pg-boss's schema ("already exists") and to
      // create the queues (each attaches a partition to pgboss.job: "deadlock detected"): one at a time.
      await database.withLock('jobs', async () => {
        await boss.start();
        for (const name of QUEUE_NAMES) {
          const queue = { name, policy: 'standard' as const, ...QUEUES[name], ...options.queues?.[name] };
          await boss.createQueue(name, queue);
          await boss.updateQueue(name, queue);
        }
      });
    },
    async stop() {
      const deadline = Date.now() + stopTimeoutMs;
      await boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs });
      await settle(deadline + 1_000);
    },
    async send(name, data, { key, tx, startAfterSeconds } = {}) {
      const id = await boss.send(name, data, {
        id: key === undefined ? undefined : jobIdFor(name, key),
        startAfter: startAfterSeconds,
        db: tx ? transactionBossDb(tx) : undefined,
      });
      // A worker of this process picks the job up now rather than at its next poll.
      if (id && !tx) for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async work(name, handler) {
      const workOptions = {
        includeMetadata: true as const,
        batchSize: 1,
        // pg-boss rejects a present-but-undefined interval: leave the key out for its 2 s default.
        ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
      };
      const id = await boss.work<QueuePayloads[typeof name]>(name, workOptions, async ([job]) => {
        if (!job) return;
        const context = {
          id: job.id,
          name,
          data: job.data ?? ({} as QueuePayloads[typeof name]),
          attempt: job.retryCount + 1,
          isLastAttempt: job.retryCount >= job.retryLimit,
        };
        const run = handler(context);
        running.add(run);
        try {
          await run;
        } catch (error) {
          logger.warn(
            { err: error, queue: name, jobId: job.id, attempt: context.attempt },
            'job attempt failed',
          );
          throw error;
        } finally {
          running.delete(run);
        }
      });
      workerIds.set(name, [...(workerIds.get(name) ?? []), id]);
    },
    async schedule(name, cron, data, { tz = 'UTC' } = {}) {
      await boss.schedule(name, cron, data ?? {}, { tz });
    },
    async unschedule(name) {
      await boss.unschedule(name);
    },
    async listSchedules() {
      const schedules = await boss.getSchedules();
      return (schedules as unknown as Schedule[]).map(({ name, cron, timezone }) => ({
        name,
        cron,
        timezone,
      }));
    },
  };
}

/** A stable job id (UUID-shaped) per queue and key, so a duplicate send is a no-op. */
export function jobIdFor(name: QueueName, key: string): string {
  const hex = createHash('sha1').update(`${name}\0${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
