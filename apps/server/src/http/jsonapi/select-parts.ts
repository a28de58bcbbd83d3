/**
 * The parts of a plan node's SELECT that do not change from one request to the next: the select list
 * (every column of the table, plus the computed attributes and extra fields that will be rendered) and
 * the ORDER BY. drizzle's compiler walks every column and computed subquery on each call, which was a
 * third of the CPU of a single-record read, so each part is compiled to SQL text once per shape and
 * reused; only the WHERE, limit and offset are compiled per request.
 *
 * A part is reused only when it cannot differ between requests: building it read nothing from the
 * context (it is built once with a context that notices reads) and bound no parameter. In a select list
 * that is so attribute by attribute: a computed attribute that reads the context (who asks, today's
 * date) is built for each request between texts compiled once.
 */
import { asc, Column, desc, is, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Access } from '../../access/types';
import { getOrInsertComputed } from '../../lib/get-or-insert';
import { type CompiledSql, compileSql } from './compile-sql';
import type { ResourceContext } from './context';
import { attributeTarget } from './filters';
import type { ReadPlan } from './query/resolve-query';
import type { Resource } from './resource';
import { dialectOf } from './run-sql';

export type SelectedField = {
  into: 'row' | 'computed' | 'links';
  key: string;
  /** drizzle's decoder of the value (a column turns timestamp text into a Date); none: as the driver gives it. */
  decoder?: { mapFromDriverValue(value: unknown): unknown };
};

/** A part compiled once: its text, and an id that stands for that text in statement keys. */
export type CompiledPart = { id: number; text: string };

/**
 * A computed attribute with an `sqlKey`, compiled once per access, key and position in the statement
 * (`compile`, where the statement is assembled) and built as drizzle SQL only for the reads that drizzle
 * compiles (`build`).
 */
export type KeyedPart = {
  build(): SQL;
  /** Its text and parameters numbered after `firstParam` others, with an id standing for the text. */
  compile(dialect: PgDialect, firstParam: number): (CompiledSql & { id: number }) | undefined;
};

/**
 * `select … from <table>`, and where each value of a result row goes. The select list is texts compiled
 * once (the columns, and the computed attributes that are the same for every request) between the
 * expressions built for this request (computed attributes that read the context, include links).
 */
export type Selection = {
  fields: SelectedField[];
  /** The whole select list, when nothing in it depends on the request. */
  compiled?: CompiledPart;
  /** Stands for the shape (the texts between the pieces built per request) in statement keys. */
  shapeId: number;
  pieces: Array<string | SQL | KeyedPart>;
};
export type Order = { sql: SQL; compiled?: CompiledPart };

type Computed = {
  name: string;
  sql: (ctx: ResourceContext) => SQL;
  sqlKey?: (ctx: ResourceContext) => string;
};

/** Field lists can be chosen by the client (`fields[type]=…`): keep a bounded number of shapes. */
const MAX_SHAPES_PER_RESOURCE = 64;

type Cache<T> = WeakMap<PgDialect, WeakMap<Resource, Map<string, T>>>;
const orders: Cache<Order> = new WeakMap();
let nextPartId = 1;

function shapesOf<T>(cache: Cache<T>, dialect: PgDialect, resource: Resource): Map<string, T> {
  const byResource = getOrInsertComputed(cache, dialect, () => new WeakMap());
  return getOrInsertComputed(byResource, resource, () => new Map());
}

/** An ORDER BY compiled once and kept when it is the same for every request; otherwise used as built. */
function reuseOrder(
  ctx: ResourceContext,
  resource: Resource,
  key: string,
  build: (ctx: ResourceContext) => Order,
): Order {
  const dialect = dialectOf(ctx.db);
  const shapes = shapesOf(orders, dialect, resource);
  const known = shapes.get(key);
  if (known) return known;
  const probe = noticingReads(ctx);
  const order = build(probe.ctx);
  if (probe.read || shapes.size >= MAX_SHAPES_PER_RESOURCE) return order;
  const compiled = dialect.sqlToQuery(order.sql);
  if (compiled.params.length > 0) return order;
  const kept = { sql: sql.raw(compiled.sql), compiled: { id: nextPartId++, text: compiled.sql } };
  shapes.set(key, kept);
  return kept;
}

/**
 * The context, and whether anything was read from it (a part that reads it may differ per request), and
 * anything but who asks.
 */
