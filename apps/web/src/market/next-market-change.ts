import type { CallReply, getMarketHours } from '@broker/contract';
import { tradingStatusView } from './trading-status';

type MarketHours = CallReply<typeof getMarketHours>[number];

/** The next change a customer cares about: when an open market closes, or a closed one opens. */
export interface NextMarketChange {
  kind: 'closes' | 'opens';
  at: number;
}

export function nextMarketChange(market: MarketHours): NextMarketChange | undefined {
  const { tone } = tradingStatusView({
    orderbook_status: market.orderbook_status,
    halted: market.status === 'SUSPENDED_OR_HALTED',
  });
  // A halt has no scheduled end to show.
  if (tone === 'halted') return undefined;
  if (tone === 'closed') return { kind: 'opens', at: market.next_open_at };
  return market.close_at === null ? undefined : { kind: 'closes', at: market.close_at };
}
