import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { changePercent, indexMove, isCountryCode, roundIndexMove, type CountryCode } from '@broker/domain';
import type { CallReply, getIndicatorByInstrument } from '@broker/contract';
import type { Db } from '../db/database';
import { indexConstituents, instruments, markets, tradables } from '../db/schema';
import type { Deps } from '../deps';
import { MarketClock } from '../market/clock';
import { INDICATOR_MARKET } from '../market/indicator-markets';
import { timeZoneOf } from '../market/sessions';
import { adjustedBars, cachedSplits } from '../market/splits';
import { dailyHistory, dayAggregates, resumeFrom } from '../market/universe';

/**
 * Indices with their members for the indicators calls (spec 001 §7.12). Prices come from where the
 * feed's come from: the simulator's memory in the process that simulates, otherwise the stored
 * bars read the way the simulator resumes (previous close from the daily bars on the day's split
 * basis, the day so far from the minute bars), all members of all asked indices in one batch.
 */

export type IndexQuote = CallReply<typeof getIndicatorByInstrument>;

interface Book {
  m: number;
  i: string;
}

interface IndexRow {
  instrumentId: number;
  symbol: string;
  name: string;
  currency: string;
  country: CountryCode;
  tradable: Book | null;
}

interface MemberRow {
  indexId: number;
  instrumentId: number;
  name: string;
  symbol: string;
  currency: string;
  country: CountryCode;
  weight: string;
  tradable: Book | null;
}

interface Price {
  last: number | null;
  previousClose: number | null;
}

/** The indices the condition selects (always within group IDX), in instrument id order. */
export async function findIndices(db: Db, where: SQL | undefined): Promise<IndexRow[]> {
  const rows = await db
    .select({
      instrumentId: instruments.instrumentId,
      symbol: instruments.symbol,
      name: instruments.name,
      currency: instruments.currency,
      country: markets.country,
    })
    .from(instruments)
    .innerJoin(markets, eq(markets.marketId, instruments.marketId))
    .where(and(eq(instruments.groupType, 'IDX'), where))
    .orderBy(asc(instruments.instrumentId));
  const books = await firstBooks(
    db,
    rows.map((r) => r.instrumentId),
  );
  return rows.flatMap((r) => {
    const country = r.country.trim();
    if (!isCountryCode(country)) return [];
    return [{ ...r, currency: r.currency.trim(), country, tradable: books.get(r.instrumentId) ?? null }];
  });
}

/** Each instrument's first order book (lowest display order), as the instrument page shows it. */
async function firstBooks(db: Db, ids: readonly number[]): Promise<Map<number, Book>> {
  const out = new Map<number, Book>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ instrumentId: tradables.instrumentId, m: tradables.marketId, i: tradables.identifier })
    .from(tradables)
    .where(inArray(tradables.instrumentId, [...ids]))
    .orderBy(asc(tradables.displayOrder), asc(tradables.id));
  for (const r of rows) if (!out.has(r.instrumentId)) out.set(r.instrumentId, { m: r.m, i: r.i });
  return out;
}

