/**
 * A small, deterministic Nelder–Mead simplex minimiser (Nelder & Mead 1965) with the standard coefficients
 * (reflection 1, expansion 2, contraction ½, shrink ½; Lagarias et al. 1998). The start simplex steps `step`
 * along each axis, so the same input always takes the same path.
 */
export type NelderMeadOptions = {
  /** The start simplex's edge along each axis. */
  step?: number;
  maxEvaluations?: number;
  /** Stop when the simplex's values differ by less than this, relative to the best. */
  tolerance?: number;
};

export type NelderMeadResult = { point: number[]; value: number; evaluations: number };

type Vertex = { point: number[]; value: number };

export function minimizeNelderMead(
  f: (point: readonly number[]) => number,
  start: readonly number[],
  { step = 1, maxEvaluations = 500, tolerance = 1e-7 }: NelderMeadOptions = {},
): NelderMeadResult {
  const n = start.length;
  let evaluations = 0;
  const evaluate = (point: number[]): Vertex => {
    evaluations += 1;
    const value = f(point);
    return { point, value: Number.isFinite(value) ? value : Number.POSITIVE_INFINITY };
  };
  const simplex = [evaluate([...start])];
  for (let axis = 0; axis < n; axis++)
    simplex.push(evaluate(start.map((x, i) => (i === axis ? x + step : x))));

  const byValue = (a: Vertex, b: Vertex) => a.value - b.value;
  for (simplex.sort(byValue); evaluations < maxEvaluations; simplex.sort(byValue)) {
    const best = simplex[0]!;
    const worst = simplex[n]!;
    if (worst.value - best.value <= tolerance * (Math.abs(best.value) + tolerance)) break;
    const centroid = start.map((_, i) => simplex.slice(0, n).reduce((sum, v) => sum + v.point[i]!, 0) / n);
    // The point at `t` along the line from the centroid through the worst vertex (t = −1 reflects it).
    const along = (t: number) => centroid.map((c, i) => c + t * (worst.point[i]! - c));

    const reflected = evaluate(along(-1));
    if (reflected.value < best.value) {
      const expanded = evaluate(along(-2));
      simplex[n] = expanded.value < reflected.value ? expanded : reflected;
    } else if (reflected.value < simplex[n - 1]!.value) {
      simplex[n] = reflected;
    } else {
      // Outside contraction when the reflection improved on the worst vertex, inside contraction otherwise.
      const contracted = evaluate(along(reflected.value < worst.value ? -0.5 : 0.5));
      if (contracted.value < Math.min(reflected.value, worst.value)) {
        simplex[n] = contracted;
      } else {
        for (let i = 1; i <= n; i++) {
          simplex[i] = evaluate(best.point.map((b, j) => b + 0.5 * (simplex[i]!.point[j]! - b)));
        }
      }
    }
  }
  const best = simplex[0]!;
  return { point: best.point, value: best.value, evaluations };
}
