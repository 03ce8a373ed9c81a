import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from './I18nProvider';
import { LiveFeedProvider } from '../live/LiveFeedProvider';
import { PrivateEvents } from '../live/PrivateEvents';
import { SessionProvider } from '../session/SessionProvider';
import { createQueryClient } from './query-client';
import type { Services } from '../services/services';
import { ServicesContext } from '../services/services-context';

interface AppProvidersProps {
  services: Services;
  /** Tests pass their own, e.g. without retries. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function AppProviders({ services, queryClient, children }: AppProvidersProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={ownQueryClient}>
        <SessionProvider>
          <LiveFeedProvider>
            <PrivateEvents />
            <I18nProvider>{children}</I18nProvider>
          </LiveFeedProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
