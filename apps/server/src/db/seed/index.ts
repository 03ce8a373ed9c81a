export { seedDemo, isSeeded, hashDemoPassword, type SeedReport } from './insert';
export { generateDemoData, DEFAULT_SEED, type DemoData, type DemoOptions } from './generate';
export { DROPPED_ACCOUNT_CODE, DROPPED_ATYID } from './customers';
export { CATALOG, FX_SEK_PER_UNIT } from './catalog';
// The trading calendar, exchange hours and fund dealing days live in @broker/domain.
