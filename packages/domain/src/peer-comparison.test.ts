import { describe, expect, it } from 'vitest';
import { intakeBandOf, quantileOfSorted } from './peer-comparison';

describe('quantileOfSorted', () => {
  it('interpolates between the closest ranks (type 7, as percentile_cont)', () => {
    // R: quantile(c(1, 2, 4, 10), c(.25, .5, .75), type = 7) = 1.75, 3, 5.5
    expect(quantileOfSorted([1, 2, 4, 10], 0.25)).toBeCloseTo(1.75, 12);
    expect(quantileOfSorted([1, 2, 4, 10], 0.5)).toBeCloseTo(3, 12);
    expect(quantileOfSorted([1, 2, 4, 10], 0.75)).toBeCloseTo(5.5, 12);
  });

  it('gives the ends at 0 and 1, the value itself for one value, and null for none', () => {
    expect(quantileOfSorted([3, 8, 9], 0)).toBe(3);
    expect(quantileOfSorted([3, 8, 9], 1)).toBe(9);
    expect(quantileOfSorted([0.4], 0.75)).toBe(0.4);
    expect(quantileOfSorted([], 0.5)).toBeNull();
  });
});

describe('intakeBandOf', () => {
  it('puts a yearly intake in the band whose bounds hold it, the lower bound included', () => {
    expect(intakeBandOf(0)).toBe('under_100');
    expect(intakeBandOf(99.9)).toBe('under_100');
    expect(intakeBandOf(100)).toBe('100_499');
    expect(intakeBandOf(4999)).toBe('2000_4999');
    expect(intakeBandOf(5000)).toBe('5000_plus');
  });
});
