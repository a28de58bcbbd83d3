/**
 * One record's create, update or destroy inside the caller's transaction: load through the scope
 * (outside it is a 404), authorize with `can` (deny by default), check attributes, run the resource's
 * hook or the plain statement, and turn database refusals into 4xx errors.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { forbidden, notFound } from '../errors';
import { checkAttributes, type ResourceInput } from './body';
import type { ResourceContext } from './context';
import { isWriteConflict, translateDatabaseError } from './db-errors';
import { parseId } from './read';
import type { Resource, Row } from './resource';
import { scopeOf } from './select-parts';
import type { ColumnValues, WriteAction } from './types';

export type WriteContext = ResourceContext & { db: Tx };

/** Values the layer sets itself (a sideposted record's foreign key), by attribute name and by column key. */
export type ImpliedValues = { attributes: Record<string, unknown>; values: ColumnValues };
const NONE: ImpliedValues = { attributes: {}, values: {} };

/** How many times a write runs when PostgreSQL breaks a deadlock by rolling it back. */
export const WRITE_ATTEMPTS = 3;

/**
 * Runs `work` in one transaction. Two writers of one organization can deadlock (a month save locks its
 * record, then the organization; a species change locks the organization, then the records it
 * removes); PostgreSQL then rolls one back, and that one runs again from the start.
 */
export async function inTransaction<T>(
  ctx: ResourceContext,
  work: (ctx: WriteContext) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isWriteConflict(error)) throw error;
    }
  }
}

async function authorize(ctx: ResourceContext, resource: Resource, action: WriteAction, row: Row) {
  if (!resource.can || !(await resource.can(ctx, action, row))) {
    throw forbidden(`You are not allowed to ${action} this ${resource.type} record.`);
  }
}

async function guarded<T>(resource: Resource, pointer: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw translateDatabaseError(error, resource, pointer) ?? error;
  }
}

/** The stored row, locked for the rest of the transaction; 404 when the id is malformed or out of scope. */
export async function loadForWrite(ctx: WriteContext, resource: Resource, rawId: unknown): Promise<Row> {
  return loadInScope(ctx, resource, rawId, true);
}

export async function loadInScope(
  ctx: WriteContext,
  resource: Resource,
  rawId: unknown,
  lock = false,
): Promise<Row> {
  const id = parseId(resource, rawId);
  const scope = id === undefined ? false : await scopeOf(resource, ctx);
  if (id === undefined || scope === false) throw notFound();
  const query = ctx.db
    .select()
    .from(resource.table)
    .where(and(eq(resource.idColumn, id), scope === true ? undefined : scope));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as Row;
}

const refuse = (resource: Resource, action: WriteAction) =>
  forbidden(
    `${resource.type} records cannot be ${action === 'destroy' ? 'destroyed' : `${action}d`} through this API.`,
  );

export async function createRecord(
  ctx: WriteContext,
  resource: Resource,
  input: ResourceInput,
  implied: ImpliedValues = NONE,
): Promise<Row> {
  const hook = resource.writes.create;
  if (!hook) throw refuse(resource, 'create');
  const checked = checkAttributes(resource, 'create', input, new Set(Object.keys(implied.attributes)));
  const attributes = { ...checked.attributes, ...implied.attributes };
  const values = { ...checked.values, ...implied.values };
  const insert = async (insertValues: ColumnValues) => {
    const [row] = await ctx.db.insert(resource.table).values(insertValues).returning();
    return row as Row;
  };
  const row = await guarded(resource, input.pointer, () =>
    hook === true ? insert(values) : hook({ tx: ctx.db, ctx, attributes, values, insert }),
  );
  // Checked on the row as stored: refusing it here rolls the insert back with the transaction.
  await authorize(ctx, resource, 'create', row);
  return row;
}

export async function updateRecord(
  ctx: WriteContext,
  resource: Resource,
  id: unknown,
  input: ResourceInput,
  implied: ImpliedValues = NONE,
): Promise<Row> {
  const hook = resource.writes.update;
  if (!hook) throw refuse(resource, 'update');
  const row = await loadForWrite(ctx, resource, id);
  await authorize(ctx, resource, 'update', row);
  const checked = checkAttributes(resource, 'update', input, new Set(Object.keys(implied.attributes)));
  const attributes = { ...checked.attributes, ...implied.attributes };
  const values = { ...checked.values, ...implied.values };
  const update = async (updateValues: ColumnValues) => {
    if (Object.keys(updateValues).length === 0) return row;
    const [updated] = await ctx.db
      .update(resource.table)
      .set(updateValues)
      .where(eq(resource.idColumn, row[resource.idKey]))
      .returning();
    return updated as Row;
  };
  const updated = await guarded(resource, input.pointer, () =>
    hook === true ? update(values) : hook({ tx: ctx.db, ctx, row, attributes, values, update }),
  );
  // Checked again on the result, so a record cannot be moved somewhere its editor may not write.
  await authorize(ctx, resource, 'update', updated);
  return updated;
}

export async function destroyRecord(
  ctx: WriteContext,
  resource: Resource,
  id: unknown,
  pointer = '/data',
): Promise<Row> {
  const hook = resource.writes.destroy;
  if (!hook) throw refuse(resource, 'destroy');
  const row = await loadForWrite(ctx, resource, id);
  await authorize(ctx, resource, 'destroy', row);
  const destroy = async () => {
    await ctx.db.delete(resource.table).where(eq(resource.idColumn, row[resource.idKey]));
  };
  await guarded(resource, pointer, () =>
    hook === true ? destroy() : hook({ tx: ctx.db, ctx, row, destroy }),
  );
  return row;
}
