export * from './account-number';
