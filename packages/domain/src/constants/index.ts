export * from './error-codes';
export * from './file-names';
export * from './limits';
