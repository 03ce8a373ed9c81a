import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const instrument = (id: number, name: string, type: 'EQ' | 'FND', over: Record<string, unknown> = {}) => ({
  instrument_id: id,
  name,
  symbol: type === 'FND' ? name : name.slice(0, 4).toUpperCase(),
  instrument_group_type: type,
  currency: 'SEK',
  logoUrl: `/images/logos/${id}.svg`,
  market_data_order_book_id: null,
  last_price: 123.45,
  day_change: 1.5,
  day_change_percent: 1.23,
  ...over,
});

const fund = instrument(501, 'Nordic Index Fund', 'FND');
const share = instrument(101, 'Volvo B', 'EQ');

const popular = {
  asOf: Date.parse('2026-11-20T12:00:00Z'),
  windowFrom: '2026-10-22',
  windowTo: '2026-11-20',
  mostOwned: [
    { instrument: fund, owners: 6, trades: 4, traders: 3, buyPercent: 75 },
    { instrument: share, owners: 3, trades: 0, traders: 0, buyPercent: null },
  ],
  mostTraded: [{ instrument: share, owners: 3, trades: 20, traders: 2, buyPercent: 35 }],
};

function start(over: FakeRoutes = {}) {
  const fake = fakeFetch({
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /api/2/community/popular': { status: 200, body: popular },
    ...over,
  });
  renderApp(fake, '/community');
  return fake;
}

describe('community feed', () => {
  afterEach(cleanup);

  it('lists the most owned and most traded instruments with their aggregates, links, and a buy button for funds', async () => {
    start();
    const owned = await screen.findByTestId('community-most-owned');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Popular among Nordbroker customers' }),
    ).toBeTruthy();
    expect(screen.getByText(/at least 2 customers stand behind it/)).toBeTruthy();

    const fundRow = within(owned).getByTestId('community-most-owned-501');
    expect(within(fundRow).getByText('1')).toBeTruthy();
    expect(within(fundRow).getByRole('link', { name: 'Nordic Index Fund' }).getAttribute('href')).toBe(
      '/instrument/501',
    );
    expect(within(fundRow).getByTestId('community-figure').textContent).toBe('6 owners');
    expect(within(fundRow).getByRole('link', { name: 'Buy Nordic Index Fund' }).getAttribute('href')).toBe(
      '/fund-order/501/buy?redirectOrigin=shareville',
    );
    const shareRow = within(owned).getByTestId('community-most-owned-101');
    expect(within(shareRow).getByTestId('community-figure').textContent).toBe('3 owners');
    // Shares are not bought through the fund order screen.
    expect(within(shareRow).queryByRole('link', { name: /^Buy/ })).toBeNull();

    const traded = screen.getByTestId('community-most-traded');
    expect(traded.textContent).toContain('in the last 30 days (Oct 22 – Nov 20)');
    const tradedRow = within(traded).getByTestId('community-most-traded-101');
    expect(within(tradedRow).getByTestId('community-figure').textContent).toBe('20 trades35 % buys');

    const nav = screen.getByTestId('nav-community');
    expect(nav.getAttribute('aria-current')).toBe('page');
  });

  it('asks the server for ten instruments per list', async () => {
    const fake = fakeFetch({
      'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
      'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
      'GET /api/2/community/popular': { status: 200, body: popular },
    });
    const urls: string[] = [];
    renderApp(
      Object.assign(
        async (url: string, init: RequestInit) => {
          urls.push(url);
          return fake(url, init);
        },
        { calls: fake.calls },
      ),
      '/community',
    );
    await screen.findByTestId('community-most-owned');
    const call = urls.find((u) => u.includes('/api/2/community/popular'));
    expect(new URL(call!, 'http://localhost').searchParams.get('limit')).toBe('10');
  });

  it('says so when a list is empty', async () => {
    start({ 'GET /api/2/community/popular': { status: 200, body: { ...popular, mostTraded: [] } } });
    const traded = await screen.findByTestId('community-most-traded');
    expect(within(traded).getByText('Nothing to show yet.')).toBeTruthy();
    expect(within(traded).queryByRole('table')).toBeNull();
  });

  it('shows an error with a retry when the feed cannot be loaded', async () => {
    let fail = true;
    start({
      'GET /api/2/community/popular': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }
          : { status: 200, body: popular },
    });
    const error = await screen.findByTestId('community-error');
    expect(error.textContent).toContain('The community feed could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('community-most-owned')).toBeTruthy();
  });
});
