import { inArray } from 'drizzle-orm';
import { Decimal, assetClassOf, regionOf, sectorOf } from '@broker/domain';
import type { Db } from '../db/database';
import { instruments } from '../db/schema';
import { summarizeAccount, valuePositions } from '../accounts/valuation';
import { cashBalance } from '../accounts/queries';
import { convert, referenceFx } from '../instruments/fx';

/**
 * The allocation and the balance overview (spec 001 §7.10; issue 14), both from the accounts'
 * valuation (the figures the overview shows): each holding at its latest price, cash as booked,
 * converted to the first account's currency at today's reference rate. Breakdowns are largest
 * first; their percents are of the breakdown's own total, so each adds up to 100.
 */

type Account = { accid: number; accno: string; alias: string; currency: string };

export interface Slice {
  key: string;
  value: number;
  percent: number;
}

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Largest first, each with its share of the total in hundredths of a percent that add up to exactly
 * 100 (the largest remainders get the hundredths rounding left over). A negative slice (a debit
 * balance) has no share of a whole: then the percents are each slice's own, rounded.
 */
function slices(values: Map<string, Decimal>): Slice[] {
  const entries = [...values.entries()]
    .filter(([, v]) => !v.isZero())
    .sort(([ka, a], [kb, b]) => b.comparedTo(a) || ka.localeCompare(kb));
  const total = entries.reduce((s, [, v]) => s.plus(v), new Decimal(0));
  const exact = entries.map(([, v]) => (total.isZero() ? new Decimal(0) : v.dividedBy(total).times(10_000)));
  const hundredths = exact.map((x) => x.floor());
  if (entries.every(([, v]) => v.gt(0))) {
    let left = 10_000 - hundredths.reduce((s, h) => s + h.toNumber(), 0);
    const byRemainder = exact
      .map((x, i) => ({ i, r: x.minus(x.floor()) }))
      .sort((a, b) => b.r.comparedTo(a.r) || a.i - b.i);
    for (const { i } of byRemainder) {
      if (left <= 0) break;
      hundredths[i] = hundredths[i]!.plus(1);
      left--;
    }
  } else {
    exact.forEach((x, i) => (hundredths[i] = x.round()));
  }
  return entries.map(([key, v], i) => ({
    key,
    value: round2(v).toNumber(),
    percent: hundredths[i]!.dividedBy(100).toNumber(),
  }));
}

function add(map: Map<string, Decimal>, key: string, value: Decimal): void {
  map.set(key, (map.get(key) ?? new Decimal(0)).plus(value));
}

export async function allocation(
  db: Db,
  accounts: readonly Account[],
): Promise<{
  currency: string;
  total: number;
  asset_class: Slice[];
  currency_split: Slice[];
  region: Slice[];
  sector: Slice[];
}> {
  const currency = accounts[0]?.currency.trim() ?? 'SEK';
  const fx = await referenceFx(db);
  const byClass = new Map<string, Decimal>();
  const byCurrency = new Map<string, Decimal>();
  const byRegion = new Map<string, Decimal>();
  const bySector = new Map<string, Decimal>();
  let total = new Decimal(0);
  const valued = await Promise.all(
    accounts.map(async (a) => ({
      a,
      cash: await cashBalance(db, a.accid),
      positions: await valuePositions(db, a),
    })),
  );
  const ids = [...new Set(valued.flatMap((v) => v.positions.map((p) => p.instrumentId)))];
  const facts =
    ids.length === 0
      ? []
      : await db
          .select({
            instrumentId: instruments.instrumentId,
            groupType: instruments.groupType,
            isin: instruments.isin,
            fundType: instruments.fundType,
            sector: instruments.sector,
          })
          .from(instruments)
          .where(inArray(instruments.instrumentId, ids));
  const factOf = new Map(facts.map((f) => [f.instrumentId, f]));
  for (const { a, cash: booked, positions } of valued) {
    const accountCurrency = a.currency.trim();
    const cash = convert(fx, booked, accountCurrency, currency);
    add(byClass, 'CASH', cash);
    add(byCurrency, accountCurrency, cash);
    total = total.plus(cash);
    for (const p of positions) {
      const value = convert(fx, p.marketValue, p.currency, currency);
      const f = factOf.get(p.instrumentId);
      if (!f) continue;
      add(byClass, assetClassOf(f), value);
      add(byCurrency, p.currency, value);
      add(byRegion, regionOf(f), value);
      add(bySector, sectorOf(f), value);
      total = total.plus(value);
    }
  }
  return {
    currency,
    total: round2(total).toNumber(),
    asset_class: slices(byClass),
    currency_split: slices(byCurrency),
    region: slices(byRegion),
    sector: slices(bySector),
  };
}

interface Balance {
  cash: number;
  reserved: number;
  trading_power: number;
  market_value: number;
  own_capital: number;
}

export async function balanceOverview(
  db: Db,
  accounts: readonly Account[],
): Promise<{
  currency: string;
  accounts: (Balance & { accid: number; accno: string; alias: string; currency: string })[];
  total: Balance;
}> {
  const currency = accounts[0]?.currency.trim() ?? 'SEK';
  const fx = await referenceFx(db);
  const sums = {
    cash: new Decimal(0),
    reserved: new Decimal(0),
    power: new Decimal(0),
    market: new Decimal(0),
  };
  const rows = [];
  for (const a of accounts) {
    const s = await summarizeAccount(db, a);
    const accountCurrency = a.currency.trim();
    const reserved = s.reservedFundOrders.plus(s.reservedExchangeOrders);
    const to = (d: Decimal) => convert(fx, d, accountCurrency, currency);
    sums.cash = sums.cash.plus(to(s.cash));
    sums.reserved = sums.reserved.plus(to(reserved));
    sums.power = sums.power.plus(to(s.tradingPower));
    sums.market = sums.market.plus(to(s.marketValue));
    rows.push({
      accid: a.accid,
      accno: a.accno,
      alias: a.alias,
      currency: accountCurrency,
      cash: round2(s.cash).toNumber(),
      reserved: round2(reserved).toNumber(),
      trading_power: round2(s.tradingPower).toNumber(),
      market_value: round2(s.marketValue).toNumber(),
      own_capital: round2(s.ownCapital).toNumber(),
    });
  }
  return {
    currency,
    accounts: rows,
    total: {
      cash: round2(sums.cash).toNumber(),
      reserved: round2(sums.reserved).toNumber(),
      trading_power: round2(sums.power).toNumber(),
      market_value: round2(sums.market).toNumber(),
      own_capital: round2(sums.cash.plus(sums.market)).toNumber(),
    },
  };
}
