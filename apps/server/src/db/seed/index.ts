export { seedDemo, isSeeded, hashDemoPassword, type SeedReport } from './insert';
export { generateDemoData, DEFAULT_SEED, type DemoData, type DemoOptions } from './generate';
export { DEMO_LOGINS, DEMO_PASSWORD, DROPPED_ACCOUNT_CODE, DROPPED_ATYID } from './customers';
export { CATALOG, KNOWLEDGE_TEST_CATEGORIES, MIFID2_CATEGORY, FX_SEK_PER_UNIT } from './catalog';
export {
  isTradingDay,
  isBankingDay,
  tradingDaysBetween,
  addTradingDays,
  nextTradingDay,
  previousTradingDay,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  holidays,
  easterSunday,
  midsummerEve,
} from './calendar';
export { tradingSession, EXCHANGE_HOURS, type TradingSession } from './sessions';
export { isDealingDay, nextDealingDay, type TradingFrequency } from './dealing';
export { localTimeToUtc, utcOffsetMinutes } from './timezone';
