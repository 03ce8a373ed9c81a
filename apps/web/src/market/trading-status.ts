import type { OrderbookStatus } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';

/** How a status looks: open trading, an auction, a halt, or no trading at all. */
export type StatusTone = 'open' | 'auction' | 'halted' | 'closed';

const TONE: Record<OrderbookStatus, StatusTone> = {
  CONTINUOUS_TRADING: 'open',
  TRADING_AT_LAST: 'open',
  OPENING_AUCTION: 'auction',
  CLOSING_AUCTION: 'auction',
  INTRADAY_AUCTION: 'auction',
  SUSPENDED_OR_HALTED: 'halted',
  PRE_TRADING: 'closed',
  POST_TRADING: 'closed',
  CLOSED: 'closed',
  UNKNOWN: 'closed',
};

export interface TradingStatusView {
  key: MessageKey;
  tone: StatusTone;
}

/**
 * The order-book phase as the customer reads it. A halt wins over the phase: a halted book in
 * continuous trading is not open for trading.
 */
export function tradingStatusView(status: {
  orderbook_status: OrderbookStatus;
  halted?: boolean;
}): TradingStatusView {
  const phase: OrderbookStatus = status.halted ? 'SUSPENDED_OR_HALTED' : status.orderbook_status;
  return { key: `tradingStatus.${phase}`, tone: TONE[phase] };
}
