import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, type FakeRoutes } from '../test/fake-api';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ok = (body: unknown) => ({ status: 200, body });

/** OMXS30 as the instrument call describes it, with its own order book 11:3001. */
const OMXS30 = {
  instrument_id: 3001,
  isin: 'SE0000337842',
  name: 'OMX Stockholm 30',
  symbol: 'OMXS30',
  instrument_group_type: 'IDX',
  instrument_type: 'IDX',
  currency: 'SEK',
  market: { market_id: 11, name: 'Nasdaq Stockholm', country: 'SE' },
  sector: null,
  mifid2_category: 0,
  risk: 'HIGH',
  sfdr_article: null,
  tradables: [{ market_id: 11, identifier: '3001', lot_size: 1, display_order: 0 }],
  last_price: 2014,
};

const member = (
  id: number,
  name: string,
  weight: string,
  last: number,
  close: number,
  changePercent: number,
  contribution: number,
) => ({
  instrument_id: id,
  name,
  symbol: name.slice(0, 4).toUpperCase(),
  currency: 'SEK',
  tradable: { m: 11, i: String(id) },
  weight,
  last,
  previous_close: close,
  change_percent: changePercent,
  contribution,
});

/** 2000 × (0.5 × 5 % + 0.3 × −4 % + 0.2 × 0.5 %) = 50 − 24 + 2 = 28 points. */
const QUOTE = {
  instrument_id: 3001,
  symbol: 'OMXS30',
  name: 'OMX Stockholm 30',
  currency: 'SEK',
  country: 'SE',
  indicator: { m: 'SSE', i: 'OMXS30' },
  tradable: { m: 11, i: '3001' },
  last: 2028,
  previous_close: 2000,
  change: 28,
  change_percent: 1.4,
  members: [
    member(1008, 'Hallands Livs', '0.5', 105, 100, 5, 50),
    member(1001, 'Norrvik Industrier B', '0.3', 48, 50, -4, -24),
    member(1002, 'Aurora Bank', '0.2', 201, 200, 0.5, 2),
  ],
};

const routes: FakeRoutes = {
  ...marketRoutes,
  'GET /api/2/instruments/3001': ok(OMXS30),
  'GET /api/2/indicators/instrument/3001': ok(QUOTE),
  'GET /api/2/tradables/price/11%3A3001': ok({ m: 11, i: '3001', last: 2028, close: 2000 }),
  'GET /api/2/tradables/depth/11%3A3001': ok({ m: 11, i: '3001' }),
  'GET /api/2/tradables/trading_status/11%3A3001': ok({
    m: 11,
    i: '3001',
    status: 'CONTINUOUS_TRADING',
    orderbook_status: 'CONTINUOUS_TRADING',
    halted: false,
  }),
};

function render(path: string, over: FakeRoutes = {}) {
  const feed = new FakeLiveFeed();
  const fetchFn = fakeFetch({ ...routes, ...over });
  renderApp(fetchFn, path, { createLiveFeed: () => feed });
  return { feed, fetchFn };
}

const names = () =>
  within(screen.getByTestId('index-members-table'))
    .getAllByRole('rowheader')
    .map((h) => within(h).getByRole('link').textContent);

