import {
  ACTIVE_FUND_ORDER_STATES,
  Decimal,
  activeSellUnits,
  availableHoldings,
  type FundOrderState,
} from '@broker/domain';

interface PositionLike {
  instrument: { instrument_id: number; last_nav?: number | undefined };
  qty: number;
  market_value: { value: number };
  market_value_acc: { value: number };
  last_price: { value: number };
}

interface OrderLike {
  accid: number;
  order_side: string;
  instrument_id: number;
  volume: number;
  state: FundOrderState;
}

/**
 * The exchange rate from the instrument's currency to the account's, as the position shows it
 * (market value in the account currency over market value in the instrument currency); 1 when the
 * position has no value to tell it from.
 */
export function positionExchangeRate(position: PositionLike): Decimal {
  if (position.market_value.value === 0) return new Decimal(1);
  return new Decimal(position.market_value_acc.value).dividedBy(position.market_value.value);
}

/**
 * "My holdings" of spec 000 §5: the account's units of the fund less the units of its active sell
 * orders (placed or executed, not yet settled), at the last NAV, in the account currency. 0 when
 * the account does not hold the fund.
 */
export function holdingsFor(input: {
  positions: readonly PositionLike[] | undefined;
  orders: readonly OrderLike[] | undefined;
  accid: number;
  instrumentId: number;
  /** The instrument's last NAV, for a position that names none. */
  lastNav: number | undefined;
}): Decimal {
  const position = input.positions?.find((p) => p.instrument.instrument_id === input.instrumentId);
  if (!position || position.qty <= 0) return new Decimal(0);
  const active = (input.orders ?? []).filter((o) => ACTIVE_FUND_ORDER_STATES.includes(o.state));
  const held = availableHoldings({
    units: position.qty,
    activeSellUnits: activeSellUnits(active, input.accid, input.instrumentId),
    lastNav: position.instrument.last_nav ?? input.lastNav ?? position.last_price.value,
    exchangeRate: positionExchangeRate(position),
  });
  return held.isNegative() ? new Decimal(0) : held;
}

/** Whether an account's positions hold the fund (for the sell account list). */
export function holdsInstrument(
  positions: readonly PositionLike[] | undefined,
  instrumentId: number,
): boolean {
  return (positions ?? []).some((p) => p.instrument.instrument_id === instrumentId && p.qty > 0);
}
