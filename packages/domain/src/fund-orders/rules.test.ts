import { describe, expect, it } from 'vitest';
import { currencyForCountry } from '../countries';
import { availableAccounts, preselectAccount } from './accounts';
import { buyFee, buyTotal, sellFee, sellTotal } from './fees';
import { isExecuteDisabled } from './execute-button';
import {
  ALLOCATION_REQUEST_STATUSES,
  FUND_ORDER_FAILURE_CODES,
  REQUEST_ACTION_REASONS,
  REQUEST_FLOW_CODES,
  allocationOutcome,
  isFundOrderFailureCode,
} from './catalogue';

describe('fees and totals (spec 000 §5)', () => {
  it('buy fee = amount × fee% / 100 and the total is the amount', () => {
    expect(buyFee(1000, '0.35').toString()).toBe('3.5');
    expect(buyFee('0.1', '0.2').toString()).toBe('0.0002');
    expect(buyTotal(1000).toString()).toBe('1000');
  });

  it('sell fee = percentage × holdings × fee / 10 000 and the total is amount + fee', () => {
    expect(sellFee(50, '2000', '0.5').toString()).toBe('5');
    expect(sellFee('33.33', '1000.01', '0.1').toString()).toBe('0.333303333');
    expect(sellTotal('1000', '5').toString()).toBe('1005');
  });
});

describe('execute button', () => {
  const ready = { formValid: true, inProgress: false, sideAllowed: true, requestActionsLoading: false };
  it('is enabled only when valid, idle, allowed and loaded', () => {
    expect(isExecuteDisabled(ready)).toBe(false);
    expect(isExecuteDisabled({ ...ready, sideAllowed: undefined })).toBe(false);
    expect(isExecuteDisabled({ ...ready, formValid: false })).toBe(true);
    expect(isExecuteDisabled({ ...ready, inProgress: true })).toBe(true);
    expect(isExecuteDisabled({ ...ready, sideAllowed: false })).toBe(true);
    expect(isExecuteDisabled({ ...ready, requestActionsLoading: true })).toBe(true);
  });
});

describe('accounts (spec 000 §4)', () => {
  const acc = (
    accid: number,
    extra: Partial<{ is_blocked: boolean; account_code: string; atyid: number }> = {},
  ) => ({
    accid,
    is_blocked: false,
    account_code: 'ISK',
    atyid: 6,
    ...extra,
  });
  const all = [
    acc(1),
    acc(2, { is_blocked: true }),
    acc(3, { account_code: 'BLSE' }),
    acc(4, { atyid: 123 }),
    acc(5),
  ];

  it('keeps non-blocked accounts, drops BLSE and atyid 123, and for sell only holders', () => {
    expect(availableAccounts(all, 'BUY').map((a) => a.accid)).toEqual([1, 5]);
    expect(availableAccounts(all, 'SELL', new Set([5, 3])).map((a) => a.accid)).toEqual([5]);
  });

  it('preselects for buy: query accid, stored, the only account', () => {
    const two = [acc(1), acc(5)];
    expect(preselectAccount(two, 'BUY', { queryAccid: 5, storedAccid: 1 })).toBe(5);
    expect(preselectAccount(two, 'BUY', { queryAccid: 9, storedAccid: 1 })).toBe(1);
    expect(preselectAccount(two, 'BUY', {})).toBeUndefined();
    expect(preselectAccount([acc(1)], 'BUY', {})).toBe(1);
  });

  it('preselects for sell: query accid with a position, stored with a position, none', () => {
    const two = [acc(1), acc(5)];
    const holding = new Set([5]);
    expect(preselectAccount(two, 'SELL', { queryAccid: 5, storedAccid: 1, holdingAccids: holding })).toBe(5);
    expect(preselectAccount(two, 'SELL', { queryAccid: 1, storedAccid: 5, holdingAccids: holding })).toBe(5);
    expect(
      preselectAccount(two, 'SELL', { queryAccid: 1, storedAccid: 1, holdingAccids: holding }),
    ).toBeUndefined();
    expect(preselectAccount([acc(5)], 'SELL', { holdingAccids: holding })).toBeUndefined();
  });

  it('takes the currency from the country', () => {
    expect(['SE', 'NO', 'DK', 'FI', 'XX', undefined].map(currencyForCountry)).toEqual([
      'SEK',
      'NOK',
      'DKK',
      'EUR',
      'SEK',
      'SEK',
    ]);
  });
});

describe('catalogue (spec 000 §8)', () => {
  it('lists every failure code once, and the request-flow codes and reasons', () => {
    expect(FUND_ORDER_FAILURE_CODES).toHaveLength(31);
    expect(new Set(FUND_ORDER_FAILURE_CODES).size).toBe(31);
    expect(isFundOrderFailureCode('NOT_ENOUGH_POSITIONS')).toBe(true);
    expect(isFundOrderFailureCode('NOPE')).toBe(false);
    expect(REQUEST_FLOW_CODES).toEqual(['ALLOCATION_REQUEST_FAILED', 'REQUEST_REJECTED', 'ORDER_REJECTED']);
    expect(REQUEST_ACTION_REASONS).toHaveLength(5);
  });

  it('reads allocation statuses as the client does', () => {
    expect(allocationOutcome('ORDER_APPROVED')).toEqual({ ok: true });
    expect(allocationOutcome('IN_PROGRESS')).toEqual({ ok: true });
    expect(allocationOutcome('REQUEST_REJECTED')).toEqual({ ok: false, code: 'REQUEST_REJECTED' });
    expect(allocationOutcome('ORDER_REJECTED')).toEqual({ ok: false, code: 'ORDER_REJECTED' });
    expect(ALLOCATION_REQUEST_STATUSES.filter((s) => allocationOutcome(s) === undefined)).toEqual([
      'CANCEL_IN_PROGRESS',
      'CANCELLED',
      'ORDER_EXECUTED',
    ]);
  });
});
