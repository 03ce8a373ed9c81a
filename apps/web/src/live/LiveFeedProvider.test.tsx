import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, NOT_LOGGED_IN } from '../test/fake-api';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

describe('the live feed of a session', () => {
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
    expect(feeds.every((f) => f.closed)).toBe(true);
    expect(screen.queryByTestId('freshness-marker')).toBeNull();
  });

  it('opens no feed for a visitor who is not logged in', async () => {
    const feeds: FakeLiveFeed[] = [];
    renderApp(fakeFetch({ 'GET /nnxapi/authentication/v2/sessions/verify': NOT_LOGGED_IN }), '/login', {
      createLiveFeed: () => {
        const feed = new FakeLiveFeed();
        feeds.push(feed);
        return feed;
      },
    });
    await screen.findByTestId('login-form');
    expect(feeds).toEqual([]);
  });
});
