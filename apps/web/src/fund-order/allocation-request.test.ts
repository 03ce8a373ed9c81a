import { describe, expect, it } from 'vitest';
import { requestFailureMessageKey } from './allocation-request';
import { requestActionMessageKey } from './RequestActionNotice';

describe('request failure messages', () => {
  it('maps the request-flow codes, request-action reasons and order codes; nothing for an unknown code', () => {
    expect(requestFailureMessageKey('ALLOCATION_REQUEST_FAILED')).toBe(
      'fundOrder.request.failure.ALLOCATION_REQUEST_FAILED',
    );
    expect(requestFailureMessageKey('REQUEST_REJECTED')).toBe('fundOrder.request.failure.REQUEST_REJECTED');
    expect(requestFailureMessageKey('ORDER_REJECTED')).toBe('fundOrder.request.failure.ORDER_REJECTED');
    expect(requestFailureMessageKey('SOLD_ALREADY')).toBe('fundOrder.requestAction.SOLD_ALREADY');
    expect(requestFailureMessageKey('FUND_NOT_ACTIVE_FOR_BUY')).toBe(
      'fundOrder.failure.FUND_NOT_ACTIVE_FOR_BUY',
    );
    expect(requestFailureMessageKey('SOMETHING_ELSE')).toBeUndefined();
    expect(requestFailureMessageKey(undefined)).toBeUndefined();
  });

  it('gives each request-action reason its text, and the default for none', () => {
    expect(requestActionMessageKey('BOUGHT_ALREADY')).toBe('fundOrder.requestAction.BOUGHT_ALREADY');
    expect(requestActionMessageKey('REQUESTS_CLOSED')).toBe('fundOrder.requestAction.chooseAnother');
    expect(requestActionMessageKey('NOT_AUTHORIZED_TO_SELL')).toBe('fundOrder.requestAction.chooseAnother');
    expect(requestActionMessageKey(null)).toBe('fundOrder.requestAction.default');
  });
});
