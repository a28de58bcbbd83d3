/**
 * Round ticks for a count axis (issue 14 §8): 0, 50, 100… rather than the chart's own 0, 37, 74…
 * A step is 1, 2, 2.5 or 5 times a power of ten, never below 1 (counts are whole animals), and the
 * last tick is the first step at or above the largest value, so the tallest bar stays inside the axis.
 */

const STEP_FACTORS = [1, 2, 2.5, 5, 10] as const;

/** The round step that splits 0…max into at most `count` intervals. */
export function niceStep(max: number, count = 5): number {
  const rough = max / Math.max(1, count);
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factor = STEP_FACTORS.find((f) => f * magnitude >= rough) ?? 10;
  const step = factor * magnitude;
  // 2.5 × 1 is not a whole number of animals: go to the next round step.
  return step < 1 ? 1 : Number.isInteger(step) ? step : 5 * magnitude;
}

/** The ticks of a count axis from 0 to a round value at or above `max` (0 and 1 when there is nothing). */
export function niceTicks(max: number, count = 5): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  const step = niceStep(top, count);
  const last = Math.max(step, Math.ceil(top / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= last; tick += step) ticks.push(tick);
  return ticks;
}

/** Recharts Y axis options for a count axis whose tallest bar or point is `max`. */
export function countAxisProps(max: number, count = 5) {
  const ticks = niceTicks(max, count);
  return {
    ticks,
    domain: [0, ticks[ticks.length - 1] ?? 1] as [number, number],
    allowDecimals: false,
    interval: 0 as const,
  };
}