function noticingReads(ctx: ResourceContext) {
  const probe = { read: false, readBeyondAccess: false, ctx };
  probe.ctx = new Proxy(ctx, {
    get(target, property, receiver) {
      probe.read = true;
      if (property !== 'access') probe.readBeyondAccess = true;
      return Reflect.get(target, property, receiver);
    },
  });
  return probe;
}

/** By access: the scopes that read nothing of the context but who asks, by resource. */
const accessScopes = new WeakMap<Access, Map<Resource, SQL | boolean>>();
/** Resources whose scope was once seen reading more than who asks: built per request, without a probe. */
const scopesPerRequest = new WeakSet<Resource>();

/**
 * A resource's scope for this request. One that reads nothing but the access, and at once (no query), is
 * built once per access (the authentication cache keeps one per signed-in device) and then shared by its
 * requests: drizzle's builders were a twentieth of a single-record read.
 */
export async function scopeOf(resource: Resource, ctx: ResourceContext): Promise<SQL | boolean> {
  if (scopesPerRequest.has(resource)) return resource.scope(ctx);
  const known = accessScopes.get(ctx.access)?.get(resource);
  if (known !== undefined) return known;
  const probe = noticingReads(ctx);
  const scope = resource.scope(probe.ctx);
  if (scope instanceof Promise || probe.readBeyondAccess) {
    scopesPerRequest.add(resource);
    return scope;
  }
  getOrInsertComputed(accessScopes, ctx.access, () => new Map()).set(resource, scope);
  return scope;
}

/** The computed attributes and extra fields a plan renders, in declaration order. */
function computedOf(plan: ReadPlan): Computed[] {
  const { resource } = plan;
  const computed: Computed[] = [];
  for (const attribute of resource.attributes.values()) {
    if (attribute.sql && attribute.readable && (!plan.fields || plan.fields.has(attribute.name))) {
      computed.push({ name: attribute.name, sql: attribute.sql, sqlKey: attribute.sqlKey });
    }
  }
  for (const [name, extra] of resource.extraFields) {
    if (plan.extraFields.has(name)) computed.push({ name, sql: extra.sql });
  }
  return computed;
}

/** A select list's shape: compiled texts and the computed attributes to build per request, in order. */
type SelectionTemplate = {
  id: number;
  fields: SelectedField[];
  pieces: Array<string | Computed>;
  /** The whole select list, when nothing in it depends on the request. */
  whole?: Selection;
};

const templates: Cache<SelectionTemplate> = new WeakMap();

export function selectionOf(
  plan: ReadPlan,
  ctx: ResourceContext,
  links: Record<string, PgColumn | SQL> | undefined,
): Selection {
  const computed = computedOf(plan);
  const dialect = dialectOf(ctx.db);
  const shapes = shapesOf(templates, dialect, plan.resource);
  const key = computed.map((c) => c.name).join(',');
  let template = shapes.get(key);
  if (!template) {
    template = templateOf(plan.resource, computed, ctx, dialect);
    if (shapes.size < MAX_SHAPES_PER_RESOURCE) shapes.set(key, template);
  }
  if (template.whole && !links) return template.whole;
  const resource = plan.resource.type;
  const pieces = template.pieces.map((piece) => {
    if (typeof piece === 'string') return piece;
    return piece.sqlKey ? keyedPart(resource, piece, ctx, piece.sqlKey(ctx)) : piece.sql(ctx);
  });
  const from = pieces.pop() as string;
  const fields = [...template.fields];
  // Links are the include loader's join columns: appended to the list for this read only.
  for (const [name, value] of Object.entries(links ?? {})) {
    pieces.push(', ', is(value, Column) ? sql`${value}` : value);
    fields.push({ into: 'links', key: name, decoder: is(value, Column) ? value : decoderOf(value) });
  }
  pieces.push(from);
  return { fields, shapeId: template.id, pieces };
}

type KeyedCompilation = CompiledSql & { id: number };
/** By access: its keyed parts' compilations, by resource, attribute, key and first parameter. */
const keyedCompilations = new WeakMap<Access, Map<string, KeyedCompilation>>();
/** Keys are few (a month, say); the bound keeps a long-lived access from collecting them forever. */
const MAX_KEYED_PER_ACCESS = 64;
const keyedTextIds = new Map<string, number>();
const MAX_KEYED_TEXTS = 1000;

