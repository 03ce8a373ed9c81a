import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  TRANSACTIONS_CSV_PATH,
  TRANSACTIONS_STATEMENT_PATH,
  TransactionsFilterSchema,
  TransactionsQuerySchema,
} from '@broker/contract';
import {
  LANGS,
  LOCALE_BY_LANG,
  TRANSACTIONS_CSV_VARIANTS,
  transactionCsvRecord,
  transactionsCsvHeader,
  type Lang,
} from '@broker/domain';
import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { authenticate } from '../auth/guard';
import type { SessionUser } from '../auth/sessions';
import { contentDisposition } from '../http/content-disposition';
import { openPdf } from '../platform/pdf';
import { exportRows } from './export-rows';
import { transactionConditions } from './filter';
import { accountBalances } from './summaries';
import { drawStatement } from './statement-pdf';
import { STATEMENT_TEXTS } from './statement-texts';

const CsvQuerySchema = TransactionsFilterSchema.extend({
  sort: TransactionsQuerySchema.shape.sort,
  /** STANDARD: RFC 4180 for programs; SPREADSHEET: semicolons and decimal commas for Excel. */
  variant: z.enum(TRANSACTIONS_CSV_VARIANTS).default('STANDARD'),
  lang: z.enum(LANGS).optional(),
});

const StatementQuerySchema = TransactionsFilterSchema.pick({ accids: true, from: true, to: true }).extend({
  lang: z.enum(LANGS).optional(),
});

/** Today as a plain date, for a period without an end. */
const today = (deps: Deps) => new Date(deps.time.now()).toISOString().slice(0, 10);

/**
 * The transactions downloads: the CSV of the rows the filters match and the account statement PDF.
 * Plain links the browser follows with the session cookie (a link cannot send the access token
 * header), so they authorise by session; another customer's account answers 404 before anything
 * is sent. Both stream: rows are read a chunk at a time and written as they come.
 */
export function registerTransactionDownloads(app: FastifyInstance, deps: Deps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const session = async (request: Parameters<typeof authenticate>[2]): Promise<SessionUser> =>
    (await authenticate(deps, 'session', request)).session!;

  typed.route({
    method: 'GET',
    url: TRANSACTIONS_CSV_PATH,
    schema: {
      summary: "The customer's transactions as CSV, filtered like the transactions page",
      description:
        'Same accids/types/instrument_ids/from/to/sort as getTransactions, without paging. UTF-8 with a ' +
        'header record; variant=STANDARD is RFC 4180 with API codes and decimal points, ' +
        'variant=SPREADSHEET is semicolon-separated with decimal commas, headings and types in ' +
        '?lang= (else the customer’s language) and a byte order mark, for Excel in the Nordic locales.',
      tags: ['transactions'],
      querystring: CsvQuerySchema,
      security: [{ sessionCookie: [] }],
      response: { 200: z.string().meta({ description: 'text/csv; charset=utf-8' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const user = await session(request);
      const q = request.query;
      const lang: Lang = q.lang ?? user.lang;
      const texts = STATEMENT_TEXTS[lang];
      const { where } = await transactionConditions(deps.db, user.customerId, q);
      async function* body() {
        yield transactionsCsvHeader(q.variant, texts.csv);
        for await (const chunk of exportRows(deps.db, where, q.sort)) {
          yield chunk.map((r) => transactionCsvRecord(r, q.variant, texts.csv)).join('');
        }
      }
      const name = `${texts.fileName}-${q.from ?? 'start'}-${q.to ?? today(deps)}.csv`;
      return (
        reply
          .status(200)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(name))
          .header('cache-control', 'private, no-store')
          // A stream: Fastify pipes it as it is, past the serializer; the schema says string for the docs.
          .send(Readable.from(body()) as unknown as string)
      );
    },
  });

  typed.route({
    method: 'GET',
    url: TRANSACTIONS_STATEMENT_PATH,
    schema: {
      summary: 'Spec 001 §7.22 "statement pdf": an account statement of the chosen accounts for a period',
      description:
        'accids (all the customer’s accounts when left out), from and to (trade dates, inclusive; no ' +
        'from: since the first transaction, no to: today), ?lang= else the customer’s language. Per ' +
        'account the balance before the period, every transaction in it, money in and out, and the ' +
        'balance at its end.',
      tags: ['transactions'],
      querystring: StatementQuerySchema,
      security: [{ sessionCookie: [] }],
      response: { 200: z.string().meta({ description: 'application/pdf' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const user = await session(request);
      const q = request.query;
      const lang: Lang = q.lang ?? user.lang;
      const to = q.to ?? today(deps);
      const period = { accids: q.accids, from: q.from, to };
      // The ownership check and the balances come before the first byte, so a 404 is still a 404.
      const { accounts, where } = await transactionConditions(deps.db, user.customerId, period);
      const balances = await accountBalances(deps.db, accounts, period.from, period.to);
      const typeOf = new Map(accounts.map((a) => [a.accid, a.type]));
      const texts = STATEMENT_TEXTS[lang];
      const createdAt = new Date(deps.time.now());
      const doc = openPdf({ title: texts.title, lang: LOCALE_BY_LANG[lang], createdAt });
      drawStatement(
        doc,
        {
          lang,
          customerName: `${user.firstName} ${user.lastName}`,
          from: q.from,
          to,
          createdAt,
          accounts: balances.accounts.map((b) => ({
            accid: b.accid,
            accountNumber: b.account_number,
            type: typeOf.get(b.accid) ?? '',
            currency: b.currency,
            opening: b.opening,
            moneyIn: b.money_in,
            moneyOut: b.money_out,
            closing: b.closing,
          })),
        },
        (accid) => exportRows(deps.db, [...where, sql`t.accid = ${accid}`], 'ASC'),
      ).then(
        () => doc.end(),
        (err: unknown) => {
          request.log.error({ err }, 'statement drawing failed');
          doc.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
      return reply
        .status(200)
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition(`${texts.title} ${q.from ?? ''}–${to}.pdf`, 'inline'),
        )
        .header('cache-control', 'private, no-store')
        .send(doc as unknown as string);
    },
  });
}
