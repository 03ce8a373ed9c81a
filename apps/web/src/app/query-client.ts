import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';

/**
 * A refused request (4xx) will be refused again, and a 401 has already sent the app to the login
 * page; only failures that may be passing (network, 5xx) are worth another try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // The client throttles account reads to one per 7 s anyway (spec 000 §9).
        staleTime: 30_000,
      },
    },
  });
}
