import { sql } from 'drizzle-orm';
import { dec, periodFromDate, roundTo } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';
import { dailyHistory } from '../chart/daily-history';
import { chartInstrument, marketToday } from '../chart/instrument';
import { cachedPeriodStats, performance } from '../chart/returns';
import { barCount } from '../chart/bars';

export const FACT_SHEET_PERIODS = ['MONTH_1', 'MONTH_3', 'YEAR_1', 'YEAR_3', 'YEAR_5'] as const;
export type FactSheetPeriod = (typeof FACT_SHEET_PERIODS)[number];

/** What a fund's fact sheet says: the catalogue's facts, its latest NAV, returns and NAV history. */
export interface FactSheet {
  name: string;
  isin: string;
  currency: string;
  fundType: 'EQUITY' | 'INDEX' | 'BOND' | 'MIXED' | 'HEDGE';
  category: string | null;
  isIndexFund: boolean;
  risk: 'LOW' | 'MEDIUM' | 'HIGH';
  sfdrArticle: 6 | 8 | 9 | null;
  /** Percent, exact decimals as stored. */
  buyFee: string;
  sellFee: string;
  buyFrequency: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  sellFrequency: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  minInvestment: string | null;
  nav: { value: number; day: string } | null;
  /** Percent change over each period, null where the history does not reach back. */
  returns: { period: FactSheetPeriod; percent: number | null }[];
  /** Daily NAVs of the last five years, oldest first. */
  history: { days: string[]; values: number[] };
}

interface FundRow {
  instrument_id: number;
  name: string;
  isin: string;
  currency: string;
  fund_type: FactSheet['fundType'];
  sector: string | null;
  is_index_fund: boolean;
  risk: FactSheet['risk'];
  sfdr_article: number | null;
  buy_fee: string | null;
  sell_fee: string | null;
  buy_frequency: FactSheet['buyFrequency'] | null;
  sell_frequency: FactSheet['sellFrequency'] | null;
  min_investment: string | null;
}

const DAY_MS = 86_400_000;

/** The fact sheet of the fund with this ISIN; undefined when no fund has it. */
export async function loadFactSheet(db: Db, isin: string, now: number): Promise<FactSheet | undefined> {
  const [row] = await queryRows<FundRow>(
    db,
    sql`select instrument_id, name, isin, currency, fund_type, sector, is_index_fund, risk, sfdr_article,
          buy_fee::text as buy_fee, sell_fee::text as sell_fee, buy_frequency, sell_frequency,
          min_investment::text as min_investment
        from instruments where isin = ${isin} and group_type = 'FND'`,
  );
  if (!row) return undefined;
  const instrument = await chartInstrument(db, Number(row.instrument_id));
  const today = marketToday(instrument, now);
  const [history, stats] = await Promise.all([
    dailyHistory(db, instrument.instrumentId),
    cachedPeriodStats(db, instrument, today, now),
  ]);
  const n = barCount(history);
  const dayOf = (i: number) => new Date(history.t[i]!).toISOString().slice(0, 10);
  const since = periodFromDate('YEAR_5', today);
  const days: string[] = [];
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    if (history.t[i]! < Date.parse(since) - DAY_MS) continue;
    days.push(dayOf(i));
    values.push(history.close[i]!);
  }
  return {
    name: row.name,
    isin: row.isin,
    currency: row.currency.trim(),
    fundType: row.fund_type,
    category: row.sector,
    isIndexFund: row.is_index_fund,
    risk: row.risk,
    sfdrArticle: row.sfdr_article === null ? null : (Number(row.sfdr_article) as 6 | 8 | 9),
    buyFee: row.buy_fee ?? '0',
    sellFee: row.sell_fee ?? '0',
    buyFrequency: row.buy_frequency ?? 'DAILY',
    sellFrequency: row.sell_frequency ?? 'DAILY',
    minInvestment: row.min_investment,
    nav: n > 0 ? { value: history.close[n - 1]!, day: dayOf(n - 1) } : null,
    returns: FACT_SHEET_PERIODS.map((period) => {
      const s = stats.periods.find((p) => p.period === period);
      const value = s ? performance(s) : null;
      return { period, percent: value === null ? null : roundTo(value, 2).toNumber() };
    }),
    history: { days, values },
  };
}

/** The fee on an amount at a percent rate, exact, rounded to the currency's cents at the end. */
export function feeOn(amount: string, percent: string): string {
  return roundTo(dec(amount).times(percent).dividedBy(100), 2).toFixed(2);
}
