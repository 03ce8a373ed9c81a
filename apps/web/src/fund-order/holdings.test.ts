import { describe, expect, it } from 'vitest';
import { holdingsFor, holdsInstrument, positionExchangeRate } from './holdings';

const position = (over: Record<string, unknown> = {}) => ({
  instrument: { instrument_id: 7, last_nav: 150 },
  qty: 10,
  market_value: { value: 1500 },
  market_value_acc: { value: 1500 },
  last_price: { value: 150 },
  ...over,
});

const order = (over: Record<string, unknown> = {}) => ({
  accid: 1,
  order_side: 'SELL',
  instrument_id: 7,
  volume: 2,
  state: 'PLACED' as const,
  ...over,
});

describe('available holdings', () => {
  it('is (units − active sell units) × last NAV × rate, 2 decimals', () => {
    const held = holdingsFor({
      positions: [position()],
      orders: [order()],
      accid: 1,
      instrumentId: 7,
      lastNav: undefined,
    });
    expect(held.toString()).toBe('1200');
  });

  it('counts only active sells of the same account and fund', () => {
    const held = holdingsFor({
      positions: [position()],
      orders: [
        order({ state: 'SETTLED' }),
        order({ state: 'CANCELLED' }),
        order({ accid: 2 }),
        order({ instrument_id: 8 }),
        order({ order_side: 'BUY' }),
        order({ state: 'EXECUTED', volume: 1 }),
      ],
      accid: 1,
      instrumentId: 7,
      lastNav: undefined,
    });
    expect(held.toString()).toBe('1350');
  });

  it('converts with the rate the position shows', () => {
    const p = position({ market_value: { value: 1500 }, market_value_acc: { value: 1650 } });
    expect(positionExchangeRate(p).toString()).toBe('1.1');
    expect(
      holdingsFor({ positions: [p], orders: [], accid: 1, instrumentId: 7, lastNav: undefined }).toString(),
    ).toBe('1650');
  });

  it('is 0 without a position', () => {
    expect(holdingsFor({ positions: [], orders: [], accid: 1, instrumentId: 7, lastNav: 1 }).toString()).toBe(
      '0',
    );
    expect(holdsInstrument([position()], 7)).toBe(true);
    expect(holdsInstrument([position({ qty: 0 })], 7)).toBe(false);
  });
});
