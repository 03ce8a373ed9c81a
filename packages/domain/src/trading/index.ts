export * from './order-book';
export * from './courtage';
