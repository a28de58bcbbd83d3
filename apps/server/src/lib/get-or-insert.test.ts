import { describe, expect, it } from 'vitest';
import { getOrInsertComputed } from './get-or-insert';

describe('getOrInsertComputed', () => {
  it('makes a missing value once and returns the kept one after', () => {
    const map = new Map<string, number[]>();
    let made = 0;
    const make = () => {
      made += 1;
      return [made];
    };
    const first = getOrInsertComputed(map, 'a', make);
    expect(getOrInsertComputed(map, 'a', make)).toBe(first);
    expect(made).toBe(1);
    expect(map.get('a')).toEqual([1]);
  });

  it('keeps a stored undefined rather than making it again', () => {
    const map = new Map<string, number | undefined>([['a', undefined]]);
    expect(getOrInsertComputed(map, 'a', () => 1)).toBeUndefined();
  });

  it('works on a WeakMap and passes the key to make', () => {
    const map = new WeakMap<{ name: string }, string>();
    const key = { name: 'k' };
    expect(getOrInsertComputed(map, key, (k) => k.name)).toBe('k');
    expect(map.get(key)).toBe('k');
  });
});
