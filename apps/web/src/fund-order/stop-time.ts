import type { OrderSide } from '@broker/domain';
import { displayTimeZone, formatDateTime, formatTime } from '../ui/format';

type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';

interface TradingInfoLike {
  buyFrequency: Frequency;
  sellFrequency: Frequency;
  nextBuyAt: number;
  nextSellAt: number;
}

/** The stop time of the side: the next buy day's or the next sell day's cut-off (epoch ms). */
export function stopTimeOf(info: TradingInfoLike, side: OrderSide): number {
  return side === 'BUY' ? info.nextBuyAt : info.nextSellAt;
}

/**
 * The stop time as spec 000 §9 shows it: in Europe/Helsinki for Finnish customers, else
 * Europe/Stockholm; a fund traded daily shows the time only, others the date and time; 24-hour clock.
 */
export function formatStopTime(
  at: number,
  frequency: Frequency,
  locale: string,
  countryCode: string,
): string {
  const zone = displayTimeZone(countryCode);
  return frequency === 'DAILY' ? formatTime(at, locale, zone) : formatDateTime(at, locale, zone);
}

/** The trading frequency shown: the common one, or undefined ('-') when buy and sell differ. */
export function sharedFrequency(
  info: Pick<TradingInfoLike, 'buyFrequency' | 'sellFrequency'>,
): Frequency | undefined {
  return info.buyFrequency === info.sellFrequency ? info.buyFrequency : undefined;
}