describe("an index's Members tab", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('is a tab of the index page, in the address, listing members by weight with icons', async () => {
    render('/instrument/3001');
    const members = await screen.findByRole('tab', { name: 'Members' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Overview');
    // The heading's icon is decorative: the name is the heading's whole text.
    const heading = screen.getByTestId('instrument-name');
    expect(heading.textContent).toBe('OMX Stockholm 30');
    expect(within(heading).getByTestId('instrument-icon').getAttribute('alt')).toBe('');
    expect(within(heading).getByTestId('instrument-icon').getAttribute('src')).toBe(
      '/api/2/instruments/3001/icon',
    );

    fireEvent.click(members);
    const table = await screen.findByTestId('index-members-table');
    // The address keeps the tab (InstrumentTabs, tested there and in e2e/indices.e2e.ts).
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Members');
    expect(names()).toEqual(['Hallands Livs', 'Norrvik Industrier B', 'Aurora Bank']);
    expect(within(table).getAllByRole('link')[0]?.getAttribute('href')).toBe('/instrument/1008');
    expect(screen.getByTestId('index-members-summary').textContent).toBe('OMX Stockholm 30 has 3 members.');
    expect(screen.getByTestId('index-member-1008-weight').textContent).toBe('50.00%');
    expect(plain(screen.getByTestId('index-member-1008-last').textContent)).toBe('SEK 105.00');
    expect(plain(screen.getByTestId('index-member-1001-change').textContent)).toBe(
      'Change today ▼-2.00-4.00%',
    );
    expect(screen.getByTestId('index-member-1008-contribution').textContent).toBe('+50.00 pts');
    expect(screen.getByTestId('index-member-1001-contribution').textContent).toBe('-24.00 pts');
    expect(within(table).getAllByTestId('instrument-icon')).toHaveLength(3);
  });

  it("overview shows the index's level without a currency, and none of a share's trading widgets", async () => {
    const { fetchFn } = render('/instrument/3001');
    await waitFor(() => expect(plain(screen.getByTestId('live-last-price').textContent)).toBe('2,028.00'));
    expect(screen.getByText('Level')).toBeTruthy();
    expect(screen.getByTestId('quote-close').textContent).toBe('2,000.00');
    // No one trades an index: no bid, ask, volume or turnover, no order book and no trades.
    for (const id of ['quote-bid', 'quote-ask', 'quote-volume', 'quote-turnover', 'depth-table']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(document.querySelector('.quote-currency')).toBeNull();
    expect(screen.queryByTestId('instrument-currency')).toBeNull();
    expect(screen.getByTestId('instrument-market').textContent).toBe('Nasdaq Stockholm');
    expect(screen.queryByTestId('trades-list')).toBeNull();
    expect(screen.queryByTestId('trades-empty')).toBeNull();
    expect(fetchFn.calls.some((call) => call.includes('/depth/'))).toBe(false);
  });

  it('sorts by a column from its header button, and the other way on a second press', async () => {
    render('/instrument/3001?tab=members');
    await screen.findByTestId('index-members-table');
    const contribution = screen.getByRole('button', { name: /^Contribution/ });
    fireEvent.click(contribution);
    expect(names()).toEqual(['Hallands Livs', 'Aurora Bank', 'Norrvik Industrier B']);
    expect(contribution.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(contribution.textContent).toContain('sorted descending');
    fireEvent.click(contribution);
    expect(names()).toEqual(['Norrvik Industrier B', 'Aurora Bank', 'Hallands Livs']);
    expect(contribution.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(names()).toEqual(['Aurora Bank', 'Hallands Livs', 'Norrvik Industrier B']);
  });

  it("follows a member's live price, and its contribution with it", async () => {
    const { feed } = render('/instrument/3001?tab=members');
    await screen.findByTestId('index-members-table');
    await waitFor(() => expect(feed.activeKeys()).toEqual(expect.arrayContaining(['price:11:1008'])));
    // 2000 × 0.5 × (110 / 100 − 1) = 100 points.
    act(() => feed.publish('price', { m: 11, i: '1008', last: 110, close: 100 }));
    await waitFor(() =>
      expect(screen.getByTestId('index-member-1008-last').getAttribute('data-live')).toBe('true'),
    );
    expect(plain(screen.getByTestId('index-member-1008-last').textContent)).toBe('SEK 110.00');
    expect(plain(screen.getByTestId('index-member-1008-change').textContent)).toBe(
      'Change today ▲+10.00+10.00%',
    );
    expect(screen.getByTestId('index-member-1008-contribution').textContent).toBe('+100.00 pts');
  });

  it('sorts by the values shown, live, and keeps that order while prices move', async () => {
    const { feed } = render('/instrument/3001?tab=members');
    await screen.findByTestId('index-members-table');
    await waitFor(() => expect(feed.activeKeys()).toEqual(expect.arrayContaining(['price:11:1002'])));
    // Aurora Bank rises 10 %: 2000 × 0.2 × 0.1 = +40 points, above Norrvik's −24 but under Hallands' +50.
    act(() => feed.publish('price', { m: 11, i: '1002', last: 220, close: 200 }));
    await waitFor(() =>
      expect(screen.getByTestId('index-member-1002-contribution').textContent).toBe('+40.00 pts'),
    );
    // Norrvik climbs to +30 points (2000 × 0.3 × 5 %), above Aurora now.
    act(() => feed.publish('price', { m: 11, i: '1001', last: 52.5, close: 50 }));
    await waitFor(() =>
      expect(screen.getByTestId('index-member-1001-contribution').textContent).toBe('+30.00 pts'),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Change today/ }));
    // By change: Aurora +10 %, Norrvik +5 %, Hallands +5 % (the reply's; equal ones by name).
    expect(names()).toEqual(['Aurora Bank', 'Hallands Livs', 'Norrvik Industrier B']);
    act(() => feed.publish('price', { m: 11, i: '1008', last: 130, close: 100 }));
    await waitFor(() =>
      expect(screen.getByTestId('index-member-1008-contribution').textContent).toBe('+300.00 pts'),
    );
    expect(names()).toEqual(['Aurora Bank', 'Hallands Livs', 'Norrvik Industrier B']);
  });

  it('shows a share no Members tab, and an error with a retry when the members fail', async () => {
    render('/instrument/1008');
    await screen.findByRole('tab', { name: 'Key figures' });
    expect(screen.queryByRole('tab', { name: 'Members' })).toBeNull();
    cleanup();

    render('/instrument/3001?tab=members', {
      'GET /api/2/indicators/instrument/3001': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    expect((await screen.findByTestId('index-members-error')).textContent).toContain(
      'The members of the index could not be loaded.',
    );
  });
});
