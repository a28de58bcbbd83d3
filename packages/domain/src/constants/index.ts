export * from './file-names';
export * from './limits';
