import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGS } from '@broker/domain';
import { ApiErrorSchema, FUND_FACT_SHEET_PATH } from '@broker/contract';
import type { Deps } from '../deps';
import { notFound } from '../http/api-error';
import { TtlCache } from '../platform/ttl-cache';
import { contentDisposition } from '../http/content-disposition';
import { languageOf } from '../http/request-language';
import { loadFactSheet } from './fact-sheet';
import { factSheetPdf } from './fact-sheet-pdf';

/** ISO 6166: two letters, nine letters or digits, one check digit. */
const ISIN_FILE = /^([A-Z]{2}[A-Z0-9]{9}[0-9])\.pdf$/;

/**
 * A sheet changes when a NAV is written, once a day; five minutes spares the database and the
 * drawing when many readers open one fund's sheet, and bounds what a stranger can make it draw.
 */
const SHEET_CACHE_MS = 5 * 60_000;

/** Documents customers open from the product: a fund's fact sheet at its prospectus address. */
export function registerDocumentRoutes(app: FastifyInstance, deps: Deps): void {
  const sheets = new TtlCache<string, Buffer | null>(SHEET_CACHE_MS, 500);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    // The router cannot put a parameter before a literal suffix in one segment: the file name is
    // the parameter and its shape is checked here.
    url: FUND_FACT_SHEET_PATH.replace('{isin}.pdf', ':file'),
    schema: {
      summary: "A fund's fact sheet: a one-page PDF of its facts, costs, returns and NAV history",
      description:
        'Public, like the fund page. The language is ?lang=, else the first of Accept-Language the ' +
        'product speaks, else Swedish. 404 DOCUMENT_NOT_FOUND for an address that is no fund ISIN.',
      tags: ['documents'],
      params: z.object({ file: z.string().max(40) }),
      querystring: z.object({ lang: z.enum(LANGS).optional() }),
      response: { 200: z.string().meta({ description: 'application/pdf' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const isin = ISIN_FILE.exec(request.params.file)?.[1];
      const lang = languageOf(request, request.query.lang);
      const now = deps.time.now();
      const pdf = isin
        ? await sheets.getOrLoad(`${isin}:${lang}`, async () => {
            const sheet = await loadFactSheet(deps.db, isin, now);
            return sheet ? factSheetPdf(sheet, lang, new Date(now)) : null;
          })
        : null;
      if (!pdf) throw notFound('DOCUMENT_NOT_FOUND', `No fact sheet at ${request.url.split('?')[0]}`);
      return (
        reply
          .status(200)
          .type('application/pdf')
          .header('content-disposition', contentDisposition(request.params.file, 'inline'))
          .header('content-language', lang)
          .header('vary', 'accept-language')
          .header('cache-control', 'public, max-age=300')
          // Bytes: Fastify sends a Buffer as it is, past the serializer; the schema says string for the docs.
          .send(pdf as unknown as string)
      );
    },
  });
}
