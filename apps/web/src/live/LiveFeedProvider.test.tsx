import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, NOT_LOGGED_IN } from '../test/fake-api';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

describe('the live feed of a session or a visitor', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('opens one feed after login and closes it at logout', async () => {
    const feeds: FakeLiveFeed[] = [];
    renderApp(fakeFetch(marketRoutes), '/overview', {
      createLiveFeed: () => {
        const feed = new FakeLiveFeed();
        feeds.push(feed);
        return feed;
      },
    });
    await screen.findByTestId('page-title');
    await waitFor(() => expect(feeds.filter((f) => !f.closed)).toHaveLength(1));
    const [feed] = feeds.filter((f) => !f.closed);
    expect(feed?.connected).toBe(true);
    // The marker follows the feed's state change in a render of its own.
    await waitFor(() =>
      expect(screen.getByTestId('freshness-marker').getAttribute('data-state')).toBe('live'),
    );

    fireEvent.click(screen.getByTestId('account-menu-button'));
    fireEvent.click(screen.getByTestId('logout-button'));
    await screen.findByTestId('login-form');
    // The customer's feed is closed; the visitor that remains gets a public one of its own.
    expect(feed?.closed).toBe(true);
    await waitFor(() => expect(feeds.filter((f) => !f.closed)).toHaveLength(1));
    expect(feeds.filter((f) => !f.closed)[0]).not.toBe(feed);
    expect(screen.queryByTestId('freshness-marker')).toBeNull();
  });

  it('opens a public feed for a visitor who is not logged in', async () => {
    const feeds: FakeLiveFeed[] = [];
    renderApp(fakeFetch({ 'GET /nnxapi/authentication/v2/sessions/verify': NOT_LOGGED_IN }), '/login', {
      createLiveFeed: () => {
        const feed = new FakeLiveFeed();
        feeds.push(feed);
        return feed;
      },
    });
    await screen.findByTestId('login-form');
    await waitFor(() => expect(feeds).toHaveLength(1));
    expect(feeds[0]?.connected).toBe(true);
  });
});
