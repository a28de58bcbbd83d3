import { describe, expect, it } from 'vitest';
import { currentYear } from './home-years';

describe('home years', () => {
  it('reads the current year from now', () => {
    expect(currentYear(new Date(2026, 0, 1))).toBe(2026);
    expect(currentYear(new Date(2025, 11, 31, 23, 59))).toBe(2025);
  });
});
