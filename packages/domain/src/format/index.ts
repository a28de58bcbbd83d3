export * from './dates';
export * from './phone';
