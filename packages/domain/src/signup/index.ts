export * from './steps';
export * from './codes';
export * from './contact';
export * from './tin';
export * from './postal-codes';
export * from './account-types';
export * from './iso-countries';
