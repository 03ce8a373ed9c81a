import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { courtage, courtageIncrement } from './courtage';
import { allocationStatusOfExchangeOrder } from './exchange-allocation';
import {
  checkExchangeOrder,
  collarBounds,
  lastValidDay,
  orderDay,
  reservationPrice,
  withinCollar,
  type ExchangeOrderFacts,
  type ExchangeOrderInput,
} from './exchange-order';
import { isOnTickGrid } from './tick-size';

const facts: ExchangeOrderFacts = {
  today: '2026-11-25',
  phase: 'OPEN',
  lotSize: 1,
  last: 100,
  customer: { birthDate: '1980-01-01', segment: 'RETAIL' },
  account: { accid: 1, is_blocked: false, account_code: 'ISK', atyid: 1 },
};
const limit: ExchangeOrderInput = { side: 'BUY', orderType: 'LIMIT', price: '100', volume: 10 };
const code = (input: Partial<ExchangeOrderInput>, f: Partial<ExchangeOrderFacts> = {}) =>
  checkExchangeOrder({ ...limit, ...input }, { ...facts, ...f })?.code;

describe('checkExchangeOrder', () => {
  it('accepts a plain limit order on the grid within the collar', () => {
    expect(code({})).toBeUndefined();
    expect(code({ orderType: 'MARKET', price: undefined })).toBeUndefined();
    expect(code({ validUntil: '2026-12-25' })).toBeUndefined();
  });

  it('refuses who may not trade before anything about the order', () => {
    expect(code({ volume: 0 }, { customer: { birthDate: '1980-01-01', segment: 'PRIVATE_BANKING' } })).toBe(
      'USER_NOT_ALLOWED_TO_PLACE_ORDER',
    );
    // The desk places a private-banking customer's request; every other rule still holds.
    const privateBanking = { customer: { birthDate: '1980-01-01', segment: 'PRIVATE_BANKING' } };
    expect(code({}, { ...privateBanking, placedBy: 'DESK' })).toBeUndefined();
    expect(code({ volume: 0 }, { ...privateBanking, placedBy: 'DESK' })).toBe('VOLUME_IS_ZERO');
    expect(
      code({}, { ...privateBanking, placedBy: 'DESK', account: { ...facts.account, is_blocked: true } }),
    ).toBe('ACCOUNT_IS_BLOCKED');
    // 18 on the day itself is of age; the day before is not.
    expect(code({}, { customer: { birthDate: '2008-11-25', segment: 'RETAIL' } })).toBeUndefined();
    expect(code({}, { customer: { birthDate: '2008-11-26', segment: 'RETAIL' } })).toBe('CUSTOMER_IS_MINOR');
    // A company registered a year ago has no age (its birth date column holds the registration day).
    const company = { customer: { birthDate: '2025-11-26', personType: 'JUR', segment: 'RETAIL' } };
    expect(code({}, { customer: { ...company.customer, hasLei: true } })).toBeUndefined();
    expect(code({}, { customer: { ...company.customer, hasLei: false } })).toBe('LEI_MISSING');
    expect(code({ side: 'SELL' }, { customer: { ...company.customer, hasLei: false } })).toBe('LEI_MISSING');
    expect(code({}, { account: { ...facts.account, is_blocked: true } })).toBe('ACCOUNT_IS_BLOCKED');
    expect(code({}, { account: { ...facts.account, account_code: 'BLSE' } })).toBe('INVALID_ACCOUNT_TYPE');
  });

  it('checks volume and lot', () => {
    expect(code({ volume: 0 })).toBe('VOLUME_IS_ZERO');
    expect(code({ volume: -5 })).toBe('VOLUME_IS_ZERO');
    expect(code({ volume: 1.5 })).toBe('VOLUME_IS_ZERO');
    expect(code({ volume: 150 }, { lotSize: 100 })).toBe('VOLUME_NOT_LOT_MULTIPLE');
    expect(code({ volume: 300 }, { lotSize: 100 })).toBeUndefined();
  });

  it('checks the limit: present where needed, on the grid, inside the collar', () => {
    expect(code({ price: undefined })).toBe('MANDATORY_FIELD_MISSING');
    expect(code({ orderType: 'MARKET', price: '100' })).toBe('INPUT_ERROR');
    // 100-500 trades in 0.05 steps.
    expect(code({ price: '100.03' })).toBe('PRICE_NOT_ON_TICK_GRID');
    expect(code({ price: '100.05' })).toBeUndefined();
    expect(code({ price: '110' })).toBeUndefined();
    expect(code({ price: '110.05' })).toBe('PRICE_OUTSIDE_COLLAR');
    expect(code({ price: '90' })).toBeUndefined();
    expect(code({ price: '89.98' })).toBe('PRICE_OUTSIDE_COLLAR');
    // A share that never traded has no collar.
    expect(code({ price: '500' }, { last: undefined })).toBeUndefined();
  });

  it('checks triggers', () => {
    const stop = { side: 'SELL' as const, orderType: 'STOP_LIMIT' as const, price: '94', triggerPrice: '95' };
    expect(code(stop)).toBeUndefined();
    expect(code({ ...stop, triggerPrice: undefined })).toBe('MANDATORY_FIELD_MISSING');
    expect(code({ ...stop, triggerPrice: '100' })).toBe('INVALID_TRIGGER');
    expect(code({ ...stop, triggerPrice: '95.01' })).toBe('PRICE_NOT_ON_TICK_GRID');
    expect(code({ ...stop, side: 'BUY', triggerPrice: '105', price: '106' })).toBeUndefined();
    expect(code({ ...stop, side: 'BUY', triggerPrice: '99', price: '106' })).toBe('INVALID_TRIGGER');
    expect(code({ triggerPrice: '95' })).toBe('INPUT_ERROR');
    const trailing = { side: 'SELL' as const, orderType: 'STOP_TRAILING' as const, price: undefined };
    expect(code({ ...trailing, trailPercent: '5' })).toBeUndefined();
    expect(code(trailing)).toBe('MANDATORY_FIELD_MISSING');
    expect(code({ ...trailing, trailPercent: '0' })).toBe('INVALID_TRIGGER');
    expect(code({ ...trailing, trailPercent: '50.5' })).toBe('INVALID_TRIGGER');
    expect(code({ trailPercent: '5' })).toBe('INPUT_ERROR');
    expect(code({ orderType: 'ALGO' })).toBe('MANDATORY_FIELD_MISSING');
    expect(code({ orderType: 'ALGO', algoAggression: 'PASSIVE' })).toBeUndefined();
    expect(code({ algoAggression: 'PASSIVE' })).toBe('INPUT_ERROR');
  });

  it('checks validity: not past, at most 30 days, today only for immediate orders', () => {
    expect(code({ validUntil: '2026-11-24' })).toBe('INVALID_VALIDITY');
    expect(code({ validUntil: lastValidDay('2026-11-25') })).toBeUndefined();
    expect(lastValidDay('2026-11-25')).toBe('2026-12-25');
    expect(code({ validUntil: '2026-12-26' })).toBe('INVALID_VALIDITY');
    expect(code({ orderType: 'FAK', validUntil: '2026-11-26' })).toBe('INVALID_VALIDITY');
    expect(code({ orderType: 'FAK', validUntil: '2026-11-25' })).toBeUndefined();
  });

  it('lets a limit order wait outside trading hours, but no immediate order, and nothing while halted', () => {
    expect(code({}, { phase: 'CLOSED' })).toBeUndefined();
    expect(code({}, { phase: 'AUCTION' })).toBeUndefined();
    expect(code({ orderType: 'MARKET', price: undefined }, { phase: 'CLOSED' })).toBe('ORDER_BOOK_CLOSED');
    expect(code({ orderType: 'FOK' }, { phase: 'AUCTION' })).toBe('ORDER_BOOK_CLOSED');
    expect(code({}, { phase: 'HALTED' })).toBe('ORDER_BOOK_HALTED');
  });

  it('names the field of a rejection', () => {
    expect(checkExchangeOrder({ ...limit, price: '100.03' }, facts)?.field).toBe('body.price');
  });
});

