import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

/** Totals of the fake search per category; hits are made up to the limit asked for. */
const TOTALS: Record<string, number> = { INSTRUMENT: 30, LIST: 2, NEWS: 1, CONTENT: 0 };

function hitsOf(category: string, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    if (category === 'INSTRUMENT')
      return {
        id: String(1000 + n),
        title: n === 1 ? 'Øresund Pharma B A/S' : `Öresund Holding ${n}`,
        subtitle: 'ORPH B · Nasdaq Copenhagen',
        url: `/instrument/${1000 + n}`,
        kind: n % 2 ? 'EQ' : 'FND',
      };
    if (category === 'LIST')
      return {
        id: `list-${n}`,
        title: `Øresund list ${n}`,
        subtitle: 'Dividends',
        url: `/watchlists/shared?listId=list-${n}`,
      };
    return {
      id: String(n),
      title: 'Øresund Pharma B vinder sin største ordre',
      subtitle: 'En flerårig aftale.',
      url: `/news/${n}`,
      kind: 'NEWS',
      date: Date.UTC(2026, 10, 20, 10, 0),
      lang: 'da',
    };
  });
}

function start(path: string, lang = 'en', totals = TOTALS) {
  const asked: URLSearchParams[] = [];
  const routes: FakeRoutes = {
    ...marketRoutes,
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply(lang, 'SE', lang), status: 200 },
    'GET /api/2/main_search': { status: 200, body: [] },
  };
  const fake = fakeFetch(routes);
  const net = async (url: string, init: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname !== '/api/2/discovery/search') return fake(url, init);
    const q = parsed.searchParams;
    asked.push(q);
    const limit = Number(q.get('limit'));
    const categories = q.get('category') ? [q.get('category')!] : Object.keys(totals);
    const groups = categories.map((category) => ({
      category,
      total: totals[category]!,
      hits: hitsOf(category, Math.min(limit, totals[category]!)),
    }));
    return new Response(JSON.stringify({ query: q.get('query'), lang: q.get('lang'), groups }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  renderApp(net, path);
  return asked;
}

const tab = (name: string) => screen.getByTestId(`search-tab-${name}`);

describe('search page', () => {
  afterEach(cleanup);

  it('shows every group with hits under a heading with its count, and the totals on the tabs', async () => {
    const asked = start('/search?q=oresund');
    const instruments = await screen.findByTestId('search-group-INSTRUMENT');
    expect(within(instruments).getByRole('heading', { level: 2 }).textContent).toBe('Instruments');
    expect(within(instruments).getByTestId('search-group-count').textContent).toBe('30 results');
    expect(within(instruments).getAllByRole('link')).toHaveLength(5);
    expect(within(instruments).getByTestId('search-hit-INSTRUMENT-1001').getAttribute('href')).toBe(
      '/instrument/1001',
    );
    expect(screen.getByTestId('search-group-NEWS').textContent).toContain('News');
    // A group without hits is left out of "All".
    expect(screen.queryByTestId('search-group-CONTENT')).toBeNull();
    expect(screen.getByTestId('search-summary').textContent).toBe('33 results for “oresund”');
    expect(tab('ALL').getAttribute('aria-selected')).toBe('true');
    expect(tab('INSTRUMENT').textContent).toBe('Instruments 30');
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('oresund');
    expect(asked[0]!.get('lang')).toBe('en');
    expect(asked[0]!.get('limit')).toBe('5');
    expect(asked[0]!.has('category')).toBe(false);
    // The news title is marked with its own language.
    expect(screen.getByTestId('search-hit-NEWS-1').querySelector('[lang="da"]')).not.toBeNull();
  });

  it('moves between categories with the arrow keys, Home and End, asking for that category', async () => {
    const asked = start('/search?q=oresund');
    await screen.findByTestId('search-group-INSTRUMENT');
    act(() => tab('ALL').focus());
    fireEvent.keyDown(tab('ALL'), { key: 'ArrowRight' });
    await waitFor(() => expect(tab('INSTRUMENT').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab('INSTRUMENT'));
    expect(tab('ALL').getAttribute('tabindex')).toBe('-1');
    await waitFor(() =>
      expect(within(screen.getByTestId('search-panel')).getAllByRole('link')).toHaveLength(20),
    );
    const last = asked.at(-1)!;
    expect([last.get('category'), last.get('limit')]).toEqual(['INSTRUMENT', '20']);
    expect(screen.getByTestId('search-panel').getAttribute('aria-labelledby')).toBe(tab('INSTRUMENT').id);

    fireEvent.keyDown(tab('INSTRUMENT'), { key: 'End' });
    await waitFor(() => expect(tab('CONTENT').getAttribute('aria-selected')).toBe('true'));
    expect((await screen.findByTestId('search-empty')).textContent).toBe(
      'Nothing in Pages matches “oresund”.',
    );
    fireEvent.keyDown(tab('CONTENT'), { key: 'ArrowRight' });
    await waitFor(() => expect(tab('ALL').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(tab('ALL'), { key: 'ArrowLeft' });
    await waitFor(() => expect(tab('CONTENT').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(tab('CONTENT'), { key: 'Home' });
    await waitFor(() => expect(tab('ALL').getAttribute('aria-selected')).toBe('true'));
  });

  it('shows more hits of a group and moves focus to the first new one', async () => {
    const asked = start('/search?q=oresund&category=INSTRUMENT');
    const more = await screen.findByTestId('search-more-INSTRUMENT');
    expect(more.textContent).toBe('Show more instruments');
    fireEvent.click(more);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-testid')).toBe('search-hit-INSTRUMENT-1021'),
    );
    expect(asked.at(-1)!.get('limit')).toBe('40');
    const group = screen.getByTestId('search-group-INSTRUMENT');
    expect(within(group).getAllByRole('link')).toHaveLength(30);
    // All 30 are shown: nothing more to ask for.
    expect(screen.queryByTestId('search-more-INSTRUMENT')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    start('/search?q=zzzz', 'en', { INSTRUMENT: 0, LIST: 0, NEWS: 0, CONTENT: 0 });
    const empty = await screen.findByTestId('search-empty');
    expect(empty.textContent).toContain('No results for “zzzz”');
    expect(screen.getByTestId('search-summary').textContent).toBe('No results for “zzzz”');
  });

  it('invites a search without a query', async () => {
    start('/search');
    expect((await screen.findByTestId('search-intro')).textContent).toContain('curated lists');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('searches again from its own field', async () => {
    const asked = start('/search?q=oresund');
    await screen.findByTestId('search-group-INSTRUMENT');
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: 'alvsborg' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(asked.at(-1)!.get('query')).toBe('alvsborg'));
  });

  it('speaks the UI language and asks in it', async () => {
    const asked = start('/search?q=oresund', 'sv');
    const instruments = await screen.findByTestId('search-group-INSTRUMENT');
    expect(within(instruments).getByRole('heading', { level: 2 }).textContent).toBe('Värdepapper');
    expect(within(instruments).getByTestId('search-group-count').textContent).toBe('30 träffar');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Visa resultat från');
    expect(asked[0]!.get('lang')).toBe('sv');
  });

  it('opens from the header search with Enter, and from its "See all results" link', async () => {
    const asked = start('/instrument/1008');
    const input = await screen.findByTestId('header-search-input');
    fireEvent.change(input, { target: { value: 'øresund' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByTestId('search-group-INSTRUMENT')).toBeTruthy();
    expect(asked.at(-1)!.get('query')).toBe('øresund');
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.change(input, { target: { value: 'alvsborg' } });
    const all = await screen.findByTestId('header-search-all', {}, { timeout: 3000 });
    expect(all.textContent).toBe('See all results for “alvsborg”');
    expect(all.getAttribute('href')).toBe('/search?q=alvsborg');
  });
});
