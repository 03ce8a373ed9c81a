import {
  getBuySellDots,
  getHistoricalReturns,
  getPopularComparators,
  getPriceTimeSeries,
  getSparkLines,
  searchComparators,
} from '@broker/contract';
import { COMPARE_RESULTS, type FixedPeriod } from '@broker/domain';
import { defineRoute } from '../http/define-route';
import { searchInstruments } from '../instruments/search';
import { popularComparators } from './comparators';
import { chartInstrument, marketToday } from './instrument';
import { performance, periodStats } from './returns';
import { sparkLines } from './spark-lines';
import { priceTimeSeries } from './time-series';
import { buySellDots } from './transactions';

export { registerCsvRoute } from './csv';

export const chartRoutes = [
  defineRoute(getPriceTimeSeries, ({ deps, params, query }) =>
    priceTimeSeries(deps.db, params.instrument_id, query, deps.time.now()),
  ),

  defineRoute(getHistoricalReturns, async ({ deps, params }) => {
    const instrument = await chartInstrument(deps.db, params.instrument_id);
    const now = deps.time.now();
    const stats = await periodStats(deps.db, instrument, marketToday(instrument, now), now);
    return stats.periods.map((s) => ({
      period: s.period,
      performance: performance(s),
      high: s.high,
      low: s.low,
      turnover: s.turnover === null ? null : Math.round(s.turnover * 100) / 100,
    }));
  }),

  defineRoute(getPopularComparators, ({ deps, query }) => popularComparators(deps.db, query.country)),

  defineRoute(searchComparators, ({ deps, query }) =>
    searchInstruments(deps.db, query.query, COMPARE_RESULTS),
  ),

  defineRoute(getBuySellDots, ({ deps, access, query }) => buySellDots(deps.db, access.customerId, query)),

  defineRoute(getSparkLines, ({ deps, query }) =>
    sparkLines(
      deps.db,
      query.instrument_ids.split(',').map(Number),
      query.period as FixedPeriod,
      deps.time.now(),
    ),
  ),
];
