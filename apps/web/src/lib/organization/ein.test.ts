import { describe, expect, it } from 'vitest';
import { formatEin, formatEinAsTyped } from './ein';

describe('EINs as written', () => {
  it('shows a stored EIN with its dash, and anything else as it is', () => {
    expect(formatEin('123456789')).toBe('12-3456789');
    expect(formatEin('12-3456789')).toBe('12-3456789');
    expect(formatEin('1234')).toBe('1234');
    expect(formatEin(null)).toBe('');
    expect(formatEin(undefined)).toBe('');
  });

  it('puts the dash in while typing, keeps digits only and stops at nine', () => {
    expect(formatEinAsTyped('1')).toBe('1');
    expect(formatEinAsTyped('12')).toBe('12');
    expect(formatEinAsTyped('123')).toBe('12-3');
    expect(formatEinAsTyped('12-')).toBe('12');
    expect(formatEinAsTyped('12-3456789')).toBe('12-3456789');
    expect(formatEinAsTyped('1234567890')).toBe('12-3456789');
    expect(formatEinAsTyped('12 a3456')).toBe('12-3456');
  });
});
