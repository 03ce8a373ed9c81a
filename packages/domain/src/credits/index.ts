export * from './intraday-limit';