async function membersOf(db: Db, indexIds: readonly number[]): Promise<MemberRow[]> {
  if (indexIds.length === 0) return [];
  const rows = await db
    .select({
      indexId: indexConstituents.indexId,
      instrumentId: instruments.instrumentId,
      name: instruments.name,
      symbol: instruments.symbol,
      currency: instruments.currency,
      country: markets.country,
      weight: indexConstituents.weight,
    })
    .from(indexConstituents)
    .innerJoin(instruments, eq(instruments.instrumentId, indexConstituents.instrumentId))
    .innerJoin(markets, eq(markets.marketId, instruments.marketId))
    .where(inArray(indexConstituents.indexId, [...indexIds]))
    .orderBy(desc(indexConstituents.weight), asc(instruments.name));
  const books = await firstBooks(db, [...new Set(rows.map((r) => r.instrumentId))]);
  return rows.map((r) => {
    const country = r.country.trim();
    return {
      ...r,
      currency: r.currency.trim(),
      country: isCountryCode(country) ? country : 'SE',
      tradable: books.get(r.instrumentId) ?? null,
    };
  });
}

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Last price and previous close of each instrument: from memory where simulated, else the database. */
async function pricesOf(
  deps: Deps,
  items: readonly { instrumentId: number; country: CountryCode; tradable: Book | null }[],
): Promise<Map<number, Price>> {
  const out = new Map<number, Price>();
  const fromDb = new Map<CountryCode, number[]>();
  for (const it of items) {
    if (out.has(it.instrumentId)) continue;
    const state = it.tradable
      ? deps.snapshots.resolveInMemory?.({ t: 'price', m: it.tradable.m, i: it.tradable.i })?.state
      : undefined;
    if (state) {
      out.set(it.instrumentId, { last: finite(state.last), previousClose: finite(state.close) });
    } else {
      const list = fromDb.get(it.country) ?? [];
      list.push(it.instrumentId);
      fromDb.set(it.country, list);
    }
  }
  if (fromDb.size === 0) return out;
  const clock = new MarketClock(deps.config.simulator.clock);
  const now = deps.time.now();
  const splits = await cachedSplits(deps.db);
  for (const [country, ids] of fromDb) {
    const day = clock.sessionDay(country, now);
    const [history, today] = await Promise.all([
      dailyHistory(deps.db, ids, 3),
      dayAggregates(deps.db, ids, day, timeZoneOf(country)),
    ]);
    for (const id of ids) {
      const bars = adjustedBars(history.get(id) ?? [], splits.get(id), day);
      const resume = resumeFrom(day, bars, today.get(id));
      out.set(id, { last: resume?.last ?? null, previousClose: resume?.prevClose ?? null });
    }
  }
  return out;
}

/**
 * The replies for these indices, in their order. The level is what the members' prices imply by
 * the simulator's formula (market/index-model.ts), so it is the feed's level whenever the index was
 * recomputed since the members' last trades, and the contributions always add up to its change.
 */
export async function indexQuotes(
  deps: Deps,
  indices: readonly IndexRow[],
  withMembers: boolean,
): Promise<IndexQuote[]> {
  const members = await membersOf(
    deps.db,
    indices.map((ix) => ix.instrumentId),
  );
  const prices = await pricesOf(deps, [...indices, ...members]);
  return indices.map((ix) => {
    const own = members.filter((m) => m.indexId === ix.instrumentId);
    const price = prices.get(ix.instrumentId);
    const previous = price?.previousClose ?? null;
    const memberPrices = own.map((m) => {
      const p = prices.get(m.instrumentId);
      return { weight: m.weight, last: p?.last ?? null, previousClose: p?.previousClose ?? null };
    });
    let last: number | null = price?.last ?? null;
    let change: number | null = null;
    let percent: number | null = null;
    let contributions: (number | null)[] = own.map(() => null);
    if (previous !== null && own.length > 0) {
      const shown = roundIndexMove(previous, indexMove(previous, memberPrices));
      last = shown.level.toNumber();
      change = shown.change.toNumber();
      percent = shown.changePercent?.toNumber() ?? null;
      contributions = shown.contributions.map((c) => c?.toNumber() ?? null);
    } else if (previous !== null && last !== null) {
      // An index without stored members moves by its own order book.
      const shown = roundIndexMove(
        previous,
        indexMove(previous, [{ weight: 1, last, previousClose: previous }]),
      );
      change = shown.change.toNumber();
      percent = shown.changePercent?.toNumber() ?? null;
    }
    return {
      instrument_id: ix.instrumentId,
      symbol: ix.symbol,
      name: ix.name,
      currency: ix.currency,
      country: ix.country,
      indicator: { m: INDICATOR_MARKET[ix.country], i: ix.symbol },
      tradable: ix.tradable,
      last,
      previous_close: previous,
      change,
      change_percent: percent,
      members: withMembers
        ? own.map((m, k) => {
            const p = memberPrices[k];
            const memberLast = p?.last ?? null;
            const memberClose = p?.previousClose ?? null;
            return {
              instrument_id: m.instrumentId,
              name: m.name,
              symbol: m.symbol,
              currency: m.currency,
              tradable: m.tradable,
              weight: m.weight,
              last: memberLast,
              previous_close: memberClose,
              change_percent: changePercent(memberLast, memberClose)?.toNumber() ?? null,
              contribution: contributions[k] ?? null,
            };
          })
        : [],
    };
  });
}
