import type {
  accounts,
  analystRatings,
  companyProfiles,
  fundFacts,
  financialReports,
  scheduledReports,
  shortPositions,
  cashLedger,
  corporateEvents,
  curatedListDailyViews,
  curatedListInstruments,
  curatedLists,
  customerApprovals,
  customerConsents,
  customers,
  dailyBars,
  fxFixings,
  fxRates,
  indexConstituents,
  instruments,
  kycAnswers,
  crmTasks,
  markets,
  minuteBars,
  positions,
  tradables,
  transactions,
  users,
} from '../schema';

/**
 * Row shapes of the demo data: the insert types of the schema with every column filled in, so the
 * data set says exactly what goes into the database and nothing is left to column defaults.
 */
export type MarketRow = Required<typeof markets.$inferInsert>;
export type InstrumentRow = Required<typeof instruments.$inferInsert>;
export type TradableRow = Required<typeof tradables.$inferInsert>;
export type IndexConstituentRow = Required<typeof indexConstituents.$inferInsert>;
export type FxRateRow = Required<typeof fxRates.$inferInsert>;
export type FxFixingRow = Required<typeof fxFixings.$inferInsert>;
export type DailyBarRow = Required<typeof dailyBars.$inferInsert>;
export type MinuteBarRow = Required<typeof minuteBars.$inferInsert>;
export type CustomerRow = Required<typeof customers.$inferInsert>;
export type CustomerApprovalRow = Required<typeof customerApprovals.$inferInsert>;
export type KycAnswerRow = Required<typeof kycAnswers.$inferInsert>;
export type CrmTaskRow = Required<typeof crmTasks.$inferInsert>;
export type ConsentRow = Required<typeof customerConsents.$inferInsert>;
export type AccountRow = Required<typeof accounts.$inferInsert>;
export type TransactionRow = Required<typeof transactions.$inferInsert>;
export type CashLedgerRow = Required<typeof cashLedger.$inferInsert>;
export type PositionRow = Required<typeof positions.$inferInsert>;
export type CorporateEventRow = Required<typeof corporateEvents.$inferInsert>;
export type CuratedListRow = Required<typeof curatedLists.$inferInsert>;
export type CuratedListInstrumentRow = Required<typeof curatedListInstruments.$inferInsert>;
export type CuratedListDailyViewRow = Required<typeof curatedListDailyViews.$inferInsert>;

export type FinancialReportRow = Required<typeof financialReports.$inferInsert>;
export type AnalystRatingRow = Required<typeof analystRatings.$inferInsert>;
export type ShortPositionRow = Required<typeof shortPositions.$inferInsert>;
export type CompanyProfileRow = Required<typeof companyProfiles.$inferInsert>;
export type ScheduledReportRow = Required<typeof scheduledReports.$inferInsert>;
export type FundFactsRow = Required<typeof fundFacts.$inferInsert>;

/** A login before its password is hashed: hashing is slow and async, so it happens at insert time. */
export type UserSeedRow = Omit<Required<typeof users.$inferInsert>, 'passwordHash'> & { password: string };
