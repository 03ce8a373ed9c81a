export * from './realised';
export * from './finland';
export * from './sweden-isk';
export * from './norway';
export * from './accounts';
export * from './sweden-k4';
export * from './denmark';
export * from './personnummer';
