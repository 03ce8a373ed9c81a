export * from './attachments';
export * from './tasks';
