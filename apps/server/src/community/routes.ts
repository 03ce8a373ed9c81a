import { getCommunityPopular } from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { listInstruments } from '../curated-lists/list-instruments';
import {
  buyPercent,
  byOwners,
  byTrades,
  instrumentActivity,
  tradingWindow,
  type InstrumentActivity,
} from './queries';

/** How many instruments each list of the feed shows unless the caller asks for another number. */
const DEFAULT_LIMIT = 10;

export const communityRoutes = [
  defineRoute(getCommunityPopular, async ({ deps, query }) => {
    const now = deps.time.now();
    const limit = query.limit ?? DEFAULT_LIMIT;
    const window = tradingWindow(now);
    const activity = await instrumentActivity(deps.db, window);
    const mostOwned = activity
      .filter((a) => a.owners > 0)
      .sort(byOwners)
      .slice(0, limit);
    const mostTraded = activity
      .filter((a) => a.trades > 0)
      .sort(byTrades)
      .slice(0, limit);
    const instruments = new Map(
      (
        await listInstruments(
          deps,
          [...mostOwned, ...mostTraded].map((a) => a.instrumentId),
        )
      ).map((i) => [i.instrument_id, i]),
    );
    const entries = (list: InstrumentActivity[]) =>
      list.flatMap((a) => {
        const instrument = instruments.get(a.instrumentId);
        if (!instrument) return [];
        return [
          {
            instrument,
            owners: a.owners,
            trades: a.trades,
            traders: a.traders,
            buyPercent: buyPercent(a),
          },
        ];
      });
    return {
      asOf: now,
      windowFrom: window.from,
      windowTo: window.to,
      mostOwned: entries(mostOwned),
      mostTraded: entries(mostTraded),
    };
  }),
];
