import { LIST_PAGE_SIZE } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { pageCountOf, parsePage } from './paged-list';

describe('paged lists', () => {
  it('counts pages from the total, at least one', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(LIST_PAGE_SIZE)).toBe(1);
    expect(pageCountOf(LIST_PAGE_SIZE + 1)).toBe(2);
  });
  it('reads the page from the address', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });
});
