import type { FundOrderPlacedSchema, FundOrderSchema } from '@broker/contract';
import { Decimal, money, type FundOrderState, type OrderSide } from '@broker/domain';
import type { z } from 'zod';
import type { fundOrders } from '../db/schema';

export type FundOrderRow = typeof fundOrders.$inferSelect;
export type FundOrderReply = z.infer<typeof FundOrderSchema>;
export type FundOrderPlacedReply = z.infer<typeof FundOrderPlacedSchema>;

const num = (v: string | null) => (v === null ? null : new Decimal(v).toNumber());

/** A stored order as the contract has it; `now` decides whether it can still be cancelled. */
export function fundOrderReply(
  row: FundOrderRow,
  ctx: { accno: string; name: string },
  now: number,
): FundOrderReply {
  const currency = row.currency.trim();
  const units = row.units ?? '0';
  return {
    order_id: row.id,
    accid: row.accid,
    account_number: ctx.accno,
    order_side: row.side as OrderSide,
    instrument_id: row.instrumentId,
    name: ctx.name,
    state: row.state as FundOrderState,
    amount: money(row.amount ?? 0, currency),
    percent: num(row.percent),
    volume: new Decimal(units).toNumber(),
    nav: num(row.nav),
    fee: row.fee === null ? null : money(row.fee, currency),
    created_at: row.createdAt.getTime(),
    stop_time: row.stopTime.getTime(),
    trade_day: row.tradeDay,
    settle_day: row.settleDay,
    cancellable: row.state === 'PLACED' && now < row.stopTime.getTime(),
    reject_code: row.rejectCode,
    order_referrer: row.orderReferrer,
  };
}

type PlacedFields = Omit<FundOrderPlacedReply['fund_order'], 'order_id'>;

/**
 * The placement reply as stored with the order, written in the same INSERT: everything but the
 * order id, which is the row's own id and is added when the reply is sent (withOrderId).
 */
export function placedReply(fields: PlacedFields): { fund_order: PlacedFields } {
  return { fund_order: fields };
}

/** The reply of a placement from the stored reply and the order's id (older rows stored it too). */
export function withOrderId(stored: unknown, orderId: number): FundOrderPlacedReply {
  const { fund_order } = stored as { fund_order: PlacedFields };
  return { fund_order: { ...fund_order, order_id: orderId } };
}
