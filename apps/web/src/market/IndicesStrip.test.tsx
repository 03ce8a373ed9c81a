import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch } from '../test/fake-api';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { baseRoutes, ok } from '../test/list-fixtures';
import { renderApp } from '../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const index = (id: number, symbol: string, name: string, last: number, change: number, percent: number) => ({
  instrument_id: id,
  symbol,
  name,
  currency: 'SEK',
  country: 'SE',
  indicator: { m: 'SSE', i: symbol },
  tradable: { m: 11, i: String(id) },
  last,
  previous_close: last - change,
  change,
  change_percent: percent,
  members: [],
});

const LIST = [
  index(3001, 'OMXS30', 'OMX Stockholm 30', 2584.37, 12.5, 0.49),
  index(3002, 'OBX', 'OBX Total Return', 1290.1, -3.2, -0.25),
];

describe('the indices strip on Discover', () => {
  afterEach(cleanup);

  it('links each main index to its members, with its level and change, live', async () => {
    const feed = new FakeLiveFeed();
    const fetchFn = fakeFetch(baseRoutes({ 'GET /api/2/indicators/lists/NORDIC_MAIN': ok(LIST) }));
    renderApp(fetchFn, '/discover', { createLiveFeed: () => feed });
    const strip = await screen.findByTestId('indices-strip');
    expect(within(strip).getByRole('heading', { name: 'Nordic indices' })).toBeTruthy();
    const omx = within(strip).getByTestId('indices-strip-OMXS30');
    expect(omx.getAttribute('href')).toBe('/instrument/3001?tab=members');
    expect(plain(omx.textContent)).toBe('OMX Stockholm 30Level 2,584.37Change today ▲+12.50+0.49%');
    expect(within(omx).getByTestId('instrument-icon').getAttribute('alt')).toBe('');
    expect(fetchFn.calls).toContain('GET /api/2/indicators/lists/NORDIC_MAIN');

    await waitFor(() => expect(feed.activeKeys()).toContain('price:11:3002'));
    act(() => feed.publish('price', { m: 11, i: '3002', last: 1300, close: 1293.3 }));
    await waitFor(() =>
      expect(plain(within(strip).getByTestId('indices-strip-OBX').textContent)).toBe(
        'OBX Total ReturnLevel 1,300.00Change today ▲+6.70+0.52%',
      ),
    );
  });

  it('leaves the page as it was when the list cannot be had', async () => {
    renderApp(fakeFetch(baseRoutes({})), '/discover');
    await screen.findByTestId('page-title');
    await waitFor(() => expect(screen.queryByTestId('discover-skeleton-card')).toBeNull());
    expect(screen.queryByTestId('indices-strip')).toBeNull();
  });
});
