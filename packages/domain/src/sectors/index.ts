export * from './gics';
