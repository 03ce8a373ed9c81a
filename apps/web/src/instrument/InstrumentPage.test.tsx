import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { BOOK, DEPTH, marketRoutes, TRADING_STATUS } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderInstrument(path = '/instrument/1008', routes: FakeRoutes = marketRoutes) {
  const feeds: FakeLiveFeed[] = [];
  const fetchFn = fakeFetch(routes);
  renderApp(fetchFn, path, {
    createLiveFeed: () => {
      const feed = new FakeLiveFeed();
      feeds.push(feed);
      return feed;
    },
  });
  const feed = () => {
    const current = feeds.at(-1);
    if (!current) throw new Error('no live feed yet');
    return current;
  };
  return { fetchFn, feed };
}

const lastPrice = () => plain(screen.getByTestId('live-last-price').textContent);

describe('instrument page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the instrument and its snapshot before the feed speaks', async () => {
    renderInstrument();
    expect((await screen.findByTestId('instrument-name')).textContent).toBe('Hallands Livs');
    expect(screen.getByTestId('instrument-symbol').textContent).toBe('HALV');
    expect(screen.getByTestId('instrument-market').textContent).toBe('Nasdaq Stockholm');
    expect(screen.getByTestId('instrument-currency').textContent).toBe('SEK');
    await waitFor(() => expect(lastPrice()).toBe('152.95'));
    expect(plain(screen.getByTestId('live-change').textContent)).toBe('Change today ▲+0.25+0.16%');
    expect(screen.getByTestId('quote-bid').textContent).toBe('152.50');
    expect(screen.getByTestId('quote-ask').textContent).toBe('152.95');
    expect(screen.getByTestId('quote-high').textContent).toBe('152.95');
    expect(screen.getByTestId('quote-low').textContent).toBe('152.40');
    expect(screen.getByTestId('quote-open').textContent).toBe('152.45');
    expect(screen.getByTestId('quote-volume').textContent).toBe('351');
    expect(plain(screen.getByTestId('quote-turnover').textContent)).toBe('SEK 53.6K');
    expect((await screen.findByTestId('trading-status')).textContent).toBe('Open');
    const depth = await screen.findByTestId('depth-table');
    const firstLevel = within(depth).getAllByRole('row')[1];
    expect(firstLevel?.textContent).toBe('5152.50152.9511');
    expect(await screen.findByTestId('news-list')).toBeTruthy();
    expect(document.title).toBe('Hallands Livs – Nordbroker');
  });

  it('subscribes to the order book and follows every frame', async () => {
    const { feed } = renderInstrument();
    await screen.findByTestId('instrument-name');
    await waitFor(() =>
      expect(feed().activeKeys()).toEqual(
        expect.arrayContaining(['price:11:108', 'depth:11:108', 'trading_status:11:108', 'trade:11:108']),
      ),
    );

    act(() => feed().publish('price', { ...BOOK, last: 152.7, close: 152.7, bid: 152.6 }));
    act(() => feed().publish('price', { ...BOOK, last: 153.2 }));
    await waitFor(() => expect(lastPrice()).toBe('153.20'));
    expect(plain(screen.getByTestId('live-change').textContent)).toBe('Change today ▲+0.50+0.33%');
    expect(screen.getByTestId('quote-bid').textContent).toBe('152.60');

    act(() => feed().publish('price', { ...BOOK, last: 152.1 }));
    await waitFor(() =>
      expect(screen.getByTestId('live-change').getAttribute('data-direction')).toBe('loss'),
    );
    expect(plain(screen.getByTestId('live-change').textContent)).toBe('Change today ▼-0.60-0.39%');

    // A field that went away comes as null and shows as a dash, not as 0.00.
    act(() => feed().publish('price', { ...BOOK, bid: null as unknown as number }));
    await waitFor(() => expect(screen.getByTestId('quote-bid').textContent).toBe('–'));

    act(() => feed().publish('depth', { ...DEPTH, bid1: 152.55, bid_volume1: 7 }));
    await waitFor(() =>
      expect(within(screen.getByTestId('depth-table')).getAllByRole('row')[1]?.textContent).toBe(
        '7152.55152.9511',
      ),
    );

    act(() => feed().publish('trading_status', { ...TRADING_STATUS, orderbook_status: 'CLOSING_AUCTION' }));
    await waitFor(() => expect(screen.getByTestId('trading-status').textContent).toBe('Closing auction'));
  });

  it('lists trades as they happen, newest first', async () => {
    const { feed } = renderInstrument();
    expect((await screen.findByTestId('trades-empty')).textContent).toBe('No trades yet.');
    await waitFor(() => expect(feed().activeKeys()).toContain('trade:11:108'));
    const at = Date.UTC(2025, 0, 15, 12, 5, 9);
    act(() => {
      feed().publish('trade', { ...BOOK, trade_id: 'a', price: 152.9, volume: 3, trade_timestamp: at });
      feed().publish('trade', { ...BOOK, trade_id: 'b', price: 153, volume: 10, trade_timestamp: at + 1000 });
    });
    const list = await screen.findByTestId('trades-list');
    const rows = within(list).getAllByRole('row').slice(1);
    // Times on the 24-hour clock in Stockholm time (the customer is Swedish).
    expect(rows.map((row) => row.textContent)).toEqual(['13:05:10153.0010', '13:05:09152.903']);
  });

  it('adds news about the instrument as it is published, and opens an article', async () => {
    const { feed } = renderInstrument();
    const list = await screen.findByTestId('news-list');
    expect(within(list).getByText('Hallands Livs raises its forecast')).toBeTruthy();
    await waitFor(() => expect(feed().activeKeys()).toEqual(expect.arrayContaining(['news:5', 'news:6'])));

    act(() => {
      feed().publish('news', {
        source_id: 5,
        news_id: 99,
        headline: 'Hallands Livs wins a large order',
        type: 'NEWS',
        lang: 'en',
        datetime: Date.UTC(2025, 0, 15, 10, 0),
        instrument_ids: [1008],
      });
      feed().publish('news', {
        source_id: 5,
        news_id: 100,
        headline: 'Another company entirely',
        type: 'NEWS',
        lang: 'en',
        datetime: Date.UTC(2025, 0, 15, 11, 0),
        instrument_ids: [2001],
      });
    });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('news-list'))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Hallands Livs wins a large order', 'Hallands Livs raises its forecast']),
    );
    expect(screen.getByText(/Nordic Wire · News/)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Hallands Livs raises its forecast' }));
    expect((await screen.findByTestId('news-headline')).textContent).toBe(
      'Hallands Livs raises its forecast',
    );
    // The body's first paragraph repeats the preamble; it is shown once.
    expect(screen.getByTestId('news-body').textContent).toBe('More text.');
    expect(await screen.findByRole('link', { name: 'Hallands Livs' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('instrument-name')).toBeTruthy();
  });

  it('leaves every subscription when the customer leaves the page', async () => {
    const { feed } = renderInstrument();
    await screen.findByTestId('instrument-name');
    await waitFor(() => expect(feed().activeKeys().length).toBeGreaterThanOrEqual(6));
    fireEvent.click(screen.getByTestId('nav-overview'));
    await screen.findByTestId('page-title');
    expect(feed().activeKeys()).toEqual([]);
  });

  it('says so, translated, for an instrument that does not exist', async () => {
    const { fetchFn } = renderInstrument('/instrument/999999', {
      ...marketRoutes,
      'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('sv', 'SE', 'sv-SE'), status: 200 },
    });
    const notFound = await screen.findByTestId('instrument-not-found');
    expect(within(notFound).getByRole('heading', { level: 1 }).textContent).toBe('Värdepappret finns inte');
    expect(within(notFound).getByRole('link').textContent).toBe('Gå till översikten');
    expect(fetchFn.calls).toContain('GET /api/2/instruments/999999');
  });

  it('makes no request for an address that cannot name an instrument', async () => {
    // Neither an id nor a slug (a slug has no hyphen at its ends).
    const { fetchFn } = renderInstrument('/instrument/-abc-');
    expect(await screen.findByTestId('instrument-not-found')).toBeTruthy();
    expect(fetchFn.calls.some((call) => call.includes('/instruments/'))).toBe(false);
  });

  it('shows a translated error with a retry when the instrument cannot be loaded', async () => {
    let attempts = 0;
    renderInstrument('/instrument/1008', {
      ...marketRoutes,
      'GET /api/2/instruments/1008': () =>
        ++attempts === 1
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } }
          : { status: 200, body: (marketRoutes['GET /api/2/instruments/1008'] as { body: unknown }).body },
    });
    const error = await screen.findByTestId('instrument-error');
    expect(error.textContent).toContain('The instrument could not be loaded.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('instrument-name')).textContent).toBe('Hallands Livs');
  });

  it('shows skeletons while loading', async () => {
    renderInstrument('/instrument/1008', {
      ...marketRoutes,
      'GET /api/2/instruments/1008': () => new Promise(() => undefined),
    });
    expect(await screen.findByTestId('instrument-loading')).toBeTruthy();
  });

  it('shows a visitor the instrument, its quote and depth, with a Log in in the header', async () => {
    const { fetchFn } = renderInstrument('/instrument/1008', {
      ...marketRoutes,
      'GET /nnxapi/authentication/v2/sessions/verify': { status: 200, body: { loggedIn: false } },
      'POST /nnxapi/authorization/v1/tokens': {
        status: 401,
        body: { code: 'SESSION_INVALID', message: 'x' },
      },
    });
    expect((await screen.findByTestId('instrument-name')).textContent).toBe('Hallands Livs');
    // A visitor sees the site's default language, Swedish (spec 001 §9).
    await waitFor(() => expect(lastPrice()).toBe('152,95'));
    expect(await screen.findByTestId('depth-table')).toBeTruthy();
    expect(screen.getByTestId('header-login').getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('login-form')).toBeNull();
    // Nothing personal is asked for a visitor.
    expect(fetchFn.calls.filter((c) => c.includes('/accounts'))).toEqual([]);
  });
});
