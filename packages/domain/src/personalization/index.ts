export * from './onboarding';
export * from './tasks';
export * from './codes';
