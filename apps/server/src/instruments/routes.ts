import { getInstrument, mainSearch, type InstrumentSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { defineRoute } from '../http/define-route';
import { notFound } from '../http/api-error';
import { instrumentFacts } from './facts';
import { iconRoutes } from './icon-route';
import { indexRoutes } from './index-routes';
import { latestPrices } from './prices';
import { searchInstruments } from './search';

const num = (v: string | null) => (v === null ? undefined : Number(v));

/** One instrument as the contract has it (also the head of the instrument-with-positions reply). */
export async function instrumentReply(
  db: Db,
  instrumentId: number,
): Promise<z.infer<typeof InstrumentSchema>> {
  const [facts, prices] = await Promise.all([
    instrumentFacts(db, instrumentId),
    latestPrices(db, [instrumentId]),
  ]);
  if (!facts) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${instrumentId} was not found`);
  const i = facts.instrument;
  const last = prices.get(i.instrumentId)?.last.toNumber() ?? null;
  const isFund = i.groupType === 'FND';
  return {
    instrument_id: i.instrumentId,
    isin: i.isin,
    name: i.name,
    symbol: i.symbol,
    instrument_group_type: i.groupType as 'EQ' | 'FND' | 'IDX',
    instrument_type: i.instrumentType,
    currency: i.currency.trim(),
    market: { market_id: facts.market.marketId, name: facts.market.name, country: facts.market.country },
    sector: i.sector,
    mifid2_category: i.mifid2Category,
    risk: i.risk as 'LOW' | 'MEDIUM' | 'HIGH',
    sfdr_article: i.sfdrArticle,
    tradables: facts.tradables.map((t) => ({
      market_id: t.marketId,
      identifier: t.identifier,
      lot_size: t.lotSize,
      display_order: t.displayOrder,
    })),
    last_price: last,
    ...(isFund
      ? {
          fund_type: i.fundType ?? undefined,
          buy_fee: num(i.buyFee),
          sell_fee: num(i.sellFee),
          prospectus_url: i.prospectusUrl ?? undefined,
          last_nav: last ?? undefined,
          buy_frequency: (i.buyFrequency ?? undefined) as 'DAILY' | 'WEEKLY' | 'MONTHLY' | undefined,
          sell_frequency: (i.sellFrequency ?? undefined) as 'DAILY' | 'WEEKLY' | 'MONTHLY' | undefined,
          min_investment: num(i.minInvestment),
        }
      : {}),
  };
}

export const instrumentRoutes = [
  defineRoute(getInstrument, ({ deps, params }) => instrumentReply(deps.db, params.instrument_id)),

  defineRoute(mainSearch, ({ deps, query }) => searchInstruments(deps.db, query.query, query.limit)),
  ...indexRoutes,
  ...iconRoutes,
];
