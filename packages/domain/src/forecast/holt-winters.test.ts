import { describe, expect, it } from 'vitest';
import { FORECAST_MESSAGES } from './fit-history';
import { fitHoltWinters } from './fit-holt-winters';
import { forecastMonthly } from './forecast-monthly';
import { forecastWithoutUnusual } from './forecast-without-unusual';
import { forecastVarianceFactor, runHoltWinters, SEASON_LENGTH, type SmoothingParams } from './holt-winters';
import { fitSeedStates, seedStatesOf } from './seed-states';
import { unusualMonths } from './unusual-months';

/** A seeded linear congruential generator (Numerical Recipes' constants): uniform in (0, 1). */
function uniformNoise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(1664525, state) + 1013904223) >>> 0;
    return (state + 1) / 2 ** 32;
  };
}

/** Standard normal draws from the generator, by Box–Muller. */
function normalNoise(seed: number): () => number {
  const uniform = uniformNoise(seed);
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

const trendAndSine = (t: number) => 100 + 2 * t + 20 * Math.sin((2 * Math.PI * t) / 12);
/** Kitten season: intakes peak in early summer. */
const KITTEN_SEASON = [20, 18, 25, 40, 70, 90, 85, 70, 50, 35, 25, 22];

function months<T = number>(count: number, value: (t: number) => T): T[] {
  return Array.from({ length: count }, (_, t) => value(t));
}

/** `trendAndSine` plus normal noise of sd `sigma`, rounded to whole counts as reports are. */
function noisyHistory(count: number, sigma: number, seed: number): number[] {
  const noise = normalNoise(seed);
  return months(count, (t) => Math.round(trendAndSine(t) + sigma * noise()));
}

function forecastOf(history: readonly (number | null)[], options?: Parameters<typeof forecastMonthly>[1]) {
  const result = forecastMonthly(history, options);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('forecastMonthly', () => {
  it('continues a noiseless trend with a sine season within 1% for 12 months', () => {
    const { forecast, fitted } = forecastOf(months(60, trendAndSine));
    expect(forecast).toHaveLength(12);
    forecast.forEach((point, i) => {
      expect(Math.abs(point.mean / trendAndSine(60 + i) - 1)).toBeLessThan(0.01);
    });
    for (const [t, value] of fitted.entries()) expect(value).toBeCloseTo(trendAndSine(t), 6);
  });

  it('repeats the seasonal pattern of a series without trend', () => {
    const { forecast } = forecastOf(
      months(48, (t) => KITTEN_SEASON[t % 12]!),
      { horizon: 24 },
    );
    for (const [i, point] of forecast.entries()) expect(point.mean).toBeCloseTo(KITTEN_SEASON[i % 12]!, 6);
  });

  it('estimates σ, holds the hold-out years in its 95% band, and widens the band with the horizon', () => {
    const sigma = 5;
    const all = noisyHistory(120, sigma, 20240611);
    const result = forecastOf(all.slice(0, 96), { horizon: 24 });
    expect(Math.abs(result.sigma / sigma - 1)).toBeLessThan(0.25);
    const inside = result.forecast.filter((p, i) => all[96 + i]! >= p.lower && all[96 + i]! <= p.upper);
    expect(inside.length).toBeGreaterThanOrEqual(20);
    const widths = result.forecast.map((p) => p.upper - p.lower);
    for (let h = 1; h < widths.length; h++) expect(widths[h]).toBeGreaterThanOrEqual(widths[h - 1]!);
    expect(widths[23]!).toBeGreaterThan(widths[0]!);
  });

  it('is calibrated over many seeded series, not one lucky seed', () => {
    const sigma = 5;
    const ratios: number[] = [];
    let inside = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const all = noisyHistory(120, sigma, seed * 7919);
      const result = forecastOf(all.slice(0, 96), { horizon: 24 });
      ratios.push(result.sigma / sigma);
      inside += result.forecast.filter((p, i) => all[96 + i]! >= p.lower && all[96 + i]! <= p.upper).length;
    }
    const median = ratios.sort((a, b) => a - b)[10]!;
    expect(Math.abs(median - 1)).toBeLessThan(0.1);
    expect(inside / (20 * 24)).toBeGreaterThan(0.9);
  });

  it('refuses fewer than 24 reported months', () => {
    const short = forecastMonthly(months(23, trendAndSine));
    expect(short).toEqual({ ok: false, reason: 'too-short', message: FORECAST_MESSAGES['too-short'] });
    const gappy = months(30, trendAndSine).map((y, t) => (t % 4 === 1 ? null : y));
    expect(forecastMonthly(gappy)).toMatchObject({ ok: false, reason: 'too-short' });
    expect(forecastMonthly([])).toMatchObject({ ok: false, reason: 'too-short' });
    expect(forecastMonthly(months(40, () => null))).toMatchObject({ ok: false, reason: 'too-short' });
  });

  it('refuses negative and non-finite counts', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const history = months(36, trendAndSine);
      history[7] = bad;
      expect(forecastMonthly(history)).toMatchObject({ ok: false, reason: 'invalid-value' });
    }
  });

  it('forecasts a constant series flat, without NaN', () => {
    const result = forecastOf(months(36, () => 37));
    // Not exactly 0: the seed states' solver keeps a ridge of 10⁻¹⁰ (seed-states.ts).
    expect(result.sigma).toBeLessThan(1e-6);
    for (const point of result.forecast) {
      expect(point.mean).toBeCloseTo(37, 6);
      expect(point.lower).toBeCloseTo(37, 6);
      expect(point.upper).toBeCloseTo(37, 6);
    }
    expect(Object.values(result.params).every(Number.isFinite)).toBe(true);
  });

  it('forecasts zeros for a history of zeros', () => {
    const result = forecastOf(months(30, () => 0));
    expect(result.forecast).toEqual(months(12, () => ({ mean: 0, lower: 0, upper: 0 })));
    expect(result.fitted).toEqual(months(30, () => 0));
  });

  it('never forecasts a negative count', () => {
    // The history ends at 0.5; its continuation lies below 0 all year, its kitten season included.
    const declining = months(36, (t) => 100 - 3 * t + KITTEN_SEASON[t % 12]! / 4);
    const { forecast } = forecastOf(declining);
    expect(forecast).toEqual(months(12, () => ({ mean: 0, lower: 0, upper: 0 })));
  });

  it('bridges months not reported with the one-step prediction', () => {
    const gaps = new Set([3, 17, 30, 31, 32]);
    const history = months(60, trendAndSine).map((y, t) => (gaps.has(t) ? null : y));
    const { forecast, fitted } = forecastOf(history);
    for (const t of gaps) expect(fitted[t]).toBeCloseTo(trendAndSine(t), 6);
    for (const [i, point] of forecast.entries()) {
      expect(Math.abs(point.mean / trendAndSine(60 + i) - 1)).toBeLessThan(0.01);
    }
  });

  it('starts the series at the first reported month', () => {
    const history = months(60, trendAndSine);
    const late = forecastOf([null, null, null, null, null, ...history]);
    expect(late.fitted.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(late.forecast).toEqual(forecastOf(history).forecast);
  });

  it('forecasts from the end of the history when its last months are not reported', () => {
    const reported = noisyHistory(57, 5, 42);
    const withGap = forecastOf([...reported, null, null, null]);
    const fromLastReport = forecastOf(reported, { horizon: 15 });
    expect(withGap.sigma).toBe(fromLastReport.sigma);
    withGap.forecast.forEach((point, i) => {
      const same = fromLastReport.forecast[i + 3]!;
      expect(point.mean).toBeCloseTo(same.mean, 9);
      expect(point.lower).toBeCloseTo(same.lower, 9);
      expect(point.upper).toBeCloseTo(same.upper, 9);
    });
  });

  it('rejects a horizon that is not a whole number of months, and a level outside (0, 1)', () => {
    const history = months(36, trendAndSine);
    expect(() => forecastMonthly(history, { horizon: 0 })).toThrow(RangeError);
    expect(() => forecastMonthly(history, { horizon: 1.5 })).toThrow(RangeError);
    expect(() => forecastMonthly(history, { level: 95 })).toThrow(RangeError);
  });
});

