export { FORECAST_MESSAGES, type ForecastFailure, type ForecastFailureReason } from './fit-history';
export {
  type ForecastOptions,
  type ForecastPoint,
  forecastMonthly,
  type MonthlyForecast,
} from './forecast-monthly';
export {
  type ForecastWithoutUnusualOptions,
  forecastWithoutUnusual,
} from './forecast-without-unusual';
export { SEASON_LENGTH, type SmoothingParams } from './holt-winters';
export { type UnusualMonth, type UnusualMonthsOptions, unusualMonths } from './unusual-months';
