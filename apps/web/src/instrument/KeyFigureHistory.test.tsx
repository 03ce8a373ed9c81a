import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, type FakeRoutes } from '../test/fake-api';
import { marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const ok = (body: unknown) => ({ status: 200, body });

const KEY_FIGURES = {
  instrument_id: 1008,
  currency: 'SEK',
  price: 152.7,
  price_day: '2026-11-27',
  report: { fiscal_year: 2026, quarter: 3, report_day: '2026-10-19' },
  categories: [
    {
      category: 'VALUATION',
      figures: [{ id: 'PE', unit: 'NUMBER', resolution: 'DAY', value: 18.93, decimals: 1, millions: false }],
    },
    {
      category: 'PROFITABILITY',
      figures: [
        { id: 'ROE', unit: 'PERCENT', resolution: 'QUARTER', value: 14.2, decimals: 1, millions: false },
      ],
    },
  ],
};

const series = (figure: string, resolution: string, unit: string, points: unknown[]) => ({
  instrument_id: 1008,
  figure,
  currency: 'SEK',
  unit,
  resolution,
  decimals: 1,
  millions: false,
  from: '2021-11-27',
  to: '2026-11-27',
  points,
});

const routes: FakeRoutes = {
  ...marketRoutes,
  // The fixtures' customer reads English.
  'GET /api/2/key-figures/favourites': ok({ figures: [] }),
  'GET /api/2/instruments/1008/key-figures': ok(KEY_FIGURES),
  'GET /api/2/instruments/1008/key-figures/PE/series': ok(
    series('PE', 'DAY', 'NUMBER', [
      { day: '2026-09-29', fiscal_year: null, quarter: null, value: 17.2 },
      { day: '2026-09-30', fiscal_year: null, quarter: null, value: 16.8 },
      { day: '2026-10-01', fiscal_year: null, quarter: null, value: null },
      { day: '2026-11-27', fiscal_year: null, quarter: null, value: 18.93 },
    ]),
  ),
  'GET /api/2/instruments/1008/key-figures/ROE/series': ok(
    series('ROE', 'QUARTER', 'PERCENT', [
      { day: '2026-07-17', fiscal_year: 2026, quarter: 2, value: 13.1 },
      { day: '2026-10-19', fiscal_year: 2026, quarter: 3, value: 14.2 },
    ]),
  ),
};

describe('key figure history', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('opens a daily figure as a line with a summary and a quarter-end table', async () => {
    renderApp(fakeFetch(routes), '/instrument/1008?tab=key-figures');
    const open = await screen.findByRole('button', { name: 'Show the history of P/E ratio' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const history = await screen.findByTestId('key-figure-history-PE');
    expect(within(history).getByRole('img').getAttribute('aria-label')).toContain('Line chart of P/E ratio');
    expect(within(history).getByTestId('key-figure-history-summary').textContent).toContain(
      'first 17.2, latest 18.9, lowest 16.8 (Sep 30, 2026), highest 18.9',
    );
    // One row a quarter, newest first: the last day of Q3 and today.
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Nov 27, 202618.9', 'Sep 30, 202616.8']);
    fireEvent.click(open);
    expect(screen.queryByTestId('key-figure-history-PE')).toBeNull();
  });

  it('opens a quarterly figure as bars per report', async () => {
    renderApp(fakeFetch(routes), '/instrument/1008?tab=key-figures');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the history of Return on equity' }));
    const history = await screen.findByTestId('key-figure-history-ROE');
    expect(within(history).getByRole('img').getAttribute('aria-label')).toContain(
      'Bar chart of Return on equity',
    );
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Q3 202614.2%', 'Q2 202613.1%']);
  });
});
