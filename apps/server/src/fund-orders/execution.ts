import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  Decimal,
  addDays,
  buyUnits,
  fundCountry,
  roundTo,
  sellUnits,
  settlementDueAt,
  type FundOrderFailureCode,
} from '@broker/domain';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { accounts, dailyBars, fundOrders, instruments, positions } from '../db/schema';
import { bookTrade } from '../accounts/ledger';
import { convert, loadFx } from '../instruments/fx';
import { fundOrderReply, type FundOrderRow } from './replies';
import { publishOrder } from './service';
import { runAllocationRequestJob } from './allocation-requests';

/**
 * The order book's clock-driven side. At a fund's cut-off the orders waiting for it execute at the
 * NAV of their trade day (the fund's daily bar, which the market simulator writes at that cut-off);
 * on the settlement day the position and the cash move and a transaction is written. Each order
 * changes in a transaction of its own that re-reads it under a row lock and acts only on the state
 * it expects, so running the job twice, or in two processes at once, changes nothing twice.
 */

export type JobDeps = Pick<Deps, 'db' | 'bus' | 'accountReads'>;

export interface FundOrderJobResult {
  executed: number;
  rejected: number;
  settled: number;
  /** Orders past their cut-off whose trade day has no NAV yet; they wait for the next run. */
  waitingForNav: number;
}

type Change = { row: FundOrderRow; accno: string; name: string };

const round2 = (d: Decimal) => roundTo(d, 2);

/** Runs everything due at `now`: executions first, then settlements (an order can do both in one run). */
export async function runFundOrderJob(deps: JobDeps, now: number): Promise<FundOrderJobResult> {
  const result: FundOrderJobResult = { executed: 0, rejected: 0, settled: 0, waitingForNav: 0 };
  const changes: Change[] = [];
  await executeDue(deps, now, result, changes);
  await settleDue(deps, now, result, changes);
  for (const c of changes) {
    deps.accountReads.invalidate(c.row.accid);
    publishOrder(deps, c.row.customerId, fundOrderReply(c.row, { accno: c.accno, name: c.name }, now));
  }
  return result;
}

async function lockAccount(tx: Tx, accid: number) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.accid, accid)).for('update');
  return account as typeof accounts.$inferSelect;
}

async function lockOrder(tx: Tx, id: number, state: string) {
  const [order] = await tx
    .select()
    .from(fundOrders)
    .where(and(eq(fundOrders.id, id), eq(fundOrders.state, state)))
    .for('update');
  return order;
}

async function executeDue(deps: JobDeps, now: number, result: FundOrderJobResult, changes: Change[]) {
  const due = await deps.db
    .select({ id: fundOrders.id, instrumentId: fundOrders.instrumentId, tradeDay: fundOrders.tradeDay })
    .from(fundOrders)
    .where(and(eq(fundOrders.state, 'PLACED'), lte(fundOrders.stopTime, new Date(now))))
    .orderBy(asc(fundOrders.id));
  if (due.length === 0) return;
  const navs = new Map<string, string | undefined>();
  for (const o of due) {
    const key = `${o.instrumentId}:${o.tradeDay}`;
    if (!navs.has(key)) {
      const [bar] = await deps.db
        .select({ close: dailyBars.close })
        .from(dailyBars)
        .where(and(eq(dailyBars.instrumentId, o.instrumentId), eq(dailyBars.day, o.tradeDay)));
      navs.set(key, bar?.close);
    }
  }
  // In id order: a sell takes its percent of what the earlier sells of the holding left.
  for (const o of due) {
    const nav = navs.get(`${o.instrumentId}:${o.tradeDay}`);
    if (nav === undefined) {
      result.waitingForNav++;
      continue;
    }
    const change = await deps.db.transaction((tx) => executeOne(tx, o.id, new Decimal(nav), now));
    if (!change) continue;
    if (change.row.state === 'REJECTED') result.rejected++;
    else result.executed++;
    changes.push(change);
  }
}

