/**
 * The embedded engine's thread (pglite-thread.ts starts it): one PGlite instance, with our named statements,
 * answering the API thread's messages. Each message is one call of PGlite's own API; a transaction is held
 * open here between its `begin` and its `end`, while the API thread runs the caller's code.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { getOrInsertComputed } from '../lib/get-or-insert';
import { nameRepeatedPgliteStatements } from './pglite-statements';
import type { EngineReply, EngineRequest, ThreadOptions } from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker.ts runs as a worker thread (see pglite-thread.ts)');

const { options } = workerData as { options: ThreadOptions };
const pglite = new PGlite({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
});

/** A transaction open for the API thread, and how to end it: commit, or roll back. */
type Open = { tx: Transaction; end(commit: boolean): void; endId?: number };
const transactions = new Map<number, Open>();
let nextTransaction = 1;
const unlisteners = new Map<number, () => Promise<void>>();

/** Rolling back is asked for, not failed: the transaction's promise rejects with this and the caller hears nothing. */
const ROLLBACK = Symbol('rollback');

/** The parsers that hand a type's text over unparsed, for the API thread to parse with the caller's own. */
const textParsers = new Map<string, NonNullable<QueryOptions['parsers']>>();
function textParsersFor(types: number[]): QueryOptions['parsers'] {
  return getOrInsertComputed(textParsers, types.join(','), () =>
    Object.fromEntries(types.map((type) => [type, (value: string) => value])),
  );
}

function reply(message: EngineReply, transfer: ArrayBuffer[] = []) {
  try {
    port!.postMessage(message, transfer);
  } catch (error) {
    // An error carrying something that cannot be copied (it never should): its message still goes.
    if (!('id' in message)) throw error;
    port!.postMessage({
      id: message.id,
      error: { name: 'Error', message: String((error as Error).message) },
    });
  }
}

const PLAIN = new Set(['string', 'number', 'boolean', 'undefined']);

function fail(id: number, error: unknown) {
  if (!(error instanceof Error)) {
    reply({ id, error: { name: 'Error', message: String(error) } });
    return;
  }
  // A DatabaseError's fields (code, constraint, detail…) are its own properties; the plain ones cross
  // (not the query's options, whose parsers are functions).
  const fields = Object.entries(error).filter(([, value]) => value === null || PLAIN.has(typeof value));
  reply({ id, error: { ...Object.fromEntries(fields), name: error.name, message: error.message } });
}

function target(tx: number | undefined): Pick<PGlite, 'query' | 'exec'> {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

async function answer(request: EngineRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const result: Results = await target(request.tx).query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers: request.textTypes ? textParsersFor(request.textTypes) : undefined,
        blob: request.blob ? new Blob([request.blob]) : undefined,
      });
      const blob = result.blob ? await result.blob.arrayBuffer() : undefined;
      reply(
        {
          id: request.id,
          result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows, blob },
        },
        blob ? [blob] : [],
      );
      return;
    }
    case 'exec': {
      if (request.tx !== undefined) {
        reply({ id: request.id, result: await target(request.tx).exec(request.text) });
        return;
      }
      try {
        reply({ id: request.id, result: await pglite.exec(request.text) });
      } catch (error) {
        // A failed statement inside the text's own BEGIN would leave the one session aborted for everyone.
        if (pglite.isInTransaction() && transactions.size === 0) await pglite.exec('rollback');
        throw error;
      }
      return;
    }
    case 'begin': {
      const id = nextTransaction++;
      let begun = false;
      pglite
        .transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              transactions.set(id, { tx, end: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
              begun = true;
              reply({ id: request.id, result: id });
            }),
        )
        .then(
          () => ended(id, undefined),
          (error: unknown) => {
            if (begun) ended(id, error === ROLLBACK ? undefined : error);
            else fail(request.id, error);
          },
        );
      return;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      open.endId = request.id;
      open.end(request.commit);
      return;
    }
    case 'listen': {
      const listener = request.listener;
      const unlisten = await pglite.listen(request.channel, (payload) =>
        reply({ notification: { listener, payload } }),
      );
      unlisteners.set(listener, unlisten);
      reply({ id: request.id, result: null });
      return;
    }
    case 'unlisten': {
      const unlisten = unlisteners.get(request.listener);
      unlisteners.delete(request.listener);
      await unlisten?.();
      reply({ id: request.id, result: null });
      return;
    }
    case 'dump': {
      const dump = await (await pglite.dumpDataDir(request.compression)).arrayBuffer();
      reply({ id: request.id, result: dump }, [dump]);
      return;
    }
    case 'close': {
      await pglite.close();
      reply({ id: request.id, result: null });
      port!.close();
      return;
    }
  }
}

function ended(id: number, error: unknown) {
  const open = transactions.get(id);
  transactions.delete(id);
  if (open?.endId === undefined) return;
  if (error === undefined) reply({ id: open.endId, result: null });
  else fail(open.endId, error);
}

port.on('message', (request: EngineRequest) => {
  answer(request).catch((error: unknown) => fail(request.id, error));
});

pglite.waitReady.then(
  () => {
    nameRepeatedPgliteStatements(pglite);
    reply({ ready: true });
  },
  (error: unknown) =>
    reply({ ready: false, error: { name: 'Error', message: String((error as Error)?.message ?? error) } }),
);
