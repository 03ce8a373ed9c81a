import {
  getAllocation,
  getBalanceOverview,
  getCompanyEvents,
  getDividendSummary,
  getHoldingPosition,
  getHoldingPositions,
  getOwnCapitalGraph,
  getReturnsByPeriod,
  getReturnsByYear,
  getTopMovers,
  updatePositionAcquisitionCost,
} from '@broker/contract';
import { eq } from 'drizzle-orm';
import { localDayAt, type CountryCode, type FixedPeriod } from '@broker/domain';
import { customers } from '../db/schema';
import type { Deps } from '../deps';
import { defineRoute } from '../http/define-route';
import { ownedAccounts } from '../accounts/owned-accounts';
import { idList } from '../transactions/filter';
import { ownCapitalGraph, returnsByPeriod, returnsByYear } from './returns';
import { topMovers, type Mover } from './top-movers';
import { dividendSummary } from './dividends';
import { allocation, balanceOverview } from './allocation';
import { correctPositionCost, listPositions, positionDetail } from './positions';
import { companyEvents } from './company-events';

const moverReply = (m: Mover) => ({
  instrument_id: m.instrumentId,
  name: m.name,
  change_percent: m.changePercent,
  contribution: m.contribution,
  market_value: m.marketValue,
});

/** Series are kept briefly unless account reads are not cached at all (READ_CACHE_MS=0). */
const caching = (deps: Deps) => ({ cached: deps.config.readCacheMs > 0 });

/** The customer's day: the Nordic markets' (Stockholm's) date now. */
const today = (deps: Deps) => localDayAt('Europe/Stockholm', deps.time.now());

export const holdingsRoutes = [
  defineRoute(getOwnCapitalGraph, async ({ deps, access, query }) => {
    const accounts = await ownedAccounts(deps.db, access.customerId, idList(query.accids));
    const g = await ownCapitalGraph(
      deps.db,
      accounts,
      query.period as FixedPeriod,
      today(deps),
      caching(deps),
    );
    return { currency: g.currency, period: query.period, start_value: g.startValue, points: g.days };
  }),
  defineRoute(getReturnsByPeriod, async ({ deps, access, query }) =>
    returnsByPeriod(
      deps.db,
      await ownedAccounts(deps.db, access.customerId, idList(query.accids)),
      today(deps),
      caching(deps),
    ),
  ),
  defineRoute(getReturnsByYear, async ({ deps, access, query }) =>
    returnsByYear(
      deps.db,
      await ownedAccounts(deps.db, access.customerId, idList(query.accids)),
      today(deps),
      caching(deps),
    ),
  ),
  defineRoute(getTopMovers, async ({ deps, access, query }) => {
    const accounts = await ownedAccounts(deps.db, access.customerId, idList(query.accids));
    const m = await topMovers(deps, accounts, query.kind, query.sort, query.limit);
    return { currency: m.currency, gainers: m.gainers.map(moverReply), losers: m.losers.map(moverReply) };
  }),
  defineRoute(getDividendSummary, async ({ deps, access, query }) => {
    const accounts = await ownedAccounts(deps.db, access.customerId, idList(query.accids));
    // Withholding depends on where the customer is resident for tax: the customer's country.
    const [customer] = await deps.db
      .select({ country: customers.country })
      .from(customers)
      .where(eq(customers.id, access.customerId));
    const residence = (customer?.country.trim() ?? 'SE') as CountryCode;
    return dividendSummary(deps.db, accounts, residence, today(deps));
  }),
  defineRoute(getAllocation, async ({ deps, access, query }) =>
    allocation(deps.db, await ownedAccounts(deps.db, access.customerId, idList(query.accids))),
  ),
  defineRoute(getBalanceOverview, async ({ deps, access, query }) =>
    balanceOverview(deps.db, await ownedAccounts(deps.db, access.customerId, idList(query.accids))),
  ),
  defineRoute(getHoldingPositions, async ({ deps, access, query }) =>
    listPositions(
      deps.db,
      access.customerId,
      await ownedAccounts(deps.db, access.customerId, idList(query.accids)),
    ),
  ),
  defineRoute(getHoldingPosition, ({ deps, access, params }) =>
    positionDetail(deps.db, access.customerId, params.position_id),
  ),
  defineRoute(updatePositionAcquisitionCost, ({ deps, access, params, body }) =>
    correctPositionCost(deps.db, access, params.position_id, body, new Date(deps.time.now())),
  ),
  defineRoute(getCompanyEvents, async ({ deps, access, query }) =>
    companyEvents(
      deps.db,
      await ownedAccounts(deps.db, access.customerId, idList(query.accids)),
      today(deps),
      query,
    ),
  ),
];
