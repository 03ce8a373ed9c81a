export * from './countries';
export * from './meta';
export * from './money';
export * from './errors';
