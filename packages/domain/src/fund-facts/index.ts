export * from './terms';
export * from './srri';
export * from './returns';
export * from './rating';
