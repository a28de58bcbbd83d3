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

export function fitSeedStates(
  series: MonthlySeries,
  { alpha, beta, gamma }: SmoothingParams,
): HoltWintersStates {
  // How the states move with θ: one row of FREE per state, the level's at 0, the trend's at FREE, then the
  // 12 seasonal indices'. Flat, because this runs for every trial of the optimiser.
  const rows = new Float64Array((2 + SEASON_LENGTH) * FREE);
  rows[0] = 1;
  rows[FREE + 1] = 1;
  for (let i = 0; i < SEASON_LENGTH - 1; i++) {
    rows[(2 + i) * FREE + 2 + i] = 1;
    rows[(1 + SEASON_LENGTH) * FREE + 2 + i] = -1;
  }
  const normal = new Float64Array(FREE * FREE);
  const rhs = new Float64Array(FREE);
  const z = new Float64Array(FREE);
  // The run seeded with zeros.
  let level = 0;
  let trend = 0;
  const seasonal = new Float64Array(SEASON_LENGTH);

  for (let t = 0; t < series.length; t++) {
    const y = series[t];
    const position = t % SEASON_LENGTH;
    const seasonalRow = (2 + position) * FREE;
    if (y == null) {
      // A bridged month has no error: θ moves its states only through the forecast ℓ + b.
      level += trend;
      for (let i = 0; i < FREE; i++) rows[i] = rows[i]! + rows[FREE + i]!;
      continue;
    }
    const error = y - (level + trend + seasonal[position]!);
    level += trend + alpha * error;
    trend += beta * error;
    seasonal[position] = seasonal[position]! + gamma * error;
    for (let i = 0; i < FREE; i++) z[i] = rows[i]! + rows[FREE + i]! + rows[seasonalRow + i]!;
    for (let i = 0; i < FREE; i++) {
      const zi = z[i]!;
      rhs[i] = rhs[i]! + zi * error;
      for (let j = 0; j <= i; j++) normal[i * FREE + j] = normal[i * FREE + j]! + zi * z[j]!;
      rows[i] = rows[i]! + rows[FREE + i]! - alpha * zi;
      rows[FREE + i] = rows[FREE + i]! - beta * zi;
      rows[seasonalRow + i] = rows[seasonalRow + i]! - gamma * zi;
    }
  }

  const theta = solvePositiveDefinite(normal, rhs);
  const indices = Array.from(theta.subarray(2));
  indices.push(-indices.reduce((sum, s) => sum + s, 0));
  return { level: theta[0]!, trend: theta[1]!, seasonal: indices };
}

/**
 * Solves A·x = b for a symmetric positive semi-definite A given by its lower triangle (row-major, n×n), by
 * Cholesky. A ridge of 10⁻¹⁰ of the mean diagonal keeps it solvable when the data cannot tell two seed
 * values apart (large α, γ forget the seed within months); it picks a solution among the equally good.
 * The diagonal is never 0: the first month is reported and its prediction moves with θ.
 */
function solvePositiveDefinite(a: Float64Array, b: Float64Array): Float64Array {
  const n = b.length;
  let trace = 0;
  for (let i = 0; i < n; i++) trace += a[i * n + i]!;
  const ridge = (1e-10 * trace) / n;
  const l = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    let diagonal = a[j * n + j]! + ridge;
    for (let k = 0; k < j; k++) diagonal -= l[j * n + k]! ** 2;
    const pivot = Math.sqrt(Math.max(diagonal, ridge));
    l[j * n + j] = pivot;
    for (let i = j + 1; i < n; i++) {
      let value = a[i * n + j]!;
      for (let k = 0; k < j; k++) value -= l[i * n + k]! * l[j * n + k]!;
      l[i * n + j] = value / pivot;
    }
  }
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let value = b[i]!;
    for (let k = 0; k < i; k++) value -= l[i * n + k]! * x[k]!;
    x[i] = value / l[i * n + i]!;
  }
  for (let i = n - 1; i >= 0; i--) {
    let value = x[i]!;
    for (let k = i + 1; k < n; k++) value -= l[k * n + i]! * x[k]!;
    x[i] = value / l[i * n + i]!;
  }
  return x;
}
