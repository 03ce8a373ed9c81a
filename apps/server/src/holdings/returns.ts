import {
  FIXED_PERIODS,
  addDays,
  moneyWeightedReturn,
  periodFromDate,
  timeWeightedReturn,
  type FixedPeriod,
  type ValuedDay,
} from '@broker/domain';
import type { CallReply, getReturnsByPeriod } from '@broker/contract';
import type { Db } from '../db/database';
import { TtlCache } from '../platform/ttl-cache';
import {
  ledgerActivity,
  ownCapitalSeries,
  type DayParts,
  type OwnCapitalAccount,
  type OwnCapitalSeries,
} from './own-capital';

type PeriodReturn = CallReply<typeof getReturnsByPeriod>[number];

/** Percent to two decimals. */
const percent = (ratio: number) => Math.round(ratio * 10_000) / 100;
const money = (value: number) => Math.round(value * 100) / 100;

/**
 * The return over the series' days from `from` to `to`: the value before `from` is the start
 * (the series' own start when `from` is before its first day: nothing, if that is the accounts'
 * first day), and the flows between are taken out.
 */
function returnOver(series: OwnCapitalSeries, period: string, from: string, to: string): PeriodReturn {
  const i = series.days.findIndex((d) => d.day >= from);
  const startValue =
    i > 0 ? series.days[i - 1]!.value : i === 0 ? series.startValue : (series.days.at(-1)?.value ?? 0);
  const inPeriod = (d: ValuedDay) => d.day >= from && d.day <= to;
  const days: ValuedDay[] = series.days.filter(inPeriod);
  const end = days.at(-1)?.value ?? startValue;
  const flows = days.reduce((sum, d) => sum + d.flow, 0);
  const mwr = moneyWeightedReturn({ startValue, days });
  const returnAmount = money(end - startValue - flows);
  // Summed in hundredths, so the parts add up to the result to the öre; the price is the rest.
  const sum = (part: keyof DayParts) =>
    series.parts.reduce((s, p, k) => (inPeriod(series.days[k]!) ? s + Math.round(p[part] * 100) : s), 0);
  const dividends = sum('dividends');
  const currency = sum('currency');
  const other = sum('other');
  return {
    period,
    from: days[0]?.day ?? from,
    to,
    performance: percent(timeWeightedReturn(startValue, days)),
    money_weighted: mwr === undefined ? null : percent(mwr),
    returnAmount,
    parts: {
      price: (Math.round(returnAmount * 100) - dividends - currency - other) / 100,
      dividends: dividends / 100,
      currency: currency / 100,
      other: other / 100,
    },
    currency: series.currency,
  };
}

/**
 * Series already made, by accounts, days and the ledger's newest row: the returns page asks for the
 * same whole history three times at once (graph, periods, years), and one load serves them. A new
 * row of the accounts makes a new key; the daily closes change at most once a day per instrument,
 * and a series is kept only briefly so that a new close shows soon.
 */
const SERIES_TTL_MS = 10_000;
const seriesCaches = new WeakMap<Db, TtlCache<string, OwnCapitalSeries>>();

/**
 * Whether series are kept for a few seconds: yes unless account reads are not cached at all
 * (READ_CACHE_MS=0, which the benchmark uses to measure the work itself).
 */
export interface SeriesCaching {
  cached: boolean;
}

/** The series from the accounts' first day (or `from`, if later) to today. */
async function seriesSince(
  db: Db,
  accounts: readonly OwnCapitalAccount[],
  from: string,
  today: string,
  caching: SeriesCaching,
): Promise<OwnCapitalSeries | undefined> {
  const accids = accounts.map((a) => a.accid);
  const { first, version } = await ledgerActivity(db, accids);
  if (first === undefined) return undefined;
  const start = first > from ? first : from;
  const begin = start > today ? today : start;
  if (!caching.cached) return ownCapitalSeries(db, accounts, begin, today);
  let cache = seriesCaches.get(db);
  if (!cache) seriesCaches.set(db, (cache = new TtlCache(SERIES_TTL_MS, 500)));
  return cache.getOrLoad(`${accids.join(',')}|${begin}|${today}|${version}`, () =>
    ownCapitalSeries(db, accounts, begin, today),
  );
}

const LONG_PERIODS: readonly FixedPeriod[] = ['YEAR_3', 'YEAR_5', 'YEAR_10'];

/** Every fund period's return up to today (DAY_1: today alone); multi-year ones the history covers. */
export async function returnsByPeriod(
  db: Db,
  accounts: readonly OwnCapitalAccount[],
  today: string,
  caching: SeriesCaching = { cached: true },
): Promise<PeriodReturn[]> {
  const froms = new Map<FixedPeriod, string>(
    FIXED_PERIODS.map((p) => [p, p === 'DAY_1' ? today : periodFromDate(p, today)]),
  );
  const earliest = [...froms.values()].reduce((a, b) => (a < b ? a : b));
  const series = await seriesSince(db, accounts, earliest, today, caching);
  if (!series) return [];
  // Several years the accounts have not had are no period of theirs: "10 years" of a two-year
  // history would repeat "since the start" under a name that says more. ALL says it.
  const first = series.days[0]!.day;
  return FIXED_PERIODS.filter((p) => !(LONG_PERIODS.includes(p) && froms.get(p)! < first)).map((p) =>
    returnOver(series, p, froms.get(p)!, today),
  );
}

/** Each calendar year's return since the accounts' first transaction, newest first. */
export async function returnsByYear(
  db: Db,
  accounts: readonly OwnCapitalAccount[],
  today: string,
  caching: SeriesCaching = { cached: true },
): Promise<PeriodReturn[]> {
  const series = await seriesSince(db, accounts, '1900-01-01', today, caching);
  if (!series) return [];
  const firstYear = Number(series.days[0]!.day.slice(0, 4));
  const years: PeriodReturn[] = [];
  for (let year = Number(today.slice(0, 4)); year >= firstYear; year--) {
    const end = `${year}-12-31` < today ? `${year}-12-31` : today;
    years.push(returnOver(series, String(year), `${year}-01-01`, end));
  }
  return years;
}

/** The own-capital graph of a period: its days and the value before them. */
export async function ownCapitalGraph(
  db: Db,
  accounts: readonly OwnCapitalAccount[],
  period: FixedPeriod,
  today: string,
  caching: SeriesCaching = { cached: true },
): Promise<{ currency: string; startValue: number; days: ValuedDay[] }> {
  const from = period === 'DAY_1' ? addDays(today, -1) : periodFromDate(period, today);
  const series = await seriesSince(db, accounts, period === 'ALL' ? '1900-01-01' : from, today, caching);
  if (!series) return { currency: accounts[0]?.currency.trim() ?? 'SEK', startValue: 0, days: [] };
  return series;
}
