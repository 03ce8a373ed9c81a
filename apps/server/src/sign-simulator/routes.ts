import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../deps';
import { signingApiKey } from '../platform/signing-service-secrets';
import {
  SignSimRequestError,
  cancelDocument,
  createSignDocument,
  decideDocument,
  documentForSigner,
  langOf,
  sendCallback,
  sha256Hex,
  signDocumentById,
  statusOf,
  type CreateSignRequest,
  type SimSignDocument,
} from './documents';
import { SIGN_SIM_TEXTS } from './texts';

/**
 * The simulated e-signing service (Scrive-style), served by our server under /sign-sim/ like the
 * bank and the eID simulators: an API for the merchant (Bearer key: create a document for signing,
 * read its status, fetch the sealed PDF, cancel) and the signer's pages (plain HTML forms, no
 * script). It shares nothing with the broker's code but the database, so a real service replaces it
 * by SIGNING_SERVICE_URL and the two secrets (insurance/signing-service.ts is our only client).
 */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#eef1f4;color:#14202b}
main{max-width:32rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem 1.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 .25rem}
.note{color:#4a5866;font-size:.85rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#4a5866}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;align-items:center;margin-top:1rem}
button{font:inherit;padding:.55rem 1rem;border-radius:6px;border:1px solid #0b5cab;cursor:pointer}
button.primary{background:#0b5cab;color:#fff}button.secondary{background:#fff;color:#0b5cab}
button:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
a{color:#0b5cab}
`;

function page(d: SimSignDocument, body: string): string {
  const lang = langOf(d);
  const t = SIGN_SIM_TEXTS[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t.title)}</title>
<style>${STYLE}</style></head><body><main><h1>${esc(t.title)}</h1>
<p class="note">${esc(t.simulated)}</p>
<dl><dt>${esc(t.document)}</dt><dd>${esc(d.title)}</dd><dt>${esc(t.signer)}</dt><dd>${esc(d.signerName)}</dd>
<dt>${esc(t.fingerprint)}</dt><dd><code>${sha256Hex(d.pdf)}</code></dd></dl>${body}</main></body></html>`;
}

function signPage(d: SimSignDocument, token: string): string {
  const t = SIGN_SIM_TEXTS[langOf(d)];
  const q = `token=${encodeURIComponent(token)}`;
  return page(
    d,
    `<p><a href="/sign-sim/s/${d.id}/document.pdf?${esc(q)}" target="_blank" rel="noopener">${esc(t.read)}</a></p>
<div class="actions"><form method="post" action="/sign-sim/s/${d.id}/sign"><input type="hidden" name="token" value="${esc(token)}">
<button class="primary" type="submit" data-testid="sign-sim-sign">${esc(t.sign)}</button></form>
<form method="post" action="/sign-sim/s/${d.id}/reject"><input type="hidden" name="token" value="${esc(token)}">
<button class="secondary" type="submit">${esc(t.reject)}</button></form></div>`,
  );
}

function decidedPage(d: SimSignDocument, status: string): string {
  const t = SIGN_SIM_TEXTS[langOf(d)];
  const text =
    status === 'SIGNED'
      ? t.signed
      : status === 'REJECTED'
        ? t.rejected
        : status === 'EXPIRED'
          ? t.expired
          : t.cancelled;
  return page(d, `<p role="status">${esc(text)}</p><p><a href="${esc(d.returnUrl)}">${esc(t.back)}</a></p>`);
}

const apiReply = (d: SimSignDocument, now: number) => ({
  id: d.id,
  status: statusOf(d, now),
  signed_at: d.signedAt?.getTime() ?? null,
  signer: { name: d.signerName, national_id: d.signerNationalId },
  sealed_sha256: d.sealedPdf ? sha256Hex(d.sealedPdf) : null,
});

export function registerSigningSimulator(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const authorized = async (header: string | undefined) => {
      if (!header?.startsWith('Bearer ')) return false;
      const given = Buffer.from(header.slice('Bearer '.length));
      const key = Buffer.from(await signingApiKey(deps.db));
      return given.length === key.length && timingSafeEqual(given, key);
    };
    const notFound = (reply: FastifyReply) =>
      reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    const html = (reply: FastifyReply, code: number, body: string) =>
      reply
        .code(code)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(body);

    scope.post('/sign-sim/api/documents', { bodyLimit: 10 * 1024 * 1024 }, async (request, reply) => {
      if (!(await authorized(request.headers.authorization)))
        return reply.code(401).send({ error: 'UNAUTHORIZED' });
      try {
        const now = deps.time.now();
        const { doc, token } = await createSignDocument(deps.db, request.body as CreateSignRequest, now);
        // A path on this site unless it has a public address: never the caller's Host header.
        return reply.code(201).send({
          ...apiReply(doc, now),
          sign_url: `${deps.config.publicUrl ?? ''}/sign-sim/s/${doc.id}?token=${token}`,
        });
      } catch (e) {
        if (e instanceof SignSimRequestError)
          return reply.code(400).send({ error: 'BAD_REQUEST', message: e.message });
        throw e;
      }
    });

    scope.get<{ Params: { id: string } }>('/sign-sim/api/documents/:id', async (request, reply) => {
      if (!(await authorized(request.headers.authorization)))
        return reply.code(401).send({ error: 'UNAUTHORIZED' });
      const d = await signDocumentById(deps.db, request.params.id);
      return d ? apiReply(d, deps.time.now()) : reply.code(404).send({ error: 'NOT_FOUND' });
    });

    scope.get<{ Params: { id: string } }>('/sign-sim/api/documents/:id/sealed', async (request, reply) => {
      if (!(await authorized(request.headers.authorization)))
        return reply.code(401).send({ error: 'UNAUTHORIZED' });
      const d = await signDocumentById(deps.db, request.params.id);
      if (!d?.sealedPdf) return reply.code(404).send({ error: 'NOT_FOUND' });
      return reply.code(200).type('application/pdf').send(d.sealedPdf);
    });

    scope.post<{ Params: { id: string } }>('/sign-sim/api/documents/:id/cancel', async (request, reply) => {
      if (!(await authorized(request.headers.authorization)))
        return reply.code(401).send({ error: 'UNAUTHORIZED' });
      const d = await signDocumentById(deps.db, request.params.id);
      if (!d) return reply.code(404).send({ error: 'NOT_FOUND' });
      const now = deps.time.now();
      if (statusOf(d, now) !== 'PENDING')
        return reply.code(409).send({ error: 'NOT_PENDING', ...apiReply(d, now) });
      const cancelled = await cancelDocument(deps.db, d);
      return apiReply(cancelled ?? (await signDocumentById(deps.db, d.id))!, now);
    });

    scope.get<{ Params: { id: string }; Querystring: { token?: string } }>(
      '/sign-sim/s/:id',
      async (request, reply) => {
        const d = await documentForSigner(deps.db, request.params.id, request.query.token);
        if (!d) return notFound(reply);
        const status = statusOf(d, deps.time.now());
        return html(
          reply,
          200,
          status === 'PENDING' ? signPage(d, request.query.token!) : decidedPage(d, status),
        );
      },
    );

    scope.get<{ Params: { id: string }; Querystring: { token?: string } }>(
      '/sign-sim/s/:id/document.pdf',
      async (request, reply) => {
        const d = await documentForSigner(deps.db, request.params.id, request.query.token);
        if (!d) return notFound(reply);
        return reply
          .code(200)
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .send(d.sealedPdf ?? d.pdf);
      },
    );

    scope.post<{ Params: { id: string; decision: string }; Body: Record<string, string> }>(
      '/sign-sim/s/:id/:decision',
      async (request, reply) => {
        const { decision } = request.params;
        const d = await documentForSigner(deps.db, request.params.id, request.body?.token);
        if (!d || (decision !== 'sign' && decision !== 'reject')) return notFound(reply);
        const now = deps.time.now();
        if (statusOf(d, now) !== 'PENDING') return html(reply, 409, decidedPage(d, statusOf(d, now)));
        const decided = await decideDocument(deps.db, d, decision === 'sign' ? 'SIGN' : 'REJECT', now);
        // The merchant hears of it before the browser is sent back, so the return page finds it done.
        if (decided.status !== d.status) await sendCallback(deps.db, decided, now);
        return reply.redirect(decided.returnUrl, 303);
      },
    );
  });
}
