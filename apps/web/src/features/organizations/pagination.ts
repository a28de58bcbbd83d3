/** Page arithmetic of the paged tables (001 §9): page count from the total, the page after this one. */
import { LIST_PAGE_SIZE } from '@sac/domain';

export function pageCount(total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to prefetch, or null on the last one. */
export function nextPage(page: number, total: number, pageSize = LIST_PAGE_SIZE): number | null {
  return page < pageCount(total, pageSize) ? page + 1 : null;
}

/** A page number from the address (`?page=3`); anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
