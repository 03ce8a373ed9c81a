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
import {
  firstActivityDay,
  ownCapitalSeries,
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
  const days: ValuedDay[] = series.days.filter((d) => d.day >= from && d.day <= to);
  const end = days.at(-1)?.value ?? startValue;
  const flows = days.reduce((sum, d) => sum + d.flow, 0);
  const mwr = moneyWeightedReturn({ startValue, days });
  return {
    period,
    from: days[0]?.day ?? from,
    to,
    performance: percent(timeWeightedReturn(startValue, days)),
    money_weighted: mwr === undefined ? null : percent(mwr),
    returnAmount: money(end - startValue - flows),
    currency: series.currency,
  };
}

/** The series from the accounts' first day (or `from`, if later) to today. */
async function seriesSince(
  db: Db,
  accounts: readonly OwnCapitalAccount[],
  from: string,
  today: string,
): Promise<OwnCapitalSeries | undefined> {
  const first = await firstActivityDay(
    db,
    accounts.map((a) => a.accid),
  );
  if (first === undefined) return undefined;
  const start = first > from ? first : from;
  return ownCapitalSeries(db, accounts, start > today ? today : start, today);
}

const LONG_PERIODS: readonly FixedPeriod[] = ['YEAR_3', 'YEAR_5', 'YEAR_10'];

/** Every fund period's return up to today (DAY_1: today alone); multi-year ones the history covers. */
export async function returnsByPeriod(
  db: Db,
  accounts: readonly OwnCapitalAccount[],
  today: string,
): Promise<PeriodReturn[]> {
  const froms = new Map<FixedPeriod, string>(
    FIXED_PERIODS.map((p) => [p, p === 'DAY_1' ? today : periodFromDate(p, today)]),
  );
  const earliest = [...froms.values()].reduce((a, b) => (a < b ? a : b));
  const series = await seriesSince(db, accounts, earliest, today);
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
): Promise<PeriodReturn[]> {
  const series = await seriesSince(db, accounts, '1900-01-01', today);
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
): Promise<{ currency: string; startValue: number; days: ValuedDay[] }> {
  const from = period === 'DAY_1' ? addDays(today, -1) : periodFromDate(period, today);
  const series = await seriesSince(db, accounts, period === 'ALL' ? '1900-01-01' : from, today);
  if (!series) return { currency: accounts[0]?.currency.trim() ?? 'SEK', startValue: 0, days: [] };
  return series;
}
