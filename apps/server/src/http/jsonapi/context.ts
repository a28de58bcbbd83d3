/** What scopes, filters and hooks receive: who asks, on which connection, at what time, with which settings. */
import type { FastifyRequest } from 'fastify';
import { type Access, ANONYMOUS } from '../../access/types';
import type { ComputePool } from '../../compute/compute-pool';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/connection';

export type ResourceContext = {
  /** The database, or the transaction of the write in progress. */
  db: DbOrTx;
  access: Access;
  /** The request's clock reading: every date rule of one request agrees on "now". */
  now: Date;
  /** The app's configuration (helpdesk address, public URL for links, limits). */
  config: Config;
  /** Absent when a command runs outside HTTP (jobs, seeds). */
  request?: FastifyRequest;
  /** Where CPU-bound work runs (the app's worker threads); absent outside HTTP: in the calling thread. */
  compute?: ComputePool;
};

export function contextFromRequest(request: FastifyRequest): ResourceContext {
  const { deps } = request.server;
  return {
    db: deps.database.db,
    access: request.access ?? ANONYMOUS,
    // The auth plugin reads the clock once per request; reuse that reading when it is there.
    now: (request as { now?: Date }).now ?? deps.config.now(),
    config: deps.config,
    request,
    compute: request.server.compute,
  };
}

/** The same context on a transaction, for the writes that run inside it. */
export const withDb = (ctx: ResourceContext, db: DbOrTx): ResourceContext => ({ ...ctx, db });
