/**
 * Turns committed `outgoing_emails` rows into `deliver-email` jobs: at once, on the notification
 * their transaction sends at commit; and by a sweep (at worker start and every minute) for any
 * notification missed while no worker was listening. The job key makes both paths queue one job.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/connection';
import type { EmbeddedEngine } from '../db/pglite-thread';
import { outgoingEmails } from '../db/schema/index';
import type { Jobs } from '../jobs/create-jobs';
import type { JobLogger } from '../jobs/logger';
import { EMAIL_CHANNEL } from './enqueue-email';

const RECONNECT_DELAY_MS = 5_000;

export function queueEmailDelivery(jobs: Jobs, emailId: number): Promise<string | null> {
  return jobs.send('deliver-email', { emailId }, { key: String(emailId) });
}

/** Pending emails of the last day; older ones are left for support to look at rather than sent late. */
export async function sweepPendingEmails(database: Database, jobs: Jobs): Promise<number> {
  const rows = await database.db
    .select({ id: outgoingEmails.id })
    .from(outgoingEmails)
    .where(
      and(eq(outgoingEmails.status, 'pending'), gt(outgoingEmails.createdAt, sql`now() - interval '1 day'`)),
    )
    .orderBy(asc(outgoingEmails.id))
    .limit(1000);
  for (const { id } of rows) await queueEmailDelivery(jobs, id);
  return rows.length;
}

/** Listens for new emails until the returned function is called. */
export async function listenForEmails(
  database: Database,
  jobs: Jobs,
  logger: JobLogger,
): Promise<() => Promise<void>> {
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const running = work.catch((error) => logger.error({ err: error }, 'could not queue email delivery'));
    inFlight.add(running);
    running.finally(() => inFlight.delete(running));
  };
  const onEmail = (payload: string | undefined) => {
    const emailId = Number(payload);
    if (Number.isInteger(emailId)) track(queueEmailDelivery(jobs, emailId));
  };
  const unlisten =
    database.kind === 'pglite'
      ? await (database.raw as EmbeddedEngine).listen(EMAIL_CHANNEL, onEmail)
      : await listenOnPostgres(database.raw as pg.Pool, onEmail, logger, () =>
          track(sweepPendingEmails(database, jobs)),
        );
  return async () => {
    await unlisten();
    await Promise.allSettled([...inFlight]);
  };
}

/** LISTEN needs a connection of its own, kept open (and reopened) outside the pool. */
async function listenOnPostgres(
  pool: pg.Pool,
  onEmail: (payload: string | undefined) => void,
  logger: JobLogger,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => message.channel === EMAIL_CHANNEL && onEmail(message.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'email listener connection lost');
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      reconnectLater();
    });
    await next.connect();
    await next.query(`listen ${EMAIL_CHANNEL}`);
    client = next;
  };
  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(onReconnect, reconnectLater);
    }, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
