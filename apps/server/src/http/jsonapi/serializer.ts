/**
 * Renders loaded records as a JSON:API document. Only declared, readable attributes leave (a row's
 * other columns, such as token hashes, never do); ids are strings; each included record appears once.
 */
import type { ResourceContext } from './context';
import type { ReadPlan } from './query/resolve-query';
import type { LoadedRecord } from './select';
import type { AttributeType } from './types';

export type Linkage = { type: string; id: string };
export type ResourceObject = {
  id: string;
  type: string;
  'temp-id'?: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: Linkage | Linkage[] | null }>;
  meta?: Record<string, unknown>;
};
export type JsonApiDocument = {
  data: ResourceObject | ResourceObject[] | null;
  included: ResourceObject[];
  meta: Record<string, unknown>;
};

/** PostgreSQL's timestamp text (`2024-05-01 10:00:00.123+00`) as ISO 8601, which every client parses. */
function isoTimestamp(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return value;
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function renderValue(type: AttributeType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'integer':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 't' || value === 'true';
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    case 'datetime':
      return isoTimestamp(value);
    default:
      return value;
  }
}

const keyOf = (record: LoadedRecord) => `${record.resource.type}:${record.id}`;
const linkage = (record: LoadedRecord): Linkage => ({ type: record.resource.type, id: String(record.id) });

/** A record's object without its meta: the attributes the plan asks for, and its relationships' linkage. */
function renderObject(ctx: ResourceContext, plan: ReadPlan, record: LoadedRecord): ResourceObject {
  const { resource } = record;
  const attributes: Record<string, unknown> = {};
  for (const attribute of resource.attributes.values()) {
    if (!attribute.readable || (plan.fields && !plan.fields.has(attribute.name))) continue;
    if (attribute.readableBy && !attribute.readableBy(ctx, record.row)) continue;
    const value = attribute.columnKey ? record.row[attribute.columnKey] : record.computed[attribute.name];
    attributes[attribute.name] = renderValue(attribute.type, value);
  }
  for (const name of plan.extraFields) {
    attributes[name] = renderValue(resource.extraFields.get(name)!.type, record.computed[name]);
  }
  const object: ResourceObject = {
    id: String(record.id),
    type: resource.type,
    ...(record.tempId === undefined ? {} : { 'temp-id': record.tempId }),
    attributes,
  };
  if (record.related.size > 0) {
    object.relationships = {};
    for (const [name, related] of record.related) {
      object.relationships[name] = {
        data: Array.isArray(related) ? related.map(linkage) : related ? linkage(related) : null,
      };
    }
  }
  return object;
}

/**
 * A record's object with its resource's meta. Most resources have none: their records render without a
 * wait (a page of a coalition's contributors includes about 500 month statuses).
 */
function renderRecord(
  ctx: ResourceContext,
  plan: ReadPlan,
  record: LoadedRecord,
): ResourceObject | Promise<ResourceObject> {
  const object = renderObject(ctx, plan, record);
  if (!record.resource.meta) return object;
  return Promise.resolve(record.resource.meta(ctx, record.row)).then((meta) => {
    if (meta && Object.keys(meta).length > 0) object.meta = meta;
    return object;
  });
}

/** Included records of every level, each once: a record reached by two paths gets both linkages. */
async function renderIncluded(
  ctx: ResourceContext,
  plan: ReadPlan,
  records: LoadedRecord[],
  seen: Map<string, ResourceObject>,
  included: ResourceObject[],
) {
  for (const [name, include] of plan.includes) {
    const children = unique(
      records.flatMap((record) => {
        const related = record.related.get(name);
        return Array.isArray(related) ? related : related ? [related] : [];
      }),
    );
    for (const child of children) {
      const result = renderRecord(ctx, include.plan, child);
      const rendered = result instanceof Promise ? await result : result;
      const existing = seen.get(keyOf(child));
      if (existing) {
        existing.relationships = { ...existing.relationships, ...rendered.relationships };
        continue;
      }
      seen.set(keyOf(child), rendered);
      included.push(rendered);
    }
    await renderIncluded(ctx, include.plan, children, seen, included);
  }
}

const unique = (records: LoadedRecord[]) => [...new Set(records)];

export async function renderDocument(
  ctx: ResourceContext,
  plan: ReadPlan,
  data: LoadedRecord | LoadedRecord[] | null,
  meta: Record<string, unknown> = {},
  extraIncluded: Array<{ plan: ReadPlan; record: LoadedRecord }> = [],
): Promise<JsonApiDocument> {
  const primary = data === null ? [] : Array.isArray(data) ? data : [data];
  const rendered = await Promise.all(primary.map((record) => renderRecord(ctx, plan, record)));
  const seen = new Map(rendered.map((object, i) => [keyOf(primary[i]!), object]));
  const included: ResourceObject[] = [];
  await renderIncluded(ctx, plan, primary, seen, included);
  for (const extra of extraIncluded) {
    const existing = seen.get(keyOf(extra.record));
    if (existing) {
      if (extra.record.tempId !== undefined) existing['temp-id'] = extra.record.tempId;
      continue;
    }
    const object = await renderRecord(ctx, extra.plan, extra.record);
    seen.set(keyOf(extra.record), object);
    included.push(object);
  }
  return { data: Array.isArray(data) ? rendered : (rendered[0] ?? null), included, meta };
}
