export * from './screen';
