/**
 * Drizzle prepared queries kept per database and statement name. Building a drizzle query allocates tens of
 * kilobytes and walks every piece's entity kind; a read that every request of a route runs (an access check,
 * a scope) is built once and then only executed with its parameters, as a named statement that PostgreSQL
 * plans once per connection. The name must say everything that decides the statement's text (its shape).
 */
import { getOrInsertComputed } from '../lib/get-or-insert';
import type { DbOrTx } from './connection';

/** By database (or transaction), by statement name. */
const statements = new WeakMap<DbOrTx, Map<string, unknown>>();

export function preparedStatement<T>(db: DbOrTx, name: string, prepare: (db: DbOrTx, name: string) => T): T {
  const ofDatabase = getOrInsertComputed(statements, db, () => new Map<string, unknown>());
  return getOrInsertComputed(ofDatabase, name, () => prepare(db, name)) as T;
}
