import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { FUND_PERIODS } from '@broker/domain';
import { fakeFetch, type FakeRoutes } from '../test/fake-api';
import { HALLANDS, marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const ok = (body: unknown) => ({ status: 200, body });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const FACTS = {
  instrument_id: 2001,
  name: 'Nordbrook Sverige Index',
  isin: 'SE0000000001',
  currency: 'SEK',
  category: 'Sweden Equity',
  fund_type: 'INDEX',
  is_index_fund: true,
  company: 'Nordbrook Fonder AB',
  launch_date: '2006-09-18',
  managers: [{ name: 'Magnus Nyström', since: '2022-08-24' }],
  ongoing_charge: '0.18',
  buy_fee: '0',
  sell_fee: '0',
  sfdr_article: 8,
  srri: 6,
  risk_label: 'HIGH',
  volatility: 17.2,
  dividend_strategy: 'ACCUMULATING',
  region: 'SWEDEN',
  benchmark: 'OMX Stockholm 30',
  aum: '46701423277.63',
  aum_currency: 'SEK',
  aum_day: '2026-10-31',
  holdings: [
    { name: 'Sveaholm Bank A', weight: '20.94', instrument_id: 1002 },
    { name: 'Norrvik Industrier B', weight: '15.00', instrument_id: 1001 },
  ],
  asset_allocation: [
    { key: 'EQUITY', weight: '99.60' },
    { key: 'CASH', weight: '0.40' },
  ],
  region_allocation: [{ key: 'SWEDEN', weight: '100.00' }],
  sector_allocation: [
    { key: 'Financials', weight: '60.00' },
    { key: 'Industrials', weight: '40.00' },
  ],
};

function fundRoutes(rating: number | null = 4): FakeRoutes {
  return {
    ...marketRoutes,
    'GET /api/2/instruments/2001': ok({
      ...HALLANDS,
      instrument_id: 2001,
      name: 'Nordbrook Sverige Index',
      instrument_group_type: 'FND',
      instrument_type: 'FND',
    }),
    'GET /api/2/instruments/2001/fund-facts': ok(FACTS),
    'GET /api/2/instruments/2001/fund-returns': ok({
      instrument_id: 2001,
      currency: 'SEK',
      nav: '412.87',
      nav_day: '2026-11-27',
      periods: FUND_PERIODS.map((period, i) => ({
        period,
        from: period === 'YEAR_10' ? null : '2026-01-02',
        value: period === 'YEAR_10' ? null : i === 0 ? '-0.4200' : `${i}.5000`,
      })),
    }),
    'GET /api/2/instruments/2001/fund-rating': ok({
      instrument_id: 2001,
      category: 'Sweden Equity',
      stars: rating,
      risk_adjusted_return: rating === null ? null : 0.8,
      rank: rating === null ? null : 1,
      peers: 2,
      as_of: '2026-11-27',
    }),
  };
}

describe('a fund’s instrument page', () => {
  afterEach(() => cleanup());

  it('shows the facts on the overview, with the SRRI scale named for screen readers', async () => {
    renderApp(fakeFetch(fundRoutes()), '/instrument/2001');
    expect(await screen.findByTestId('fund-company')).toHaveProperty('textContent', 'Nordbrook Fonder AB');
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Holdings', 'Returns']);
    expect(
      screen.getByRole('img', { name: 'Risk class 6 of 7 on the risk indicator: High risk' }),
    ).toBeTruthy();
    expect(screen.getByTestId('fund-dividend-strategy').textContent).toContain('Accumulating');
    expect(screen.getByTestId('fund-region').textContent).toBe('Sweden');
    // The fund's buy and sell buttons stay.
    expect(screen.getByRole('link', { name: 'Buy' })).toBeTruthy();
  });

  it('lists the holdings with links to our shares and the allocations with their figures', async () => {
    renderApp(fakeFetch(fundRoutes()), '/instrument/2001?tab=holdings');
    const table = await screen.findByTestId('fund-top-holdings');
    const link = within(table).getByRole('link', { name: 'Sveaholm Bank A' });
    expect(link.getAttribute('href')).toBe('/instrument/1002');
    expect(plain(within(table).getAllByRole('row')[1]!.textContent)).toContain('20.94%');
    const sectors = screen.getByTestId('fund-allocation-sector');
    expect(plain(sectors.textContent)).toContain('Financials60.00%');
  });

  it('gives the returns of every period and the rating in words', async () => {
    renderApp(fakeFetch(fundRoutes()), '/instrument/2001');
    fireEvent.click(await screen.findByRole('tab', { name: 'Returns' }));
    expect(await screen.findByRole('img', { name: '4 stars of 5' })).toBeTruthy();
    expect(screen.getByTestId('fund-rating-text').textContent).toBe(
      'Place 1 of 2 rated funds in Sweden equity.',
    );
    expect(plain(screen.getByTestId('fund-return-DAY_1').textContent)).toContain('-0.42%');
    expect(plain(screen.getByTestId('fund-return-YEAR_1').textContent)).toContain('+6.50%');
    expect(screen.getByTestId('fund-return-YEAR_10').textContent).toContain('Not available');
    expect(screen.getByRole('tab', { name: 'Returns' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says a young fund has no rating yet', async () => {
    renderApp(fakeFetch(fundRoutes(null)), '/instrument/2001?tab=returns');
    expect((await screen.findByTestId('fund-rating-none')).textContent).toContain('three years');
  });
});
