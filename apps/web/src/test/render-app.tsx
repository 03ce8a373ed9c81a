import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { FetchLike } from '@broker/client';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { createServices } from '../services/services';

/** The whole app at a given address, talking to a fake API. */
export function renderApp(fetchFn: FetchLike, path = '/') {
  const services = createServices({ fetch: fetchFn, baseUrl: 'http://localhost' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders services={services} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
