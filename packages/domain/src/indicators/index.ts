export * from './series';
export * from './rules';
export * from './query';
export * from './compute';
export * from './warmup';
