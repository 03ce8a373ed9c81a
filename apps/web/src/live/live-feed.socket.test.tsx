import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Clock } from '@broker/client';
// A protocol-faithful feed on a real socket, from the client package's own test kit (tests only).
import { liveHarness, type LiveHarness } from '../../../../packages/client/src/live/testing/live-harness';
import { renderWithIntl } from '../test/render-with-intl';
import { FreshnessMarker } from './FreshnessMarker';
import { useLivePrice } from './use-live-state';

function LastPrice() {
  const price = useLivePrice({ m: 11, i: '101' });
  return <span data-testid="last">{price?.last ?? 'none'}</span>;
}

const state = () => screen.getByTestId('freshness-marker').getAttribute('data-state');
const last = () => screen.getByTestId('last').textContent;

/**
 * The hooks and the marker against the real LiveDataClient on a real WebSocket: what the browser
 * does, short of the browser. The clock only moves the client's idea of "now", for staleness.
 */
describe('live data over a real socket', () => {
  let harness: LiveHarness;
  let now = Date.now();
  const clock: Clock = { now: () => now, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

  beforeEach(async () => {
    harness = await liveHarness();
    harness.server.snapshot = (args) =>
      args.t === 'price' ? { m: args.m, i: args.i, last: 100, close: 99 } : undefined;
  });
  afterEach(async () => {
    cleanup();
    await harness.dispose();
  });

  it('shows prices as they come, marks silence stale, and heals after a server restart', async () => {
    // The idle watchdog would replace the "silent" socket; this test is about the marker.
    const client = harness.publicClient({ clock, idleTimeoutMs: 0 });
    client.connect();
    const view = renderWithIntl(
      <>
        <FreshnessMarker />
        <LastPrice />
      </>,
      { feed: client },
    );

    await waitFor(() => expect(state()).toBe('live'));
    await waitFor(() => expect(last()).toBe('100'));
    expect(harness.server.commands('subscribe')).toEqual([
      { cmd: 'subscribe', args: { t: 'price', m: 11, i: '101' } },
    ]);

    harness.server.publish('price', { m: 11, i: '101', last: 101.5 });
    await waitFor(() => expect(last()).toBe('101.5'));

    now += 15_000;
    await waitFor(() => expect(state()).toBe('stale'), { timeout: 10_000 });
    harness.server.heartbeat();
    await waitFor(() => expect(state()).toBe('live'), { timeout: 10_000 });

    await harness.server.stop();
    await waitFor(() => expect(state()).toBe('reconnecting'));
    harness.server.snapshot = (args) =>
      args.t === 'price' ? { m: args.m, i: args.i, last: 105, close: 99 } : undefined;
    await harness.server.restart();
    await waitFor(() => expect(state()).toBe('live'), { timeout: 10_000 });
    // The client subscribed again on the new socket; its first frame replaced the old state.
    await waitFor(() => expect(last()).toBe('105'));

    view.unmount();
    await waitFor(() =>
      expect(harness.server.commands('unsubscribe')).toEqual([
        { cmd: 'unsubscribe', args: { t: 'price', m: 11, i: '101' } },
      ]),
    );
  });
});
