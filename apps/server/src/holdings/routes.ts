import { getOwnCapitalGraph, getReturnsByPeriod, getReturnsByYear, getTopMovers } from '@broker/contract';
import { localDayAt, type FixedPeriod } from '@broker/domain';
import type { Deps } from '../deps';
import { defineRoute } from '../http/define-route';
import { ownedAccounts } from '../accounts/owned-accounts';
import { idList } from '../transactions/filter';
import { ownCapitalGraph, returnsByPeriod, returnsByYear } from './returns';
import { topMovers, type Mover } from './top-movers';

const moverReply = (m: Mover) => ({
  instrument_id: m.instrumentId,
  name: m.name,
  change_percent: m.changePercent,
  contribution: m.contribution,
  market_value: m.marketValue,
});

/** The customer's day: the Nordic markets' (Stockholm's) date now. */
const today = (deps: Deps) => localDayAt('Europe/Stockholm', deps.time.now());

export const holdingsRoutes = [
  defineRoute(getOwnCapitalGraph, async ({ deps, access, query }) => {
    const accounts = await ownedAccounts(deps.db, access.customerId, idList(query.accids));
    const g = await ownCapitalGraph(deps.db, accounts, query.period as FixedPeriod, today(deps));
    return { currency: g.currency, period: query.period, start_value: g.startValue, points: g.days };
  }),
  defineRoute(getReturnsByPeriod, async ({ deps, access, query }) =>
    returnsByPeriod(
      deps.db,
      await ownedAccounts(deps.db, access.customerId, idList(query.accids)),
      today(deps),
    ),
  ),
  defineRoute(getReturnsByYear, async ({ deps, access, query }) =>
    returnsByYear(
      deps.db,
      await ownedAccounts(deps.db, access.customerId, idList(query.accids)),
      today(deps),
    ),
  ),
  defineRoute(getTopMovers, async ({ deps, access, query }) => {
    const accounts = await ownedAccounts(deps.db, access.customerId, idList(query.accids));
    const m = await topMovers(deps, accounts, query.kind, query.sort, query.limit);
    return { currency: m.currency, gainers: m.gainers.map(moverReply), losers: m.losers.map(moverReply) };
  }),
];
