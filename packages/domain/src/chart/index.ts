export * from './periods';
export * from './time-zone';
export * from './events';
export * from './constants';
export * from './settings';
export * from './csv';
