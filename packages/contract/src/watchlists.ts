import { z } from 'zod';
import { WATCHLIST_NAME_MAX } from '@broker/domain';
import { defineCall } from './call';
import { IdParam, Text } from './common';
import { IdOrSlug, ListInstrumentSchema } from './curated-lists';

/**
 * The customer's own watchlists (spec 001 §7.9). Private: another customer's watchlist answers
 * 404 WATCHLIST_NOT_FOUND like a missing one. Limits (domain curated-lists/limits.ts): 20 lists a
 * customer (422 WATCHLIST_LIMIT_REACHED), 100 instruments a list (422 WATCHLIST_FULL). Every change
 * answers the changed list (or, for a delete, the remaining lists) so the client can settle its
 * optimistic state from the reply.
 */

export const WatchlistItemSchema = ListInstrumentSchema.extend({
  position: z.number().int(),
  /** Epoch ms. */
  addedAt: z.number().int(),
}).meta({ id: 'WatchlistItem' });

export const WatchlistSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The curated list it was copied from. */
    copiedFrom: z.number().int().nullable(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
    items: z.array(WatchlistItemSchema),
  })
  .meta({ id: 'Watchlist' });

/** Trimmed, then 1–50 characters. */
const WatchlistName = Text.trim().min(1).max(WATCHLIST_NAME_MAX);
const IdBody = z.number().int().positive().max(2_147_483_647);

export const createWatchlist = defineCall({
  id: 'createWatchlist',
  method: 'POST',
  path: '/api/2/watchlists',
  auth: 'token',
  summary: 'Creates a watchlist, optionally with the instruments of a curated list (id or slug)',
  tags: ['watchlists'],
  body: z.object({
    name: WatchlistName,
    copyFromCuratedList: z.union([IdBody, IdOrSlug]).optional(),
  }),
  status: 201,
  reply: WatchlistSchema,
});

export const renameWatchlist = defineCall({
  id: 'renameWatchlist',
  method: 'PUT',
  path: '/api/2/watchlists/{id}',
  auth: 'token',
  summary: 'Renames a watchlist',
  tags: ['watchlists'],
  params: z.object({ id: IdParam }),
  body: z.object({ name: WatchlistName }),
  reply: WatchlistSchema,
});

export const deleteWatchlist = defineCall({
  id: 'deleteWatchlist',
  method: 'DELETE',
  path: '/api/2/watchlists/{id}',
  auth: 'token',
  summary: "Deletes a watchlist; answers the customer's remaining watchlists",
  tags: ['watchlists'],
  params: z.object({ id: IdParam }),
  reply: z.array(WatchlistSchema),
});

export const addWatchlistItem = defineCall({
  id: 'addWatchlistItem',
  method: 'POST',
  path: '/api/2/watchlists/{id}/items',
  auth: 'token',
  summary: 'Adds an instrument at the end of a watchlist (409 WATCHLIST_ITEM_EXISTS when it is there)',
  tags: ['watchlists'],
  params: z.object({ id: IdParam }),
  body: z.object({ instrument_id: IdBody }),
  status: 201,
  reply: WatchlistSchema,
});

export const removeWatchlistItem = defineCall({
  id: 'removeWatchlistItem',
  method: 'DELETE',
  path: '/api/2/watchlists/{id}/items/{instrument_id}',
  auth: 'token',
  summary: 'Removes an instrument from a watchlist',
  tags: ['watchlists'],
  params: z.object({ id: IdParam, instrument_id: IdParam }),
  reply: WatchlistSchema,
});

export const getMyWatchlists = defineCall({
  id: 'getMyWatchlists',
  method: 'GET',
  path: '/api/2/watchlists/mine',
  auth: 'token',
  summary: "The customer's watchlists with their instruments, oldest first",
  tags: ['watchlists'],
  reply: z.array(WatchlistSchema),
});
