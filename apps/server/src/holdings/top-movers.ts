import { asc, inArray } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { PriceData } from '@broker/contract';
import type { Deps } from '../deps';
import { tradables } from '../db/schema';
import { listPositions } from '../accounts/queries';
import { convert, referenceFx } from '../instruments/fx';

/**
 * Today's movers among the holdings (spec 001 §7.10 "top movers (exchange-traded, funds)"; issue
 * 14): each holding's change since the previous close, in percent and as its contribution in money
 * (shares × change, in the accounts' currency). A share's price is the live one (the snapshot the
 * price feed answers with), a fund's the latest NAV against the one before. A holding in several of
 * the accounts is one mover with the shares added up.
 */

export type MoverKind = 'EXCHANGE_TRADED' | 'FUNDS';
export type MoverSort = 'PERCENT' | 'CONTRIBUTION';

export interface Mover {
  instrumentId: number;
  name: string;
  /** Percent since the previous close. */
  changePercent: number;
  /** Shares × change, the accounts' currency. */
  contribution: number;
  marketValue: number;
}

interface Held {
  instrumentId: number;
  name: string;
  currency: string;
  groupType: string;
  qty: Decimal;
  last: Decimal | undefined;
  previous: Decimal | undefined;
}

/** Gainers (best first) and losers (worst first) by the sort, at most `limit` of each. */
export async function topMovers(
  deps: Pick<Deps, 'db' | 'snapshots'>,
  accounts: readonly { accid: number; currency: string }[],
  kind: MoverKind,
  sort: MoverSort,
  limit: number,
): Promise<{ currency: string; gainers: Mover[]; losers: Mover[] }> {
  const currency = accounts[0]?.currency.trim() ?? 'SEK';
  const held = new Map<number, Held>();
  for (const account of accounts) {
    for (const p of await listPositions(deps.db, account.accid)) {
      if ((p.groupType === 'FND') !== (kind === 'FUNDS')) continue;
      const h = held.get(p.instrumentId);
      if (h) h.qty = h.qty.plus(p.qty);
      else
        held.set(p.instrumentId, {
          instrumentId: p.instrumentId,
          name: p.name,
          currency: p.currency.trim(),
          groupType: p.groupType,
          qty: new Decimal(p.qty),
          last: p.last === null ? undefined : new Decimal(p.last),
          previous: p.previousClose === null ? undefined : new Decimal(p.previousClose),
        });
    }
  }
  if (kind === 'EXCHANGE_TRADED') await useLivePrices(deps, [...held.values()]);
  const fx = await referenceFx(deps.db);
  const movers: Mover[] = [];
  for (const h of held.values()) {
    if (h.last === undefined || h.previous === undefined || h.previous.isZero()) continue;
    const change = h.last.minus(h.previous);
    movers.push({
      instrumentId: h.instrumentId,
      name: h.name,
      changePercent: change.dividedBy(h.previous).times(100).toDecimalPlaces(2).toNumber(),
      contribution: convert(fx, change.times(h.qty), h.currency, currency).toDecimalPlaces(2).toNumber(),
      marketValue: convert(fx, h.last.times(h.qty), h.currency, currency).toDecimalPlaces(2).toNumber(),
    });
  }
  const measure = (m: Mover) => (sort === 'PERCENT' ? m.changePercent : m.contribution);
  const ordered = [...movers].sort((a, b) => measure(b) - measure(a) || a.name.localeCompare(b.name));
  return {
    currency,
    gainers: ordered.filter((m) => measure(m) > 0).slice(0, limit),
    losers: ordered
      .filter((m) => measure(m) < 0)
      .reverse()
      .slice(0, limit),
  };
}

/** Replaces the daily closes of shares with the live last price and previous close, where known. */
async function useLivePrices(deps: Pick<Deps, 'db' | 'snapshots'>, shares: Held[]): Promise<void> {
  if (shares.length === 0) return;
  const books = await deps.db
    .select()
    .from(tradables)
    .where(
      inArray(
        tradables.instrumentId,
        shares.map((s) => s.instrumentId),
      ),
    )
    .orderBy(asc(tradables.id));
  await Promise.all(
    shares.map(async (s) => {
      const book = books.find((b) => b.instrumentId === s.instrumentId);
      if (!book) return;
      const snapshot = await deps.snapshots.resolve({ t: 'price', m: book.marketId, i: book.identifier });
      const price = snapshot.state as Partial<PriceData> | undefined;
      if (typeof price?.last === 'number' && typeof price.close === 'number') {
        s.last = new Decimal(price.last);
        s.previous = new Decimal(price.close);
      }
    }),
  );
}
