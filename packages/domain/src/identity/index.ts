export * from './national-id';
export * from './eid-errors';
