import { describe, expect, it } from 'vitest';
import type { Query } from './client';
import { fetchAllPages } from './fetch-all-pages';
import type { JsonApiDocument } from './jsonapi';

function fakeServer(total: number | undefined, pageSize: number) {
  const calls: Query[] = [];
  const getPage = async (_path: string, query: Query): Promise<JsonApiDocument> => {
    calls.push(query);
    const number = Number(query['page[number]']);
    const start = (number - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, (total ?? 2500) - start));
    const data = Array.from({ length: count }, (_, i) => ({
      id: start + i + 1,
      type: 'locations',
      attributes: {},
    }));
    return { data, meta: total === undefined ? {} : { stats: { total: { count: total } } } };
  };
  return { calls, getPage };
}

describe('fetchAllPages', () => {
  it('asks for 1000 a page with the total count and loads every page', async () => {
    const server = fakeServer(2500, 1000);
    const sleeps: number[] = [];
    const records = await fetchAllPages(
      '/api/v1/locations',
      { sort: 'name' },
      {
        getPage: server.getPage,
        sleep: async (ms) => void sleeps.push(ms),
      },
    );
    expect(records).toHaveLength(2500);
    expect(server.calls.map((q) => q['page[number]'])).toEqual([1, 2, 3]);
    expect(server.calls[0]).toMatchObject({ sort: 'name', 'page[size]': 1000, 'stats[total]': 'count' });
    expect(sleeps).toEqual([250, 250]);
  });

  it('stops at 200 pages', async () => {
    const server = fakeServer(1_000_000, 10);
    await fetchAllPages('/x', {}, { pageSize: 10, getPage: server.getPage, sleep: async () => {} });
    expect(server.calls).toHaveLength(200);
  });

  it('without a total, continues while pages are full', async () => {
    const server = fakeServer(undefined, 1000);
    const records = await fetchAllPages('/x', {}, { getPage: server.getPage, sleep: async () => {} });
    expect(records).toHaveLength(2500);
    expect(server.calls).toHaveLength(3);
  });

  it('makes one request for an empty list', async () => {
    const server = fakeServer(0, 1000);
    expect(await fetchAllPages('/x', {}, { getPage: server.getPage, sleep: async () => {} })).toEqual([]);
    expect(server.calls).toHaveLength(1);
  });
});
