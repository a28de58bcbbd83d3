/**
 * The seed states of Holt-Winters (the level, trend and seasonal indices just before the first month) that
 * minimise the sum of squared one-step errors for given α, β, γ.
 *
 * The recursion is linear in the seed: write it as θ, the level, the trend and the first 11 seasonal
 * indices (the 12th is minus their sum, so the indices sum to 0). Then every one-step error is
 * e_t = e⁰_t − z_tᵀθ, where e⁰ are the errors of a run seeded with zeros and z_t says how month t's
 * prediction moves with θ. The best θ solves the normal equations (Σ z_t z_tᵀ)θ = Σ z_t e⁰_t over the
 * reported months. So the optimiser searches α, β, γ only, and each trial gets its best seed exactly: the
 * optimum R's forecast::ets reaches by optimising the seed along with the parameters. A heuristic seed from
 * the first two seasons (FPP's) was tried first: its noise made σ about 15% too large on a steady series.
 */
import {
  type HoltWintersStates,
  type MonthlySeries,
  SEASON_LENGTH,
  type SmoothingParams,
} from './holt-winters';

/** Level, trend and 11 free seasonal indices. */
const FREE = 2 + SEASON_LENGTH - 1;

export function fitSeedStates(series: MonthlySeries, params: SmoothingParams): HoltWintersStates {
  return seedStatesOf(series)(params);
}

/**
 * `fitSeedStates` of one series for any α, β, γ: the optimiser's hundred-odd trials of a fit share one set
 * of buffers rather than allocating nine arrays each.
 */
export function seedStatesOf(series: MonthlySeries): (params: SmoothingParams) => HoltWintersStates {
  const buffers = {
    // How the states move with θ: a row of FREE for the level, one for the trend, one per seasonal index.
    levelRow: new Float64Array(FREE),
    trendRow: new Float64Array(FREE),
    seasonalRows: new Float64Array(SEASON_LENGTH * FREE),
    // The normal equations (lower triangle), then their Cholesky factor in place; the right side, then θ.
    normal: new Float64Array(FREE * FREE),
    theta: new Float64Array(FREE),
    z: new Float64Array(FREE),
    seasonal: new Float64Array(SEASON_LENGTH),
  };
  return (params) => solveSeedStates(series, params, buffers);
}

type Buffers = Record<
  'levelRow' | 'trendRow' | 'seasonalRows' | 'normal' | 'theta' | 'z' | 'seasonal',
  Float64Array
>;

function solveSeedStates(
  series: MonthlySeries,
  { alpha, beta, gamma }: SmoothingParams,
  { levelRow, trendRow, seasonalRows, normal, theta, z, seasonal }: Buffers,
): HoltWintersStates {
  levelRow.fill(0);
  trendRow.fill(0);
  seasonalRows.fill(0);
  normal.fill(0);
  theta.fill(0);
  seasonal.fill(0);
  levelRow[0] = 1;
  trendRow[1] = 1;
  for (let i = 0; i < SEASON_LENGTH - 1; i++) {
    seasonalRows[i * FREE + 2 + i] = 1;
    seasonalRows[(SEASON_LENGTH - 1) * FREE + 2 + i] = -1;
  }
  // The run seeded with zeros.
  let level = 0;
  let trend = 0;
  for (let t = 0, position = 0; t < series.length; t++, position = (position + 1) % SEASON_LENGTH) {
    const y = series[t];
    if (y == null) {
      // A bridged month has no error: θ moves its states only through the forecast ℓ + b.
      level += trend;
      for (let i = 0; i < FREE; i++) levelRow[i]! += trendRow[i]!;
      continue;
    }
    const error = y - (level + trend + seasonal[position]!);
    level += trend + alpha * error;
    trend += beta * error;
    seasonal[position]! += gamma * error;
    const seasonalRow = position * FREE;
    for (let i = 0; i < FREE; i++) {
      const zi = levelRow[i]! + trendRow[i]! + seasonalRows[seasonalRow + i]!;
      z[i] = zi;
      theta[i]! += zi * error;
      levelRow[i]! += trendRow[i]! - alpha * zi;
      trendRow[i]! -= beta * zi;
      seasonalRows[seasonalRow + i]! -= gamma * zi;
    }
    for (let i = 0, row = 0; i < FREE; i++, row += FREE) {
      const zi = z[i]!;
      for (let j = 0; j <= i; j++) normal[row + j]! += zi * z[j]!;
    }
  }

  solvePositiveDefinite(normal, theta);
  const indices = Array.from(theta.subarray(2));
  indices.push(-indices.reduce((sum, s) => sum + s, 0));
  return { level: theta[0]!, trend: theta[1]!, seasonal: indices };
}

/**
 * Solves A·x = b in place (A becomes its Cholesky factor, b becomes x) for a symmetric positive
 * semi-definite A given by its lower triangle (row-major, n×n). A ridge of 10⁻¹⁰ of the mean diagonal keeps
 * it solvable when the data cannot tell two seed values apart (large α, γ forget the seed within months); it
 * picks a solution among the equally good. The diagonal is never 0: the first month is reported and its
 * prediction moves with θ.
 */
function solvePositiveDefinite(a: Float64Array, b: Float64Array): void {
  const n = b.length;
  let trace = 0;
  for (let i = 0; i < n; i++) trace += a[i * n + i]!;
  const ridge = (1e-10 * trace) / n;
  // Column by column, L's entry (i, j) replaces A's, which no later step reads.
  for (let j = 0; j < n; j++) {
    let diagonal = a[j * n + j]! + ridge;
    for (let k = 0; k < j; k++) diagonal -= a[j * n + k]! * a[j * n + k]!;
    const pivot = Math.sqrt(Math.max(diagonal, ridge));
    a[j * n + j] = pivot;
    for (let i = j + 1; i < n; i++) {
      let value = a[i * n + j]!;
      for (let k = 0; k < j; k++) value -= a[i * n + k]! * a[j * n + k]!;
      a[i * n + j] = value / pivot;
    }
  }
  for (let i = 0; i < n; i++) {
    let value = b[i]!;
    for (let k = 0; k < i; k++) value -= a[i * n + k]! * b[k]!;
    b[i] = value / a[i * n + i]!;
  }
  for (let i = n - 1; i >= 0; i--) {
    let value = b[i]!;
    for (let k = i + 1; k < n; k++) value -= a[k * n + i]! * b[k]!;
    b[i] = value / a[i * n + i]!;
  }
}
