export * from './plans';
export * from './percentile';
export * from './share-line';
