export * from './questions';
export * from './examine';
