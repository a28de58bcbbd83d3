export * from './accounts';
export * from './coalitions';
export * from './common';
export * from './data-entry';
export * from './organizations';
export * from './error-message';
export * from './links';
export * from './members';
