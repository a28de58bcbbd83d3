/**
 * Reads Graphiti's query parameters from Fastify's flat query object (`filter[name][eq]` arrives as one
 * key). Only the syntax is checked here; names are checked against the resources in resolve-query.ts.
 */
import { badRequest } from '../../errors';

export type RawQuery = Record<string, unknown>;

export type FilterParam = {
  /** The parameter as sent, for messages: `filter[status][not_eq]`. */
  key: string;
  /** Relationship path of a dotted filter (`coalition_memberships.status` → ['coalition_memberships']). */
  path: string[];
  name: string;
  operator: string | undefined;
  /** Unsplit texts (several when the key was repeated); resolve-query splits them per filter. */
  texts: string[];
};

export type SortParam = { path: string[]; name: string; descending: boolean };
export type IncludeTree = Map<string, IncludeTree>;

export type ParsedQuery = {
  filters: FilterParam[];
  sort: SortParam[];
  page: { number: number; size: number };
  stats: { total: boolean };
  include: IncludeTree;
  fields: Map<string, string[]>;
  extraFields: Map<string, string[]>;
};

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
/** Keeps the offset a safe integer whatever page number is asked. */
const MAX_PAGE_NUMBER = 1_000_000_000;
/**
 * Each included relationship costs one query per level, so a query cannot ask for more than these
 * (the spec's deepest include is `organizations.coalition_memberships`, its longest list four paths).
 */
export const MAX_INCLUDE_DEPTH = 3;
export const MAX_INCLUDE_PATHS = 10;

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

/** `a,b` → [a, b]; `{{a,b}}` keeps a comma inside one value, as in Graphiti. */
export function splitValues(text: string): string[] {
  const values: string[] = [];
  const pattern = /\{\{(.*?)\}\}|([^,]+)/g;
  for (const match of text.matchAll(pattern)) values.push(match[1] ?? match[2] ?? '');
  return values;
}

const list = (value: unknown): string[] =>
  texts(value)
    .flatMap((text) => text.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');

const splitPath = (dotted: string) => {
  const parts = dotted.split('.');
  return { path: parts.slice(0, -1), name: parts.at(-1) ?? '' };
};

/**
 * Plain query parameters a route reads as filters, by the filter (attribute or named filter) they stand
 * for: the spec's `?locationId=` is `{ locationId: 'location_id' }`. Each is one more condition (AND),
 * and its errors name the parameter as sent.
 */
export type FilterParameters = Readonly<Record<string, string>>;

export function parseQuery(raw: RawQuery, filterParameters: FilterParameters = {}): ParsedQuery {
  const query: ParsedQuery = {
    filters: [],
    sort: [],
    page: { number: 1, size: DEFAULT_PAGE_SIZE },
    stats: { total: false },
    include: new Map(),
    fields: new Map(),
    extraFields: new Map(),
  };
  for (const [key, value] of Object.entries(raw)) {
    const family = /^(filter|page|stats|fields|extra_fields)\[/.exec(key)?.[1];
    if (family) parseFamily(query, family, key, value);
    else if (key === 'sort') query.sort = list(value).map(parseSort);
    else if (key === 'include') query.include = parseInclude(list(value));
    else if (key === 'page') parseBarePage(query, raw, value);
    else if (Object.hasOwn(filterParameters, key)) {
      const name = filterParameters[key]!;
      query.filters.push({ key, path: [], name, operator: undefined, texts: texts(value) });
    }
  }
  return query;
}

/** The spec's screens send `?page=2` (000 §7, 001 §7): the page number, with the default size. */
function parseBarePage(query: ParsedQuery, raw: RawQuery, value: unknown) {
  if (raw['page[number]'] !== undefined) throw badRequest('Send page or page[number], not both.', 'page');
  query.page = { ...query.page, ...parsePage('number', 'page', texts(value).at(-1) ?? '') };
}

function parseFamily(query: ParsedQuery, family: string, key: string, value: unknown) {
  const match = /^[a-z_]+\[([^[\]]+)\](?:\[([^[\]]+)\])?$/.exec(key);
  const [, name, operator] = match ?? [];
  if (!name || (operator && family !== 'filter')) throw badRequest(`Malformed query parameter: ${key}.`, key);
  if (family === 'filter') {
    if (name.split('.').some((part) => part === '')) throw badRequest(`Unknown filter: ${key}.`, key);
    query.filters.push({ key, ...splitPath(name), operator, texts: texts(value) });
  } else if (family === 'page') {
    query.page = { ...query.page, ...parsePage(name, key, texts(value).at(-1) ?? '') };
  } else if (family === 'stats') {
    const stats = list(value);
    if (name !== 'total' || stats.some((s) => s !== 'count')) {
      throw badRequest(
        `Unsupported statistic: ${key}=${texts(value).join(',')} (only stats[total]=count).`,
        key,
      );
    }
    query.stats.total = stats.length > 0;
  } else {
    const target = family === 'fields' ? query.fields : query.extraFields;
    target.set(name, [...(target.get(name) ?? []), ...list(value)]);
  }
}

function parsePage(name: string, key: string, text: string): Partial<ParsedQuery['page']> {
  const value = /^\s*\d{1,12}\s*$/.test(text) ? Number(text) : Number.NaN;
  if (name === 'number') {
    // The spec's front end sends page[number]=0 for the first page.
    if (Number.isNaN(value) || value > MAX_PAGE_NUMBER) {
      throw badRequest(`${key} must be a whole number from 1 to ${MAX_PAGE_NUMBER}.`, key);
    }
    return { number: Math.max(value, 1) };
  }
  if (name === 'size') {
    if (Number.isNaN(value))
      throw badRequest(`${key} must be a whole number from 0 to ${MAX_PAGE_SIZE}.`, key);
    if (value > MAX_PAGE_SIZE) throw badRequest(`${key} must be at most ${MAX_PAGE_SIZE}.`, key);
    return { size: value };
  }
  throw badRequest(`Unknown page parameter: ${key} (use page[number] and page[size]).`, key);
}

function parseSort(entry: string): SortParam {
  const descending = entry.startsWith('-');
  const { path, name } = splitPath(descending ? entry.slice(1) : entry);
  if (name === '' || path.some((part) => part === '')) throw badRequest(`Unknown sort: ${entry}.`, 'sort');
  return { path, name, descending };
}

const shorten = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

function parseInclude(listed: string[]): IncludeTree {
  const paths = [...new Set(listed)];
  if (paths.length > MAX_INCLUDE_PATHS) {
    throw badRequest(
      `include names ${paths.length} paths; at most ${MAX_INCLUDE_PATHS} are allowed.`,
      'include',
    );
  }
  const root: IncludeTree = new Map();
  for (const dotted of paths) {
    const parts = dotted.split('.');
    if (parts.length > MAX_INCLUDE_DEPTH) {
      throw badRequest(
        `Include ${shorten(dotted)} is ${parts.length} relationships deep; at most ${MAX_INCLUDE_DEPTH} are allowed.`,
        'include',
      );
    }
    let node = root;
    for (const part of parts) {
      if (part === '') throw badRequest(`Unknown include: ${dotted}.`, 'include');
      const child = node.get(part) ?? new Map();
      node.set(part, child);
      node = child;
    }
  }
  return root;
}
