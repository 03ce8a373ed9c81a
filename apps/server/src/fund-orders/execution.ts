import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import { Decimal, buyUnits, roundTo, sellUnits, type FundOrderFailureCode } from '@broker/domain';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { accounts, dailyBars, fundOrders, instruments, positions } from '../db/schema';
import { bookTrade } from '../accounts/ledger';
import { notifyFundOrderExecuted } from '../notifications/events';
import { convert, loadFx } from '../instruments/fx';
import { scheduleJob, type JobHandlers, type ScheduledJob } from '../platform/schedule';
import { fundOrderReply, type FundOrderRow } from './replies';
import { publishOrder } from './service';
import { FUND_ORDER_EXECUTE_JOB, FUND_ORDER_SETTLE_JOB, settlementJob } from './order-jobs';

/**
 * The order book's clock-driven side, as jobs on the durable schedule (order-jobs.ts). At a fund's
 * cut-off an order executes at the NAV of its trade day (the fund's daily bar, which the market
 * simulator writes at that cut-off); on the settlement day the position and the cash move and a
 * transaction is written. Each job changes its order in the job's own transaction, re-reading it
 * under a row lock and acting only on the state it expects, so a job run again after a crash, or
 * an order's execution reached by two jobs, changes nothing twice.
 */

type Change = { row: FundOrderRow; accno: string; name: string };

const round2 = (d: Decimal) => roundTo(d, 2);

/**
 * How long an order whose trade day has no NAV yet waits before it looks again. The simulator fixes
 * the NAV at the cut-off, in the same process as the schedule's runner but not before it, so it is
 * usually there seconds later: a job of its own due that soon, rather than the schedule's back-off
 * for a failed job (a minute at least, then doubling), which would keep every such order a minute
 * late and record an error for what is no fault. The wait doubles up to five minutes, so a NAV that
 * does not come (the simulator off) costs a few rows an hour per order, not one every few seconds.
 */
export const navWaitMs = (waits: number) => Math.min(5 * 60_000, 5_000 * 2 ** waits);

interface NavWait {
  navWaits: number;
}

async function navOf(tx: Tx, instrumentId: number, day: string): Promise<Decimal | undefined> {
  const [bar] = await tx
    .select({ close: dailyBars.close })
    .from(dailyBars)
    .where(and(eq(dailyBars.instrumentId, instrumentId), eq(dailyBars.day, day)));
  return bar ? new Decimal(bar.close) : undefined;
}

/**
 * The execution job of one order. A sell takes its percent of what the earlier sells of the holding
 * left, so the account's earlier sells of the fund that are due execute first, in id order, as
 * placed (their own jobs then find them executed and do nothing).
 */
export async function executeOrderJob(tx: Tx, job: ScheduledJob, now: number): Promise<Change[]> {
  const id = Number(job.ref);
  const [order] = await tx
    .select({
      accid: fundOrders.accid,
      instrumentId: fundOrders.instrumentId,
      side: fundOrders.side,
      state: fundOrders.state,
      tradeDay: fundOrders.tradeDay,
    })
    .from(fundOrders)
    .where(eq(fundOrders.id, id));
  // Cancelled (its job is cancelled with it), or executed already by an earlier sell's job.
  if (!order || order.state !== 'PLACED') return [];
  const nav = await navOf(tx, order.instrumentId, order.tradeDay);
  if (!nav) {
    const waits = (job.payload as NavWait | null)?.navWaits ?? 0;
    const payload: NavWait = { navWaits: waits + 1 };
    await scheduleJob(
      tx,
      { kind: FUND_ORDER_EXECUTE_JOB, ref: id, dueAt: new Date(now + navWaitMs(waits)), payload },
      now,
    );
    return [];
  }
  const changes: Change[] = [];
  if (order.side === 'SELL') {
    const earlier = await tx
      .select({ id: fundOrders.id, tradeDay: fundOrders.tradeDay })
      .from(fundOrders)
      .where(
        and(
          eq(fundOrders.accid, order.accid),
          eq(fundOrders.instrumentId, order.instrumentId),
          eq(fundOrders.side, 'SELL'),
          eq(fundOrders.state, 'PLACED'),
          lt(fundOrders.id, id),
          lte(fundOrders.stopTime, new Date(now)),
        ),
      )
      .orderBy(asc(fundOrders.id));
    for (const e of earlier) {
      const itsNav = e.tradeDay === order.tradeDay ? nav : await navOf(tx, order.instrumentId, e.tradeDay);
      // Without its NAV it waits on its own job, as before the change it would have.
      if (!itsNav) continue;
      const change = await executeOne(tx, e.id, itsNav, now);
      if (change) changes.push(change);
    }
  }
  const change = await executeOne(tx, id, nav, now);
  if (change) changes.push(change);
  return changes;
}

/** The settlement job of one order. */
export async function settleOrderJob(tx: Tx, job: ScheduledJob, now: number): Promise<Change[]> {
  const change = await settleOne(tx, Number(job.ref), now);
  return change ? [change] : [];
}

/** The order book's handlers on the schedule (job-handlers.ts). */
export function fundOrderJobHandlers(deps: Pick<Deps, 'bus' | 'accountReads'>): JobHandlers {
  // The customer hears of the new state once it is committed.
  const tell = (changes: Change[], now: number, afterCommit: (effect: () => void) => void) =>
    afterCommit(() => {
      for (const c of changes) {
        deps.accountReads.invalidate(c.row.accid);
        publishOrder(deps, c.row.customerId, fundOrderReply(c.row, { accno: c.accno, name: c.name }, now));
      }
    });
  return {
    [FUND_ORDER_EXECUTE_JOB]: async (tx, job, now, afterCommit) =>
      tell(await executeOrderJob(tx, job, now), now, afterCommit),
    [FUND_ORDER_SETTLE_JOB]: async (tx, job, now, afterCommit) =>
      tell(await settleOrderJob(tx, job, now), now, afterCommit),
  };
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
  // Executed: its settlement is scheduled in the same transaction.
  const executed = async (row: FundOrderRow): Promise<Change> => {
    await scheduleJob(tx, settlementJob(id, fund.currency, row.settleDay), now);
    await notifyFundOrderExecuted(tx, row, fund.name, now);
    return { row, accno: account.accno, name: fund.name };
  };
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
    return executed(row as FundOrderRow);
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
  return executed(row as FundOrderRow);
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
