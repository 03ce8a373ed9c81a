export * from './statements';
export * from './key-figures';
export * from './ratings';
export * from './short-positions';
export * from './key-figure-series';
