/**
 * Additive Holt-Winters, the state-space model ETS(A,A,A), with a season of 12 months: the model behind the
 * forecast and the unusual-month warning of the "Analytics & Forecast" tab. Its fitting is in
 * fit-holt-winters.ts and seed-states.ts; the public API in forecast-monthly.ts and unusual-months.ts.
 *
 * Sources:
 * - [FPP3] Hyndman & Athanasopoulos, Forecasting: Principles and Practice, 3rd ed., otexts.com/fpp3.
 * - [HKOS] Hyndman, Koehler, Ord & Snyder (2008), Forecasting with Exponential Smoothing, Springer.
 *
 * FPP3 §8.3, additive Holt-Winters in component form, with m = 12 and k = ⌊(h−1)/m⌋:
 *   ŷ_{t+h|t} = ℓ_t + h·b_t + s_{t+h−m(k+1)}
 *   ℓ_t = α(y_t − s_{t−m}) + (1 − α)(ℓ_{t−1} + b_{t−1})
 *   b_t = β*(ℓ_t − ℓ_{t−1}) + (1 − β*)b_{t−1}
 *   s_t = γ(y_t − ℓ_{t−1} − b_{t−1}) + (1 − γ)s_{t−m}
 * We run its error-correction form (FPP3 §8.5), the same recursion written with β = αβ*:
 *   ε_t = y_t − (ℓ_{t−1} + b_{t−1} + s_{t−m})
 *   ℓ_t = ℓ_{t−1} + b_{t−1} + αε_t,   b_t = b_{t−1} + βε_t,   s_t = s_{t−m} + γε_t
 * so α, β, γ are the state-space parameters, and the traditional region 0 < α, β*, γ* < 1 becomes
 * 0 < α < 1, 0 < β < α, 0 < γ < 1 − α (FPP3 §8.6, with γ = (1 − α)γ*).
 */
export const SEASON_LENGTH = 12;

export type SmoothingParams = { alpha: number; beta: number; gamma: number };
/** `seasonal[i]` is the latest seasonal index of the months at position i (t mod 12, from the series' start). */
export type HoltWintersStates = { level: number; trend: number; seasonal: number[] };
/** Monthly values from the first reported month on; `null` is a month not reported. */
export type MonthlySeries = readonly (number | null)[];

export type HoltWintersFit = {
  params: SmoothingParams;
  /** The one-step prediction ŷ_{t|t−1} of every month of the series, unclamped. */
  fitted: number[];
  /** The estimated standard deviation of the one-step errors. */
  sigma: number;
  /** The states after the series' last month. */
  final: HoltWintersStates;
  /** Months of the series, and how many of its last ones were not reported (the forecast starts after them). */
  months: number;
  monthsSinceReported: number;
};

/**
 * One pass of the recursion. A month not reported is bridged: its one-step prediction stands in for it, so
 * its error is 0 and the states move on by the model's own forecast (ℓ + b, b, s) without an update.
 */
export function runHoltWinters(series: MonthlySeries, params: SmoothingParams, initial: HoltWintersStates) {
  const { alpha, beta, gamma } = params;
  let { level, trend } = initial;
  const seasonal = [...initial.seasonal];
  const fitted: number[] = [];
  let sse = 0;
  series.forEach((y, t) => {
    const position = t % SEASON_LENGTH;
    const prediction = level + trend + seasonal[position]!;
    fitted.push(prediction);
    const error = y === null ? 0 : y - prediction;
    sse += error * error;
    level += trend + alpha * error;
    trend += beta * error;
    seasonal[position] = seasonal[position]! + gamma * error;
  });
  return { fitted, sse, final: { level, trend, seasonal } };
}

/**
 * σ²_h / σ², the h-step forecast variance in units of the one-step variance. HKOS Table 6.1 (class 1
 * models), reproduced as FPP3 §8.7 Table 8.8, for ETS(A,A,A):
 *   σ²_h = σ²[1 + (h−1){α² + αβh + β²h(2h−1)/6} + γk{2α + γ + βm(k+1)}],   k = ⌊(h−1)/m⌋.
 * Verified by deriving it from HKOS ch. 6's general result for class 1 (linear, homoscedastic) models,
 * σ²_h = σ²[1 + Σ_{j=1}^{h−1} c_j²] with c_j = w′F^{j−1}g, which for this model is α + βj + γ·[m divides j]:
 * Σ(α + βj)² gives the first brace, and each of the k seasonal lags j = m, 2m, …, km adds γ(2α + γ + 2βj),
 * which sum to γk{2α + γ + βm(k+1)}. The tests check the closed form against that sum and a simulation.
 */
export function forecastVarianceFactor(h: number, { alpha, beta, gamma }: SmoothingParams): number {
  const m = SEASON_LENGTH;
  const k = Math.floor((h - 1) / m);
  const trendPart = (h - 1) * (alpha ** 2 + alpha * beta * h + (beta ** 2 * h * (2 * h - 1)) / 6);
  const seasonalPart = gamma * k * (2 * alpha + gamma + beta * m * (k + 1));
  return 1 + trendPart + seasonalPart;
}

/** The mean and variance factor of the forecasts 1…horizon months after the series' end. */
export function forecastAhead(fit: HoltWintersFit, horizon: number) {
  const { level, trend, seasonal } = fit.final;
  return Array.from({ length: horizon }, (_, i) => {
    const h = i + 1;
    const mean = level + h * trend + seasonal[(fit.months - 1 + h) % SEASON_LENGTH]!;
    // Months not reported at the end were bridged by forecasts, so the uncertainty counts from the last report.
    return { mean, varianceFactor: forecastVarianceFactor(h + fit.monthsSinceReported, fit.params) };
  });
}
