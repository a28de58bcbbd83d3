import { describe, expect, it } from 'vitest';
import { formatInteger } from './numbers';

describe('formatInteger', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 100000, 1234567, -1, -1000, -987654321, 2 ** 53 - 1]) {
      expect(formatInteger(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('leaves fractions and unsafe integers to Intl', () => {
    expect(formatInteger(1234.5)).toBe('1,234.5');
    expect(formatInteger(1e21)).toBe((1e21).toLocaleString('en-US'));
  });
});
