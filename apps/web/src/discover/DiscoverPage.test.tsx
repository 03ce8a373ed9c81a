import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoutes } from '../test/fake-api';
import { fakeFetch } from '../test/fake-api';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { PRICE } from '../test/market-fixtures';
import {
  DIVIDEND_LIST,
  SECTIONS_ALL,
  SECTIONS_DIVIDENDS,
  TOPICS,
  baseRoutes,
  ok,
} from '../test/list-fixtures';
import { renderApp } from '../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The app over the fake API, recording every address asked for (query strings included). */
function start(path: string, over: FakeRoutes = {}, feed = new FakeLiveFeed()) {
  const urls: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  const routes = baseRoutes({
    'GET /api/2/curated-lists/topics': ok(TOPICS),
    ...over,
  });
  const fake = fakeFetch(routes);
  const net = async (url: string, init: RequestInit) => {
    urls.push(url);
    if (init.body) bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const parsed = new URL(url, 'http://localhost');
    // The sections reply depends on the topics asked for.
    if (parsed.pathname === '/api/2/curated-lists/sections' && !over['GET /api/2/curated-lists/sections']) {
      const topics = parsed.searchParams.get('topics');
      const body = topics === 'dividends' ? SECTIONS_DIVIDENDS : SECTIONS_ALL;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return fake(url, init);
  };
  renderApp(net, path, { createLiveFeed: () => feed });
  return { urls, bodies, feed };
}

const sectionCalls = (urls: string[]) => urls.filter((u) => u.includes('/api/2/curated-lists/sections'));

describe('discover page', () => {
  afterEach(cleanup);

  it('shows skeleton cards, then each section with its cards', async () => {
    start('/discover');
    expect((await screen.findAllByTestId('discover-skeleton-card')).length).toBeGreaterThan(0);
    const index = await screen.findByTestId('discover-section-index-funds');
    expect(within(index).getByRole('heading', { name: 'Index funds' })).toBeTruthy();
    const card = within(index).getByTestId('curated-card-lowest-fee-index-funds');
    expect(card.getAttribute('href')).toBe('/watchlists/shared?listId=lowest-fee-index-funds');
    expect(within(card).getByTestId('card-badge').textContent).toBe('New');
    const dividends = screen.getByTestId('discover-section-dividends');
    expect(within(dividends).getByTestId('curated-card-nordic-dividend-shares')).toBeTruthy();
    expect(screen.queryByTestId('discover-skeleton-card')).toBeNull();
    expect(screen.getByTestId('page-title').textContent).toBe('Discover');
  });

  it('refetches the sections with the chosen topics', async () => {
    const { urls } = start('/discover');
    await screen.findByTestId('discover-section-index-funds');
    const chip = await screen.findByTestId('topic-dividends');
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByTestId('discover-section-index-funds')).toBeNull());
    expect(screen.getByTestId('discover-section-dividends')).toBeTruthy();
    const calls = sectionCalls(urls);
    expect(calls[0]).not.toContain('topics=');
    expect(calls.at(-1)).toContain('topics=dividends');

    fireEvent.click(screen.getByTestId('topic-all'));
    await screen.findByTestId('discover-section-index-funds');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    start('/discover', {
      'GET /api/2/curated-lists/sections': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } } : ok(SECTIONS_ALL),
    });
    const error = await screen.findByTestId('discover-error');
    expect(error.textContent).toContain('The lists could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('discover-section-dividends')).toBeTruthy();
  });

  it('is reached from the header navigation', async () => {
    start('/overview');
    const link = await screen.findByTestId('nav-discover');
    expect(link.textContent).toBe('Discover');
    fireEvent.click(link);
    expect(await screen.findByTestId('discover-section-dividends')).toBeTruthy();
  });
});

function setViewportWidth(width: number) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  };
  happyDOM.setViewport({ width, height: 800 });
}

