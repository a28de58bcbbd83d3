/** Index and show: query → read plan → scoped, filtered, sorted, paged rows → includes → document. */
import { and, eq } from 'drizzle-orm';
import { notFound } from '../errors';
import type { ResourceContext } from './context';
import { loadIncludes } from './includes';
import { type FilterParameters, parseQuery, type RawQuery } from './query/parse-query';
import { type ReadPlan, resolveQuery } from './query/resolve-query';
import type { Resource } from './resource';
import { countRecords, type LoadedRecord, readCondition, selectRecords } from './select';
import { type JsonApiDocument, renderDocument } from './serializer';
import type { Id } from './types';
import { fromQueryText } from './values';

/** An id from a URL; undefined when it cannot be one (`abc`, or beyond the column's range), which reads as 404. */
export function parseId(resource: Resource, raw: unknown): Id | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const converted = fromQueryText(resource.attributes.get('id')!, String(raw));
  return converted.ok ? (converted.value as Id) : undefined;
}

/** What a custom route adds to the query parameters the layer reads. */
export type ReadOptions = {
  /** Plain parameters read as filters, e.g. the spec's `{ locationId: 'location_id' }`. */
  filterParameters?: FilterParameters;
};

export async function readIndex(
  ctx: ResourceContext,
  resource: Resource,
  raw: RawQuery,
  options: ReadOptions = {},
): Promise<JsonApiDocument> {
  const { plan, page, stats } = resolveQuery(resource, parseQuery(raw, options.filterParameters));
  const condition = await readCondition(plan, ctx);
  // The count runs beside the page and its includes: on the PostgreSQL server they go to different
  // connections (on a transaction's one connection, and on the embedded engine, they take turns).
  const loadPage = async (): Promise<LoadedRecord[]> => {
    // page[size]=0 asks for the statistics only, as in Graphiti.
    const records =
      condition !== false && page.size > 0 ? await selectRecords(plan, ctx, { where: condition, page }) : [];
    await loadIncludes(ctx, plan, records);
    return records;
  };
  const [records, total] = await Promise.all([
    loadPage(),
    condition !== false && stats.total ? countRecords(resource, ctx, condition) : 0,
  ]);
  return renderDocument(ctx, plan, records, stats.total ? { stats: { total: { count: total } } } : {});
}

/**
 * One record through the plan's scope and filters (the id column checked first, so a bad id is a 404).
 * The id is unique, so the read has no ORDER BY.
 */
export async function findRecord(
  ctx: ResourceContext,
  plan: ReadPlan,
  rawId: unknown,
): Promise<LoadedRecord | undefined> {
  const id = parseId(plan.resource, rawId);
  if (id === undefined) return undefined;
  const condition = await readCondition(plan, ctx);
  if (condition === false) return undefined;
  const [record] = await selectRecords(plan, ctx, {
    where: and(eq(plan.resource.idColumn, id), condition),
    oneRow: true,
  });
  return record;
}

export async function readShow(
  ctx: ResourceContext,
  resource: Resource,
  rawId: unknown,
  raw: RawQuery,
): Promise<JsonApiDocument> {
  const { plan } = resolveQuery(resource, parseQuery(raw));
  const record = await findRecord(ctx, plan, rawId);
  if (!record) throw notFound();
  await loadIncludes(ctx, plan, [record]);
  return renderDocument(ctx, plan, record);
}