describe('collar', () => {
  it('bounds lie on the grid and inside ±10 % of the last price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 20_000_000 }), (hundredths) => {
        const last = hundredths / 100;
        const { low, high } = collarBounds(last);
        expect(isOnTickGrid(low)).toBe(true);
        expect(isOnTickGrid(high)).toBe(true);
        expect(low.toNumber()).toBeGreaterThanOrEqual(last * 0.9 - 1e-9);
        expect(high.toNumber()).toBeLessThanOrEqual(last * 1.1 + 1e-9);
        expect(withinCollar(low.toString(), last)).toBe(true);
        expect(withinCollar(high.toString(), last)).toBe(true);
      }),
    );
  });

  it('reserves a market buy at the top of the collar and a limit at its limit', () => {
    expect(reservationPrice({ orderType: 'MARKET' }, 100)?.toString()).toBe('110');
    expect(reservationPrice({ orderType: 'LIMIT', price: '101.5' }, 100)?.toString()).toBe('101.5');
    expect(reservationPrice({ orderType: 'MARKET' }, undefined)).toBeUndefined();
  });
});

describe('courtageIncrement', () => {
  it('charges one courtage per order and day however the fills fall', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('MINI', 'SMALL', 'MEDIUM', 'FIXED' as const),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        (cls, fills) => {
          let before = 0;
          let charged = 0;
          for (const value of fills) {
            charged += courtageIncrement(cls, before, value, 'SEK').toNumber() * 100;
            before += value;
          }
          expect(Math.round(charged)).toBe(Math.round(courtage(cls, before, 'SEK').toNumber() * 100));
        },
      ),
    );
  });
});