describe('discover page on a small screen', () => {
  afterEach(() => {
    cleanup();
    setViewportWidth(1024);
  });

  it('asks for the mobile previews', async () => {
    setViewportWidth(400);
    const { urls } = start('/discover');
    await screen.findByTestId('discover-section-dividends');
    expect(sectionCalls(urls).every((u) => u.includes('mobileScreen=true'))).toBe(true);
  });

  it('asks for the full previews on a wide screen', async () => {
    const { urls } = start('/discover');
    await screen.findByTestId('discover-section-dividends');
    expect(sectionCalls(urls).at(-1)).toContain('mobileScreen=false');
  });
});

describe('shared watchlist page', () => {
  afterEach(cleanup);

  it('lists the instruments with prices, links and spark graphs, and goes live', async () => {
    const { feed } = start('/watchlists/shared?listId=nordic-dividend-shares', {
      'GET /api/2/curated-lists/nordic-dividend-shares': ok(DIVIDEND_LIST),
    });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Nordic dividend shares');
    expect(screen.getByTestId('shared-list-image').getAttribute('src')).toBe(
      '/images/curated-lists/nordic-dividend-shares.svg?width=244',
    );
    const row = screen.getByTestId('list-row-1009');
    expect(within(row).getByRole('link', { name: 'Nordic Bank' }).getAttribute('href')).toBe(
      '/instrument/1009',
    );
    expect(plain(within(row).getByTestId('list-price-1009-last').textContent)).toContain('100.00');
    expect(plain(within(row).getByTestId('list-price-1009-change').textContent)).toContain('+1.50');
    await waitFor(() => expect(row.querySelector('svg[data-direction="down"]')).not.toBeNull());

    // The order book of the row is listened to; its frame replaces the snapshot.
    await waitFor(() => expect(feed.activeKeys()).toContain('price:11:108'));
    act(() => feed.publish('price', PRICE));
    await waitFor(() =>
      expect(plain(screen.getByTestId('list-price-1008-last').textContent)).toContain('152.95'),
    );
    expect(plain(screen.getByTestId('list-price-1008-change').textContent)).toContain('+0.25');
  });

  it('copies the list into my watchlists and goes to them', async () => {
    const created = {
      id: 31,
      name: 'Nordic dividend shares',
      copiedFrom: 7,
      createdAt: 1,
      updatedAt: 1,
      items: DIVIDEND_LIST.instruments.map((i, position) => ({ ...i, position, addedAt: 1 })),
    };
    let mine: unknown[] = [];
    const { bodies } = start('/watchlists/shared?listId=nordic-dividend-shares', {
      'GET /api/2/curated-lists/nordic-dividend-shares': ok(DIVIDEND_LIST),
      'POST /api/2/watchlists': () => {
        mine = [created];
        return { status: 201, body: created };
      },
      'GET /api/2/watchlists/mine': () => ok(mine),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my watchlists' }));
    expect((await screen.findByTestId('watchlist-31')).textContent).toContain('Nordic dividend shares');
    expect(screen.getByTestId('page-title').textContent).toBe('My watchlists');
    expect(bodies).toContainEqual({ name: 'Nordic dividend shares', copyFromCuratedList: 7 });
  });

  it('says so when the list does not exist', async () => {
    start('/watchlists/shared?listId=no-such-list', {
      'GET /api/2/curated-lists/no-such-list': {
        status: 404,
        body: { code: 'CURATED_LIST_NOT_FOUND', message: 'not found' },
      },
    });
    const notFound = await screen.findByTestId('shared-list-not-found');
    expect(notFound.textContent).toContain('List not found');
    expect(within(notFound).getByRole('link', { name: 'Back to Discover' }).getAttribute('href')).toBe(
      '/discover',
    );
  });

  it('treats a missing or malformed listId as not found without asking the server', async () => {
    const { urls } = start('/watchlists/shared?listId=Not%20A%20Slug!');
    expect(await screen.findByTestId('shared-list-not-found')).toBeTruthy();
    expect(urls.some((u) => u.includes('/curated-lists/'))).toBe(false);
  });
});
