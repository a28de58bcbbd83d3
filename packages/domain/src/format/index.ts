export * from './case';
export * from './dates';
export * from './phone';
