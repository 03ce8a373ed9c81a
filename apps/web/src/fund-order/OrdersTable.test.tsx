import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const sek = (value: number) => ({ value, currency: 'SEK' });

const order = (id: number, state: string, over: Record<string, unknown> = {}) => ({
  order_id: id,
  accid: 1,
  account_number: '1234-1',
  order_side: 'SELL',
  instrument_id: 501,
  name: 'Nordic Index Fund',
  state,
  amount: sek(1500),
  percent: 50,
  volume: 10,
  nav: null,
  fee: null,
  created_at: 0,
  stop_time: Date.UTC(2025, 5, 2, 11, 0),
  trade_day: '2025-06-02',
  settle_day: '2025-06-04',
  cancellable: state === 'PLACED',
  reject_code: null,
  order_referrer: null,
  ...over,
});

function start(path: string, over: FakeRoutes) {
  renderApp(
    fakeFetch({
      'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
      'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
      ...over,
    }),
    path,
  );
}

describe('orders table of the fund orders and requests lists', () => {
  afterEach(cleanup);

  it('shows each state as a badge of its kind, the sell percent beside the amount, and cancel only where allowed', async () => {
    start('/orders/funds', {
      'GET /api/2/fund_orders/v2': {
        status: 200,
        body: [order(1, 'PLACED'), order(2, 'SETTLED'), order(3, 'REJECTED', { percent: null })],
      },
    });
    const waiting = await screen.findByTestId('fund-order-row-1');
    expect(within(waiting).getByTestId('order-state').className).toContain('order-state-pending');
    expect(within(waiting).getByRole('button', { name: 'Cancel order 1' })).toBeTruthy();
    expect(within(waiting).getByText('(50 %)')).toBeTruthy();
    const settled = screen.getByTestId('fund-order-row-2');
    expect(within(settled).getByTestId('order-state').className).toContain('order-state-done');
    expect(within(settled).queryByRole('button')).toBeNull();
    const rejected = screen.getByTestId('fund-order-row-3');
    expect(within(rejected).getByTestId('order-state').textContent).toBe('Rejected');
    expect(within(rejected).getByTestId('order-state').className).toContain('order-state-failed');
  });

  it('pages through older fund orders, 100 at a time, until the last page', async () => {
    const pages = [
      Array.from({ length: 100 }, (_, i) => order(300 - i, 'SETTLED')),
      [order(200, 'PLACED'), order(199, 'SETTLED')],
    ];
    let served = 0;
    start('/orders/funds', {
      'GET /api/2/fund_orders/v2': () => ({ status: 200, body: pages[Math.min(served++, 1)] }),
    });
    await screen.findByTestId('fund-order-row-300');
    expect(screen.queryByTestId('fund-order-row-200')).toBeNull();
    fireEvent.click(screen.getByTestId('fund-orders-show-older'));
    const older = await screen.findByTestId('fund-order-row-200');
    // The waiting order of the older page can be cancelled like any other.
    expect(within(older).getByRole('button', { name: 'Cancel order 200' })).toBeTruthy();
    expect(screen.queryByTestId('fund-orders-show-older')).toBeNull();
  });

  it('shows the empty state of each list', async () => {
    start('/orders/funds', { 'GET /api/2/fund_orders/v2': { status: 200, body: [] } });
    expect((await screen.findByTestId('fund-orders-empty')).textContent).toBe('You have no fund orders.');
    cleanup();
    start('/orders/requests', { 'GET /api/2/allocation-requests': { status: 200, body: [] } });
    expect((await screen.findByTestId('allocation-requests-empty')).textContent).toBe(
      'You have no requests.',
    );
  });

  it('shows the error state with a retry that loads the list', async () => {
    let fail = true;
    start('/orders/requests', {
      'GET /api/2/allocation-requests': () =>
        fail ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } } : { status: 200, body: [] },
    });
    const error = await screen.findByTestId('allocation-requests-error');
    expect(error.textContent).toContain('The requests could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('allocation-requests-empty')).toBeTruthy();
  });

  it('tells why a cancel failed', async () => {
    start('/orders/funds', {
      'GET /api/2/fund_orders/v2': { status: 200, body: [order(1, 'PLACED')] },
      'DELETE /api/2/fund_orders/1': {
        status: 409,
        body: {
          code: 'ORDER_NOT_CANCELLABLE',
          message: 'too late',
          fields: [{ code: 'ORDER_NOT_CANCELLABLE' }],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order 1' }));
    expect((await screen.findByTestId('fund-orders-cancel-error')).textContent).toBe(
      'The order has passed its stop time and can no longer be cancelled.',
    );
  });
});
