export * from './contribution';
export * from './lists';
