export * from './time-weighted';
export * from './money-weighted';