describe('orderDay', () => {
  const at = (iso: string) => Date.parse(iso);
  it('is today until the close, then the next trading day', () => {
    // Monday 23 Nov 2026 in Stockholm (UTC+1): closes 17:30.
    expect(orderDay('SE', '2026-11-23', at('2026-11-23T07:00:00Z'), false)).toBe('2026-11-23');
    expect(orderDay('SE', '2026-11-23', at('2026-11-23T16:29:59Z'), false)).toBe('2026-11-23');
    expect(orderDay('SE', '2026-11-23', at('2026-11-23T16:30:00Z'), false)).toBe('2026-11-24');
    // Friday evening and the weekend go to Monday; Christmas Eve to the 28th.
    expect(orderDay('SE', '2026-11-27', at('2026-11-27T17:00:00Z'), false)).toBe('2026-11-30');
    expect(orderDay('SE', '2026-11-28', at('2026-11-28T10:00:00Z'), false)).toBe('2026-11-30');
    expect(orderDay('SE', '2026-12-23', at('2026-12-23T17:00:00Z'), false)).toBe('2026-12-28');
    // A market that trades now (the always-open clock) keeps today.
    expect(orderDay('SE', '2026-11-28', at('2026-11-28T10:00:00Z'), true)).toBe('2026-11-28');
  });
});

describe('allocationStatusOfExchangeOrder', () => {
  it('keeps the request while the order is on the book and follows it when it ends', () => {
    for (const state of ['NEW', 'WAITING', 'ON_MARKET', 'PART_DONE'] as const)
      expect(allocationStatusOfExchangeOrder(state, 0)).toBeUndefined();
    expect(allocationStatusOfExchangeOrder('DONE', 100)).toBe('ORDER_EXECUTED');
    expect(allocationStatusOfExchangeOrder('REJECTED', 0)).toBe('ORDER_REJECTED');
    expect(allocationStatusOfExchangeOrder('CANCELLED', 0)).toBe('CANCELLED');
    expect(allocationStatusOfExchangeOrder('EXPIRED', 0)).toBe('CANCELLED');
    // Part of it traded: the customer owns it, so the request executed.
    expect(allocationStatusOfExchangeOrder('CANCELLED', 10)).toBe('ORDER_EXECUTED');
    expect(allocationStatusOfExchangeOrder('EXPIRED', 10)).toBe('ORDER_EXECUTED');
  });
});
