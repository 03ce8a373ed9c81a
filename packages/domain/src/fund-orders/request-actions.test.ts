import { describe, expect, it } from 'vitest';
import { requestActions, type RequestActionFacts } from './request-actions';
import { allocationStatusOfOrder, canTransition } from './allocation';

const facts = (over: Partial<RequestActionFacts> = {}): RequestActionFacts => ({
  today: '2026-11-19',
  customer: { birthDate: '1980-01-01', isPartner: false },
  account: { isBlocked: false, accountCode: 'ISK', atyid: 6 },
  instrument: { isIndexFund: false },
  tradedToday: new Set(),
  ...over,
});
const reasons = (f: RequestActionFacts) => requestActions(f).map((a) => [a.side, a.isAllowed, a.reason]);

describe('requestActions', () => {
  it('allows both sides on an ordinary account', () => {
    expect(reasons(facts())).toEqual([
      ['BUY', true, null],
      ['SELL', true, null],
    ]);
  });

  it('refuses buying after a sell today and selling after a buy today', () => {
    expect(reasons(facts({ tradedToday: new Set(['SELL']) }))).toEqual([
      ['BUY', false, 'SOLD_ALREADY'],
      ['SELL', true, null],
    ]);
    expect(reasons(facts({ tradedToday: new Set(['BUY']) }))).toEqual([
      ['BUY', true, null],
      ['SELL', false, 'BOUGHT_ALREADY'],
    ]);
  });

  it('closes requests on the accounts the order flow leaves out', () => {
    for (const account of [
      { isBlocked: false, accountCode: 'BLSE', atyid: 8 },
      { isBlocked: false, accountCode: 'AK', atyid: 123 },
    ])
      expect(requestActions(facts({ account }))).toMatchObject([
        { isAllowed: false, reason: 'REQUESTS_CLOSED', code: 'INVALID_ACCOUNT_TYPE' },
        { isAllowed: false, reason: 'REQUESTS_CLOSED', code: 'INVALID_ACCOUNT_TYPE' },
      ]);
  });

  it('does not authorize blocked accounts and minors either way, partners to buy index funds', () => {
    expect(
      requestActions(facts({ account: { isBlocked: true, accountCode: 'ISK', atyid: 6 } })),
    ).toMatchObject([
      { reason: 'NOT_AUTHORIZED_TO_BUY', code: 'ACCOUNT_IS_BLOCKED' },
      { reason: 'NOT_AUTHORIZED_TO_SELL', code: 'ACCOUNT_IS_BLOCKED' },
    ]);
    expect(requestActions(facts({ customer: { birthDate: '2010-01-01', isPartner: false } }))).toMatchObject([
      { reason: 'NOT_AUTHORIZED_TO_BUY', code: 'CUSTOMER_IS_MINOR' },
      { reason: 'NOT_AUTHORIZED_TO_SELL', code: 'CUSTOMER_IS_MINOR' },
    ]);
    const company = facts({ customer: { birthDate: '2024-01-01', personType: 'JUR', isPartner: false } });
    expect(JSON.stringify(requestActions(company))).not.toContain('CUSTOMER_IS_MINOR');
    const partner = facts({
      customer: { birthDate: '1980-01-01', isPartner: true },
      instrument: { isIndexFund: true },
    });
    expect(requestActions(partner)).toMatchObject([
      { reason: 'NOT_AUTHORIZED_TO_BUY', code: 'SUPERFUND_NOT_ALLOWED' },
      { isAllowed: true },
    ]);
  });
});

describe('allocation request transitions', () => {
  it('follows the order once approved, and allows cancelling only before the end', () => {
    expect(canTransition('IN_PROGRESS', 'ORDER_APPROVED')).toBe(true);
    expect(canTransition('ORDER_APPROVED', 'CANCEL_IN_PROGRESS')).toBe(true);
    expect(canTransition('CANCEL_IN_PROGRESS', 'CANCELLED')).toBe(true);
    expect(canTransition('ORDER_EXECUTED', 'CANCELLED')).toBe(false);
    expect(canTransition('IN_PROGRESS', 'CANCEL_IN_PROGRESS')).toBe(false);
    expect(allocationStatusOfOrder('SETTLED')).toBe('ORDER_EXECUTED');
    expect(allocationStatusOfOrder('REJECTED')).toBe('ORDER_REJECTED');
    expect(allocationStatusOfOrder('PLACED')).toBeUndefined();
  });
});
