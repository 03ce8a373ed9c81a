export * from './account-number';
export * from './money-movement';
