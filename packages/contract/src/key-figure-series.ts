import { z } from 'zod';
import { KEY_FIGURE_RESOLUTIONS, KEY_FIGURE_UNITS } from '@broker/domain';
import { defineCall } from './call';
import { IdParam, PlainDate } from './common';
import { KeyFigureIdSchema } from './instrument-data';

/**
 * One key figure's history (spec 001 §7.12 "fundamentals and time series", §9 resolutions): a point
 * per published report for QUARTER figures, per fiscal year for YEAR figures, per trading day for
 * DAY figures, each from what was public on its day. Public, as the key figures are; an unknown
 * figure is 400 INPUT_ERROR, a fund or index 404 NO_COMPANY_DATA.
 */

/** The longest span a series answers at once: the seeded history is five years. */
export const KEY_FIGURE_SERIES_MAX_YEARS = 10;

export const KeyFigurePointSchema = z
  .object({
    day: z.string(),
    /** The report period (QUARTER, YEAR points); null for DAY points. Quarter null for a whole year. */
    fiscal_year: z.number().int().nullable(),
    quarter: z.number().int().nullable(),
    /** Null where the figure means nothing that day (P/E of a loss) or was not known. */
    value: z.number().nullable(),
  })
  .meta({ id: 'KeyFigurePoint' });

export const getKeyFigureSeries = defineCall({
  id: 'getKeyFigureSeries',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/key-figures/{figure}/series',
  auth: 'public',
  summary:
    "One key figure's history at its resolution, oldest first (default the last five years; 404 NO_COMPANY_DATA)",
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam, figure: KeyFigureIdSchema }),
  query: z.object({ from: PlainDate.optional(), to: PlainDate.optional() }),
  reply: z
    .object({
      instrument_id: z.number().int(),
      figure: KeyFigureIdSchema,
      currency: z.string(),
      unit: z.enum(KEY_FIGURE_UNITS),
      resolution: z.enum(KEY_FIGURE_RESOLUTIONS),
      decimals: z.number().int(),
      millions: z.boolean(),
      from: z.string(),
      to: z.string(),
      points: z.array(KeyFigurePointSchema),
    })
    .meta({ id: 'KeyFigureSeries' }),
});