describe('forecast variance of ETS(A,A,A)', () => {
  const cases: SmoothingParams[] = [
    { alpha: 0.4, beta: 0.1, gamma: 0.3 },
    { alpha: 0.2, beta: 0.02, gamma: 0.6 },
    { alpha: 0.9, beta: 0.5, gamma: 0.05 },
  ];

  it('equals the class-1 sum 1 + Σ c_j², c_j = α + βj + γ·[12 divides j]', () => {
    for (const params of cases) {
      let sum = 1;
      for (let h = 1; h <= 40; h++) {
        expect(forecastVarianceFactor(h, params)).toBeCloseTo(sum, 9);
        const seasonal = h % SEASON_LENGTH === 0 ? params.gamma : 0;
        sum += (params.alpha + params.beta * h + seasonal) ** 2;
      }
    }
  });

  it('matches a simulation of the model', () => {
    const params = cases[1]!;
    const horizons = [1, 6, 12, 13, 25];
    const paths = 20_000;
    const noise = normalNoise(7);
    const sums = horizons.map(() => ({ sum: 0, squares: 0 }));
    for (let path = 0; path < paths; path++) {
      // From zero states, y_{T+h} is its forecast error: the state-space equations of FPP3 §8.5.
      let level = 0;
      let trend = 0;
      const seasonal = new Array<number>(SEASON_LENGTH).fill(0);
      for (let h = 1; h <= 25; h++) {
        const error = noise();
        const y = level + trend + seasonal[h % SEASON_LENGTH]! + error;
        level += trend + params.alpha * error;
        trend += params.beta * error;
        seasonal[h % SEASON_LENGTH]! += params.gamma * error;
        const at = horizons.indexOf(h);
        if (at >= 0) {
          sums[at]!.sum += y;
          sums[at]!.squares += y * y;
        }
      }
    }
    horizons.forEach((h, i) => {
      const { sum, squares } = sums[i]!;
      const variance = squares / paths - (sum / paths) ** 2;
      expect(Math.abs(variance / forecastVarianceFactor(h, params) - 1)).toBeLessThan(0.04);
    });
  });
});

