import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { listNotes, type CallReply } from '@broker/contract';

export type InstrumentNote = CallReply<typeof listNotes>['notes'][number];

export const notesKey = (instrumentId: number) => ['notes', instrumentId] as const;

export const instrumentNotesQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: notesKey(instrumentId),
    queryFn: async () => (await client.call(listNotes, { query: { instrumentId } })).notes,
  });
