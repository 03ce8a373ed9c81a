export * from './topics';
export * from './badges';
export * from './limits';
export * from './images';
