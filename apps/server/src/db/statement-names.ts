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

/**
 * The statement (what `nameOf` makes of it: a name, or a name and what is learnt of it) of a text once it
 * has been seen twice (undefined before, and for texts `nameable` refuses); at most MAX_NAMED of them, so
 * one-off texts never pile up as prepared statements. Shared by the pool's namer below and the embedded
 * engine's (pglite-statements.ts).
 */
export function repeatedTextNames<T>(
  nameOf: (text: string) => T,
  nameable: (text: string) => boolean = () => true,
): (text: string) => T | undefined {
  const seen = new Map<string, number>();
  const names = new Map<string, T>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined) return known;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < 2 || names.size >= MAX_NAMED || !nameable(text)) {
      if (seen.size < MAX_TRACKED) seen.set(text, count);
      return undefined;
    }
    const name = nameOf(text);
    names.set(text, name);
    seen.delete(text);
    return name;
  };
}

export function createStatementNamer() {
  const nameFor = repeatedTextNames(
    (text) => `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`,
  );
  return (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfig;
    if (typeof query.text !== 'string' || query.name !== undefined) return config;
    // A submittable (pg-copy-streams' COPY) runs itself: a copy of it would lose its methods.
    if (typeof (query as { submit?: unknown }).submit === 'function') return config;
    const name = nameFor(query.text);
    return name === undefined ? config : { ...query, name };
  };
}

/**
 * Applies the namer to every connection the pool opens (pool queries and transactions alike). Returns it
 * for connections opened outside the pool (pipelined-queries.ts), which then share its names.
 */
export function nameRepeatedStatements(pool: pg.Pool): (client: pg.Client) => void {
  const name = createStatementNamer();
  const nameStatements = (client: pg.Client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
      query(name(config), ...rest);
  };
  pool.on('connect', nameStatements);
  return nameStatements;
}