async function executeOne(tx: Tx, id: number, nav: Decimal, now: number): Promise<Change | undefined> {
  const [peek] = await tx.select({ accid: fundOrders.accid }).from(fundOrders).where(eq(fundOrders.id, id));
  if (!peek) return undefined;
  // The account lock first, as placement takes it: a sell's holding check and this execution never interleave.
  const account = await lockAccount(tx, peek.accid);
  const order = await lockOrder(tx, id, 'PLACED');
  if (!order) return undefined;
  const [fund] = await tx.select().from(instruments).where(eq(instruments.instrumentId, order.instrumentId));
  if (!fund) return undefined;
  const fx = await loadFx(tx);
  const rate = convert(fx, new Decimal(1), fund.currency.trim(), order.currency.trim());
  const reject = async (code: FundOrderFailureCode) => {
    const [row] = await tx
      .update(fundOrders)
      .set({
        state: 'REJECTED',
        rejectCode: code,
        reservedAmount: '0',
        reservedUnits: '0',
        executedAt: new Date(now),
      })
      .where(eq(fundOrders.id, id))
      .returning();
    return { row: row as FundOrderRow, accno: account.accno, name: fund.name };
  };

  if (order.side === 'BUY') {
    const amount = new Decimal(order.amount ?? 0);
    // Fee inside the amount (buy total = amount), rounded once to the currency's cents.
    const fee = round2(amount.times(fund.buyFee ?? 0).dividedBy(100));
    const units = buyUnits({ amount, fee, nav, exchangeRate: rate });
    if (units.lte(0)) return reject('VOLUME_IS_ZERO');
    const [row] = await tx
      .update(fundOrders)
      .set({
        state: 'EXECUTED',
        units: units.toFixed(6),
        nav: nav.toFixed(6),
        fee: fee.toFixed(2),
        executedAt: new Date(now),
      })
      .where(eq(fundOrders.id, id))
      .returning();
    return { row: row as FundOrderRow, accno: account.accno, name: fund.name };
  }

  const [held] = await tx
    .select({ qty: positions.qty })
    .from(positions)
    .where(and(eq(positions.accid, order.accid), eq(positions.instrumentId, order.instrumentId)));
  const [earlier] = await tx
    .select({ total: sql<string | null>`sum(${fundOrders.units})` })
    .from(fundOrders)
    .where(
      and(
        eq(fundOrders.accid, order.accid),
        eq(fundOrders.instrumentId, order.instrumentId),
        eq(fundOrders.side, 'SELL'),
        eq(fundOrders.state, 'EXECUTED'),
      ),
    );
  // The percent applies to the holding at execution less what earlier sells already took from it.
  const base = new Decimal(held?.qty ?? 0).minus(earlier?.total ?? 0);
  const units = base.gt(0) ? sellUnits(order.percent ?? 0, base) : new Decimal(0);
  if (units.lte(0)) return reject('NOT_ENOUGH_POSITIONS');
  const gross = round2(units.times(nav).times(rate));
  const fee = round2(gross.times(fund.sellFee ?? 0).dividedBy(100));
  const proceeds = gross.minus(fee);
  if (proceeds.lte(0)) return reject('VOLUME_IS_ZERO');
  const [row] = await tx
    .update(fundOrders)
    .set({
      state: 'EXECUTED',
      units: units.toFixed(6),
      reservedUnits: units.toFixed(6),
      amount: proceeds.toFixed(2),
      nav: nav.toFixed(6),
      fee: fee.toFixed(2),
      executedAt: new Date(now),
    })
    .where(eq(fundOrders.id, id))
    .returning();
  return { row: row as FundOrderRow, accno: account.accno, name: fund.name };
}

async function settleDue(deps: JobDeps, now: number, result: FundOrderJobResult, changes: Change[]) {
  // Settlement days are local dates; a day past UTC's covers every Nordic zone, the exact instant is checked per order.
  const latestDay = addDays(new Date(now).toISOString().slice(0, 10), 1);
  const candidates = await deps.db
    .select({ id: fundOrders.id, settleDay: fundOrders.settleDay, currency: instruments.currency })
    .from(fundOrders)
    .innerJoin(instruments, eq(instruments.instrumentId, fundOrders.instrumentId))
    .where(and(eq(fundOrders.state, 'EXECUTED'), lte(fundOrders.settleDay, latestDay)))
    .orderBy(asc(fundOrders.id));
  for (const c of candidates) {
    if (settlementDueAt(fundCountry(c.currency), c.settleDay) > now) continue;
    const change = await deps.db.transaction((tx) => settleOne(tx, c.id, now));
    if (!change) continue;
    result.settled++;
    changes.push(change);
  }
}

async function settleOne(tx: Tx, id: number, now: number): Promise<Change | undefined> {
  const [peek] = await tx.select({ accid: fundOrders.accid }).from(fundOrders).where(eq(fundOrders.id, id));
  if (!peek) return undefined;
  const account = await lockAccount(tx, peek.accid);
  const order = await lockOrder(tx, id, 'EXECUTED');
  if (!order) return undefined;
  const [fund] = await tx.select().from(instruments).where(eq(instruments.instrumentId, order.instrumentId));
  if (!fund) return undefined;
  const currency = order.currency.trim();
  const units = new Decimal(order.units ?? 0);
  const nav = new Decimal(order.nav ?? 0);
  const amount = new Decimal(order.amount ?? 0);
  const fee = new Decimal(order.fee ?? 0);
  const isBuy = order.side === 'BUY';
  // Cash effect on the account: a buy pays its amount (fee inside), a sell receives its proceeds (fee taken).
  const cash = isBuy ? amount.negated() : amount;
  const at = new Date(now);

  const acquisitionValue = isBuy
    ? round2(convert(await loadFx(tx), units.times(nav), fund.currency.trim(), currency))
    : undefined;
  const transactionId = await bookTrade(tx, {
    accid: order.accid,
    side: isBuy ? 'BUY' : 'SELL',
    instrumentId: order.instrumentId,
    tradeDay: order.tradeDay,
    settleDay: order.settleDay,
    quantity: units,
    price: nav,
    amount: cash,
    fee,
    currency,
    ...(acquisitionValue ? { acquisitionValue } : {}),
    at,
  });

  const [row] = await tx
    .update(fundOrders)
    .set({ state: 'SETTLED', reservedAmount: '0', reservedUnits: '0', settledAt: at, transactionId })
    .where(eq(fundOrders.id, id))
    .returning();
  return { row: row as FundOrderRow, accno: account.accno, name: fund.name };
}

export const FUND_ORDER_JOB_INTERVAL_MS = 5000;

/**
 * Runs the allocation-request processing and then the execution job on a timer while `isLeader()` says this process runs the market simulator (the
 * process that writes the NAVs), one run at a time. Returns a stop function that waits for a run
 * in progress.
 */
export function startFundOrderJob(
  deps: JobDeps & Pick<Deps, 'time'>,
  opts: { isLeader: () => boolean; log: { error(obj: object, msg: string): void }; intervalMs?: number },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || !opts.isLeader()) return;
    // Requests first, so one approved in this run is an order the execution below already sees.
    running = runAllocationRequestJob(deps, deps.time.now())
      .then(() => runFundOrderJob(deps, deps.time.now()))
      .catch((error: unknown) => opts.log.error({ err: error }, 'fund order job failed'))
      .finally(() => {
        running = undefined;
      });
  }, opts.intervalMs ?? FUND_ORDER_JOB_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
