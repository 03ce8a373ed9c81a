import { sql } from 'drizzle-orm';
import { addDays, dayStamp, Decimal, type ValuedDay } from '@broker/domain';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';
import { HOLDING_EFFECT } from '../accounts/holding-effect-sql';
import { dailyHistory } from '../chart/daily-history';
import { fixingsBetween, referenceFx, type FixingRow, type FxTable } from '../instruments/fx';

/**
 * Own capital day by day (issue 14, spec 001 §7.10 "own-capital graph"): for each calendar day, the
 * accounts' cash plus their holdings at the day's close (the last close before it on a day without
 * trading), in one currency, with the day's external flow: deposits and withdrawals (and reversals
 * of them), and securities transferred in at the day's close. Everything is read from the ledger
 * (transactions by trade date) and the daily bars, so the graph is what the transactions say.
 *
 * Everything in another currency is converted at the day's fixing (market/fx-fixings.ts), and each
 * day's result is told apart: dividends (net of foreign tax), currency (what the holdings and cash
 * held from the day before gained or lost as the rates moved), fees, taxes and interest, and the
 * price: the rest (docs/decisions.md, "Exchange-rate history and the parts of a return").
 */

export interface OwnCapitalAccount {
  accid: number;
  currency: string;
}

/** Cash bookings that bring money in from outside or take it out: not part of the return. */
const EXTERNAL_CASH = ['DEPOSIT', 'WITHDRAWAL'];
/** The dividend part of a return: dividends less the tax withheld on them. */
const DIVIDEND_CASH = ['DIVIDEND', 'WITHHOLDING_TAX'];
/** Fees, taxes and interest: a part of their own, neither price nor dividend. */
const OTHER_CASH = ['FEE', 'YEARLY_TAX', 'INTEREST'];

