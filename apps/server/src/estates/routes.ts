import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ESTATE_VALUATION_PDF_PATH,
  deskCustomer,
  endEstateRepresentation,
  getEstateValuation,
  nameEstateRepresentative,
  registerDeath,
} from '@broker/contract';
import { LANGS, LOCALE_BY_LANG, type Lang } from '@broker/domain';
import type { Deps } from '../deps';
import { authenticate } from '../auth/guard';
import { contentDisposition } from '../http/content-disposition';
import { defineRoute } from '../http/define-route';
import { renderPdf } from '../platform/pdf';
import { drawTaxDocument } from '../tax/tax-document-pdf';
import {
  deskCustomerRecord,
  endRepresentation,
  nameRepresentative,
  registerDeath as register,
} from './service';
import { estateValuation, estateValuationDocument } from './valuation';
import { ESTATE_VALUATION_TEXTS } from './valuation-texts';

/** The desk's estate calls (contract desk-estates.ts). */
export const estateDeskRoutes = [
  defineRoute(deskCustomer, ({ deps, params }) => deskCustomerRecord(deps.db, params.customerNo)),

  defineRoute(registerDeath, async ({ deps, staff, params, body, request }) => {
    const record = await register(deps, staff.staffUserId, params.customerNo, body.diedOn, deps.time.now());
    request.log.info({ staffUserId: staff.staffUserId, customerNo: params.customerNo }, 'death registered');
    return record;
  }),

  defineRoute(nameEstateRepresentative, async ({ deps, staff, params, body, request }) => {
    const record = await nameRepresentative(
      deps.db,
      params.customerNo,
      body.representativeCustomerNo,
      deps.time.now(),
    );
    request.log.info(
      { staffUserId: staff.staffUserId, customerNo: params.customerNo },
      'estate representative named',
    );
    return record;
  }),

  defineRoute(endEstateRepresentation, async ({ deps, staff, params, request }) => {
    const record = await endRepresentation(
      deps,
      params.customerNo,
      params.representativeCustomerNo,
      deps.time.now(),
    );
    request.log.info(
      { staffUserId: staff.staffUserId, customerNo: params.customerNo },
      'estate representation ended',
    );
    return record;
  }),
];

/** The estate's own calls, for its representative acting for it (contract estates.ts). */
export const estateRoutes = [
  defineRoute(getEstateValuation, ({ deps, access }) => estateValuation(deps.db, access.customerId)),
];

/** The valuation as a PDF certificate, by the session cookie as the tax reports' PDFs are. */
export function registerEstateValuationPdf(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: ESTATE_VALUATION_PDF_PATH,
    schema: {
      summary: 'The estate’s valuation on the day of death as a PDF certificate',
      description: '?lang= (else the customer’s language). 409 NOT_AN_ESTATE for any other customer.',
      tags: ['customer'],
      querystring: z.object({ lang: z.enum(LANGS).optional() }),
      security: [{ sessionCookie: [] }],
      response: { 200: z.string().meta({ description: 'application/pdf' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const user = (await authenticate(deps, 'session', request)).session!;
      const lang: Lang = request.query.lang ?? user.lang;
      const valuation = await estateValuation(deps.db, user.customerId);
      const doc = estateValuationDocument(valuation, lang);
      const createdAt = new Date(deps.time.now());
      const pdf = await renderPdf(
        { title: doc.title, lang: LOCALE_BY_LANG[lang], createdAt, layout: 'landscape' },
        (d) => drawTaxDocument(d, doc, { lang, customerName: valuation.name, createdAt }),
      );
      const name = `${ESTATE_VALUATION_TEXTS[lang].fileName}-${valuation.diedOn}.pdf`;
      return (
        reply
          .status(200)
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', contentDisposition(name, 'inline'))
          // Bytes: Fastify sends a Buffer as it is; the schema says string for the docs.
          .send(pdf as unknown as string)
      );
    },
  });
}
