import { describe, expect, it } from 'vitest';
import { minimizeNelderMead } from './nelder-mead';

describe('minimizeNelderMead', () => {
  const rosenbrock = ([x = 0, y = 0]: readonly number[]) => (1 - x) ** 2 + 100 * (y - x * x) ** 2;

  it('finds the minimum of the Rosenbrock valley', () => {
    const result = minimizeNelderMead(rosenbrock, [-1.2, 1], { maxEvaluations: 2000, tolerance: 1e-14 });
    expect(result.point[0]).toBeCloseTo(1, 3);
    expect(result.point[1]).toBeCloseTo(1, 3);
    expect(result.value).toBeLessThan(1e-6);
  });

  it('takes the same path every time and stops at its budget', () => {
    const first = minimizeNelderMead(rosenbrock, [-1.2, 1], { maxEvaluations: 50 });
    const second = minimizeNelderMead(rosenbrock, [-1.2, 1], { maxEvaluations: 50 });
    expect(second).toEqual(first);
    // The last step may start just under the budget and shrink the simplex: 1 + 1 + n evaluations.
    expect(first.evaluations).toBeLessThanOrEqual(49 + 2 + 2);
  });
});
