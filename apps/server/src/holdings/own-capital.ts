import { sql } from 'drizzle-orm';
import { addDays, dayStamp, Decimal, type ValuedDay } from '@broker/domain';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';
import { HOLDING_EFFECT } from '../accounts/holding-effect-sql';
import { dailyHistory } from '../chart/daily-history';
import { convert, referenceFx, type FxTable } from '../instruments/fx';

/**
 * Own capital day by day (issue 14, spec 001 §7.10 "own-capital graph"): for each calendar day, the
 * accounts' cash plus their holdings at the day's close (the last close before it on a day without
 * trading), in one currency, with the day's external flow: deposits and withdrawals (and reversals
 * of them), and securities transferred in at the day's close. Everything is read from the ledger
 * (transactions by trade date) and the daily bars, so the graph is what the transactions say.
 *
 * Holdings in another currency are converted at today's reference rate: there is no history of
 * exchange rates yet (docs/decisions.md, "Own capital from the ledger").
 */

export interface OwnCapitalAccount {
  accid: number;
  currency: string;
}

/** Cash bookings that bring money in from outside or take it out: not part of the return. */
const EXTERNAL_CASH = ['DEPOSIT', 'WITHDRAWAL'];

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
  /** Shares transferred in. */
  transferred: string;
  /** A price the instrument traded at that day in the account's trades, if any. */
  traded: number | null;
}

interface Bar {
  instrument_id: number;
  day: string;
  close: number;
}

export interface OwnCapitalSeries {
  /** The currency of every value: the first account's. */
  currency: string;
  /** Own capital at the end of the day before `from`. */
  startValue: number;
  /** Every day from `from` to `to`, with its value and external flow. */
  days: ValuedDay[];
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
  const [rows, fx] = await Promise.all([
    queryRows<DayRow>(
      db,
      sql`select t.accid, t.trade_date::text as day, t.instrument_id,
            sum(${HOLDING_EFFECT})::text as shares,
            sum(t.amount)::text as cash,
            sum(case when t.type in (${sql.join(
              EXTERNAL_CASH.map((k) => sql`${k}`),
              sql`, `,
            )}) or r.type in (${sql.join(
              EXTERNAL_CASH.map((k) => sql`${k}`),
              sql`, `,
            )}) then t.amount else 0 end)::text as external,
            sum(case when t.type = 'TRANSFER_IN' then t.quantity else 0 end)::text as transferred,
            max(t.price) filter (where t.type in ('BUY', 'SELL', 'TRANSFER_IN'))::float8 as traded
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
  return walkDays({ currency, accountCurrency, instrumentCurrency, fx, rows, bars, from, to });
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
  fx: FxTable;
  rows: readonly DayRow[];
  bars: readonly Bar[];
  from: string;
  to: string;
}

/** Replays the ledger and the closes day by day; rows and bars come sorted by day. */
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
  // One unit of an instrument's currency in the series currency, through each account's currency
  // (the account's own value is what the customer sees on it; the sum converts each).
  const rate = (from: string) => convert(w.fx, new Decimal(1), from, w.currency).toNumber();
  const rates = new Map<string, number>();
  const rateOf = (c: string) => rates.get(c) ?? rates.set(c, rate(c)).get(c)!;

  let r = 0;
  let b = 0;
  const value = () => {
    let total = 0;
    for (const [accid, c] of cash) total += (c / 100) * rateOf(w.accountCurrency.get(accid)!);
    for (const h of held.values()) {
      const price = priceOf(h.instrumentId);
      if (price === undefined || h.shares === 0) continue;
      total += h.shares * price * rateOf(w.instrumentCurrency.get(h.instrumentId) ?? w.currency);
    }
    return Math.round(total * 100) / 100;
  };

  /** Books the day's rows and closes; answers the day's external flow in the series currency. */
  const advance = (day: string): number => {
    while (b < w.bars.length && w.bars[b]!.day <= day) {
      close.set(w.bars[b]!.instrument_id, w.bars[b]!.close);
      b++;
    }
    let flow = 0;
    while (r < w.rows.length && w.rows[r]!.day <= day) {
      const row = w.rows[r]!;
      const accRate = rateOf(w.accountCurrency.get(row.accid)!);
      cash.set(row.accid, (cash.get(row.accid) ?? 0) + cents(row.cash));
      flow += (cents(row.external) / 100) * accRate;
      if (row.instrument_id !== null) {
        if (row.traded !== null) traded.set(row.instrument_id, Number(row.traded));
        const key = `${row.accid}:${row.instrument_id}`;
        const h = held.get(key) ?? { accid: row.accid, instrumentId: row.instrument_id, shares: 0 };
        h.shares = Number(new Decimal(h.shares).plus(row.shares));
        held.set(key, h);
        const transferred = Number(row.transferred);
        if (transferred !== 0) {
          const price = priceOf(row.instrument_id) ?? 0;
          flow += transferred * price * rateOf(w.instrumentCurrency.get(row.instrument_id) ?? w.currency);
        }
      }
      r++;
    }
    return Math.round(flow * 100) / 100;
  };

  advance(addDays(w.from, -1));
  const startValue = value();
  const days: ValuedDay[] = [];
  for (let day = w.from; day <= w.to; day = addDays(day, 1)) {
    const flow = advance(day);
    days.push({ day, value: value(), flow });
  }
  return { currency: w.currency, startValue, days };
}
