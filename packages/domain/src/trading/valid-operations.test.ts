import { describe, expect, it } from 'vitest';
import { checkExchangeOrder, type BookPhase } from './exchange-order';
import { validOperations } from './valid-operations';

const base = {
  today: '2026-11-25',
  phase: 'OPEN' as BookPhase,
  availableVolume: 10,
  customer: { birthDate: '1980-01-01', segment: 'RETAIL' },
  account: { accid: 1, is_blocked: false, account_code: 'ISK', atyid: 1 },
};
const codes = (f: Partial<typeof base>) =>
  validOperations({ ...base, ...f }).operations.map((o) => `${o.side}:${o.code ?? 'ok'}`);

describe('validOperations', () => {
  it('offers both sides and every order type while the book trades', () => {
    const v = validOperations(base);
    expect(v.placement).toBe('ORDER');
    expect(codes({})).toEqual(['BUY:ok', 'SELL:ok']);
    expect(v.orderTypes).toEqual(['LIMIT', 'MARKET', 'FAK', 'FOK', 'STOP_LIMIT', 'STOP_TRAILING', 'ALGO']);
  });

  it('leaves out the immediate types outside continuous trading, and everything when halted', () => {
    expect(validOperations({ ...base, phase: 'CLOSED' }).orderTypes).toEqual([
      'LIMIT',
      'STOP_LIMIT',
      'STOP_TRAILING',
      'ALGO',
    ]);
    expect(validOperations({ ...base, phase: 'AUCTION' }).orderTypes).not.toContain('MARKET');
    expect(validOperations({ ...base, phase: 'HALTED' }).orderTypes).toEqual([]);
    expect(codes({ phase: 'HALTED' })).toEqual(['BUY:ORDER_BOOK_HALTED', 'SELL:ORDER_BOOK_HALTED']);
  });

  it('refuses a sell without shares to sell, and who may not trade on both sides, with order entry’s codes', () => {
    expect(codes({ availableVolume: 0 })).toEqual(['BUY:ok', 'SELL:NOT_ENOUGH_POSITIONS']);
    const blocked = { account: { ...base.account, is_blocked: true } };
    expect(codes(blocked)).toEqual(['BUY:ACCOUNT_IS_BLOCKED', 'SELL:ACCOUNT_IS_BLOCKED']);
    const minor = { customer: { birthDate: '2010-01-01', segment: 'RETAIL' } };
    expect(codes(minor)).toEqual(['BUY:CUSTOMER_IS_MINOR', 'SELL:CUSTOMER_IS_MINOR']);
    expect(validOperations({ ...base, ...minor }).orderTypes).toEqual([]);
    // The same code as order entry would answer for an order from that account.
    const order = { side: 'BUY' as const, orderType: 'LIMIT' as const, price: '100', volume: 1 };
    expect(checkExchangeOrder(order, { ...base, ...blocked, lotSize: 1, last: 100 })?.code).toBe(
      'ACCOUNT_IS_BLOCKED',
    );
  });

  it('sends private banking by request: limit orders only, through the desk', () => {
    const v = validOperations({ ...base, customer: { birthDate: '1963-09-04', segment: 'PRIVATE_BANKING' } });
    expect(v).toMatchObject({ placement: 'REQUEST', orderTypes: ['LIMIT'] });
    expect(v.operations.every((o) => o.isAllowed)).toBe(true);
  });
});
