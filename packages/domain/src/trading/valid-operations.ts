import { tradesByRequest, type CustomerSegment } from '../customer-segments';
import type { OrderSide } from '../fund-orders/catalogue';
import {
  EXCHANGE_ORDER_TYPES,
  IMMEDIATE_TYPES,
  checkBuyer,
  checkTrader,
  type BookPhase,
  type ExchangeOrderType,
  type TraderFacts,
} from './exchange-order';

/**
 * Valid order-book operations (spec 001 §7.22): what a customer can do in a share's order book from
 * each account right now, so the order form offers only what order entry would take. The same
 * rules as `checkExchangeOrder`, asked before there is an order: who may trade (`checkTrader`),
 * whether the book takes orders (halted: nothing; outside continuous trading: no immediate types),
 * and for a sell whether the account has shares not already offered.
 */

/** How the customer's wish reaches the book: their own order, or an allocation request for the desk. */
export type PlacementKind = 'ORDER' | 'REQUEST';

export interface ValidOperation {
  side: OrderSide;
  isAllowed: boolean;
  /** Why not (an order entry code); null when allowed. */
  code: string | null;
}

export interface ValidOperations {
  placement: PlacementKind;
  operations: ValidOperation[];
  /** The order types order entry takes now; a request is always a limit order. */
  orderTypes: ExchangeOrderType[];
}

export function validOperations(
  facts: Omit<TraderFacts, 'placedBy'> & { phase: BookPhase; availableVolume: number },
): ValidOperations {
  const placement: PlacementKind = tradesByRequest(facts.customer.segment as CustomerSegment)
    ? 'REQUEST'
    : 'ORDER';
  const refused =
    checkTrader({ ...facts, placedBy: placement === 'REQUEST' ? 'DESK' : 'CUSTOMER' })?.code ??
    (facts.phase === 'HALTED' ? 'ORDER_BOOK_HALTED' : undefined);
  const op = (side: OrderSide): ValidOperation => {
    const code =
      refused ??
      checkBuyer(side, facts)?.code ??
      (side === 'SELL' && facts.availableVolume <= 0 ? 'NOT_ENOUGH_POSITIONS' : undefined);
    return { side, isAllowed: code === undefined, code: code ?? null };
  };
  const orderTypes: ExchangeOrderType[] =
    refused !== undefined
      ? []
      : placement === 'REQUEST'
        ? ['LIMIT']
        : EXCHANGE_ORDER_TYPES.filter((t) => facts.phase === 'OPEN' || !IMMEDIATE_TYPES.includes(t));
  return { placement, operations: [op('BUY'), op('SELL')], orderTypes };
}
