import { and, eq, sql } from 'drizzle-orm';
import {
  ACTIVE_EXCHANGE_ORDER_STATES,
  Decimal,
  dividendAmounts,
  issuerCountryOf,
  localDayAt,
  withholdingRate,
  type CountryCode,
} from '@broker/domain';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import {
  accounts,
  corporateEventBookings,
  corporateEvents,
  customers,
  exchangeOrders,
  positions,
} from '../db/schema';
import { bookDividend, bookSplit, bookTrade } from '../accounts/ledger';
import { cancelLockedOrder } from '../exchange/changes';
import { publishExchangeOrder } from '../exchange/booking';
import { orderNames } from '../exchange/queries';
import type { ExchangeOrderRow } from '../exchange/replies';
import { HOLDING_EFFECT } from '../accounts/holding-effect-sql';
import { queryRows } from '../chart/db-rows';
import { convert, fxOn } from '../instruments/fx';
import { notifyDividendPaid } from '../notifications/events';

/**
 * Corporate events move money (issue 14): on a dividend's payment day every account that held the
 * share as its ex-day began is paid, in the account currency at the day's reference rate, with the
 * foreign tax withheld as its own linked row (domain dividends/). The holding is read from the
 * ledger (every row traded before the ex-day), not from the positions now, so a run that comes late
 * (the server was down on the day: the next run catches up on every unbooked event) pays exactly
 * what a run on the day would have. Each account's payment is written with a
 * `corporate_event_bookings` row in one transaction; the row's key (event, account) makes a second
 * run, or a second process, book nothing twice. An event is marked booked once every holder is.
 */

export type CorporateEventJobDeps = Pick<Deps, 'db' | 'bus' | 'accountReads'>;

interface DueEvent {
  id: number;
  instrument_id: number;
  ex_day: string;
  pay_day: string;
  per_share: string;
  isin: string;
  currency: string;
  name: string;
  time_zone: string;
}

interface Holder {
  accid: number;
  quantity: string;
}

export interface CorporateEventJobResult {
  /** Events whose every holder is now paid or split. */
  events: number;
  /** Dividend rows written. */
  payments: number;
  /** Split rows written. */
  splits: number;
  /** Events that could not be booked this run (left for the next). */
  failed: { eventId: number; error: unknown }[];
}

/** Dividends whose payment day has begun in their market, not yet booked, oldest first. */
async function dueEvents(db: Db, now: number): Promise<DueEvent[]> {
  // Every Nordic market's day has begun by UTC's next day; the exact local day is checked below.
  const utcTomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10);
  const rows = await queryRows<DueEvent>(
    db,
    sql`select e.id, e.instrument_id, e.day::text as ex_day, e.pay_day::text as pay_day,
          e.dividend_amount::text as per_share, i.isin,
          coalesce(trim(e.dividend_currency), trim(i.currency)) as currency, i.name,
          m.time_zone
        from corporate_events e
        join instruments i on i.instrument_id = e.instrument_id
        join markets m on m.market_id = i.market_id
        where e.booked_at is null and e.pay_day is not null and e.pay_day <= ${utcTomorrow}::date
          and e.dividend_amount is not null
        order by e.pay_day, e.id`,
  );
  return rows.filter((e) => e.pay_day <= localDayAt(e.time_zone, now));
}

/** Accounts that held the share as the ex-day began, and not paid for this event yet. */
async function unpaidHolders(db: Db, e: DueEvent): Promise<Holder[]> {
  return queryRows<Holder>(
    db,
    sql`select t.accid, sum(${HOLDING_EFFECT})::text as quantity
        from transactions t
        where t.instrument_id = ${e.instrument_id} and t.trade_date < ${e.ex_day}::date
          and not exists (
            select 1 from corporate_event_bookings b where b.event_id = ${e.id} and b.accid = t.accid)
        group by t.accid
        having sum(${HOLDING_EFFECT}) > 0
        order by t.accid`,
  );
}

interface Payment {
  customerId: number;
  accid: number;
  transactionId: number;
  gross: Decimal;
  withholding: Decimal;
  currency: string;
}

