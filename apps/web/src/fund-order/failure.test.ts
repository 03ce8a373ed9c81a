import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@broker/client';
import { FUND_ORDER_FAILURE_CODES } from '@broker/domain';
import { CATALOGUES } from '../i18n/catalogues';
import { failureCodeOf, failureMessageKey, logOrderFailure } from './failure';

describe('failure codes', () => {
  it('reads the code from fields[0]', () => {
    const error = new ApiError({
      status: 422,
      code: 'X',
      message: 'm',
      fields: [{ code: 'NOT_ENOUGH_TRADING_POWER' }],
    });
    expect(failureCodeOf(error)).toBe('NOT_ENOUGH_TRADING_POWER');
    expect(failureCodeOf(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'm' }))).toBeUndefined();
    expect(failureCodeOf(new Error('x'))).toBeUndefined();
  });

  it('every catalogue code has a message in all five languages; an unknown code has none', () => {
    for (const code of FUND_ORDER_FAILURE_CODES) {
      const key = failureMessageKey(code);
      expect(key).toBeDefined();
      for (const catalogue of Object.values(CATALOGUES)) expect(catalogue[key!]).toBeTruthy();
    }
    expect(failureMessageKey('SOMETHING_ELSE')).toBeUndefined();
    expect(failureMessageKey(undefined)).toBeUndefined();
  });

  it('logs the code or UNKNOWN_REASON', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    logOrderFailure('VOLUME_IS_ZERO');
    logOrderFailure(undefined);
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      'Fund order failed: VOLUME_IS_ZERO',
      'Fund order failed: UNKNOWN_REASON',
    ]);
    log.mockRestore();
  });
});
