/**
 * The embedded engine on a thread of its own. PGlite runs PostgreSQL in WebAssembly on the thread that calls
 * it, so in the API's thread every statement's parse, plan and execution took the event loop from the
 * requests, and one core did the work that a PostgreSQL server splits between the API process and its
 * backends (issue 17: the embedded single read at 3.4× the PostgreSQL server's time). Here a worker thread
 * (pglite-thread-worker.ts) owns the instance and this object answers for it with the part of PGlite's API
 * the portal uses: `query`, `exec`, `transaction`, `listen`, `dumpDataDir`, `close`.
 *
 * What crosses between the threads is copied (structured clone): a statement's text and parameters one way,
 * its rows the other. Parsers are functions and cannot cross: the caller's (drizzle gives each statement
 * its own, for dates and intervals) are applied here, to the text the thread hands over for their types.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { threadExecArgv } from '../compute/thread-exec-argv';

/** The part of PGlite the portal uses: a PGlite instance has it, and so does the engine's thread. */
export type EmbeddedEngine = Pick<
  PGlite,
  'query' | 'exec' | 'transaction' | 'listen' | 'isInTransaction' | 'dumpDataDir' | 'close' | 'waitReady'
>;

export type ThreadOptions = {
  /** The data directory; in memory without one. */
  dataDir?: string;
  /** A dump (`dumpDataDir`) to start from, as PGlite's own `loadDataDir`. */
  loadDataDir?: Uint8Array;
};

type Field = { name: string; dataTypeID: number };

export type EngineRequest =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** The types the caller parses itself: the thread hands their values over as text. */
      textTypes?: number[];
      blob?: ArrayBuffer;
      tx?: number;
    }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string; listener: number }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

type SerializedError = { name: string; message: string } & Record<string, unknown>;

export type EngineReply =
  | { id: number; result?: unknown; error?: SerializedError }
  | { notification: { listener: number; payload: string } }
  | { ready: boolean; error?: SerializedError };

type QueryAnswer = { rows: unknown[]; fields: Field[]; affectedRows?: number; blob?: ArrayBuffer };

/** How long a closed engine's thread may take to end by itself. */
const CLOSE_WAIT_MS = 5000;

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** A request as the caller writes it: `call` numbers it. */
type Call = EngineRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export class PGliteThread implements EmbeddedEngine {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private failure: Error | undefined;
  private closed = false;
  private readonly exited: Promise<void>;

  constructor(options: ThreadOptions = {}) {
    this.worker = new Worker(new URL('./pglite-thread-entry.cjs', import.meta.url), {
      workerData: { module: fileURLToPath(new URL('./pglite-thread-worker.ts', import.meta.url)), options },
      execArgv: threadExecArgv(process.execArgv),
    });
    // Idle, the thread keeps no process alive; a call in flight does (see `call`).
    this.worker.unref();
    let ready: () => void;
    let notReady: (error: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      notReady = reject;
    });
    // Whoever calls waits for the answer; nobody waiting must not make an unhandled rejection.
    this.waitReady.catch(() => undefined);
    this.worker.on('message', (reply: EngineReply) => {
      if ('ready' in reply) {
        if (reply.ready) ready();
        else notReady(this.stop(toError(reply.error ?? { name: 'Error', message: 'PGlite did not start' })));
        return;
      }
      if ('notification' in reply) {
        this.listeners.get(reply.notification.listener)?.(reply.notification.payload);
        return;
      }
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.settled(reply.id);
      if (reply.error) waiting.reject(toError(reply.error));
      else waiting.resolve(reply.result);
    });
    this.worker.on('error', (error) => notReady(this.stop(error)));
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('exit', (code) => {
      if (!this.closed)
        notReady(this.stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
    });
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(text, params, options, undefined);
  }

  async exec(text: string): Promise<Results[]> {
    return (await this.call({ op: 'exec', text })) as Results[];
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: 'begin' })) as number;
    let closed = false;
    const whileOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean) => {
      closed = true;
      await this.call({ op: 'end', tx: id, commit });
    };
    const tx: Transaction = {
      query: async (text, params, options) => {
        whileOpen();
        return this.runQuery(text, params ?? [], options, id);
      },
      sql: async (strings, ...params) => {
        whileOpen();
        return this.runQuery(
          strings.reduce((text, piece, i) => `${text}$${i}${piece}`),
          params,
          undefined,
          id,
        );
      },
      exec: async (text) => {
        whileOpen();
        return (await this.call({ op: 'exec', text, tx: id })) as Results[];
      },
      rollback: () => {
        whileOpen();
        return end(false);
      },
      listen: async () => {
        throw new Error('listen inside a transaction is not available on the embedded thread');
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, callback);
    try {
      await this.call({ op: 'listen', channel, listener });
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return async () => {
      if (!this.listeners.delete(listener) || this.closed) return;
      await this.call({ op: 'unlisten', listener });
    };
  }

  /** Failed statements roll back their own transaction on the thread (see its `exec`), so none is left open. */
  isInTransaction(): boolean {
    return false;
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob> {
    return new Blob([(await this.call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      if (!this.failure) await this.call({ op: 'close' });
    } finally {
      this.closed = true;
      // The thread ends by itself once PGlite has closed; one that does not within a few seconds is stopped.
      const stuck = setTimeout(() => void this.worker.terminate(), CLOSE_WAIT_MS);
      await this.exited;
      clearTimeout(stuck);
    }
  }

  private async runQuery<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    tx: number | undefined,
  ): Promise<Results<T>> {
    if (options?.serializers || options?.onNotice || options?.paramTypes) {
      throw new Error('serializers, onNotice and paramTypes are not available on the embedded thread');
    }
    const parsers = options?.parsers;
    const blob = options?.blob ? await options.blob.arrayBuffer() : undefined;
    const answer = (await this.call(
      {
        op: 'query',
        text,
        params,
        rowMode: options?.rowMode,
        textTypes: parsers ? Object.keys(parsers).map(Number) : undefined,
        blob,
        tx,
      },
      blob ? [blob] : [],
    )) as QueryAnswer;
    if (parsers) parseColumns(answer, parsers, options?.rowMode ?? 'object');
    return {
      rows: answer.rows as T[],
      fields: answer.fields,
      affectedRows: answer.affectedRows,
      ...(answer.blob ? { blob: new Blob([answer.blob]) } : {}),
    };
  }

  private call(request: Call, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...request, id }, transfer);
      } catch (error) {
        // Parameters that cannot be copied (a function, a class instance with private state).
        this.settled(id);
        reject(error);
      }
    });
  }

  private settled(id: number) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  /** The thread is gone: every call waiting and every later one fails with the reason. */
  private stop(error: Error): Error {
    this.failure ??= error;
    for (const [id, waiting] of this.pending) {
      this.settled(id);
      waiting.reject(this.failure);
    }
    return this.failure;
  }
}

function parseColumns(answer: QueryAnswer, parsers: NonNullable<QueryOptions['parsers']>, rowMode: string) {
  const columns: [key: number | string, type: number][] = [];
  answer.fields.forEach((field, i) => {
    if (parsers[field.dataTypeID]) columns.push([rowMode === 'array' ? i : field.name, field.dataTypeID]);
  });
  if (columns.length === 0) return;
  for (const row of answer.rows as Record<number | string, unknown>[]) {
    for (const [key, type] of columns) {
      const value = row[key];
      if (value !== null && value !== undefined)
        row[key] = (parsers[type] as (value: string, type: number) => unknown)(value as string, type);
    }
  }
}

function toError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  const { message: _message, stack: _stack, ...fields } = serialized;
  return Object.assign(error, fields);
}
