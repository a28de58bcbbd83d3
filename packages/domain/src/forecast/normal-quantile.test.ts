import { describe, expect, it } from 'vitest';
import { normalQuantile, twoSidedZ } from './normal-quantile';

describe('normalQuantile', () => {
  it('matches tabulated quantiles of the standard normal in both tails and the centre', () => {
    const table: [number, number][] = [
      [0.5, 0],
      [0.9, 1.2815515655446004],
      [0.975, 1.959963984540054],
      [0.995, 2.5758293035489004],
      [0.01, -2.3263478740408408],
      [1e-6, -4.753424308822899],
    ];
    for (const [p, z] of table) expect(normalQuantile(p)).toBeCloseTo(z, 7);
  });

  it('gives the z of two-sided intervals, and refuses levels outside (0, 1)', () => {
    expect(twoSidedZ(0.95)).toBeCloseTo(1.959964, 6);
    expect(twoSidedZ(0.99)).toBeCloseTo(2.575829, 6);
    expect(() => twoSidedZ(1)).toThrow(RangeError);
    expect(() => twoSidedZ(95)).toThrow(RangeError);
  });
});
