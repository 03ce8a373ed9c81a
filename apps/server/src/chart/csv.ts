import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isIntraday, pricePointsCsv } from '@broker/domain';
import {
  ApiErrorSchema,
  IdParam,
  PRICE_TIME_SERIES_CSV_PATH,
  TimeSeriesQuerySchema,
  toRouterPath,
} from '@broker/contract';
import type { Deps } from '../deps';
import { contentDisposition } from '../http/content-disposition';
import { authenticate } from '../auth/guard';
import { chartInstrument } from './instrument';
import { loadSeries } from './series';
import { resolveWindow } from './window';

const CsvQuerySchema = TimeSeriesQuerySchema.pick({ period: true, from: true, to: true, resolution: true });

/**
 * The series as CSV for the historical table's download. Not a contract call: a plain link the
 * browser follows with the session cookie, so it checks the session like the 'session' calls do
 * and answers text/csv rather than JSON. The query is the time series call's period/from/to/resolution.
 */
export function registerCsvRoute(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: toRouterPath(PRICE_TIME_SERIES_CSV_PATH),
    schema: {
      summary: 'Price time series of an instrument as a CSV file (date,open,high,low,close,volume)',
      description:
        'Same period/from/to/resolution query as getPriceTimeSeries. Answers text/csv (RFC 4180) as an ' +
        'attachment named {symbol}-{period}-{resolution}.csv; dates are yyyy-MM-dd, or ' +
        "yyyy-MM-ddTHH:mm in the market's local time for intraday resolutions.",
      tags: ['chart'],
      params: z.object({ instrument_id: IdParam }),
      querystring: CsvQuerySchema,
      security: [{ sessionCookie: [] }],
      response: {
        200: z.string().meta({ description: 'text/csv; charset=utf-8' }),
        '4xx': ApiErrorSchema,
      },
    },
    onRequest: async (request) => {
      request.auth = await authenticate(deps, 'session', request);
    },
    handler: async (request, reply) => {
      const { instrument_id: id } = request.params;
      const instrument = await chartInstrument(deps.db, id);
      const w = await resolveWindow(deps.db, instrument, request.query, deps.time.now());
      const bars = await loadSeries(deps.db, instrument, w);
      const points = Array.from(bars.t, (t, i) => ({
        timeStamp: t,
        open: bars.open[i]!,
        high: bars.high[i]!,
        low: bars.low[i]!,
        last: bars.close[i]!,
        ...(bars.volume ? { volume: bars.volume[i]! } : {}),
      }));
      const body = pricePointsCsv(points, {
        intraday: isIntraday(w.resolution),
        timeZone: instrument.timeZone,
      });
      return reply
        .status(200)
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition(`${instrument.symbol}-${w.period}-${w.resolution}.csv`),
        )
        .send(body);
    },
  });
}
