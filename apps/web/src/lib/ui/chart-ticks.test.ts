import { describe, expect, it } from 'vitest';
import { countAxisProps, niceStep, niceTicks } from './chart-ticks';

describe('niceTicks', () => {
  it('counts up from 0 in round steps to the first step at or above the largest value', () => {
    expect(niceTicks(187)).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks(200)).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks(1234)).toEqual([0, 250, 500, 750, 1000, 1250]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
  });

  it('never steps by a fraction of an animal', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(12)).toEqual([0, 5, 10, 15]);
    for (const max of [2, 7, 11, 23, 99, 101, 999, 4321, 65_000]) {
      for (const tick of niceTicks(max)) expect(Number.isInteger(tick)).toBe(true);
    }
  });

  it('shows an axis of 0 and 1 when there is nothing to draw', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(-5)).toEqual([0, 1]);
  });

  it('keeps the tallest value on the axis with at most count + 1 ticks', () => {
    for (const max of [1, 5, 9, 48, 51, 333, 1001, 77_777]) {
      const ticks = niceTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6 + 1);
    }
  });
});

describe('niceStep', () => {
  it('is 1, 2, 2.5 or 5 times a power of ten, at least 1', () => {
    expect(niceStep(100)).toBe(20);
    expect(niceStep(1000)).toBe(200);
    expect(niceStep(1200)).toBe(250);
    expect(niceStep(10)).toBe(2);
    expect(niceStep(4)).toBe(1);
  });
});

describe('countAxisProps', () => {
  it('fixes the domain to the last tick and forbids decimals', () => {
    expect(countAxisProps(187)).toMatchObject({
      ticks: [0, 50, 100, 150, 200],
      domain: [0, 200],
      allowDecimals: false,
    });
  });
});
