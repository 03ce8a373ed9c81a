import {
  addDays,
  isOnTickGrid,
  lastValidDay,
  needsLimit,
  stepTicks,
  tickBand,
  toTickGrid,
  type AlgoAggression,
  type ExchangeOrderType,
} from '@broker/domain';
import type { CallBody, placeExchangeOrder } from '@broker/contract';

export type OrderBody = CallBody<typeof placeExchangeOrder>;
export type Side = 'BUY' | 'SELL';

/** The order types the form offers, in its order. */
export const FORM_ORDER_TYPES: readonly ExchangeOrderType[] = [
  'LIMIT',
  'MARKET',
  'FAK',
  'FOK',
  'STOP_LIMIT',
  'STOP_TRAILING',
  'ALGO',
];

export interface OrderForm {
  side: Side;
  accid: number | undefined;
  orderType: ExchangeOrderType;
  /** As typed: a decimal comma or point. */
  price: string;
  trigger: string;
  trail: string;
  volume: string;
  /** A limit order's shown volume (an iceberg); empty for all of it. */
  openVolume: string;
  validity: 'TODAY' | 'UNTIL';
  validUntil: string;
  aggression: AlgoAggression;
}

/** A typed decimal (comma or point, spaces as group separators) as a number, or undefined. */
export function parseDecimal(text: string): number | undefined {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return undefined;
  return Number(clean);
}

/** A typed whole number of shares, or undefined. */
export function parseVolume(text: string): number | undefined {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(clean) ? Number(clean) : undefined;
}

/**
 * The request the form describes, or undefined while a field it needs is missing or unreadable.
 * The server checks every rule; the form only builds what the customer typed.
 */
export function orderBody(
  form: OrderForm,
  book: { marketId: number; identifier: string; currency: string },
): OrderBody | undefined {
  const volume = parseVolume(form.volume);
  if (volume === undefined || volume === 0) return undefined;
  const price = parseDecimal(form.price);
  if (needsLimit(form.orderType) && price === undefined) return undefined;
  const trigger = parseDecimal(form.trigger);
  if (form.orderType === 'STOP_LIMIT' && trigger === undefined) return undefined;
  const trail = parseDecimal(form.trail);
  if (form.orderType === 'STOP_TRAILING' && trail === undefined) return undefined;
  const iceberg = form.orderType === 'LIMIT' && form.openVolume.trim() !== '';
  const openVolume = iceberg ? parseVolume(form.openVolume) : undefined;
  if (iceberg && !openVolume) return undefined;
  return {
    market_id: book.marketId,
    identifier: book.identifier,
    side: form.side,
    volume,
    currency: book.currency,
    order_type: form.orderType,
    ...(needsLimit(form.orderType) && price !== undefined ? { price } : {}),
    ...(form.orderType === 'STOP_LIMIT' && trigger !== undefined ? { trigger_price: trigger } : {}),
    ...(form.orderType === 'STOP_TRAILING' && trail !== undefined ? { trail_percent: trail } : {}),
    ...(form.orderType === 'ALGO' ? { algo_aggression: form.aggression } : {}),
    ...(openVolume ? { open_volume: openVolume } : {}),
    ...(form.validity === 'UNTIL' && form.validUntil && !isImmediate(form.orderType)
      ? { valid_until: form.validUntil }
      : {}),
  };
}

export function isImmediate(type: ExchangeOrderType): boolean {
  return type === 'MARKET' || type === 'FAK' || type === 'FOK';
}

/** The price one tick up or down from what is typed (or from `from` when nothing readable is). */
export function stepPrice(typed: string, steps: number, from: number | undefined): string | undefined {
  const current = parseDecimal(typed) ?? from;
  if (current === undefined) return undefined;
  // Off the grid (typed by hand), the first step lands on the grid in its direction.
  if (!isOnTickGrid(String(current))) return toTickGrid(String(current), steps > 0 ? 'up' : 'down');
  return stepTicks(String(current), steps);
}

/** The first and last day the date field allows: tomorrow to 30 days ahead. */
export function validityBounds(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: lastValidDay(today) };
}

/** A price as the form shows it in its field: the decimals of its tick band, the locale's decimal sign. */
export function priceText(value: number | string, locale: string): string {
  const n = Number(value);
  const text = Number.isFinite(n) && n > 0 ? n.toFixed(tickBand(n).decimals) : String(value);
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value === ','
    ? text.replace('.', ',')
    : text;
}
