/**
 * Paged lists of the screens (001 §9): one page of LIST_PAGE_SIZE records with the total from
 * `meta.stats.total.count`, the page number kept in the address (`?page=2`) and the next page prefetched.
 */
import { LIST_PAGE_SIZE } from '@sac/domain';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api, type Query } from './client';
import { type JsonApiDocument, normalizeMany, type Resource, totalCount } from './jsonapi';

export type PagedList<T> = { records: T[]; total: number };

export async function getPagedList<T extends Resource>(
  path: string,
  query: Query,
  page: number,
): Promise<PagedList<T>> {
  const doc = await api.get<JsonApiDocument>(path, {
    ...query,
    'page[number]': page,
    'page[size]': LIST_PAGE_SIZE,
    'stats[total]': 'count',
  });
  const { data, meta } = normalizeMany<T>(doc);
  return { records: data, total: totalCount(meta) ?? data.length };
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

export type PagedQueryOptions<T> = (page: number) => {
  queryKey: QueryKey;
  queryFn: () => Promise<PagedList<T>>;
};

/** One page of a list, keeping the previous page on screen while the next loads, and prefetching the one after. */
export function usePagedList<T>(options: PagedQueryOptions<T>, page: number) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...options(page), placeholderData: keepPreviousData });
  const pages = query.data ? pageCountOf(query.data.total) : 1;
  const next = page < pages ? options(page + 1) : null;
  const nextKey = next ? JSON.stringify(next.queryKey) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the page to prefetch.
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(next);
  }, [nextKey, queryClient]);
  return { ...query, pages };
}

/** A page number from the address (`?page=3`); anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The page number in the address (`?page=`), 1 when absent or not a number. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: false },
    );
  return [page, setPage];
}
