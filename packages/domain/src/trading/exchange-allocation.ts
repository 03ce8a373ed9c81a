import type { AllocationRequestStatus } from '../fund-orders/catalogue';
import type { ExchangeOrderState } from './exchange-order';

/**
 * Exchange-trading allocation requests (spec 001 §7.14, spec 000 §4 statuses): a private-banking
 * customer asks the desk to buy or sell a share at a limit; the desk places it as a day limit order,
 * and the request then follows that order through the same state machine as a fund request
 * (ALLOCATION_TRANSITIONS). An order ends ORDER_EXECUTED when any part of it traded (the customer
 * owns what was bought), CANCELLED when it left the book with nothing traded (cancelled or expired),
 * ORDER_REJECTED when the exchange refused it. While it is on the book the request stays as it is.
 */
export function allocationStatusOfExchangeOrder(
  state: ExchangeOrderState,
  tradedVolume: number,
): AllocationRequestStatus | undefined {
  switch (state) {
    case 'DONE':
      return 'ORDER_EXECUTED';
    case 'REJECTED':
      return 'ORDER_REJECTED';
    case 'CANCELLED':
    case 'EXPIRED':
      return tradedVolume > 0 ? 'ORDER_EXECUTED' : 'CANCELLED';
    default:
      return undefined;
  }
}
