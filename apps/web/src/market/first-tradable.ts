import type { CallReply, getInstrument } from '@broker/contract';
import type { TradableKey } from '../live/tradable-key';

type Instrument = CallReply<typeof getInstrument>;

/** The order book the app shows prices of: the instrument's first tradable (its primary listing). */
export function firstTradable(
  instrument: Pick<Instrument, 'tradables'> | undefined,
): TradableKey | undefined {
  const tradable = instrument?.tradables[0];
  return tradable ? { m: tradable.market_id, i: tradable.identifier } : undefined;
}
