import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { FetchLike } from '@broker/client';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import type { LiveFeed } from '../services/live-feed';
import { createServices } from '../services/services';
import { FakeLiveFeed } from './fake-live-feed';

/**
 * The whole app at a given address, talking to a fake API. The live feed is an in-memory fake
 * (a new one per session, as the real app does) unless the test hands in its own.
 */
export function renderApp(fetchFn: FetchLike, path = '/', options: { createLiveFeed?: () => LiveFeed } = {}) {
  const services = createServices({
    fetch: fetchFn,
    baseUrl: 'http://localhost',
    createLiveFeed: options.createLiveFeed ?? (() => new FakeLiveFeed()),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders services={services} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
