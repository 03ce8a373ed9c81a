import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch } from '../test/fake-api';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { BOOK, marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const sek = (value: number) => ({ value, currency: 'SEK' });

const routes = {
  ...marketRoutes,
  'GET /api/2/accounts': {
    status: 200,
    body: [
      {
        accid: 1,
        accno: '1234-1',
        alias: 'Savings',
        type: 'ISK',
        symbol: 'SEK',
        is_blocked: false,
        account_code: 'ISK',
        atyid: 1,
        default: true,
      },
    ],
  },
  'GET /api/2/accounts/1/info': {
    status: 200,
    body: {
      accid: 1,
      account_currency: 'SEK',
      account_sum: sek(1000),
      trading_power: sek(900),
      own_capital: sek(30000),
      full_marketvalue: sek(29000),
      reserved: { fund_orders: sek(0) },
    },
  },
  'GET /api/2/accounts/1/positions': {
    status: 200,
    body: [
      {
        accid: 1,
        accno: '1234-1',
        instrument: {
          instrument_id: 1008,
          name: 'Hallands Livs',
          symbol: 'HALV',
          currency: 'SEK',
          instrument_group_type: 'EQ',
        },
        qty: 190,
        acq_price: sek(150),
        acq_value_acc: sek(28500),
        last_price: sek(152.7),
        morning_price: sek(152.7),
        market_value: sek(29013),
        market_value_acc: sek(29013),
      },
    ],
  },
};

describe('live prices on the overview', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows each holding’s live last price and today’s change, updating with the feed', async () => {
    const feed = new FakeLiveFeed();
    renderApp(fakeFetch(routes), '/overview', { createLiveFeed: () => feed });
    const row = await screen.findByTestId('position-1008');
    // The order book comes from the instrument's first tradable.
    await waitFor(() => expect(feed.activeKeys()).toEqual(['price:11:108']));
    const last = within(row).getByTestId('position-last-1008');
    expect(within(last).queryByText(/\d/)).toBeNull();

    act(() => feed.publish('price', { ...BOOK, last: 152.95, close: 152.7 }));
    await waitFor(() => expect(plain(last.textContent)).toBe('Last SEK 152.95'));
    const change = within(row).getByTestId('position-change');
    expect(plain(change.textContent)).toBe('Today ▲+0.25+0.16%');

    act(() => feed.publish('price', { ...BOOK, last: 151.2 }));
    await waitFor(() => expect(plain(last.textContent)).toBe('Last SEK 151.20'));
    expect(plain(change.textContent)).toBe('Today ▼-1.50-0.98%');
    expect(change.querySelector('.change')?.className).toContain('change-loss');
  });

  it('links the holding’s name to its instrument page', async () => {
    renderApp(fakeFetch(routes), '/overview');
    const link = await screen.findByRole('link', { name: 'Hallands Livs' });
    expect(link.getAttribute('href')).toBe('/instrument/1008');
    fireEvent.click(link);
    expect((await screen.findByTestId('instrument-name')).textContent).toBe('Hallands Livs');
  });

  it('shows a dash rather than waiting for ever when the instrument cannot be found', async () => {
    const feed = new FakeLiveFeed();
    renderApp(
      fakeFetch({
        ...routes,
        'GET /api/2/instruments/1008': { status: 404, body: { code: 'X', message: 'x' } },
      }),
      '/overview',
      { createLiveFeed: () => feed },
    );
    const row = await screen.findByTestId('position-1008');
    await waitFor(() => expect(within(row).getByTestId('position-last-1008').textContent).toBe('–'));
    expect(feed.activeKeys()).toEqual([]);
  });
});
