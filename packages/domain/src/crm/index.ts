export * from './attachments';
export * from './tasks';
export * from './onboarding';
