/**
 * Names repeated parameterized queries so that PostgreSQL parses and plans them once per connection
 * instead of on every call (planning was most of the database time of a single-record read).
 * Only texts seen at least twice are named, and at most MAX_NAMED distinct texts per process, so that
 * one-off queries never pile up as prepared statements on long-lived connections.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

const MAX_NAMED = 300;
const MAX_TRACKED = 5000;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

export function createStatementNamer() {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  return (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfig;
    if (typeof query.text !== 'string' || query.name !== undefined) return config;
    // A submittable (pg-copy-streams' COPY) runs itself: a copy of it would lose its methods.
    if (typeof (query as { submit?: unknown }).submit === 'function') return config;
    const known = names.get(query.text);
    if (known) return { ...query, name: known };
    const count = (seen.get(query.text) ?? 0) + 1;
    if (count < 2 || names.size >= MAX_NAMED) {
      if (seen.size < MAX_TRACKED) seen.set(query.text, count);
      return config;
    }
    const name = `s_${createHash('sha1').update(query.text).digest('hex').slice(0, 24)}`;
    names.set(query.text, name);
    seen.delete(query.text);
    return { ...query, name };
  };
}

/** Applies the namer to every connection the pool opens (pool queries and transactions alike). */
export function nameRepeatedStatements(pool: pg.Pool): void {
  const name = createStatementNamer();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
      query(name(config), ...rest);
  });
}
