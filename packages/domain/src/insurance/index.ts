export * from './beneficiaries';
