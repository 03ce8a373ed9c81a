import type { z } from 'zod';
import type { ExchangeOrderSchema, ExchangeTradeSchema } from '@broker/contract';
import { Decimal, isActiveExchangeOrder, type ExchangeOrderState } from '@broker/domain';
import type { exchangeOrders, exchangeTrades } from '../db/schema';

export type ExchangeOrderRow = typeof exchangeOrders.$inferSelect;
export type ExchangeTradeRow = typeof exchangeTrades.$inferSelect;
export type ExchangeOrderReply = z.infer<typeof ExchangeOrderSchema>;
export type ExchangeTradeReply = z.infer<typeof ExchangeTradeSchema>;

export interface OrderNames {
  accno: string;
  name: string;
}

const money = (value: Decimal | string, currency: string, places: number) => ({
  value: new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber(),
  currency: currency.trim(),
});

export function exchangeOrderReply(row: ExchangeOrderRow, names: OrderNames): ExchangeOrderReply {
  const currency = row.currency.trim();
  const accountCurrency = row.accountCurrency.trim();
  return {
    order_id: row.id,
    accid: row.accid,
    account_number: names.accno,
    market_id: row.marketId,
    identifier: row.identifier,
    instrument_id: row.instrumentId,
    name: names.name,
    side: row.side as 'BUY' | 'SELL',
    order_type: row.orderType as ExchangeOrderReply['order_type'],
    price: row.price === null ? null : money(row.price, currency, 4),
    volume: row.volume,
    traded_volume: row.tradedVolume,
    open_volume: row.openVolume,
    avg_price:
      row.tradedVolume > 0
        ? money(new Decimal(row.tradedValue).dividedBy(row.tradedVolume), currency, 4)
        : null,
    valid_until: row.validUntil,
    order_state: row.state as ExchangeOrderState,
    reject_code: row.rejectCode,
    trigger_price: row.triggerPrice === null ? null : money(row.triggerPrice, currency, 4),
    trail_percent: row.trailPercent === null ? null : Number(row.trailPercent),
    algo_aggression: row.algoAggression as ExchangeOrderReply['algo_aggression'],
    reserved: money(row.reservedAmount, accountCurrency, 2),
    fees: money(row.fees, accountCurrency, 2),
    created_at: row.createdAt.getTime(),
    modified_at: row.modifiedAt.getTime(),
    modifiable: isActiveExchangeOrder(row.state),
  };
}

/** Where a fill's contract note is downloaded (the session cookie authorises it, so a link works). */
export function contractNoteUrl(accid: number, tradeId: number): string {
  return `/api/2/accounts/${accid}/trades/${tradeId}/contract-note.pdf`;
}

/**
 * A contract note's number: one note per order and trade day (all of that day's fills of the order,
 * as brokers send them), so the trade day and the order's id, unique and readable.
 */
export function noteNumber(row: Pick<ExchangeTradeRow, 'orderId' | 'tradeDay'>): string {
  return `${row.tradeDay.replaceAll('-', '')}-${String(row.orderId).padStart(7, '0')}`;
}

export function exchangeTradeReply(
  row: ExchangeTradeRow,
  order: ExchangeOrderRow,
  names: OrderNames,
): ExchangeTradeReply {
  const accountCurrency = row.accountCurrency.trim();
  return {
    trade_id: row.id,
    order_id: row.orderId,
    accid: row.accid,
    account_number: names.accno,
    market_id: order.marketId,
    identifier: order.identifier,
    instrument_id: row.instrumentId,
    name: names.name,
    side: row.side as 'BUY' | 'SELL',
    price: money(row.price, row.currency, 4),
    volume: row.volume,
    courtage: money(row.courtage, accountCurrency, 2),
    fx_fee: money(row.fxFee, accountCurrency, 2),
    fx_rate: Number(row.fxRate),
    amount: money(row.amount, accountCurrency, 2),
    traded_at: row.tradedAt.getTime(),
    settle_day: row.settleDay,
    note_number: noteNumber(row),
    contract_note_url: contractNoteUrl(row.accid, row.id),
  };
}
