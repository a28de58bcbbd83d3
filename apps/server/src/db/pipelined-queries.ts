/**
 * Autocommit statements over a few pipelined connections (pg's `pipeline` mode): each is written at once,
 * behind the ones still running on its connection, instead of waiting in the pool for a connection of its
 * own. PostgreSQL then answers a run of statements without going back to sleep between them, and the
 * process reads their answers together: the single-record read went from 2,798–3,418 to 3,599–4,631
 * requests/s on a 2-core machine, alternating runs (docs/performance.md, "Pipelined statements"). A
 * statement goes to the connection with the fewest running, so a page's reads sent together run side by
 * side as long as there are connections enough. The default is 2 per process (config.ts): on a 2-core
 * machine, four woke more PostgreSQL backends for the same work, and the single read made 3,552–4,531
 * requests/s with four against 4,309–6,592 with two, alternating, the month load no slower
 * (docs/performance.md, "Two pipelines, not four").
 *
 * The statements given to a connection in one turn of the event loop are written together: the connection's
 * socket is corked at the first and uncorked once the turn's I/O callbacks have run (`setImmediate`), so that
 * the statements of all the requests and answers handled in that turn leave in one write. Written one by
 * one, each was a `writev` of its own, which on loopback also runs PostgreSQL's side of the delivery; the
 * single-record read went from 4,607–5,599 to 6,681–6,757 requests/s (docs/performance.md, "Statements
 * written together").
 *
 * A statement behind a slow one waits for it, so a connection takes more only while its oldest statement
 * has run less than `blockedAfterMs`; when every connection is past that, the statement goes to the pool
 * as before. Transactions (`pool.connect()`), cursors and COPY, statements without parameters (several
 * may be in one text: the simple protocol, which a pipeline cannot carry) and callbacks keep the pool.
 */
import type { Writable } from 'node:stream';
import pg from 'pg';

/**
 * How long a connection's oldest statement may have run before the connection takes no more. Not less:
 * on a busy machine an answer waits for the event loop for tens of milliseconds, and at 10 ms statements
 * went to the pool while their connection was only waiting to be read. At 50 ms a slow statement (a
 * dashboard's, 20–200 ms) has statements written behind it for its first 50 ms at most.
 */
export const PIPELINE_BLOCKED_AFTER_MS = 50;

export type PipelineOptions = {
  /** How many pipelined connections; 0 leaves every statement to the pool. */
  connections: number;
  /** A connection whose oldest statement has run this long takes no more. */
  blockedAfterMs: number;
  /** Called with each connection opened (the statement namer). */
  onConnect?: (client: pg.Client) => void;
};

/**
 * One pipelined connection, the start times of its statements, oldest first (answers come in order), and
 * whether its socket is corked until the end of this turn of the event loop.
 */
type Lane = { client: pg.Client; started: number[]; dead: boolean; corked: boolean };

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

export type Pipelines = {
  /** Statements each connection has running or written (for tests). */
  readonly inFlight: number[];
  close(): Promise<void>;
};

/** Routes `pool.query`'s autocommit statements over `connections` pipelined connections. */
export function pipelineAutocommitQueries(
  pool: pg.Pool,
  connectionString: string,
  { connections, blockedAfterMs, onConnect }: PipelineOptions,
): Pipelines {
  const lanes: (Lane | undefined)[] = Array.from({ length: connections }, () => undefined);
  let closed = false;

  const open = (): Lane => {
    const client = new pg.Client({ connectionString, pipeline: true } as pg.ClientConfig);
    const lane: Lane = { client, started: [], dead: false, corked: false };
    const die = () => {
      lane.dead = true;
    };
    // A connection that fails or ends is replaced on the next statement; its own statements are answered
    // with the error by pg.
    client.on('error', die);
    client.on('end', die);
    onConnect?.(client);
    client.connect().catch(die);
    return lane;
  };

  /** The live connection with the fewest statements whose oldest has not run too long; undefined when none. */
  const pick = (at: number): Lane | undefined => {
    let best: Lane | undefined;
    for (let i = 0; i < lanes.length; i++) {
      let lane = lanes[i];
      if (!lane || lane.dead) {
        lane = open();
        lanes[i] = lane;
      }
      const oldest = lane.started[0];
      if (oldest !== undefined && at - oldest >= blockedAfterMs) continue;
      if (!best || lane.started.length < best.started.length) best = lane;
      if (lane.started.length === 0) break;
    }
    return best;
  };

  const poolQuery = pool.query.bind(pool) as QueryFn;
  (pool as unknown as { query: QueryFn }).query = (config, values, callback) => {
    if (closed || !pipelinable(config, values, callback)) return poolQuery(config, values, callback);
    const started = performance.now();
    const lane = pick(started);
    if (!lane) return poolQuery(config, values, callback);
    lane.started.push(started);
    writeAtEndOfTurn(lane);
    const settle = () => {
      const index = lane.started.indexOf(started);
      if (index >= 0) lane.started.splice(index, 1);
    };
    const result = (lane.client.query as QueryFn)(config, values) as Promise<unknown>;
    result.then(settle, settle);
    return result;
  };

  return {
    get inFlight() {
      return lanes.map((lane) => lane?.started.length ?? 0);
    },
    async close() {
      closed = true;
      await Promise.all(lanes.map((lane) => lane?.client.end().catch(() => undefined)));
    },
  };
}

/**
 * Corks the connection's socket, once per turn, until the turn's I/O callbacks have run. The socket is read
 * from pg's connection each time: with TLS it is replaced once the connection is encrypted.
 */
function writeAtEndOfTurn(lane: Lane) {
  if (lane.corked) return;
  const socket = (lane.client as unknown as { connection: { stream: Writable } }).connection.stream;
  lane.corked = true;
  socket.cork();
  setImmediate(() => {
    lane.corked = false;
    socket.uncork();
  });
}

type Config = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown; rows?: unknown };

/** A parameterized (or named) statement given as text or config, without a callback, cursor or COPY. */
function pipelinable(config: unknown, values: unknown, callback: unknown): boolean {
  if (typeof values === 'function' || callback !== undefined) return false;
  if (typeof config === 'string') return Array.isArray(values) && values.length > 0;
  if (typeof config !== 'object' || config === null) return false;
  const query = config as Config;
  if (typeof query.submit === 'function' || query.rows !== undefined || typeof query.text !== 'string') {
    return false;
  }
  const parameters = values ?? query.values;
  return query.name !== undefined || (Array.isArray(parameters) && parameters.length > 0);
}
