export * from './order-book';
export * from './courtage';
export * from './auction';
