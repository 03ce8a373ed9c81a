import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../deps';
import { merchantKey } from '../platform/payment-provider-secrets';
import { ownAddress } from '../platform/own-address';
import { SIM_BANKS } from './banks';
import { approvePage, chooseBankPage, decidedPage, transferPage, transferSentPage } from './page';
import { readTransferForm, sendTransfer } from './transfers';
import {
  SimRequestError,
  countryOf,
  createPayment,
  decide,
  paymentById,
  type BankLogin,
  type CreatePaymentRequest,
} from './payments';

/**
 * The simulated instant bank-payment provider, served by our server under /bank-sim/ (issue 15):
 * the merchant API (create a payment, read its status; Bearer merchant key) and the payer's page.
 * It shares nothing with the broker's code but the database it keeps its own tables in, so a real
 * provider replaces it by changing BANK_PROVIDER_URL and the two secrets.
 */

const paymentReply = (p: NonNullable<Awaited<ReturnType<typeof paymentById>>>) => ({
  payment_id: p.id,
  status: p.status,
  amount: p.amount,
  currency: p.currency.trim(),
  merchant_reference: p.merchantReference,
  payer: p.payer,
});

export function registerBankSimulator(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    // The payer's page posts plain HTML forms.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const authorized = async (header: string | undefined) => {
      if (!header?.startsWith('Bearer ')) return false;
      const given = Buffer.from(header.slice('Bearer '.length));
      const key = Buffer.from(await merchantKey(deps.db));
      return given.length === key.length && timingSafeEqual(given, key);
    };

    scope.post('/bank-sim/api/payments', async (request, reply) => {
      if (!(await authorized(request.headers.authorization)))
        return reply.code(401).send({ error: 'UNAUTHORIZED' });
      try {
        const req = request.body as CreatePaymentRequest;
        const p = await createPayment(deps.db, req, deps.time.now());
        // An express payment opens at the payer's bank, one approval away.
        const bank = SIM_BANKS[countryOf(p)].find((b) => b.name === req.preselected_bank);
        // A path on this site unless it has a public address: never the caller's Host header.
        return reply.code(201).send({
          ...paymentReply(p),
          url: `${deps.config.publicUrl ?? ''}/bank-sim/pay/${p.id}${bank ? `?bank=${bank.id}` : ''}`,
        });
      } catch (e) {
        if (e instanceof SimRequestError)
          return reply.code(400).send({ error: 'BAD_REQUEST', message: e.message });
        throw e;
      }
    });

    scope.get<{ Params: { id: string } }>('/bank-sim/api/payments/:id', async (request, reply) => {
      if (!(await authorized(request.headers.authorization)))
        return reply.code(401).send({ error: 'UNAUTHORIZED' });
      const p = await paymentById(deps.db, request.params.id);
      return p ? paymentReply(p) : reply.code(404).send({ error: 'NOT_FOUND' });
    });

    const html = (reply: FastifyReply, code: number, body: string) =>
      reply
        .code(code)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);

    const loginOf = (text: unknown): BankLogin => (text === 'OTHER' ? 'OTHER' : 'SELF');

    scope.get<{ Params: { id: string }; Querystring: { bank?: string; login?: string } }>(
      '/bank-sim/pay/:id',
      async (request, reply) => {
        const p = await paymentById(deps.db, request.params.id);
        if (!p) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
        if (p.status !== 'CREATED') return html(reply, 200, decidedPage(p));
        const bank = SIM_BANKS[countryOf(p)].find((b) => b.id === request.query.bank);
        return html(
          reply,
          200,
          bank ? approvePage(p, bank.id, loginOf(request.query.login)) : chooseBankPage(p),
        );
      },
    );

    // The internet bank's transfer form; the broker's client-funds account hears of a transfer at
    // its notification address on this server.
    scope.get<{ Querystring: Record<string, string> }>('/bank-sim/transfer', async (request, reply) =>
      html(reply, 200, transferPage(readTransferForm(request.query))),
    );
    scope.post<{ Body: Record<string, string> }>('/bank-sim/transfer', async (request, reply) => {
      const form = readTransferForm(request.body ?? {});
      const sent = await sendTransfer(
        deps.db,
        form,
        `${deps.config.publicUrl ?? ownAddress(request.server)}/api/hooks/bank-payments`,
        deps.time.now(),
      );
      return sent.ok
        ? html(reply, 200, transferSentPage(form))
        : html(reply, 422, transferPage(form, sent.problem));
    });

    scope.post<{ Params: { id: string; decision: string }; Body: Record<string, string> }>(
      '/bank-sim/pay/:id/:decision',
      async (request, reply) => {
        const p = await paymentById(deps.db, request.params.id);
        const decision = request.params.decision;
        if (!p || (decision !== 'approve' && decision !== 'cancel')) {
          return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
        }
        try {
          const status = await decide(
            deps.db,
            p,
            decision === 'approve'
              ? {
                  approve: true,
                  bankId: String(request.body?.bank ?? ''),
                  account: String(request.body?.account ?? ''),
                  login: loginOf(request.body?.login),
                }
              : { approve: false },
            deps.time.now(),
          );
          return reply.redirect(status === 'APPROVED' ? p.successUrl : p.failUrl, 303);
        } catch (e) {
          if (e instanceof SimRequestError)
            return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send(e.message);
          throw e;
        }
      },
    );
  });
}
