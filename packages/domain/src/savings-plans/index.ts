export * from './plans';
export * from './percentile';
