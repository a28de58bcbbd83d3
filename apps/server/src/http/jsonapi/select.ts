/**
 * One SELECT for one plan node: every column of the table (hooks, `can` and `meta` see whole rows),
 * plus the computed attributes and extra fields that will be rendered, plus any linking columns the
 * include loader asks for. Rows become `LoadedRecord`s; the serializer decides what leaves.
 * The select list and ORDER BY are compiled once per shape (select-parts.ts); the WHERE per request.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type CompiledSql, compileSql } from './compile-sql';
import type { ResourceContext } from './context';
import { planConditions } from './filters';
import type { ReadPlan } from './query/resolve-query';
import type { Resource, Row } from './resource';
import { dialectOf, runArrayQuery, runCompiledQuery } from './run-sql';
import {
  isKeyedPart,
  type Order,
  orderOf,
  type SelectedField,
  type Selection,
  scopeOf,
  selectionOf,
  selectionSql,
} from './select-parts';
import type { Id } from './types';

export type LoadedRecord = {
  resource: Resource;
  id: Id;
  row: Row;
  /** Computed attributes and extra fields, by name. */
  computed: Record<string, unknown>;
  /** Loaded relationships, by name: a list for to-many, a record or null for to-one. */
  related: Map<string, LoadedRecord[] | LoadedRecord | null>;
  /** Values selected for the include loader (`SelectOptions.links`), by name. */
  links: Record<string, unknown>;
  /** Set on records created by sideposting, echoed as `temp-id`. */
  tempId?: string;
};

export type SelectOptions = {
  where?: SQL;
  /** Extra values to select, read back from `LoadedRecord.links`. */
  links?: Record<string, PgColumn | SQL>;
  join?: { table: PgTable; on: SQL };
  page?: { number: number; size: number };
  /** The WHERE picks at most one row (a read by id): no ORDER BY, which PostgreSQL would still sort. */
  oneRow?: boolean;
};

/** The scope and the filters of a plan node; `false` when the scope allows nothing. */
export async function readCondition(plan: ReadPlan, ctx: ResourceContext): Promise<SQL | false> {
  const scope = await scopeOf(plan.resource, ctx);
  if (scope === false) return false;
  return and(scope === true ? undefined : scope, await planConditions(plan, ctx)) ?? sql`true`;
}

export async function selectRecords(
  plan: ReadPlan,
  ctx: ResourceContext,
  options: SelectOptions,
): Promise<LoadedRecord[]> {
  const { resource } = plan;
  const selection = selectionOf(plan, ctx, options.links);
  const order = options.oneRow ? undefined : orderOf(plan, ctx);
  const mapRow = (values: unknown[]) => toRecord(resource, selection.fields, values);
  const statement = options.join ? undefined : compiledStatement(ctx, selection, order, options);
  if (statement) return runCompiledQuery(ctx.db, statement, mapRow);
  const parts: SQL[] = [selectionSql(selection)];
  if (options.join) parts.push(sql` inner join ${options.join.table} on ${options.join.on}`);
  if (options.where) parts.push(sql` where ${options.where}`);
  if (order) parts.push(sql` order by `, order.sql);
  if (options.page) {
    const offset = (options.page.number - 1) * options.page.size;
    parts.push(sql` limit ${options.page.size}`);
    if (offset > 0) parts.push(sql` offset ${offset}`);
  }
  return runArrayQuery(ctx.db, sql.join(parts), mapRow);
}

/** Statement texts by shape and WHERE text: a repeated read reuses the very same string. */
const statementTexts = new Map<string, string>();
const MAX_STATEMENT_TEXTS = 1000;

/**
 * The statement of a read, compiled by the layer: the select list's texts as they are, its expressions of
 * this request, the WHERE, the ORDER BY (when compiled once) and the page. Undefined when a piece needs
 * drizzle's compiler. A select list that ids can name (all text, or text and keyed parts) is looked up
 * with the WHERE in a cache of statement texts, so that a repeated read reuses the very same string: the
 * statement namer and pg's prepared-statement check then compare it by reference instead of hashing a
 * few kilobytes of SQL.
 */
function compiledStatement(
  ctx: ResourceContext,
  selection: Selection,
  order: Order | undefined,
  options: SelectOptions,
): CompiledSql | undefined {
  if (order && !order.compiled) return undefined;
  const dialect = dialectOf(ctx.db);
  const params: unknown[] = [];
  let head = '';
  // The select list's text, when it is one a key can name: its shape and the ids of its keyed parts.
  let listKey: string | undefined = selection.compiled ? `${selection.compiled.id}` : `${selection.shapeId}`;
  for (const piece of selection.pieces) {
    if (typeof piece === 'string') {
      head += piece;
      continue;
    }
    let compiled: CompiledSql | undefined;
    if (isKeyedPart(piece)) {
      const part = piece.compile(dialect, params.length);
      if (part && listKey !== undefined) listKey += `.${part.id}`;
      compiled = part;
    } else {
      compiled = compileSql(piece, dialect, params.length);
      listKey = undefined; // built for this request: its text has no id
    }
    if (!compiled) return undefined;
    head += compiled.sql;
    params.push(...compiled.params);
  }
  const where = options.where ? compileSql(options.where, dialect, params.length) : { sql: '', params: [] };
  if (!where) return undefined;
  params.push(...where.params);
  let tail = '';
  if (options.page) {
    const offset = (options.page.number - 1) * options.page.size;
    tail = ` limit ${dialect.escapeParam(params.length)}`;
    params.push(options.page.size);
    if (offset > 0) {
      tail += ` offset ${dialect.escapeParam(params.length)}`;
      params.push(offset);
    }
  }
  const condition = options.where ? ` where ${where.sql}` : '';
  const ordering = order?.compiled ? ` order by ${order.compiled.text}` : '';
  if (listKey === undefined) return { sql: `${head}${condition}${ordering}${tail}`, params };
  const key = `${listKey}/${order?.compiled?.id ?? '-'}${tail}/${options.where ? 'w' : '-'}${where.sql}`;
  let text = statementTexts.get(key);
  if (text === undefined) {
    text = `${head}${condition}${ordering}${tail}`;
    if (statementTexts.size < MAX_STATEMENT_TEXTS) statementTexts.set(key, text);
  }
  return { sql: text, params };
}

function toRecord(resource: Resource, fields: SelectedField[], values: unknown[]): LoadedRecord {
  const row: Row = {};
  const computed: Record<string, unknown> = {};
  const links: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i]!;
    const raw = values[i];
    const value = raw === null || !field.decoder ? raw : field.decoder.mapFromDriverValue(raw);
    if (field.into === 'row') row[field.key] = value;
    else if (field.into === 'computed') computed[field.key] = value;
    else links[field.key] = value;
  }
  return { resource, id: row[resource.idKey] as Id, row, computed, links, related: new Map() };
}

export async function countRecords(resource: Resource, ctx: ResourceContext, where: SQL): Promise<number> {
  const [result] = await ctx.db.select({ count: sql<number>`count(*)` }).from(resource.table).where(where);
  // count(*) is bigint: the pg driver hands it over as text, PGlite as a number.
  return Number(result?.count ?? 0);
}
