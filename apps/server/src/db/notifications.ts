/**
 * LISTEN on a channel of the database. On a PostgreSQL server the subscription holds a connection of its
 * own (not one of the pool's), and when that connection drops it is opened again, with a growing pause;
 * while it is down, notifications are missed, which the subscriber hears as `lost` (and `ready` again once
 * it is back). Embedded, PGlite delivers the notifications of its one connection.
 */
import pg from 'pg';
import type { Database } from './connection';
import type { EmbeddedEngine } from './pglite-thread';

export type NotificationHandlers = {
  message(payload: string): void;
  /** The subscription is live: every notification from now on arrives. */
  ready(): void;
  /** The subscription is down: notifications may be missed until the next `ready`. */
  lost(): void;
};

export type Subscription = { close(): Promise<void> };

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export async function listen(
  database: Database,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Subscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: not a plain channel name: ${channel}`);
  if (database.kind === 'pglite') {
    const unsubscribe = await (database.raw as EmbeddedEngine).listen(channel, handlers.message);
    handlers.ready();
    return { close: () => unsubscribe() };
  }
  return listenOnServer((database.raw as pg.Pool).options, channel, handlers);
}

async function listenOnServer(
  options: pg.PoolConfig,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Subscription> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;

  const dropped = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined);
    handlers.lost();
    if (closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => undefined);
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...options, application_name: `listen:${channel}` } as pg.ClientConfig);
    client = next;
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      dropped(next);
      throw error;
    }
    if (client !== next) return;
    retryMs = RETRY_FIRST_MS;
    handlers.ready();
  }

  // A database that refuses the subscription at start-up leaves it retrying in the background.
  await connect().catch(() => undefined);
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
