/**
 * Loads every page of a list (000 §7, §9): 1000 records a page, the total read from
 * meta.stats.total.count, at most one request every 250 ms and 200 pages.
 */
import { PAGED_FETCH } from '@sac/domain';
import { api, type Query } from './client';
import { type JsonApiDocument, normalizeMany, type Resource, totalCount } from './jsonapi';

export type FetchAllPagesOptions = {
  pageSize?: number;
  throttleMs?: number;
  maxPages?: number;
  getPage?: (path: string, query: Query) => Promise<JsonApiDocument>;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchAllPages<T extends Resource = Resource>(
  path: string,
  query: Query = {},
  options: FetchAllPagesOptions = {},
): Promise<T[]> {
  const {
    pageSize = PAGED_FETCH.pageSize,
    throttleMs = PAGED_FETCH.throttleMs,
    maxPages = PAGED_FETCH.maxPages,
    getPage = (p, q) => api.get<JsonApiDocument>(p, q),
    sleep = wait,
  } = options;
  const records: T[] = [];
  let pages = 1;
  for (let number = 1; number <= pages; number += 1) {
    if (number > 1) await sleep(throttleMs);
    const doc = await getPage(path, {
      ...query,
      'page[number]': number,
      'page[size]': pageSize,
      'stats[total]': 'count',
    });
    const { data, meta } = normalizeMany<T>(doc);
    records.push(...data);
    const total = totalCount(meta);
    // Without a total, keep going while pages come back full.
    const known =
      total === undefined ? (data.length === pageSize ? number + 1 : number) : Math.ceil(total / pageSize);
    pages = Math.min(Math.max(known, number), maxPages);
  }
  return records;
}
