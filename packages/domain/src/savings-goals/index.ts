export * from './goal';