/** The day's rows of these types, or reversals of them. */
const ofTypes = (types: readonly string[]) => {
  const list = sql.join(
    types.map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`(t.type in (${list}) or r.type in (${list}))`;
};

interface DayRow {
  accid: number;
  day: string;
  instrument_id: number | null;
  /** Change in shares of the instrument that day (none for a cash-only group). */
  shares: string;
  /** Cash effect of the day's rows of the group. */
  cash: string;
  /** External cash flow among them. */
  external: string;
  /** Dividends net of withholding among them. */
  dividends: string;
  /** Fees, taxes and interest among them. */
  other: string;
  /** Shares transferred in. */
  transferred: string;
  /** A price the instrument traded at that day in the account's trades, if any. */
  traded: number | null;
  /** New shares per old one of a split booked that day (null: none). */
  split: number | null;
}

interface Bar {
  instrument_id: number;
  day: string;
  close: number;
}

/** What a day's result is made of besides the prices, in the series currency. */
export interface DayParts {
  dividends: number;
  currency: number;
  other: number;
}

export interface OwnCapitalSeries {
  /** The currency of every value: the first account's. */
  currency: string;
  /** Own capital at the end of the day before `from`. */
  startValue: number;
  /** Every day from `from` to `to`, with its value and external flow. */
  days: ValuedDay[];
  /** Each day's parts, day by day as `days`. */
  parts: DayParts[];
}

/**
 * The first trade date among the accounts' transactions (undefined for accounts without any) and
 * the newest row's id: the ledger only grows (a correction is a new row), so the id names the state
 * of the accounts' history for a cache.
 */
export async function ledgerActivity(
  db: Db,
  accids: readonly number[],
): Promise<{ first: string | undefined; version: number }> {
  const [row] = await queryRows<{ day: string | null; version: number | null }>(
    db,
    sql`select min(trade_date)::text as day, max(id) as version
        from transactions where accid = any(${intArray(accids)}::int[])`,
  );
  return { first: row?.day ?? undefined, version: Number(row?.version ?? 0) };
}

const cents = (value: string | number) => Math.round(Number(value) * 100);
const money = (value: number) => Math.round(value * 100) / 100;

/**
 * The series from `from` to `to` (ISO days, inclusive) of the accounts together, in the first
 * account's currency. Values are rounded to the currency's hundredths each day.
 */
export async function ownCapitalSeries(
  db: Db,
  accounts: readonly OwnCapitalAccount[],
  from: string,
  to: string,
): Promise<OwnCapitalSeries> {
  const currency = accounts[0]?.currency.trim() ?? 'SEK';
  const accids = accounts.map((a) => a.accid);
  const accountCurrency = new Map(accounts.map((a) => [a.accid, a.currency.trim()]));
  const [rows, reference] = await Promise.all([
    queryRows<DayRow>(
      db,
      sql`select t.accid, t.trade_date::text as day, t.instrument_id,
            sum(${HOLDING_EFFECT})::text as shares,
            sum(t.amount)::text as cash,
            sum(case when ${ofTypes(EXTERNAL_CASH)} then t.amount else 0 end)::text as external,
            sum(case when ${ofTypes(DIVIDEND_CASH)} then t.amount else 0 end)::text as dividends,
            sum(case when ${ofTypes(OTHER_CASH)} then t.amount else 0 end)::text as other,
            sum(case when t.type = 'TRANSFER_IN' then t.quantity else 0 end)::text as transferred,
            max(t.price) filter (where t.type in ('BUY', 'SELL', 'TRANSFER_IN'))::float8 as traded,
            max((t.detail->>'to')::float8 / (t.detail->>'from')::float8)
              filter (where t.type = 'CORPORATE_ACTION' and t.detail->>'action' = 'SPLIT') as split
          from transactions t
          left join transactions r on t.type = 'REVERSAL' and r.id = t.related_id
          where t.accid = any(${intArray(accids)}::int[]) and t.trade_date <= ${to}::date
          group by t.accid, t.trade_date, t.instrument_id
          order by day`,
    ),
    referenceFx(db),
  ]);
  const instrumentIds = [
    ...new Set(rows.flatMap((r) => (r.instrument_id === null ? [] : [r.instrument_id]))),
  ];
  const firstDay = rows[0]?.day ?? from;
  const [bars, currencies] = await Promise.all([
    instrumentIds.length === 0 ? Promise.resolve([] as Bar[]) : closesSince(db, instrumentIds, firstDay, to),
    instrumentIds.length === 0
      ? Promise.resolve([] as { instrument_id: number; currency: string }[])
      : queryRows<{ instrument_id: number; currency: string }>(
          db,
          sql`select instrument_id, trim(currency) as currency from instruments
              where instrument_id = any(${intArray(instrumentIds)}::int[])`,
        ),
  ]);
  const instrumentCurrency = new Map(currencies.map((c) => [c.instrument_id, c.currency]));
  const used = new Set([currency, ...accountCurrency.values(), ...instrumentCurrency.values()]);
  const fixings = await fixingsBetween(db, [...used], firstDay, to);
  return walkDays({
    currency,
    accountCurrency,
    instrumentCurrency,
    reference,
    fixings,
    rows,
    bars,
    from,
    to,
  });
}

/**
 * Each instrument's last close before `firstDay` and every close from it to `to`, sorted by day,
 * from the chart's in-memory daily histories (chart/daily-history.ts): on the embedded database
 * every row read costs tens of microseconds, and the closes are the same ones the chart reads.
 */
async function closesSince(
  db: Db,
  instrumentIds: readonly number[],
  firstDay: string,
  to: string,
): Promise<Bar[]> {
  const from = dayStamp(firstDay);
  const until = dayStamp(to);
  const out: Bar[] = [];
  for (const id of instrumentIds) {
    const bars = await dailyHistory(db, id);
    const t = bars.t;
    let i = 0;
    while (i < t.length && t[i]! < from) i++;
    for (let k = Math.max(0, i - 1); k < t.length && t[k]! <= until; k++) {
      out.push({ instrument_id: id, day: new Date(t[k]!).toISOString().slice(0, 10), close: bars.close[k]! });
    }
  }
  return out.sort((x, y) => (x.day < y.day ? -1 : x.day > y.day ? 1 : 0));
}

interface Walk {
  currency: string;
  accountCurrency: Map<number, string>;
  instrumentCurrency: Map<number, string>;
  /** Today's rates, for a currency the fixings do not reach back to. */
  reference: FxTable;
  fixings: readonly FixingRow[];
  rows: readonly DayRow[];
  bars: readonly Bar[];
  from: string;
  to: string;
}

/** Replays the ledger, the closes and the fixings day by day; all come sorted by day. */
function walkDays(w: Walk): OwnCapitalSeries {
  // Shares held per account and instrument, cash per account in hundredths.
  const held = new Map<string, { accid: number; instrumentId: number; shares: number }>();
  const cash = new Map<number, number>();
  const close = new Map<number, number>();
  // Before the first daily bar of an instrument (history older than its bars), a holding is worth
  // what it last traded at in the accounts' own trades, as account values show a holding without a
  // price at its cost, rather than nothing.
  const traded = new Map<number, number>();
  const priceOf = (instrumentId: number) => close.get(instrumentId) ?? traded.get(instrumentId);
  // The day of each close held, and the day a split was applied to it.
  const closeDay = new Map<number, string>();
  const splitOn = new Map<number, string>();
  // SEK per unit as of the day walked; today's reference rate until a currency's first fixing.
  const sek = new Map<string, number>([...w.reference].map(([c, v]) => [c, v.toNumber()]));
  sek.set('SEK', 1);
  // One unit of a currency in the series currency, through each account's currency (the account's
  // own value is what the customer sees on it; the sum converts each).
  const sekOf = (c: string, table: ReadonlyMap<string, number> = sek) => {
    const v = table.get(c);
    if (v === undefined) throw new Error(`no exchange rate for ${c}`);
    return v;
  };
  const rateOf = (c: string) => sekOf(c) / sekOf(w.currency);
  const currencyOf = (instrumentId: number) => w.instrumentCurrency.get(instrumentId) ?? w.currency;

  let r = 0;
  let b = 0;
  let f = 0;
  const value = () => {
    let total = 0;
    for (const [accid, c] of cash) total += (c / 100) * rateOf(w.accountCurrency.get(accid)!);
    for (const h of held.values()) {
      const price = priceOf(h.instrumentId);
      if (price === undefined || h.shares === 0) continue;
      total += h.shares * price * rateOf(currencyOf(h.instrumentId));
    }
    return Math.round(total * 100) / 100;
  };
  /** What the day's new rates did to what was held from the day before, at the day's closes. */
  const currencyEffect = (before: ReadonlyMap<string, number>) => {
    const was = (c: string) => sekOf(c, before) / sekOf(w.currency, before);
    let effect = 0;
    for (const [accid, c] of cash) {
      const k = w.accountCurrency.get(accid)!;
      if (k !== w.currency) effect += (c / 100) * (rateOf(k) - was(k));
    }
    for (const h of held.values()) {
      const price = priceOf(h.instrumentId);
      const k = currencyOf(h.instrumentId);
      if (price === undefined || h.shares === 0 || k === w.currency) continue;
      effect += h.shares * price * (rateOf(k) - was(k));
    }
    return effect;
  };

  /** Books the day's closes, rates and rows; answers its external flow and parts. */
  const advance = (day: string): { flow: number; parts: DayParts } => {
    while (b < w.bars.length && w.bars[b]!.day <= day) {
      close.set(w.bars[b]!.instrument_id, w.bars[b]!.close);
      closeDay.set(w.bars[b]!.instrument_id, w.bars[b]!.day);
      b++;
    }
    const before = new Map(sek);
    while (f < w.fixings.length && w.fixings[f]!.day <= day) {
      sek.set(w.fixings[f]!.currency, w.fixings[f]!.rate);
      f++;
    }
    const currency = currencyEffect(before);
    let flow = 0;
    let dividends = 0;
    let other = 0;
    while (r < w.rows.length && w.rows[r]!.day <= day) {
      const row = w.rows[r]!;
      const accRate = rateOf(w.accountCurrency.get(row.accid)!);
      cash.set(row.accid, (cash.get(row.accid) ?? 0) + cents(row.cash));
      flow += (cents(row.external) / 100) * accRate;
      dividends += (cents(row.dividends) / 100) * accRate;
      other += (cents(row.other) / 100) * accRate;
      if (row.instrument_id !== null) {
        // A split booked today puts the shares on the new basis before the day's first new close:
        // the carried close (yesterday's, as traded) is divided once, whichever account's row says so.
        if (
          row.split !== null &&
          closeDay.get(row.instrument_id) !== day &&
          splitOn.get(row.instrument_id) !== day
        ) {
          splitOn.set(row.instrument_id, day);
          const f = Number(row.split);
          const c = close.get(row.instrument_id);
          if (c !== undefined) close.set(row.instrument_id, c / f);
          const p = traded.get(row.instrument_id);
          if (p !== undefined) traded.set(row.instrument_id, p / f);
        }
        if (row.traded !== null) traded.set(row.instrument_id, Number(row.traded));
        const key = `${row.accid}:${row.instrument_id}`;
        const h = held.get(key) ?? { accid: row.accid, instrumentId: row.instrument_id, shares: 0 };
        h.shares = Number(new Decimal(h.shares).plus(row.shares));
        held.set(key, h);
        const transferred = Number(row.transferred);
        if (transferred !== 0) {
          const price = priceOf(row.instrument_id) ?? 0;
          flow += transferred * price * rateOf(currencyOf(row.instrument_id));
        }
      }
      r++;
    }
    return {
      flow: money(flow),
      parts: { dividends: money(dividends), currency: money(currency), other: money(other) },
    };
  };

  advance(addDays(w.from, -1));
  const startValue = value();
  const days: ValuedDay[] = [];
  const parts: DayParts[] = [];
  for (let day = w.from; day <= w.to; day = addDays(day, 1)) {
    const step = advance(day);
    days.push({ day, value: value(), flow: step.flow });
    parts.push(step.parts);
  }
  return { currency: w.currency, startValue, days, parts };
}
