export * from './withholding';
export * from './pay-day';
