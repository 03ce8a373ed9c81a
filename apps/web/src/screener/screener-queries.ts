import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { listSavedScreens, screenInstruments, type CallBody } from '@broker/contract';

export type ScreenBody = CallBody<typeof screenInstruments>;

export const SCREEN_PAGE_SIZE = 25;

export const screenQuery = (client: ApiClient, type: 'SHARES' | 'FUNDS', body: ScreenBody) =>
  queryOptions({
    queryKey: ['screener', type, body],
    queryFn: () => client.call(screenInstruments, { params: { type }, body }),
    // The previous page stays on screen while the next answer comes: no flicker as a filter is typed.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const savedScreensQuery = (client: ApiClient) =>
  queryOptions({ queryKey: ['screener', 'saved'], queryFn: () => client.call(listSavedScreens) });
