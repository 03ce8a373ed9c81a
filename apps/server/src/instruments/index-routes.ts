import { eq, inArray, sql } from 'drizzle-orm';
import { INDEX_LIST_IDS, INDEX_LISTS, isIndexListId } from '@broker/domain';
import {
  getIndicatorByInstrument,
  getIndicatorByOrderBook,
  getIndicatorList,
  getIndicatorsBySymbol,
  listIndicatorLists,
} from '@broker/contract';
import { instruments, markets } from '../db/schema';
import type { Deps } from '../deps';
import { defineRoute } from '../http/define-route';
import { notFound } from '../http/api-error';
import { findIndices, indexQuotes } from './indices';
import { orderBookById } from './order-book-id';

/** The indicators calls (spec 001 §7.12): indices by symbol, by order-book or instrument id, by list. */

const indexNotFound = (what: string) => notFound('INDEX_NOT_FOUND', `No index ${what}`);

/** A list's indices: the main ones in their fixed order, an exchange's by instrument id. */
async function listIndices(deps: Deps, listId: string) {
  if (!isIndexListId(listId)) throw notFound('INDEX_LIST_NOT_FOUND', `No list of indices ${listId}`);
  const list = INDEX_LISTS[listId];
  if ('symbols' in list) {
    const rows = await findIndices(deps.db, inArray(instruments.symbol, [...list.symbols]));
    return list.symbols.flatMap((s) => rows.filter((r) => r.symbol === s));
  }
  return findIndices(deps.db, sql`trim(${markets.country}) = ${list.country}`);
}

export const indexRoutes = [
  defineRoute(getIndicatorsBySymbol, async ({ deps, query }) => {
    const symbols = [...new Set(query.symbols.split(','))];
    const rows = await findIndices(deps.db, inArray(instruments.symbol, symbols));
    const ordered = symbols.map((s) => {
      const row = rows.find((r) => r.symbol === s);
      if (!row) throw indexNotFound(s);
      return row;
    });
    return indexQuotes(deps, ordered, query.members === 'true');
  }),

  defineRoute(getIndicatorByOrderBook, async ({ deps, params, query }) => {
    const book = await orderBookById(deps.db, params.order_book_id);
    // A share's or a fund's order book is no index: the same 404 as an unknown id.
    const rows = book ? await findIndices(deps.db, eq(instruments.instrumentId, book.instrumentId)) : [];
    if (!rows[0]) throw indexNotFound(`with order book ${params.order_book_id}`);
    const [quote] = await indexQuotes(deps, rows, query.members === 'true');
    if (!quote) throw indexNotFound(`with order book ${params.order_book_id}`);
    return quote;
  }),

  defineRoute(getIndicatorByInstrument, async ({ deps, params, query }) => {
    const rows = await findIndices(deps.db, eq(instruments.instrumentId, params.instrument_id));
    if (!rows[0]) throw indexNotFound(`with instrument id ${params.instrument_id}`);
    const [quote] = await indexQuotes(deps, rows, query.members === 'true');
    if (!quote) throw indexNotFound(`with instrument id ${params.instrument_id}`);
    return quote;
  }),

  defineRoute(listIndicatorLists, async ({ deps }) =>
    Promise.all(
      INDEX_LIST_IDS.map(async (id) => ({
        list_id: id,
        symbols: (await listIndices(deps, id)).map((r) => r.symbol),
      })),
    ),
  ),

  defineRoute(getIndicatorList, async ({ deps, params, query }) =>
    indexQuotes(deps, await listIndices(deps, params.list_id), query.members === 'true'),
  ),
];
