export * from './estates';
