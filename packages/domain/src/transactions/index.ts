export * from './types';
export * from './csv';
export * from './holding-effect';
