import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  IdParam,
  NETFONDS_COST_AND_CHARGES_PDF_PATH,
  NETFONDS_NOTE_PATH,
  NETFONDS_YEARLY_STATEMENT_PATH,
  toRouterPath,
  wholeNumber,
} from '@broker/contract';
import { LANGS, LOCALE_BY_LANG, type Lang } from '@broker/domain';
import type { Deps } from '../deps';
import { authenticate } from '../auth/guard';
import { notFound } from '../http/api-error';
import { contentDisposition } from '../http/content-disposition';
import { renderPdf } from '../platform/pdf';
import { drawTaxDocument } from '../tax/tax-document-pdf';
import { contractNotePdf } from '../exchange/contract-note';
import { netfondsAccount } from './accounts';
import { costAndCharges } from './cost-and-charges';
import { costDocument, hasYearDocuments, yearlyStatement } from './documents';
import { loadNetfondsNote } from './note';
import { NETFONDS_TEXTS } from './texts';

const AccidParams = z.object({ accid: IdParam });
const YearQuery = z.object({ year: wholeNumber(2000, 2100), lang: z.enum(LANGS).optional() });
const PDF_RESPONSE = { 200: z.string().meta({ description: 'application/pdf' }), '4xx': ApiErrorSchema };

/**
 * The Netfonds PDFs (spec 001 §7.22 "yearly-statement", "cost-and-charges", "note"): links the
 * browser follows with the session cookie, as our other documents. Another customer's account, one
 * of ours, a year the account has no documents for, and a row that is not a trade of the account
 * all answer 404 before anything is drawn.
 */
export function registerNetfondsDownloads(app: FastifyInstance, deps: Deps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const today = () => new Date(deps.time.now()).toISOString().slice(0, 10);

  for (const kind of ['YEARLY_STATEMENT', 'COST_AND_CHARGES'] as const) {
    typed.route({
      method: 'GET',
      url: toRouterPath(
        kind === 'YEARLY_STATEMENT' ? NETFONDS_YEARLY_STATEMENT_PATH : NETFONDS_COST_AND_CHARGES_PDF_PATH,
      ),
      schema: {
        summary:
          kind === 'YEARLY_STATEMENT'
            ? "A Netfonds account's yearly statement for a finished year (PDF), in the customer's language or ?lang="
            : "A Netfonds account's costs and charges for a finished year (PDF), in the customer's language or ?lang=",
        tags: ['netfonds'],
        params: AccidParams,
        querystring: YearQuery,
        security: [{ sessionCookie: [] }],
        response: PDF_RESPONSE,
      },
      handler: async (request, reply) => {
        const user = (await authenticate(deps, 'session', request)).session!;
        const account = await netfondsAccount(deps.db, user.customerId, request.params.accid);
        const { year } = request.query;
        if (!(await hasYearDocuments(deps.db, account, year, today())))
          throw notFound(
            'DOCUMENT_NOT_FOUND',
            `Netfonds account ${account.accid} has no documents for ${year}`,
          );
        const lang: Lang = request.query.lang ?? user.lang;
        const doc =
          kind === 'YEARLY_STATEMENT'
            ? await yearlyStatement(deps.db, user.customerId, account, year, today(), lang)
            : costDocument(await costAndCharges(deps.db, account, year, today()), account, lang);
        const t = NETFONDS_TEXTS[lang];
        const name = `${kind === 'YEARLY_STATEMENT' ? t.statementFile : t.costFile}-${account.accno}-${year}.pdf`;
        const createdAt = new Date(deps.time.now());
        const pdf = await renderPdf(
          { title: doc.title, lang: LOCALE_BY_LANG[lang], createdAt, layout: 'landscape' },
          (d) =>
            drawTaxDocument(d, doc, { lang, customerName: `${user.firstName} ${user.lastName}`, createdAt }),
        );
        return reply
          .status(200)
          .type('application/pdf')
          .header('content-disposition', contentDisposition(name, 'inline'))
          .header('cache-control', 'private, no-store')
          .send(pdf as unknown as string);
      },
    });
  }

  typed.route({
    method: 'GET',
    url: toRouterPath(NETFONDS_NOTE_PATH),
    schema: {
      summary: "The note of a trade on a Netfonds account (PDF), in the customer's language or ?lang=",
      tags: ['netfonds'],
      params: z.object({ accid: IdParam, transaction_id: IdParam }),
      querystring: z.object({ lang: z.enum(LANGS).optional() }),
      security: [{ sessionCookie: [] }],
      response: PDF_RESPONSE,
    },
    handler: async (request, reply) => {
      const user = (await authenticate(deps, 'session', request)).session!;
      const account = await netfondsAccount(deps.db, user.customerId, request.params.accid);
      const note = await loadNetfondsNote(deps.db, account, request.params.transaction_id);
      if (!note)
        throw notFound(
          'DOCUMENT_NOT_FOUND',
          `No trade ${request.params.transaction_id} on account ${account.accid}`,
        );
      const pdf = await contractNotePdf(note, request.query.lang ?? user.lang, new Date(deps.time.now()));
      return reply
        .status(200)
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`netfonds-note-${note.number}.pdf`, 'inline'))
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  });
}
