export * from './countries';
export * from './meta';
export * from './money';
export * from './errors';
export * from './indicators';
export * from './calendar';
export * from './mifid2';
export * from './demo';
