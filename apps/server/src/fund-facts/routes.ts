import { addDays, addYears, FUND_PERIODS, fundRisk, SRRI_YEARS, type FundRegion } from '@broker/domain';
import { getFundFacts, getFundRating, getFundReturns } from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { notFound } from '../http/api-error';
import { localDay } from '../market/sessions';
import { factsOf, fundOrThrow, fundPeriodReturnsOf, fundRatings, navsOf } from './fund-data';

/** Fund data is dated in Stockholm's day, as the rest of the instrument pages are. */
const today = (now: number) => localDay('Europe/Stockholm', now);

type Reply<T extends { reply: unknown }> = T['reply'] extends { _zod: { output: infer O } } ? O : never;
type FactsReply = Reply<typeof getFundFacts>;

export const fundFactsRoutes = [
  defineRoute(getFundFacts, async ({ deps, params }) => {
    const day = today(deps.time.now());
    const fund = await fundOrThrow(deps.db, params.instrument_id);
    const facts = await factsOf(deps.db, fund.instrumentId);
    if (!facts) throw notFound('NOT_A_FUND', `Fund ${fund.instrumentId} has no fact sheet`);
    // Five years of weekly NAVs and a week's margin for the SRRI.
    const navs = await navsOf(deps.db, fund.instrumentId, day, addDays(addYears(day, -SRRI_YEARS), -10));
    const risk = fundRisk(navs);
    return {
      instrument_id: fund.instrumentId,
      name: fund.name,
      isin: fund.isin,
      currency: fund.currency.trim(),
      category: fund.sector,
      fund_type: fund.fundType,
      is_index_fund: fund.isIndexFund,
      company: facts.company,
      launch_date: facts.launchDate,
      managers: facts.managers,
      ongoing_charge: facts.ongoingCharge,
      buy_fee: fund.buyFee,
      sell_fee: fund.sellFee,
      sfdr_article: fund.sfdrArticle,
      srri: risk?.srri ?? null,
      risk_label: risk?.label ?? null,
      volatility: risk ? Math.round(risk.volatility * 100) / 100 : null,
      dividend_strategy: facts.dividendStrategy as FactsReply['dividend_strategy'],
      region: facts.region as FundRegion,
      benchmark: facts.benchmark,
      aum: facts.aum,
      aum_currency: facts.aumCurrency.trim(),
      aum_day: facts.aumDay,
      holdings: facts.holdings.map((h) => ({
        name: h.name,
        weight: h.weight,
        instrument_id: h.instrumentId,
      })),
      asset_allocation: facts.assetAllocation as FactsReply['asset_allocation'],
      region_allocation: facts.regionAllocation as FactsReply['region_allocation'],
      sector_allocation: facts.sectorAllocation as FactsReply['sector_allocation'],
    };
  }),

  defineRoute(getFundReturns, async ({ deps, params }) => {
    const day = today(deps.time.now());
    const fund = await fundOrThrow(deps.db, params.instrument_id);
    const returns = (await fundPeriodReturnsOf(deps.db, [fund.instrumentId], day)).get(fund.instrumentId);
    return {
      instrument_id: fund.instrumentId,
      currency: fund.currency.trim(),
      nav: returns?.nav ?? null,
      nav_day: returns?.navDay ?? null,
      periods: returns?.periods ?? FUND_PERIODS.map((period) => ({ period, from: null, value: null })),
    };
  }),

  defineRoute(getFundRating, async ({ deps, params }) => {
    const day = today(deps.time.now());
    const fund = await fundOrThrow(deps.db, params.instrument_id);
    const { asOf, ratings } = await fundRatings(deps.db, day);
    const r = ratings.get(fund.instrumentId);
    return {
      instrument_id: fund.instrumentId,
      category: fund.sector,
      stars: r?.stars ?? null,
      risk_adjusted_return:
        r?.score === null || r?.score === undefined ? null : Math.round(r.score * 1000) / 1000,
      rank: r?.rank ?? null,
      peers: r?.peers ?? 0,
      as_of: asOf,
    };
  }),
];