describe('seed states', () => {
  it('are the exact states of a noiseless series', () => {
    const series = months(36, (t) => 50 + 3 * t + KITTEN_SEASON[t % 12]!);
    const states = fitSeedStates(series, { alpha: 0.3, beta: 0.05, gamma: 0.2 });
    const meanSeason = KITTEN_SEASON.reduce((sum, v) => sum + v, 0) / 12;
    // Just before month 0: the level is the line at t = −1, the indices the season around its mean.
    expect(states.level).toBeCloseTo(50 - 3 + meanSeason, 6);
    expect(states.trend).toBeCloseTo(3, 6);
    for (const [i, s] of states.seasonal.entries()) expect(s).toBeCloseTo(KITTEN_SEASON[i]! - meanSeason, 6);
  });

  it('minimise the one-step errors: moving any seed value makes them larger', () => {
    const series: (number | null)[] = noisyHistory(48, 5, 3);
    series[10] = null;
    const params = { alpha: 0.25, beta: 0.02, gamma: 0.15 };
    const best = fitSeedStates(series, params);
    const bestSse = runHoltWinters(series, params, best).sse;
    const moves = [
      { ...best, level: best.level + 0.5 },
      { ...best, trend: best.trend - 0.05 },
      { ...best, seasonal: best.seasonal.map((s, i) => s + (i === 4 ? 0.5 : i === 9 ? -0.5 : 0)) },
    ];
    for (const moved of moves) expect(runHoltWinters(series, params, moved).sse).toBeGreaterThan(bestSse);
  });

  it('are the same when one series is solved for many parameters in turn (the optimiser reuses its buffers)', () => {
    const series: (number | null)[] = noisyHistory(60, 8, 5);
    series[20] = null;
    const solve = seedStatesOf(series);
    const trials = [
      { alpha: 0.9, beta: 0.5, gamma: 0.05 },
      { alpha: 0.1, beta: 0.001, gamma: 0.6 },
      { alpha: 0.25, beta: 0.02, gamma: 0.15 },
    ];
    for (const params of trials) expect(solve(params)).toEqual(fitSeedStates(series, params));
  });

  it('come with parameters as good as the best of a grid, even where the error sum has two minima', () => {
    // A season that grows: the best fits lie in the corners of a wandering level and a wandering season.
    const noise = normalNoise(1);
    const series = months(72, (t) => Math.round(80 + (1 + t / 60) * KITTEN_SEASON[t % 12]! + 5 * noise()));
    const fit = fitHoltWinters(series);
    if (!fit.ok) throw new Error(fit.reason);
    const sseOf = (params: SmoothingParams) =>
      runHoltWinters(series, params, fitSeedStates(series, params)).sse;
    const grid = [1e-4, 0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99, 0.9999];
    let gridBest = Number.POSITIVE_INFINITY;
    for (const alpha of grid) {
      for (const betaShare of grid) {
        for (const gammaShare of grid) {
          const params = { alpha, beta: alpha * betaShare, gamma: (1 - alpha) * gammaShare };
          gridBest = Math.min(gridBest, sseOf(params));
        }
      }
    }
    expect(sseOf(fit.params)).toBeLessThanOrEqual(gridBest * 1.001);
  });

  it('fit the parameters inside 0 < α < 1, 0 < β < α, 0 < γ < 1 − α', () => {
    const fit = fitHoltWinters(noisyHistory(72, 5, 11));
    if (!fit.ok) throw new Error(fit.reason);
    const { alpha, beta, gamma } = fit.params;
    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(1);
    expect(beta).toBeGreaterThan(0);
    expect(beta).toBeLessThan(alpha);
    expect(gamma).toBeGreaterThan(0);
    expect(gamma).toBeLessThan(1 - alpha);
  });
});

