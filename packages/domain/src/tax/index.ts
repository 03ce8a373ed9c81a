export * from './realised';
export * from './finland';