/** Pays one account in a transaction of its own; null when another run paid it first. */
async function payHolder(db: Db, e: DueEvent, holder: Holder, now: number): Promise<Payment | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        accid: accounts.accid,
        currency: accounts.currency,
        customerId: accounts.customerId,
        country: customers.country,
      })
      .from(accounts)
      .innerJoin(customers, eq(customers.id, accounts.customerId))
      .where(eq(accounts.accid, holder.accid))
      .for('update', { of: accounts });
    if (!account) return null;
    const at = new Date(now);
    const claimed = await tx
      .insert(corporateEventBookings)
      .values({ eventId: e.id, accid: holder.accid, bookedAt: at })
      .onConflictDoNothing()
      .returning({ eventId: corporateEventBookings.eventId });
    if (claimed.length === 0) return null;
    const currency = account.currency.trim();
    // At the pay day's fixing: what the money was worth in the account's currency when it came.
    const fx = convert(await fxOn(tx, e.pay_day), new Decimal(1), e.currency, currency);
    const rate = withholdingRate(issuerCountryOf(e.isin), account.country.trim() as CountryCode);
    const { gross, withholding } = dividendAmounts(holder.quantity, e.per_share, fx, rate);
    // Less than an öre: the booking row alone records that the event was dealt with.
    if (gross.isZero()) return null;
    const { dividendId } = await bookDividend(tx, {
      accid: holder.accid,
      currency,
      tradeDay: e.pay_day,
      at,
      instrumentId: e.instrument_id,
      quantity: new Decimal(holder.quantity),
      perShare: new Decimal(e.per_share),
      gross,
      withholding,
    });
    await tx
      .update(corporateEventBookings)
      .set({ transactionId: dividendId })
      .where(and(eq(corporateEventBookings.eventId, e.id), eq(corporateEventBookings.accid, holder.accid)));
    await notifyDividendPaid(tx, { ...account, gross }, e, now);
    return {
      customerId: account.customerId,
      accid: holder.accid,
      transactionId: dividendId,
      gross,
      withholding,
      currency,
    };
  });
}

interface DueSplit {
  id: number;
  instrument_id: number;
  day: string;
  split_from: number;
  split_to: number;
  time_zone: string;
}

/**
 * Splits whose day has begun in their market, not yet booked: each holding gets its new shares
 * (its cost unchanged: `bookSplit`), and the share's active orders are cancelled, as an exchange
 * deletes the order book at a split (their prices and volumes are of the old shares); the market
 * prices the share on the new basis from the same day (market/splits.ts). Split before the
 * dividends: a dividend paid the same run reads the ledger before its ex-day either way.
 */
async function runDueSplits(deps: CorporateEventJobDeps, now: number, result: CorporateEventJobResult) {
  const utcTomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10);
  const due = (
    await queryRows<DueSplit>(
      deps.db,
      sql`select e.id, e.instrument_id, e.day::text as day, e.split_from, e.split_to, m.time_zone
          from corporate_events e
          join instruments i on i.instrument_id = e.instrument_id
          join markets m on m.market_id = i.market_id
          where e.booked_at is null and e.split_to is not null and e.split_from is not null
            and e.day <= ${utcTomorrow}::date
          order by e.day, e.id`,
    )
  ).filter((e) => e.day <= localDayAt(e.time_zone, now));
  for (const e of due) {
    try {
      await splitEvent(deps, e, now, result);
    } catch (error) {
      result.failed.push({ eventId: e.id, error });
    }
  }
}

