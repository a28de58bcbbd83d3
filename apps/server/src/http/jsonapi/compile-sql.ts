/**
 * Compiles drizzle SQL to text and parameters exactly as drizzle's PgDialect does, for the pieces that
 * scopes, filters and ids are made of: text, nested SQL, columns, tables, names, lists and bound values.
 * drizzle checks every piece against a dozen entity kinds by walking prototype chains, which made
 * compiling a WHERE of three conditions cost more CPU than PostgreSQL spent running it. Anything else
 * (placeholders, inlined parameters, query builders used as subqueries, aliases, views, enums) returns
 * undefined, and the caller compiles the whole statement with drizzle.
 */
import { Column, entityKind, Name, Param, Placeholder, SQL, StringChunk, sql, Table } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { getOrInsertComputed } from '../../lib/get-or-insert';

export type CompiledSql = { sql: string; params: unknown[] };

type State = {
  dialect: PgDialect;
  names: WeakMap<object, string>;
  /** Parameters before this SQL in the statement: the first one here is $firstParam+1. */
  firstParam: number;
  text: string;
  params: unknown[];
};

/** Column and table names as drizzle renders them with this dialect's casing, computed once each. */
const namesByDialect = new WeakMap<PgDialect, WeakMap<object, string>>();

function namesOf(dialect: PgDialect): WeakMap<object, string> {
  return getOrInsertComputed(namesByDialect, dialect, () => new WeakMap());
}

function nameOf(state: State, entity: Column | Table): string {
  let name = state.names.get(entity);
  if (name === undefined) {
    name = state.dialect.sqlToQuery(sql`${entity}`).sql;
    state.names.set(entity, name);
  }
  return name;
}

/** Another drizzle entity or SQL wrapper this compiler does not handle (or a function, such as an enum). */
function isOtherEntity(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null) return false;
  if (typeof (value as { getSQL?: unknown }).getSQL === 'function') return true;
  const type = (value as { constructor?: unknown }).constructor;
  return typeof type === 'function' && entityKind in type;
}

/** `firstParam` is how many parameters precede this SQL in the statement. */
export function compileSql(query: SQL, dialect: PgDialect, firstParam = 0): CompiledSql | undefined {
  const state: State = { dialect, names: namesOf(dialect), firstParam, text: '', params: [] };
  return append(state, query) ? { sql: state.text, params: state.params } : undefined;
}

function appendParam(state: State, value: unknown) {
  state.text += state.dialect.escapeParam(state.firstParam + state.params.length);
  state.params.push(value);
}

function append(state: State, chunk: unknown): boolean {
  if (chunk instanceof StringChunk) {
    state.text += chunk.value.join('');
    return true;
  }
  if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
    for (const part of chunk.queryChunks) if (!append(state, part)) return false;
    return true;
  }
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) return false;
    const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (isOtherEntity(value)) return false;
    appendParam(state, value);
    return true;
  }
  if (chunk instanceof Column || chunk instanceof Table) {
    state.text += nameOf(state, chunk);
    return true;
  }
  if (chunk instanceof Name) {
    state.text += state.dialect.escapeName(chunk.value);
    return true;
  }
  if (chunk === undefined) return true;
  if (Array.isArray(chunk)) {
    state.text += '(';
    for (let i = 0; i < chunk.length; i += 1) {
      if (i > 0) state.text += ', ';
      if (!append(state, chunk[i])) return false;
    }
    state.text += ')';
    return true;
  }
  if (isOtherEntity(chunk)) return false;
  appendParam(state, chunk);
  return true;
}
