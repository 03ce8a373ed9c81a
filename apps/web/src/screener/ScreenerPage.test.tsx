import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, type FakeRoutes } from '../test/fake-api';
import { marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const ROW = {
  instrument_id: 1008,
  name: 'Hallands Livs',
  symbol: 'HALV',
  country: 'SE',
  currency: 'SEK',
  group: 'Consumer Staples',
  risk: 'MEDIUM',
  sfdr_article: null,
  tradable: { m: 11, i: '108' },
  last_price: 152.7,
  values: { PE: 14.26, DIVIDEND_YIELD: 4.5, PB: 2.1, MARKET_CAP: 28000, ENTERPRISE_VALUE: null },
};

/** The screener over a fake API that records each screen asked for. */
function start(over: FakeRoutes = {}) {
  const bodies: Record<string, unknown>[] = [];
  const fake = fakeFetch({
    ...marketRoutes,
    'POST /api/2/screener/SHARES': (init) => {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return {
        status: 200,
        body: { total: 1, offset: 0, rows: [ROW], groups: [{ name: 'Consumer Staples', count: 1 }] },
      };
    },
    ...over,
  });
  renderApp(fake, '/screener');
  return { bodies };
}

describe('screener page', () => {
  afterEach(cleanup);

  it('shows matches with their key figures formatted by unit, and a dash for none', async () => {
    start();
    const row = await screen.findByTestId('screener-row-1008', {}, { timeout: 5000 });
    expect(within(row).getByRole('link', { name: 'Hallands Livs' }).getAttribute('href')).toBe(
      '/instrument/1008',
    );
    expect(plain(screen.getByTestId('screener-row-1008-PE').textContent)).toBe('14.3');
    expect(plain(screen.getByTestId('screener-row-1008-DIVIDEND_YIELD').textContent)).toBe('4.50%');
    expect(plain(screen.getByTestId('screener-row-1008-MARKET_CAP').textContent)).toBe('28B SEK');
    expect(screen.getByTestId('screener-count').textContent).toBe('1 match');
  });

  it('sends typed ranges in the locale style, refuses a non-number on its field, and sorts by a column', async () => {
    const { bodies } = start();
    await screen.findByTestId('screener-row-1008', {}, { timeout: 5000 });
    fireEvent.change(screen.getByTestId('filter-DIVIDEND_YIELD-min'), { target: { value: '4,5' } });
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ filters: [{ field: 'DIVIDEND_YIELD', min: 4.5 }], offset: 0 }),
    );
    const asked = bodies.length;
    fireEvent.change(screen.getByTestId('filter-PE-max'), { target: { value: 'abc' } });
    expect((await screen.findByTestId('filter-PE-max-error')).textContent).toBe('Write a number, e.g. 4,5.');
    expect(screen.getByTestId('filter-PE-max').getAttribute('aria-invalid')).toBe('true');
    expect(bodies.length).toBe(asked);
    fireEvent.change(screen.getByTestId('filter-PE-max'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('sort-PE'));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        filters: [
          { field: 'DIVIDEND_YIELD', min: 4.5 },
          { field: 'PE', max: 15 },
        ],
        sort: { field: 'PE', order: 'ASC' },
      }),
    );
    // The cheapest first: a price multiple's first sort is lowest first; again reverses.
    expect(screen.getByTestId('sort-PE').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('sort-PE'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: { field: 'PE', order: 'DESC' } }));
  });

  it('adds a filter of another key figure, shows a dash where a row has none, and saves the screen', async () => {
    const saved: unknown[] = [];
    const { bodies } = start({
      'GET /api/2/screener/saved': () => ({ status: 200, body: { screens: saved } }),
      'POST /api/2/screener/saved': (init) => {
        const body = JSON.parse(String(init.body)) as { name: string; type: string; criteria: unknown };
        const made = { id: 7, ...body, created_at: 1 };
        saved.push(made);
        return { status: 201, body: made };
      },
    });
    await screen.findByTestId('screener-row-1008', {}, { timeout: 5000 });
    fireEvent.change(screen.getByTestId('filter-add-select'), { target: { value: 'ROE' } });
    fireEvent.click(screen.getByTestId('filter-add'));
    fireEvent.change(await screen.findByTestId('filter-ROE-min'), { target: { value: '15' } });
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ filters: [{ field: 'ROE', min: 15 }] }));
    expect(screen.getByTestId('screener-row-1008-ROE').textContent).toBe('–');
    fireEvent.click(screen.getByTestId('save-screen'));
    expect((await screen.findByTestId('save-screen-error')).textContent).toBe('Give the screen a name.');
    fireEvent.change(screen.getByTestId('save-screen-name'), { target: { value: 'Quality' } });
    fireEvent.click(screen.getByTestId('save-screen'));
    expect(await screen.findByRole('button', { name: 'Use Quality' })).toBeTruthy();
    expect(saved[0]).toMatchObject({
      name: 'Quality',
      type: 'SHARES',
      criteria: { filters: [{ field: 'ROE', min: 15 }] },
    });
  });
});