async function splitEvent(
  deps: CorporateEventJobDeps,
  e: DueSplit,
  now: number,
  result: CorporateEventJobResult,
) {
  await cancelActiveOrders(deps, e.instrument_id, now);
  const holders = await queryRows<{ accid: number }>(
    deps.db,
    sql`select p.accid from positions p
          where p.instrument_id = ${e.instrument_id} and p.qty > 0
            and not exists (select 1 from corporate_event_bookings b where b.event_id = ${e.id} and b.accid = p.accid)
          order by p.accid`,
  );
  for (const { accid } of holders) {
    const booked = await deps.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ currency: accounts.currency, customerId: accounts.customerId })
        .from(accounts)
        .where(eq(accounts.accid, accid))
        .for('update');
      if (!account) return null;
      const at = new Date(now);
      const claimed = await tx
        .insert(corporateEventBookings)
        .values({ eventId: e.id, accid, bookedAt: at })
        .onConflictDoNothing()
        .returning({ eventId: corporateEventBookings.eventId });
      if (claimed.length === 0) return null;
      const id = await bookSplit(tx, {
        accid,
        currency: account.currency.trim(),
        tradeDay: e.day,
        at,
        instrumentId: e.instrument_id,
        from: e.split_from,
        to: e.split_to,
      });
      if (id === null) return null;
      await sellFraction(tx, { accid, currency: account.currency.trim(), e, at });
      await tx
        .update(corporateEventBookings)
        .set({ transactionId: id })
        .where(and(eq(corporateEventBookings.eventId, e.id), eq(corporateEventBookings.accid, accid)));
      return { id, customerId: account.customerId };
    });
    if (!booked) continue;
    result.splits++;
    deps.accountReads.invalidate(accid);
    deps.bus.publish({
      kind: 'private',
      customerId: booked.customerId,
      type: 'transaction',
      data: {
        accid,
        transaction_id: booked.id,
        type: 'CORPORATE_ACTION',
        instrument_id: e.instrument_id,
        split: { from: e.split_from, to: e.split_to },
      },
    });
  }
  await deps.db
    .update(corporateEvents)
    .set({ bookedAt: new Date(now) })
    .where(and(eq(corporateEvents.id, e.id), sql`${corporateEvents.bookedAt} is null`));
  result.events++;
}

/**
 * A reverse split (or an uneven one, 3 for 2) leaves a holding with part of a share, which does not
 * trade: the issuer's agent sells the fractions together and pays each holder for theirs, as
 * Euroclear's issuer agents do. Booked as a sale of the fraction on the split's day at the last
 * close on the new basis, without courtage, in the account currency at the day's fixing; like any
 * sale it has a realised result for the tax reports.
 */
async function sellFraction(
  tx: Tx,
  b: { accid: number; currency: string; e: DueSplit; at: Date },
): Promise<void> {
  const [position] = await tx
    .select({ qty: positions.qty })
    .from(positions)
    .where(and(eq(positions.accid, b.accid), eq(positions.instrumentId, b.e.instrument_id)));
  const qty = new Decimal(position?.qty ?? 0);
  const fraction = qty.minus(qty.floor());
  if (fraction.isZero()) return;
  const [last] = await queryRows<{ close: string; currency: string }>(
    tx,
    sql`select b.close::text as close, trim(i.currency) as currency
        from daily_bars b join instruments i on i.instrument_id = b.instrument_id
        where b.instrument_id = ${b.e.instrument_id} and b.day < ${b.e.day}::date
        order by b.day desc limit 1`,
  );
  if (!last) throw new Error(`no close of ${b.e.instrument_id} before its split`);
  const price = new Decimal(last.close).times(b.e.split_from).dividedBy(b.e.split_to).toDecimalPlaces(6);
  const fx = convert(await fxOn(tx, b.e.day), new Decimal(1), last.currency, b.currency);
  const amount = fraction.times(price).times(fx).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  await bookTrade(tx, {
    accid: b.accid,
    side: 'SELL',
    instrumentId: b.e.instrument_id,
    tradeDay: b.e.day,
    settleDay: b.e.day,
    quantity: fraction,
    price,
    amount,
    fee: new Decimal(0),
    currency: b.currency,
    at: b.at,
  });
}

