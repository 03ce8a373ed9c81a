import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { renderWithIntl } from '../test/render-with-intl';
import { FreshnessMarker } from './FreshnessMarker';
import { freshnessOf } from './freshness';
import { FRESHNESS_CHECK_MS } from './use-freshness';

const marker = () => screen.getByTestId('freshness-marker');

describe('freshnessOf', () => {
  it('is live only on a logged-in feed that is not stale', () => {
    expect(freshnessOf({ status: 'logged-in', isStale: () => false })).toBe('live');
    expect(freshnessOf({ status: 'logged-in', isStale: () => true })).toBe('stale');
    for (const status of ['connecting', 'open', 'closed'] as const) {
      expect(freshnessOf({ status, isStale: () => true })).toBe('reconnecting');
    }
    expect(freshnessOf(null)).toBe('reconnecting');
  });
});

describe('FreshnessMarker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says live while frames or heartbeats arrive', () => {
    renderWithIntl(<FreshnessMarker />, { feed: new FakeLiveFeed() });
    expect(marker().getAttribute('data-state')).toBe('live');
    expect(marker().textContent).toBe('Price feed: Live');
  });

  it('turns stale when the feed falls silent, noticed by the next check, and live again', () => {
    const feed = new FakeLiveFeed();
    renderWithIntl(<FreshnessMarker />, { feed });
    feed.stale = true;
    // Silence announces nothing: the marker looks again every second.
    act(() => vi.advanceTimersByTime(FRESHNESS_CHECK_MS));
    expect(marker().getAttribute('data-state')).toBe('stale');
    expect(marker().textContent).toContain('Not updating');

    feed.stale = false;
    act(() => vi.advanceTimersByTime(FRESHNESS_CHECK_MS));
    expect(marker().getAttribute('data-state')).toBe('live');
  });

  it('says reconnecting at once when the socket drops, and connecting before the first login', () => {
    const feed = new FakeLiveFeed();
    feed.status = 'connecting';
    renderWithIntl(<FreshnessMarker />, { feed });
    expect(marker().getAttribute('data-state')).toBe('reconnecting');
    expect(marker().textContent).toContain('Connecting…');

    act(() => feed.setStatus('logged-in'));
    expect(marker().getAttribute('data-state')).toBe('live');

    act(() => feed.setStatus('closed'));
    expect(marker().getAttribute('data-state')).toBe('reconnecting');
    expect(marker().textContent).toContain('Reconnecting…');
  });

  it('speaks the customer’s language', () => {
    const feed = new FakeLiveFeed();
    feed.stale = true;
    renderWithIntl(<FreshnessMarker />, { feed, lang: 'sv' });
    expect(marker().textContent).toBe('Kursflöde: Uppdateras inte');
  });
});
