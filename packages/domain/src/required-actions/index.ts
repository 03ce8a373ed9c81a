export * from './lei';
export * from './actions';