/** Cancels every active order in the instrument, each in its own transaction, and tells the exchange. */
async function cancelActiveOrders(deps: CorporateEventJobDeps, instrumentId: number, now: number) {
  const active = sql.join(
    ACTIVE_EXCHANGE_ORDER_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const ids = await queryRows<{ id: number }>(
    deps.db,
    sql`select id from exchange_orders where instrument_id = ${instrumentId} and state in (${active}) order by id`,
  );
  for (const { id } of ids) {
    const cancelled = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(exchangeOrders)
        .where(and(eq(exchangeOrders.id, id), sql`${exchangeOrders.state} in (${active})`))
        .for('update');
      return row ? cancelLockedOrder(tx, row as ExchangeOrderRow, new Date(now)) : null;
    });
    if (!cancelled) continue;
    deps.accountReads.invalidate(cancelled.accid);
    publishExchangeOrder(deps.bus, cancelled.customerId, cancelled, await orderNames(deps.db, cancelled));
    deps.bus.publish({ kind: 'exchange', type: 'order', data: { orderId: cancelled.id } });
  }
}

/** Books every split and dividend due at `now` that is not booked yet. */
export async function runCorporateEventJob(
  deps: CorporateEventJobDeps,
  now: number,
  opts: { payDividends?: boolean } = {},
): Promise<CorporateEventJobResult> {
  const result: CorporateEventJobResult = { events: 0, payments: 0, splits: 0, failed: [] };
  await runDueSplits(deps, now, result);
  // Without the day's exchange-rate fixing, dividends wait for a run that has it; splits do not
  // wait (they must be booked before the day's first trade).
  if (opts.payDividends === false) return result;
  for (const e of await dueEvents(deps.db, now)) {
    try {
      await payEvent(deps, e, now, result);
    } catch (error) {
      // One event that cannot be booked (a currency without a rate, say) must not hold up the
      // others: it stays unbooked, is tried again next run, and is logged each time.
      result.failed.push({ eventId: e.id, error });
    }
  }
  return result;
}

async function payEvent(
  deps: CorporateEventJobDeps,
  e: DueEvent,
  now: number,
  result: CorporateEventJobResult,
) {
  for (const holder of await unpaidHolders(deps.db, e)) {
    const paid = await payHolder(deps.db, e, holder, now);
    if (!paid) continue;
    result.payments++;
    deps.accountReads.invalidate(paid.accid);
    deps.bus.publish({
      kind: 'private',
      customerId: paid.customerId,
      type: 'transaction',
      data: {
        accid: paid.accid,
        transaction_id: paid.transactionId,
        type: 'DIVIDEND',
        instrument_id: e.instrument_id,
        name: e.name,
        pay_day: e.pay_day,
        amount: paid.gross.toNumber(),
        withholding: paid.withholding.toNumber(),
        currency: paid.currency,
      },
    });
  }
  await deps.db
    .update(corporateEvents)
    .set({ bookedAt: new Date(now) })
    .where(and(eq(corporateEvents.id, e.id), sql`${corporateEvents.bookedAt} is null`));
  result.events++;
}

export const CORPORATE_EVENT_JOB_INTERVAL_MS = 30_000;

/**
 * Runs the job on a timer while `isLeader()` says this process runs the market (one process books,
 * though the bookings' keys would also keep two apart), one run at a time, and once at once, so a
 * server that was down catches up as it starts. Returns a stop function that waits for a run.
 */
export function startCorporateEventJob(
  deps: CorporateEventJobDeps & Pick<Deps, 'time'>,
  opts: {
    isLeader: () => boolean;
    log: { error(obj: object, msg: string): void };
    intervalMs?: number;
    /**
     * Work each run does first: the day's exchange-rate fixing the payments convert at. When it
     * fails, the run books the splits and leaves the dividends to the next run.
     */
    before?: (now: number) => Promise<unknown>;
  },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running || !opts.isLeader()) return;
    const now = deps.time.now();
    running = (opts.before?.(now) ?? Promise.resolve())
      .then(
        () => true,
        (error: unknown) => {
          opts.log.error({ err: error }, 'exchange-rate fixing failed: dividends wait');
          return false;
        },
      )
      .then((fixed) => runCorporateEventJob(deps, now, { payDividends: fixed }))
      .then((r) => {
        for (const f of r.failed)
          opts.log.error({ err: f.error, eventId: f.eventId }, 'corporate event not booked');
      })
      .catch((error: unknown) => opts.log.error({ err: error }, 'corporate event job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, opts.intervalMs ?? CORPORATE_EVENT_JOB_INTERVAL_MS);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
