import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { IndexCache } from './index-cache';
import type { DiscoveryHit, SearchSource } from './source';
import { TextIndex } from './text-index';

/**
 * Instruments (shares, funds, indices) from the in-memory index. Instruments change only with a
 * new catalogue, so the index lives for INDEX_TTL_MS; popularity (below) may lag by as much.
 */

export const INSTRUMENT_INDEX_TTL_MS = 10 * 60_000;

/** Shares first, then funds, then indices, among equal matches. */
const GROUP_ORDER: Record<string, number> = { EQ: 0, FND: 1, IDX: 2 };

export interface InstrumentRow {
  instrumentId: number;
  name: string;
  symbol: string;
  isin: string;
  groupType: string;
  currency: string;
  market: string;
  /** Holders, watchlist entries and curated lists it is on: how much customers care. */
  popularity: number;
}

export interface InstrumentIndex {
  rows: InstrumentRow[];
  index: TextIndex;
}

/** The index of `rows`: a fund's "symbol" is its name (funds have no ticker), so it is not one. */
export function instrumentIndex(rows: InstrumentRow[]): InstrumentIndex {
  const ordered = rows
    .map((row, doc) => ({ row, doc }))
    .sort(
      (a, b) =>
        (GROUP_ORDER[a.row.groupType] ?? 3) - (GROUP_ORDER[b.row.groupType] ?? 3) ||
        b.row.popularity - a.row.popularity ||
        a.row.name.length - b.row.name.length ||
        a.row.name.localeCompare(b.row.name, 'en'),
    );
  const rank = new Array<number>(rows.length);
  ordered.forEach((entry, place) => (rank[entry.doc] = place));
  const index = new TextIndex(
    rows.map((row, doc) => ({
      names: [row.name],
      symbol: row.groupType === 'FND' ? undefined : row.symbol,
      isin: row.isin,
      rank: rank[doc]!,
    })),
  );
  return { rows, index };
}

async function loadInstruments(db: Db): Promise<InstrumentIndex> {
  const { rows } = (await db.execute(sql`
    select i.instrument_id, i.name, i.symbol, i.isin, i.group_type, trim(i.currency) as currency,
           m.name as market,
           coalesce(h.n, 0) + coalesce(w.n, 0) + 2 * coalesce(l.n, 0) as popularity
    from instruments i
    join markets m on m.market_id = i.market_id
    left join (select instrument_id, count(distinct accid)::int as n from positions group by instrument_id) h
      on h.instrument_id = i.instrument_id
    left join (select instrument_id, count(*)::int as n from watchlist_items group by instrument_id) w
      on w.instrument_id = i.instrument_id
    left join (select instrument_id, count(*)::int as n from curated_list_instruments group by instrument_id) l
      on l.instrument_id = i.instrument_id`)) as unknown as {
    rows: {
      instrument_id: number;
      name: string;
      symbol: string;
      isin: string;
      group_type: string;
      currency: string;
      market: string;
      popularity: number | string;
    }[];
  };
  return instrumentIndex(
    rows.map((r) => ({
      instrumentId: Number(r.instrument_id),
      name: r.name,
      symbol: r.symbol,
      isin: r.isin,
      groupType: r.group_type,
      currency: r.currency,
      market: r.market,
      popularity: Number(r.popularity),
    })),
  );
}

export const instrumentIndexCache = new IndexCache(loadInstruments, INSTRUMENT_INDEX_TTL_MS);

export function instrumentHit(row: InstrumentRow): DiscoveryHit {
  return {
    id: String(row.instrumentId),
    title: row.name,
    // A fund has no ticker and no exchange: its currency says more.
    subtitle: row.groupType === 'FND' ? row.currency : `${row.symbol} · ${row.market}`,
    url: `/instrument/${row.instrumentId}`,
    kind: row.groupType,
  };
}

export const instrumentSource: SearchSource = {
  category: 'INSTRUMENT',
  async search(db, { query, limit }) {
    const { rows, index } = await instrumentIndexCache.get(db);
    const result = index.search(query, limit);
    return { total: result.total, hits: result.hits.map((h) => instrumentHit(rows[h.doc]!)) };
  },
};

/** Instruments that the query names outright (symbol, ISIN or whole name), for the news search. */
export async function namedInstruments(db: Db, query: string): Promise<number[]> {
  const { rows, index } = await instrumentIndexCache.get(db);
  return index
    .search(query, 5)
    .hits.filter((h) => h.tier <= 1)
    .map((h) => rows[h.doc]!.instrumentId);
}
