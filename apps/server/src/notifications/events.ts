import { Decimal, money, type NotificationParams } from '@broker/domain';
import type { Tx } from '../db/database';
import type {
  deposits,
  exchangeOrders,
  exchangeTrades,
  fundOrders,
  savingsPlans,
  withdrawals,
} from '../db/schema';
import { notify } from './notify';

/**
 * The events worth telling, one function each, called by the area where the event happens inside
 * its own transaction (one line there). Each turns the area's rows into a notification's
 * parameters: names, numbers and money, never prose.
 */

const amount = (value: Decimal.Value, currency: string) => money(new Decimal(value).abs(), currency.trim());

/** A share order traded (exchange/booking.ts): each fill, and whether the order is now complete. */
export function notifyShareFill(
  tx: Tx,
  order: Pick<
    typeof exchangeOrders.$inferSelect,
    'id' | 'customerId' | 'accid' | 'instrumentId' | 'side' | 'volume' | 'tradedVolume'
  >,
  trade: Pick<
    typeof exchangeTrades.$inferSelect,
    'price' | 'volume' | 'currency' | 'amount' | 'accountCurrency' | 'tradedAt'
  >,
  names: { accno: string; name: string },
) {
  const params: NotificationParams = {
    order_id: order.id,
    accid: order.accid,
    accno: names.accno,
    instrument_id: order.instrumentId,
    instrument_name: names.name,
    side: order.side === 'SELL' ? 'SELL' : 'BUY',
    volume: trade.volume,
    price: money(new Decimal(trade.price), trade.currency.trim(), 4),
    amount: amount(trade.amount, trade.accountCurrency),
    complete: order.tradedVolume >= order.volume,
  };
  return notify(tx, order.customerId, 'ORDER_FILLED', params, trade.tradedAt);
}

/** A fund order executed at its NAV (fund-orders/execution.ts). */
export function notifyFundOrderExecuted(
  tx: Tx,
  order: Pick<
    typeof fundOrders.$inferSelect,
    'id' | 'customerId' | 'accid' | 'instrumentId' | 'side' | 'amount' | 'units' | 'currency'
  >,
  fundName: string,
  now: number,
) {
  const params: NotificationParams = {
    order_id: order.id,
    accid: order.accid,
    instrument_id: order.instrumentId,
    instrument_name: fundName,
    side: order.side === 'SELL' ? 'SELL' : 'BUY',
    units: Number(order.units ?? 0),
    amount: amount(order.amount ?? 0, order.currency),
  };
  return notify(tx, order.customerId, 'FUND_ORDER_EXECUTED', params, now);
}

/**
 * A dividend paid into an account (holdings/corporate-event-job.ts); the amount before withholding,
 * in the account's currency.
 */
export function notifyDividendPaid(
  tx: Tx,
  paid: { customerId: number; accid: number; gross: Decimal; currency: string },
  share: { instrument_id: number; name: string },
  now: number,
) {
  const params: NotificationParams = {
    accid: paid.accid,
    instrument_id: share.instrument_id,
    instrument_name: share.name,
    amount: amount(paid.gross, paid.currency),
  };
  return notify(tx, paid.customerId, 'DIVIDEND_PAID', params, now);
}

/** Money credited to an account: an instant payment or a transfer (banking/). */
export function notifyDepositArrived(
  tx: Tx,
  deposit: Pick<typeof deposits.$inferSelect, 'customerId' | 'accid' | 'amount' | 'currency'>,
  now: number,
) {
  const params: NotificationParams = {
    accid: deposit.accid,
    amount: amount(deposit.amount, deposit.currency),
  };
  return notify(tx, deposit.customerId, 'DEPOSIT_ARRIVED', params, now);
}

/** A withdrawal's step (banking/withdrawal-jobs.ts): the customer hears when it is sent, not paid. */
export async function notifyWithdrawalStep(
  tx: Tx,
  withdrawal: Pick<
    typeof withdrawals.$inferSelect,
    'customerId' | 'accid' | 'amount' | 'currency' | 'status'
  >,
  now: number,
) {
  if (withdrawal.status !== 'SENT') return null;
  const params: NotificationParams = {
    accid: withdrawal.accid,
    amount: amount(withdrawal.amount, withdrawal.currency),
  };
  return notify(tx, withdrawal.customerId, 'WITHDRAWAL_SENT', params, now);
}

/** A monthly savings plan's run (savings-plans/run-job.ts): bought, partly, waiting for cash or skipped. */
export function notifySavingsPlanRun(
  tx: Tx,
  plan: Pick<typeof savingsPlans.$inferSelect, 'customerId' | 'accid' | 'monthlyAmount' | 'currency'>,
  month: string,
  status: string,
  now: number,
) {
  const params: NotificationParams = {
    accid: plan.accid,
    month,
    status,
    amount: amount(plan.monthlyAmount, plan.currency),
  };
  return notify(tx, plan.customerId, 'SAVINGS_PLAN_RUN', params, now);
}
