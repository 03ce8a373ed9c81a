export * from './order-book';
export * from './courtage';
export * from './fee-conditions';
export * from './auction';
export * from './tick-size';
export * from './exchange-order';
export * from './exchange-allocation';
export * from './valid-operations';
