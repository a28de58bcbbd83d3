import { describe, expect, it } from 'vitest';
import { nextPage, pageCount, parsePage } from './pagination';

describe('paged tables', () => {
  it('counts pages from the total, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
  it('prefetches the next page except on the last', () => {
    expect(nextPage(1, 45, 20)).toBe(2);
    expect(nextPage(3, 45, 20)).toBeNull();
  });
  it('reads the page from the address', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });
});
