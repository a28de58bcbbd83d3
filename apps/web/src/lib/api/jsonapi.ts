/**
 * JSON:API documents (Graphiti conventions) turned into plain objects: `{ id, type, ...attributes }`
 * with each relationship replaced by the related objects found in `included`. Related objects that
 * were not included are `{ id, type }` stubs; a resource met again below itself (a back-reference)
 * is a stub too, so the result is a tree and safe for structural sharing and JSON.
 */

export type ResourceRef = { id: string | number; type: string };
export type JsonApiResource = ResourceRef & {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: ResourceRef | ResourceRef[] | null }>;
  meta?: Record<string, unknown>;
};
export type JsonApiDocument = {
  data: JsonApiResource | JsonApiResource[] | null;
  included?: JsonApiResource[];
  meta?: Record<string, unknown>;
};

/** A resource as the app uses it. Attribute and relationship names are camelCase (the client converted them). */
export type Resource = { id: string; type: string; [key: string]: unknown };

export type Normalized<T> = { data: T; meta: Record<string, unknown> };

const keyOf = (ref: ResourceRef) => `${ref.type}:${String(ref.id)}`;

export function createResolver(doc: JsonApiDocument) {
  const index = new Map<string, JsonApiResource>();
  const primary = doc.data === null ? [] : Array.isArray(doc.data) ? doc.data : [doc.data];
  for (const resource of [...(doc.included ?? []), ...primary]) index.set(keyOf(resource), resource);

  function build(ref: ResourceRef, ancestors: ReadonlySet<string>): Resource {
    const key = keyOf(ref);
    const found = index.get(key);
    const stub: Resource = { id: String(ref.id), type: ref.type };
    if (!found || ancestors.has(key)) return stub;
    const result: Resource = { ...found.attributes, ...stub };
    if (found.meta) result.meta = found.meta;
    const below = new Set(ancestors).add(key);
    for (const [name, relationship] of Object.entries(found.relationships ?? {})) {
      const data = relationship?.data;
      if (data === undefined) continue;
      result[name] = Array.isArray(data)
        ? data.map((item) => build(item, below))
        : data && build(data, below);
    }
    return result;
  }

  return { build: (ref: ResourceRef) => build(ref, new Set()) };
}

/** One resource (`GET /api/v1/users/1?include=…`). */
export function normalizeOne<T extends Resource = Resource>(doc: JsonApiDocument): Normalized<T> {
  if (!doc.data || Array.isArray(doc.data)) throw new Error('Expected a single JSON:API resource');
  return { data: createResolver(doc).build(doc.data) as T, meta: doc.meta ?? {} };
}

/** A list (`GET /api/v1/locations?…`). */
export function normalizeMany<T extends Resource = Resource>(doc: JsonApiDocument): Normalized<T[]> {
  const resolver = createResolver(doc);
  const data = doc.data === null ? [] : Array.isArray(doc.data) ? doc.data : [doc.data];
  return { data: data.map((item) => resolver.build(item) as T), meta: doc.meta ?? {} };
}

/** `meta.stats.total.count` of a list answered with `stats[total]=count`. */
export function totalCount(meta: Record<string, unknown>): number | undefined {
  const stats = meta.stats as { total?: { count?: unknown } } | undefined;
  const count = stats?.total?.count;
  return typeof count === 'number' ? count : typeof count === 'string' ? Number(count) : undefined;
}

/** A request body for a create or update: `{ data: { id?, type, attributes } }`. */
export function resourceBody(type: string, attributes: Record<string, unknown>, id?: string | number) {
  return { data: { ...(id === undefined ? {} : { id: String(id) }), type, attributes } };
}