describe('unusualMonths', () => {
  it('reports a spike in a noiseless history, and no other month', () => {
    for (const at of [5, 40, 59]) {
      const history = months(60, trendAndSine);
      history[at] = history[at]! + 40;
      const unusual = unusualMonths(history);
      expect(unusual.map((month) => month.index)).toEqual([at]);
      expect(unusual[0]!.expected).toBeCloseTo(trendAndSine(at), 3);
    }
  });

  it('reports a spike among bounded noise, and no other month', () => {
    // Uniform noise of sd 5 never strays beyond 8.7, well inside the 99% interval (±12.9): only the spike can.
    const noise = uniformNoise(99);
    const history = months(72, (t) => Math.round(trendAndSine(t) + 5 * Math.sqrt(12) * (noise() - 0.5)));
    history[50] = history[50]! + 35;
    const unusual = unusualMonths(history);
    expect(unusual.map((month) => month.index)).toEqual([50]);
    const [spike] = unusual;
    expect(spike!.value).toBeGreaterThan(spike!.upper);
    expect(spike!.lower).toBeLessThanOrEqual(trendAndSine(50));
    expect(spike!.upper).toBeGreaterThanOrEqual(trendAndSine(50));
  });

  it('reports nothing in a plain history or one too short to judge', () => {
    expect(unusualMonths(months(60, trendAndSine))).toEqual([]);
    expect(unusualMonths(months(20, (t) => (t === 10 ? 500 : 10)))).toEqual([]);
  });

  it('does not report a constant history off by one count, but does by three', () => {
    const offByOne = months(36, (t) => (t === 30 ? 6 : 5));
    expect(unusualMonths(offByOne)).toEqual([]);
    const offByThree = months(36, (t) => (t === 30 ? 8 : 5));
    expect(unusualMonths(offByThree).map((month) => month.index)).toEqual([30]);
  });
});

describe('forecastWithoutUnusual', () => {
  const histories: Array<[string, (number | null)[]]> = [
    ['plain', noisyHistory(120, 6, 7)],
    ['a spike', noisyHistory(120, 6, 8).map((y, t) => (t === 70 ? y + 120 : y))],
    [
      'two spikes and a gap',
      noisyHistory(96, 4, 9).map((y, t) => (t === 30 ? y + 90 : t === 31 ? null : t === 80 ? 0 : y)),
    ],
    ['too short', noisyHistory(20, 4, 10)],
  ];

  it.each(histories)('equals the unusual months, then the forecast without them (%s)', (_, history) => {
    const unusual = unusualMonths(history, { level: 0.99 });
    const wild = new Set(unusual.map((month) => month.index));
    const expected = forecastMonthly(
      history.map((value, index) => (wild.has(index) ? null : value)),
      { horizon: 12, level: 0.95 },
    );
    const actual = forecastWithoutUnusual(history, { horizon: 12, level: 0.95, unusualLevel: 0.99 });
    expect(actual.unusual).toEqual(unusual);
    expect(actual.forecast).toEqual(expected);
  });

  it('finds the spike it leaves out', () => {
    // Normal noise strays outside a 99% interval about once in 100 months: the spike is among a few.
    const { unusual, forecast } = forecastWithoutUnusual(histories[1]![1]);
    expect(unusual.map((month) => month.index)).toContain(70);
    expect(forecast.ok).toBe(true);
  });
});
