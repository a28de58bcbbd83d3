/**
 * The forecast of one series, run in a worker thread of the compute pool (compute-pool.ts): a Holt-Winters
 * fit takes milliseconds of CPU that would otherwise hold up every other request of the process.
 */
// The forecast alone, not the whole domain: a thread then starts in half the time.
import { type ForecastWithoutUnusualOptions, forecastWithoutUnusual } from '@sac/domain/forecast';

export type ForecastTask = { series: (number | null)[]; options: ForecastWithoutUnusualOptions };

export default function forecastTask({ series, options }: ForecastTask) {
  return forecastWithoutUnusual(series, options);
}
