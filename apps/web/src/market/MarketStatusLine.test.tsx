import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeFetch, sessionReply } from '../test/fake-api';
import { marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('market status line', () => {
  beforeEach(() => {
    localStorage.clear();
    // 2025-01-15 13:00 in Stockholm: only the clock is fake, timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 0, 15, 12, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows each market’s status and its next change in the market’s own time, 24-hour clock', async () => {
    renderApp(fakeFetch(marketRoutes), '/overview');
    const line = await screen.findByRole('list', { name: 'Market status' });
    expect(line.getAttribute('data-testid')).toBe('market-status');
    const [stockholm, oslo] = within(line).getAllByRole('listitem');
    expect(plain(stockholm?.textContent)).toBe('StockholmOpenuntil 17:30');
    // Closed until tomorrow: the weekday tells it is not today.
    expect(plain(oslo?.textContent)).toBe('OsloClosedopens Thu 09:00');
  });

  it('speaks the customer’s language', async () => {
    renderApp(
      fakeFetch({
        ...marketRoutes,
        'GET /nnxapi/authentication/v2/sessions/verify': {
          ...sessionReply('fi', 'FI', 'fi-FI'),
          status: 200,
        },
      }),
      '/overview',
    );
    const line = await screen.findByRole('list', { name: 'Markkinoiden tila' });
    const [stockholm, oslo] = within(line).getAllByRole('listitem');
    expect(plain(stockholm?.textContent)).toBe('TukholmaAvoinna17.30 asti');
    expect(plain(oslo?.textContent)).toBe('OsloSuljettuavautuu to 09.00');
  });
});
