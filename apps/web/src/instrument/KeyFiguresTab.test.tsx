import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, NOT_LOGGED_IN, type FakeRoutes } from '../test/fake-api';
import { HALLANDS, marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ok = (body: unknown) => ({ status: 200, body });

const figure = (
  id: string,
  unit: 'CURRENCY' | 'PERCENT' | 'NUMBER' | 'NONE',
  resolution: 'DAY' | 'QUARTER' | 'YEAR',
  value: number | null,
  decimals: number,
  millions = false,
) => ({ id, unit, resolution, value, decimals, millions });

const KEY_FIGURES = {
  instrument_id: 1008,
  currency: 'SEK',
  price: 152.7,
  price_day: '2026-11-27',
  report: { fiscal_year: 2026, quarter: 3, report_day: '2026-10-19' },
  categories: [
    {
      category: 'VALUATION',
      figures: [
        figure('MARKET_CAP', 'CURRENCY', 'DAY', 28000.4, 0, true),
        figure('PE', 'NUMBER', 'DAY', 18.93, 1),
        figure('EV_EBIT', 'NUMBER', 'DAY', null, 1),
        figure('DIVIDEND_YIELD', 'PERCENT', 'DAY', 3.2, 2),
      ],
    },
    { category: 'PER_SHARE', figures: [figure('SHARES_OUTSTANDING', 'NONE', 'QUARTER', 183_000_000, 0)] },
  ],
};

const FINANCIALS = (resolution: 'YEAR' | 'QUARTER') => ({
  currency: 'SEK',
  resolution,
  periods: [2024, 2025].map((year, i) => ({
    fiscal_year: year,
    quarter: resolution === 'YEAR' ? null : 2 + i,
    period_end: `${year}-12-31`,
    revenue: 9000 + i * 500,
    gross_profit: 3000,
    operating_income: 1200,
    net_income: i === 0 ? -150 : 900,
    eps: 4.92,
    total_assets: 20000,
    total_equity: 9000,
    cash: 1500,
    interest_bearing_debt: 4000,
    operating_cash_flow: 1400,
    capex: -500,
    free_cash_flow: 900,
    shares_outstanding: 183_000_000,
  })),
});

function companyRoutes(base: FakeRoutes = marketRoutes): FakeRoutes & { puts: unknown[] } {
  const puts: unknown[] = [];
  let favourites: string[] = [];
  const routes: FakeRoutes = {
    ...base,
    'GET /api/2/instruments/1008/key-figures': ok(KEY_FIGURES),
    'GET /api/2/key-figures/favourites': () => ok({ figures: favourites }),
    'PUT /api/2/key-figures/favourites': (init) => {
      const body = JSON.parse(String(init.body)) as { figures: string[] };
      puts.push(body);
      favourites = body.figures;
      return ok(body);
    },
    'GET /api/2/instruments/1008/financials': () => ok(FINANCIALS(financialsResolution)),
    'GET /api/2/instruments/1008/ratings': ok({
      currency: 'SEK',
      price: 152.7,
      counts: { BUY: 3, HOLD: 1, SELL: 0 },
      consensus: 'BUY',
      mean_target: 171.5,
      upside: 12.3,
      current: [{ firm: 'Kvarnholm & Co', rating: 'BUY', target_price: 175, day: '2026-10-20' }],
      history: [{ firm: 'Kvarnholm & Co', rating: 'BUY', target_price: 175, day: '2026-10-20' }],
    }),
    'GET /api/2/instruments/1008/shortsales': ok({
      threshold: 0.5,
      total_percent: 1.25,
      current: [{ holder: 'Nordhav Capital', percent: 1.25, day: '2026-11-02' }],
      history: [{ holder: 'Nordhav Capital', percent: 1.25, day: '2026-11-02' }],
    }),
    'GET /api/2/instruments/1008/dividends': ok({
      upcoming: [
        {
          ex_day: '2027-04-05',
          pay_day: '2027-04-09',
          type: 'ANNUAL_DIVIDEND',
          amount: '4.90',
          currency: 'SEK',
        },
      ],
      history: [
        { ex_day: '2026-04-07', pay_day: null, type: 'ANNUAL_DIVIDEND', amount: '4.75', currency: 'SEK' },
      ],
      yearly: [{ year: 2026, amount: '4.75', currency: 'SEK' }],
    }),
    'GET /api/2/instruments/slug/hallands-livs': ok({ instrument_id: 1008, slug: 'hallands-livs' }),
    'GET /api/2/instruments/slug/no-such-share': {
      status: 404,
      body: { code: 'UNKNOWN_INSTRUMENT', message: 'No instrument is named no-such-share' },
    },
  };
  return Object.assign(routes, { puts });
}

let financialsResolution: 'YEAR' | 'QUARTER' = 'YEAR';

const visitor: FakeRoutes = {
  ...marketRoutes,
  'GET /nnxapi/authentication/v2/sessions/verify': NOT_LOGGED_IN,
  'POST /nnxapi/authorization/v1/tokens': { status: 401, body: { code: 'SESSION_INVALID', message: 'x' } },
};

describe('instrument page tabs with company data', () => {
  beforeEach(() => {
    localStorage.clear();
    financialsResolution = 'YEAR';
  });
  afterEach(cleanup);

  it('shows key figures by category, each formatted by its unit, with a spoken dash for none', async () => {
    renderApp(fakeFetch(companyRoutes()), '/instrument/1008?tab=key-figures');
    const pe = await screen.findByTestId('key-figure-PE');
    expect(within(pe).getByRole('rowheader').textContent).toBe('P/E ratio Daily');
    expect(screen.getByTestId('key-figure-value-PE').textContent).toBe('18.9');
    expect(plain(screen.getByTestId('key-figure-value-MARKET_CAP').textContent)).toBe('SEK 28,000m');
    expect(screen.getByTestId('key-figure-value-DIVIDEND_YIELD').textContent).toBe('3.20%');
    expect(screen.getByTestId('key-figure-value-SHARES_OUTSTANDING').textContent).toBe('183,000,000');
    const none = screen.getByTestId('key-figure-value-EV_EBIT');
    expect(none.textContent).toBe('–Not available');
    expect(within(none).getByText('–').getAttribute('aria-hidden')).toBe('true');
    expect(within(screen.getByTestId('key-figures-VALUATION')).getByRole('heading').textContent).toBe(
      'Valuation',
    );
    expect(plain(screen.getByTestId('key-figures-source').textContent)).toBe(
      'Figures from reports are as of the Q3 2026 report, published Oct 19, 2026. ' +
        'Figures from the price use the price of Nov 27, 2026.',
    );
  });

  it('lets a customer pin a figure, shown first under their own figures, and unpin it', async () => {
    const routes = companyRoutes();
    renderApp(fakeFetch(routes), '/instrument/1008?tab=key-figures');
    const yours = await screen.findByTestId('key-figures-yours');
    await waitFor(() => expect(within(yours).getByText(/Pin the figures you follow/)).toBeTruthy());
    const pin = screen.getByRole('button', { name: 'Pin P/E ratio' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(pin);
    await waitFor(() => expect(routes.puts).toEqual([{ figures: ['PE'] }]));
    await waitFor(() => expect(within(yours).getByTestId('key-figure-value-PE').textContent).toBe('18.9'));
    expect(
      within(screen.getByTestId('key-figures-VALUATION'))
        .getByRole('button', { name: 'Pin P/E ratio' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(
      within(screen.getByTestId('key-figures-VALUATION')).getByRole('button', { name: 'Pin Dividend yield' }),
    );
    await waitFor(() => expect(routes.puts.at(-1)).toEqual({ figures: ['PE', 'DIVIDEND_YIELD'] }));
    await waitFor(() =>
      expect(
        within(yours)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['P/E ratio Daily', 'Dividend yield Daily']),
    );

    fireEvent.click(within(yours).getByRole('button', { name: 'Pin P/E ratio' }));
    await waitFor(() => expect(routes.puts.at(-1)).toEqual({ figures: ['DIVIDEND_YIELD'] }));
    await waitFor(() => expect(within(yours).queryByTestId('key-figure-PE')).toBeNull());
  });

  it('shows a visitor the key figures without pins and asks for no favourites', async () => {
    const fetchFn = fakeFetch(companyRoutes(visitor));
    renderApp(fetchFn, '/instrument/1008?tab=key-figures');
    // A visitor sees Swedish.
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Nyckeltal');
    expect(await screen.findByTestId('key-figure-PE')).toBeTruthy();
    expect(screen.getByTestId('key-figure-value-PE').textContent).toBe('18,9');
    expect(plain(screen.getByTestId('key-figure-value-MARKET_CAP').textContent)).toBe('28 000 MSEK');
    expect(screen.queryByTestId('key-figures-yours')).toBeNull();
    expect(screen.queryAllByRole('button', { pressed: false })).toEqual([]);
    expect(fetchFn.calls.some((c) => c.includes('favourites'))).toBe(false);
  });

  it('switches the financials between years and quarters', async () => {
    const fetchFn = fakeFetch(companyRoutes());
    renderApp(fetchFn, '/instrument/1008?tab=financials');
    const income = await screen.findByTestId('financials-income');
    expect(
      within(income)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', '2024', '2025']);
    const revenue = within(income).getByRole('rowheader', { name: 'Revenue' }).closest('tr');
    expect(revenue?.textContent).toBe('Revenue9,0009,500');
    expect(screen.getByRole('img', { name: /Bar chart of revenue and net profit/ })).toBeTruthy();

    financialsResolution = 'QUARTER';
    fireEvent.click(screen.getByRole('radio', { name: 'Quarters' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('financials-income'))
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Item', 'Q2 2024', 'Q3 2025']),
    );
    expect((screen.getByRole('radio', { name: 'Quarters' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the ratings consensus, upside and short positions, and dividends from exact amounts', async () => {
    renderApp(fakeFetch(companyRoutes()), '/instrument/1008?tab=ratings');
    expect((await screen.findByTestId('ratings-consensus')).textContent).toBe('Buy');
    expect(screen.getByTestId('ratings-count-BUY').textContent).toBe('3 analysts');
    expect(screen.getByTestId('ratings-count-SELL').textContent).toBe('No analysts');
    expect(plain(screen.getByTestId('ratings-mean-target').textContent)).toBe('SEK 171.50');
    expect(plain(screen.getByTestId('ratings-upside').textContent)).toBe(
      '+12.30% against the price SEK 152.70',
    );
    expect((await screen.findByTestId('short-total')).textContent).toBe('1.25%');

    fireEvent.click(screen.getByRole('tab', { name: 'Dividends' }));
    const upcoming = await screen.findByTestId('dividends-upcoming');
    expect(plain(within(upcoming).getAllByRole('row')[1]?.textContent)).toBe(
      'Apr 5, 2027Apr 9, 2027Annual dividendSEK 4.90',
    );
  });

  it('opens a share by its slug, and says so for a slug that names nothing', async () => {
    const fetchFn = fakeFetch(companyRoutes());
    renderApp(fetchFn, '/instrument/Hallands-Livs?tab=ratings');
    expect((await screen.findByTestId('instrument-name')).textContent).toBe(HALLANDS.name);
    expect(fetchFn.calls).toContain('GET /api/2/instruments/slug/hallands-livs');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Ratings');
    cleanup();
    renderApp(fakeFetch(companyRoutes()), '/instrument/no-such-share');
    expect(await screen.findByTestId('instrument-not-found')).toBeTruthy();
  });

  it('gives a fund its own tabs, not the company-data ones', async () => {
    renderApp(
      fakeFetch({
        ...marketRoutes,
        'GET /api/2/instruments/2001': ok({
          ...HALLANDS,
          instrument_id: 2001,
          name: 'Nordic Index Fund',
          instrument_group_type: 'FND',
          tradables: [],
        }),
      }),
      '/instrument/2001',
    );
    expect((await screen.findByTestId('instrument-name')).textContent).toBe('Nordic Index Fund');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Holdings', 'Returns']);
    expect(await screen.findByTestId('news-list')).toBeTruthy();
  });
});
