import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MAX_WATCHLIST_ITEMS, MAX_WATCHLISTS_PER_CUSTOMER } from '@broker/domain';
import type { CallReply, getMyWatchlists } from '@broker/contract';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { customers, instruments, watchlistItems, watchlists } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { listInstruments } from '../curated-lists/list-instruments';
import { publishedLists } from '../curated-lists/queries';

type Watchlist = CallReply<typeof getMyWatchlists>[number];

/** Another customer's watchlist answers exactly like a missing one: nothing is revealed. */
const noWatchlist = (id: number) => notFound('WATCHLIST_NOT_FOUND', `No watchlist ${id}`);

/** The customer's watchlists (all, or the given ids), oldest first, with priced items. */
export async function loadWatchlists(deps: Deps, customerId: number, ids?: number[]): Promise<Watchlist[]> {
  const lists = await deps.db
    .select()
    .from(watchlists)
    .where(
      ids
        ? and(eq(watchlists.customerId, customerId), inArray(watchlists.id, ids))
        : eq(watchlists.customerId, customerId),
    )
    .orderBy(asc(watchlists.createdAt), asc(watchlists.id));
  if (lists.length === 0) return [];
  const items = await deps.db
    .select()
    .from(watchlistItems)
    .where(
      inArray(
        watchlistItems.watchlistId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(watchlistItems.watchlistId), asc(watchlistItems.position));
  // Each instrument is priced once, however many lists hold it.
  const priced = new Map(
    (
      await listInstruments(
        deps,
        items.map((i) => i.instrumentId),
      )
    ).map((i) => [i.instrument_id, i]),
  );
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    copiedFrom: l.copiedFrom,
    createdAt: l.createdAt.getTime(),
    updatedAt: l.updatedAt.getTime(),
    items: items
      .filter((i) => i.watchlistId === l.id)
      .flatMap((i) => {
        const p = priced.get(i.instrumentId);
        return p ? [{ ...p, position: i.position, addedAt: i.addedAt.getTime() }] : [];
      }),
  }));
}

async function loadOne(deps: Deps, customerId: number, id: number): Promise<Watchlist> {
  const [list] = await loadWatchlists(deps, customerId, [id]);
  if (!list) throw noWatchlist(id);
  return list;
}

/** Locks the customer's own watchlist row for a change of its items; 404 when it is not theirs. */
async function lockOwn(tx: Tx, customerId: number, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.customerId, customerId)))
    .for('update');
  if (!row) throw noWatchlist(id);
}

export async function createWatchlist(
  deps: Deps,
  customerId: number,
  input: { name: string; copyFromCuratedList?: string | number },
): Promise<Watchlist> {
  const now = new Date(deps.time.now());
  let copied: { id: number; instrumentIds: number[] } | undefined;
  if (input.copyFromCuratedList !== undefined) {
    const [list] = await publishedLists(deps.db, now.getTime(), String(input.copyFromCuratedList));
    if (!list) throw notFound('CURATED_LIST_NOT_FOUND', `No curated list ${input.copyFromCuratedList}`);
    if (list.instrumentIds.length > MAX_WATCHLIST_ITEMS) {
      throw new HttpError(
        422,
        'WATCHLIST_FULL',
        `A watchlist holds at most ${MAX_WATCHLIST_ITEMS} instruments`,
      );
    }
    copied = { id: list.id, instrumentIds: list.instrumentIds };
  }
  const id = await deps.db.transaction(async (tx) => {
    // The customer row lock makes the count and the insert one step across parallel creates.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(watchlists)
      .where(eq(watchlists.customerId, customerId));
    if (n >= MAX_WATCHLISTS_PER_CUSTOMER) {
      throw new HttpError(
        422,
        'WATCHLIST_LIMIT_REACHED',
        `A customer may keep at most ${MAX_WATCHLISTS_PER_CUSTOMER} watchlists`,
      );
    }
    const [row] = await tx
      .insert(watchlists)
      .values({
        customerId,
        name: input.name,
        copiedFrom: copied?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: watchlists.id });
    if (copied && copied.instrumentIds.length > 0) {
      await tx.insert(watchlistItems).values(
        copied.instrumentIds.map((instrumentId, position) => ({
          watchlistId: row!.id,
          instrumentId,
          position,
          addedAt: now,
        })),
      );
    }
    return row!.id;
  });
  return loadOne(deps, customerId, id);
}

export async function renameWatchlist(
  deps: Deps,
  customerId: number,
  id: number,
  name: string,
): Promise<Watchlist> {
  const updated = await deps.db
    .update(watchlists)
    .set({ name, updatedAt: new Date(deps.time.now()) })
    .where(and(eq(watchlists.id, id), eq(watchlists.customerId, customerId)))
    .returning({ id: watchlists.id });
  if (updated.length === 0) throw noWatchlist(id);
  return loadOne(deps, customerId, id);
}

export async function deleteWatchlist(deps: Deps, customerId: number, id: number): Promise<Watchlist[]> {
  const deleted = await deps.db
    .delete(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.customerId, customerId)))
    .returning({ id: watchlists.id });
  if (deleted.length === 0) throw noWatchlist(id);
  return loadWatchlists(deps, customerId);
}

export async function addWatchlistItem(
  deps: Deps,
  customerId: number,
  id: number,
  instrumentId: number,
): Promise<Watchlist> {
  const now = new Date(deps.time.now());
  await deps.db.transaction(async (tx) => {
    await lockOwn(tx, customerId, id);
    const [known] = await tx
      .select({ id: instruments.instrumentId })
      .from(instruments)
      .where(eq(instruments.instrumentId, instrumentId));
    if (!known) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${instrumentId} was not found`);
    const [stats] = await tx
      .select({
        n: count(),
        has: sql<boolean>`coalesce(bool_or(${watchlistItems.instrumentId} = ${instrumentId}), false)`,
        next: sql<number>`coalesce(max(${watchlistItems.position}) + 1, 0)::int`,
      })
      .from(watchlistItems)
      .where(eq(watchlistItems.watchlistId, id));
    if (stats?.has) {
      throw new HttpError(
        409,
        'WATCHLIST_ITEM_EXISTS',
        `Instrument ${instrumentId} is already in the watchlist`,
      );
    }
    if ((stats?.n ?? 0) >= MAX_WATCHLIST_ITEMS) {
      throw new HttpError(
        422,
        'WATCHLIST_FULL',
        `A watchlist holds at most ${MAX_WATCHLIST_ITEMS} instruments`,
      );
    }
    await tx
      .insert(watchlistItems)
      .values({ watchlistId: id, instrumentId, position: Number(stats?.next ?? 0), addedAt: now });
    await tx.update(watchlists).set({ updatedAt: now }).where(eq(watchlists.id, id));
  });
  return loadOne(deps, customerId, id);
}

export async function removeWatchlistItem(
  deps: Deps,
  customerId: number,
  id: number,
  instrumentId: number,
): Promise<Watchlist> {
  const now = new Date(deps.time.now());
  await deps.db.transaction(async (tx) => {
    await lockOwn(tx, customerId, id);
    const removed = await tx
      .delete(watchlistItems)
      .where(and(eq(watchlistItems.watchlistId, id), eq(watchlistItems.instrumentId, instrumentId)))
      .returning({ id: watchlistItems.instrumentId });
    if (removed.length === 0) {
      throw notFound('WATCHLIST_ITEM_NOT_FOUND', `Instrument ${instrumentId} is not in the watchlist`);
    }
    await tx.update(watchlists).set({ updatedAt: now }).where(eq(watchlists.id, id));
  });
  return loadOne(deps, customerId, id);
}
