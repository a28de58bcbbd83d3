/**
 * Create/update/destroy as whole requests: check the query and the body before anything is written,
 * run the record and its sideposted records in one transaction, and answer with the written record
 * (with the query's includes) and the sideposted records in `included`, created ones with `temp-id`.
 */
import { eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import { notFound } from '../errors';
import { readDocument } from './body';
import type { ResourceContext } from './context';
import { isToMany, loadIncludes } from './includes';
import { type ParsedQuery, parseQuery, type RawQuery } from './query/parse-query';
import { plainPlan, type ReadPlan, resolveQuery } from './query/resolve-query';
import { parseId } from './read';
import type { Resource } from './resource';
import { type LoadedRecord, selectRecords } from './select';
import { type JsonApiDocument, renderDocument } from './serializer';
import { persist, type Target, type Written } from './sideposting';
import { destroyRecord, inTransaction, type WriteContext } from './write';

export async function handleCreate(ctx: ResourceContext, resource: Resource, body: unknown, raw: RawQuery) {
  return handleWrite(ctx, resource, body, raw, { action: 'create' });
}

export async function handleUpdate(
  ctx: ResourceContext,
  resource: Resource,
  rawId: unknown,
  body: unknown,
  raw: RawQuery,
) {
  return handleWrite(ctx, resource, body, raw, { action: 'update', id: rawId });
}

export async function handleDestroy(
  ctx: ResourceContext,
  resource: Resource,
  rawId: unknown,
): Promise<JsonApiDocument> {
  await inTransaction(ctx, (tx) => destroyRecord(tx, resource, rawId));
  return { data: null, included: [], meta: {} };
}

async function handleWrite(
  ctx: ResourceContext,
  resource: Resource,
  body: unknown,
  raw: RawQuery,
  target: Target,
): Promise<JsonApiDocument> {
  const query = parseQuery(raw);
  const { plan } = resolveQuery(resource, query);
  let urlId: string | undefined;
  if (target.action === 'update') {
    const id = parseId(resource, target.id);
    if (id === undefined) throw notFound();
    urlId = String(id);
  }
  const document = readDocument(body, resource, urlId);
  return inTransaction(ctx, async (tx) => {
    const written = await persist(tx, resource, document.data, document.included, target);
    return renderWritten(tx, plan, query, written);
  });
}

function descendants(written: Written): Written[] {
  return [...written.children.values()].flat().flatMap((child) => [child, ...descendants(child)]);
}

/** Re-reads what was written (computed attributes included) in one query per resource type. */
async function renderWritten(ctx: WriteContext, plan: ReadPlan, query: ParsedQuery, root: Written) {
  const { resource } = plan;
  const [rootRecord] = await selectRecords(plan, ctx, {
    where: eq(resource.idColumn, root.row[resource.idKey]),
  });
  if (!rootRecord) throw notFound();
  await loadIncludes(ctx, plan, [rootRecord]);

  const sideposted = descendants(root);
  const records = new Map<Written, LoadedRecord>([[root, rootRecord]]);
  const plans = new Map<Resource, ReadPlan>();
  for (const group of new Set(sideposted.map((w) => w.resource))) {
    const groupPlan = plainPlan(group, query);
    plans.set(group, groupPlan);
    const members = sideposted.filter((w) => w.resource === group);
    const loaded = await selectRecords(groupPlan, ctx, {
      where: anyOf(
        group.idColumn,
        members.map((w) => w.row[group.idKey]),
      ),
    });
    const byId = new Map(loaded.map((record) => [String(record.id), record]));
    for (const member of members) {
      const record = byId.get(String(member.row[group.idKey]));
      if (record) records.set(member, { ...record, tempId: member.tempId, related: new Map() });
    }
  }
  for (const [written, record] of records) {
    for (const [name, children] of written.children) {
      if (record.related.has(name)) continue;
      const linked = children
        .map((child) => records.get(child))
        .filter((r): r is LoadedRecord => r !== undefined);
      const relationship = written.resource.relationships.get(name)!;
      record.related.set(name, isToMany(relationship) ? linked : (linked[0] ?? null));
    }
  }
  const extras = sideposted.flatMap((w) => {
    const record = records.get(w);
    return record ? [{ plan: plans.get(w.resource)!, record }] : [];
  });
  return renderDocument(ctx, plan, rootRecord, {}, extras);
}