function keyedPart(resource: string, computed: Computed, ctx: ResourceContext, key: string): KeyedPart {
  return {
    build: () => computed.sql(ctx),
    compile(dialect, firstParam) {
      const compilations = getOrInsertComputed(keyedCompilations, ctx.access, () => new Map());
      const cacheKey = `${resource}.${computed.name}/${key}/${firstParam}`;
      const known = compilations.get(cacheKey);
      if (known) return known;
      const compiled = compileSql(computed.sql(ctx), dialect, firstParam);
      if (!compiled) return undefined;
      // Ids go by text: the many users whose part reads alike share one id, and so one statement text.
      let id = keyedTextIds.get(compiled.sql);
      if (id === undefined) {
        id = nextPartId++;
        if (keyedTextIds.size < MAX_KEYED_TEXTS) keyedTextIds.set(compiled.sql, id);
      }
      const kept = { ...compiled, id };
      if (compilations.size >= MAX_KEYED_PER_ACCESS) compilations.clear();
      compilations.set(cacheKey, kept);
      return kept;
    },
  };
}

export const isKeyedPart = (piece: string | SQL | KeyedPart): piece is KeyedPart =>
  typeof piece === 'object' && 'compile' in piece;

/** The select list as one drizzle SQL (the reads that are not compiled by the layer itself). */
export const selectionSql = (selection: Selection): SQL =>
  sql.join(
    selection.pieces.map((piece) =>
      typeof piece === 'string' ? sql.raw(piece) : isKeyedPart(piece) ? piece.build() : piece,
    ),
  );

/**
 * Compiles what is the same for every request once: the columns, and each computed attribute whose SQL
 * read nothing from the context (it is built with a context that notices reads) and bound no parameter.
 * The last piece is always the text ` from <table>`, and no text piece is empty.
 */
function templateOf(
  resource: Resource,
  computed: Computed[],
  ctx: ResourceContext,
  dialect: PgDialect,
): SelectionTemplate {
  const fields: SelectedField[] = [];
  const pieces: Array<string | Computed> = [];
  let text = 'select ';
  for (const [key, column] of Object.entries(resource.columns)) {
    text += `${fields.length > 0 ? ', ' : ''}${dialect.sqlToQuery(sql`${column}`).sql}`;
    fields.push({ into: 'row', key, decoder: column });
  }
  for (const attribute of computed) {
    text += ', ';
    const probe = noticingReads(ctx);
    const compiled = dialect.sqlToQuery(attribute.sql(probe.ctx));
    if (probe.read || compiled.params.length > 0) {
      if (text !== '') pieces.push(text);
      pieces.push(attribute);
      text = '';
    } else {
      text += compiled.sql;
    }
    fields.push({ into: 'computed', key: attribute.name });
  }
  if (text !== '') pieces.push(text);
  pieces.push(` from ${dialect.sqlToQuery(sql`${resource.table}`).sql}`);
  const id = nextPartId++;
  if (pieces.length > 2) return { id, fields, pieces };
  const whole = `${pieces[0] as string}${pieces[1] as string}`;
  const compiled = { id, text: whole };
  return { id, fields, pieces, whole: { fields, shapeId: id, pieces: [whole], compiled } };
}

/** An expression's `mapWith` decoder, which drizzle applies to selected expressions (not typed as public). */
const decoderOf = (expression: SQL) =>
  (expression as unknown as { decoder?: SelectedField['decoder'] }).decoder;

function orderTerms(plan: ReadPlan, ctx: ResourceContext): SQL[] {
  const terms = plan.sort.flatMap(({ attribute, descending }) => {
    const target = attributeTarget(attribute, ctx);
    const direction = descending ? desc : asc;
    // Names sort as people read them: case-insensitively, ties broken by the exact text.
    return attribute.type === 'string'
      ? [direction(sql`lower(${target})`), direction(target)]
      : [direction(target)];
  });
  return [...terms, asc(plan.resource.idColumn)];
}

/** The ORDER BY terms of a plan node; the id breaks ties so pages are stable. */
export function orderOf(plan: ReadPlan, ctx: ResourceContext): Order {
  const key = plan.sort
    .map(({ attribute, descending }) => (descending ? '-' : '') + attribute.name)
    .join(',');
  return reuseOrder(ctx, plan.resource, key, (context) => ({
    sql: sql.join(orderTerms(plan, context), sql`, `),
  }));
}
