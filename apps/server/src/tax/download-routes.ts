import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  Finnish9AQuerySchema,
  NationalTaxReportQuerySchema,
  K4_SRU_FILES,
  TAX_REPORT_FORMS,
  getK4Report,
  k4SruPath,
  taxReportCsvPath,
  taxReportPdfPath,
  type TaxReportForm,
} from '@broker/contract';
import { LANGS, LOCALE_BY_LANG, TRANSACTIONS_CSV_VARIANTS, type Lang } from '@broker/domain';
import type { Deps } from '../deps';
import { authenticate } from '../auth/guard';
import { contentDisposition } from '../http/content-disposition';
import { renderPdf } from '../platform/pdf';
import { k4Report } from './k4';
import { k4SruFile } from './k4-sru';
import { finnish9A } from './finland-9a';
import { norwegianReport } from './norway-report';
import { danishReport } from './denmark-report';
import { iskReport } from './sweden-isk-report';
import {
  danishDocument,
  finnish9ADocument,
  iskDocument,
  k4Document,
  norwegianDocument,
  type TaxDocument,
} from './tax-document';
import { drawTaxDocument } from './tax-document-pdf';
import { taxDocumentCsv } from './tax-document-csv';
import { TAX_REPORT_TEXTS } from './report-texts';

const K4QuerySchema = z.object(getK4Report.query!.shape);
const QUERY: Record<TaxReportForm, z.ZodObject> = {
  k4: K4QuerySchema,
  isk: NationalTaxReportQuerySchema,
  '9a': Finnish9AQuerySchema,
  no: NationalTaxReportQuerySchema,
  dk: NationalTaxReportQuerySchema,
};
const DownloadExtras = z.object({
  lang: z.enum(LANGS).optional(),
  variant: z.enum(TRANSACTIONS_CSV_VARIANTS).default('STANDARD'),
});

/** The report of the form as a document, for the customer: the same figures its call answers. */
async function documentOf(
  deps: Deps,
  customerId: number,
  form: TaxReportForm,
  query: Record<string, unknown>,
  lang: Lang,
): Promise<TaxDocument> {
  const today = new Date(deps.time.now()).toISOString().slice(0, 10);
  switch (form) {
    case 'k4':
      return k4Document(await k4Report(deps.db, customerId, K4QuerySchema.parse(query)), lang);
    case 'isk':
      return iskDocument(
        await iskReport(deps.db, customerId, NationalTaxReportQuerySchema.parse(query)),
        lang,
      );
    case '9a':
      return finnish9ADocument(await finnish9A(deps.db, customerId, Finnish9AQuerySchema.parse(query)), lang);
    case 'no':
      return norwegianDocument(
        await norwegianReport(deps.db, customerId, NationalTaxReportQuerySchema.parse(query), today),
        lang,
      );
    case 'dk':
      return danishDocument(
        await danishReport(deps.db, customerId, NationalTaxReportQuerySchema.parse(query)),
        lang,
      );
  }
}

/**
 * Each tax report as a PDF and as CSV (issue 13), authorised by the session cookie as the
 * transactions downloads are; the same refusals as the report's call (403 for another country's
 * form, 404 for another customer's account) come before any byte. A report is a page or two, so
 * it is drawn whole and sent.
 */
export function registerTaxDownloads(app: FastifyInstance, deps: Deps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const form of TAX_REPORT_FORMS) {
    for (const format of ['pdf', 'csv'] as const) {
      typed.route({
        method: 'GET',
        url: format === 'pdf' ? taxReportPdfPath(form) : taxReportCsvPath(form),
        schema: {
          summary: `The ${form} tax report as ${format.toUpperCase()}`,
          description:
            'The same query as the report’s call, plus ?lang= (else the customer’s language)' +
            (format === 'csv'
              ? ' and variant=STANDARD (commas, decimal points) or SPREADSHEET (semicolons, decimal commas, BOM).'
              : '.'),
          tags: ['tax'],
          querystring: QUERY[form].extend(DownloadExtras.shape),
          security: [{ sessionCookie: [] }],
          response: {
            200: z
              .string()
              .meta({ description: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8' }),
            '4xx': ApiErrorSchema,
          },
        },
        handler: async (request, reply) => {
          const user = (await authenticate(deps, 'session', request)).session!;
          const query = request.query as Record<string, unknown> & z.output<typeof DownloadExtras>;
          const lang: Lang = query.lang ?? user.lang;
          const doc = await documentOf(deps, user.customerId, form, query, lang);
          const name = `${TAX_REPORT_TEXTS[lang].fileName}-${form}-${String(query.year)}.${format}`;
          reply.header('cache-control', 'private, no-store');
          if (format === 'csv') {
            return reply
              .status(200)
              .type('text/csv; charset=utf-8')
              .header('content-disposition', contentDisposition(name))
              .send(taxDocumentCsv(doc, query.variant, lang));
          }
          const createdAt = new Date(deps.time.now());
          const pdf = await renderPdf(
            { title: doc.title, lang: LOCALE_BY_LANG[lang], createdAt, layout: 'landscape' },
            (d) =>
              drawTaxDocument(d, doc, {
                lang,
                customerName: `${user.firstName} ${user.lastName}`,
                createdAt,
              }),
          );
          return (
            reply
              .status(200)
              .type('application/pdf')
              .header('content-disposition', contentDisposition(name, 'inline'))
              // Bytes: Fastify sends a Buffer as it is, past the serializer; the schema says string for the docs.
              .send(pdf as unknown as string)
          );
        },
      });
    }
  }

  for (const file of K4_SRU_FILES) {
    typed.route({
      method: 'GET',
      url: k4SruPath(file),
      schema: {
        summary: `K4's ${file} for Skatteverket's file transfer`,
        description:
          '?year= the income year. ISO 8859-1 text. 403 outside Sweden; 409 TAX_FILER_DETAILS_MISSING ' +
          'when the customer record has no personnummer or postal address.',
        tags: ['tax'],
        querystring: z.object({ year: K4QuerySchema.shape.year }),
        security: [{ sessionCookie: [] }],
        response: {
          200: z.string().meta({ description: 'text/plain; charset=iso-8859-1' }),
          '4xx': ApiErrorSchema,
        },
      },
      handler: async (request, reply) => {
        const user = (await authenticate(deps, 'session', request)).session!;
        const body = await k4SruFile(
          deps.db,
          user.customerId,
          request.query.year,
          file,
          new Date(deps.time.now()),
        );
        return reply
          .status(200)
          .type('text/plain; charset=iso-8859-1')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', contentDisposition(file))
          .send(body as unknown as string);
      },
    });
  }
}
