export * from './dates';
export * from './trading-days';
export * from './timezone';
export * from './exchange-hours';
export * from './dealing';
