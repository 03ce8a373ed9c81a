export * from './org-number';
export * from './company-accounts';
