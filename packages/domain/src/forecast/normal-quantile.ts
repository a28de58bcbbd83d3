/**
 * The standard normal quantile Φ⁻¹(p), for the z of a prediction interval. Acklam's rational approximation
 * (P. J. Acklam, "An algorithm for computing the inverse normal cumulative distribution function", 2003):
 * relative error below 1.2·10⁻⁹ over (0, 1), far finer than a forecast band needs.
 */
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
/** Below this p (and above 1 − it) the tail formula applies. */
const TAIL = 0.02425;

/** Horner's rule: coefficients from the highest power down. */
function polynomial(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((sum, c) => sum * x + c, 0);
}

export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  if (p < TAIL) {
    const q = Math.sqrt(-2 * Math.log(p));
    return polynomial(C, q) / (polynomial(D, q) * q + 1);
  }
  if (p > 1 - TAIL) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (polynomial(A, r) * q) / (polynomial(B, r) * r + 1);
}

/** The z of a two-sided interval holding `level` of a normal distribution: 1.96 for 0.95. */
export function twoSidedZ(level: number): number {
  if (!(level > 0 && level < 1)) throw new RangeError(`An interval's level must lie in (0, 1), got ${level}`);
  return normalQuantile(0.5 + level / 2);
}
