export * from './case';
export * from './dates';
export * from './numbers';
export * from './phone';
