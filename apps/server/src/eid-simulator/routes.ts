import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CountryCode, Lang } from '@broker/domain';
import type { Deps } from '../deps';
import { bankIdRpKey, signicatClientSecret } from '../eid/eid-secrets';
import {
  advance,
  collectAnswer,
  createOrder,
  orderByAutoStartToken,
  orderByRef,
  scanQr,
  type SimOrder,
} from './bankid-orders';
import { IDP_CLIENT_ID, exchangeCode, issueCode, readAuthorizationRequest } from './idp';
import { choosePersonPage, confirmPage, idpErrorPage, idpPage, orderEndedPage, scanPage } from './pages';
import { readPerson } from './person-choice';
import { simLang } from './texts';

/**
 * The outside parties of the eID logins, served by our server (issue 16), sharing nothing with the
 * broker's code but the database and the two secrets (eid/eid-secrets.ts):
 * - the BankID RP API (`/eid-sim/bankid/rp/v6.0/{auth,collect,cancel}`, Bearer key where the real
 *   one takes a client certificate) and the identification app (`/sim/bankid`);
 * - a Signicat-style OpenID Connect identity provider (`/eid-sim/signicat/oidc/{authorize,token}`)
 *   for Norwegian BankID, MitID and the Finnish Trust Network.
 */

const DEFAULT_LANG: Record<CountryCode, Lang> = { SE: 'sv', NO: 'nb', DK: 'da', FI: 'fi' };

export function registerEidSimulator(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const now = () => deps.time.now();
    const html = (reply: FastifyReply, code: number, body: string) =>
      reply
        .code(code)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    const notFound = (reply: FastifyReply) =>
      reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    const form = (body: unknown): Record<string, string> =>
      body && typeof body === 'object'
        ? Object.fromEntries(
            Object.entries(body as Record<string, unknown>).filter(
              (e): e is [string, string] => typeof e[1] === 'string',
            ),
          )
        : {};

    // --- BankID RP API -------------------------------------------------------------------------
    const rpAuthorized = async (header: string | undefined) => {
      if (!header?.startsWith('Bearer ')) return false;
      const given = Buffer.from(header.slice('Bearer '.length));
      const key = Buffer.from(await bankIdRpKey(deps.db));
      return given.length === key.length && timingSafeEqual(given, key);
    };
    const rp = '/eid-sim/bankid/rp/v6.0';
    const noSuchOrder = (reply: FastifyReply) =>
      reply.code(400).send({ errorCode: 'invalidParameters', details: 'No such order' });

    scope.post(`${rp}/auth`, async (request, reply) => {
      if (!(await rpAuthorized(request.headers.authorization)))
        return reply.code(401).send({ errorCode: 'unauthorized' });
      const o = await createOrder(deps.db, now());
      return {
        orderRef: o.orderRef,
        autoStartToken: o.autoStartToken,
        qrStartToken: o.qrStartToken,
        qrStartSecret: o.qrStartSecret,
      };
    });
    scope.post(`${rp}/collect`, async (request, reply) => {
      if (!(await rpAuthorized(request.headers.authorization)))
        return reply.code(401).send({ errorCode: 'unauthorized' });
      const ref = form(request.body).orderRef ?? '';
      const o = /^[0-9a-f-]{36}$/.test(ref) ? await orderByRef(deps.db, ref, now()) : undefined;
      return o ? collectAnswer(o, now()) : noSuchOrder(reply);
    });
    scope.post(`${rp}/cancel`, async (request, reply) => {
      if (!(await rpAuthorized(request.headers.authorization)))
        return reply.code(401).send({ errorCode: 'unauthorized' });
      const ref = form(request.body).orderRef ?? '';
      const o = /^[0-9a-f-]{36}$/.test(ref) ? await orderByRef(deps.db, ref, now()) : undefined;
      if (!o) return noSuchOrder(reply);
      await advance(deps.db, o.orderRef, { kind: 'failed', hintCode: 'userCancel' }, now());
      return {};
    });

    // --- The identification app ----------------------------------------------------------------
    type AppQuery = { Querystring: { lang?: string; autostarttoken?: string } };
    const langOf = (q: { lang?: string }) => simLang(q.lang, 'sv');
    const orderPage = (reply: FastifyReply, o: SimOrder | undefined, lang: Lang) => {
      if (!o || o.status !== 'pending') return html(reply, 200, orderEndedPage(o, lang));
      return html(
        reply,
        200,
        o.hintCode === 'userSign' && o.person ? confirmPage(o, lang) : choosePersonPage(o, lang),
      );
    };

    scope.get<AppQuery>('/sim/bankid', async (request, reply) => {
      const lang = langOf(request.query);
      const token = request.query.autostarttoken;
      if (!token) return html(reply, 200, scanPage(lang));
      // Opened on this device by the autoStartToken: the app has the order at once.
      const o = /^[0-9a-f-]{36}$/.test(token)
        ? await orderByAutoStartToken(deps.db, token, now())
        : undefined;
      if (!o) return html(reply, 404, scanPage(lang, 'UNKNOWN'));
      await advance(deps.db, o.orderRef, { kind: 'started' }, now());
      return reply.redirect(`/sim/bankid/order/${encodeURIComponent(o.autoStartToken)}?lang=${lang}`, 303);
    });

    scope.post<AppQuery>('/sim/bankid/scan', async (request, reply) => {
      const lang = langOf(request.query);
      const scanned = await scanQr(deps.db, form(request.body).qr ?? '', now());
      if (!scanned.ok) return html(reply, 422, scanPage(lang, scanned.problem));
      await advance(deps.db, scanned.order.orderRef, { kind: 'started' }, now());
      return reply.redirect(
        `/sim/bankid/order/${encodeURIComponent(scanned.order.autoStartToken)}?lang=${lang}`,
        303,
      );
    });

    type OrderRoute = AppQuery & { Params: { token: string; step?: string } };
    const appOrder = async (token: string) =>
      /^[0-9a-f-]{36}$/.test(token) ? orderByAutoStartToken(deps.db, token, now()) : undefined;

    scope.get<OrderRoute>('/sim/bankid/order/:token', async (request, reply) => {
      const o = await appOrder(request.params.token);
      return o ? orderPage(reply, o, langOf(request.query)) : notFound(reply);
    });

    scope.post<OrderRoute>('/sim/bankid/order/:token/:step', async (request, reply) => {
      const lang = langOf(request.query);
      const o = await appOrder(request.params.token);
      if (!o) return notFound(reply);
      if (o.status !== 'pending') return orderPage(reply, o, lang);
      const back = () =>
        reply.redirect(`/sim/bankid/order/${encodeURIComponent(o.autoStartToken)}?lang=${lang}`, 303);
      switch (request.params.step) {
        case 'person': {
          const chosen = readPerson('SE', form(request.body));
          if (!chosen.ok) return html(reply, 422, choosePersonPage(o, lang, chosen.problem));
          const { nationalId, givenName, surname } = chosen.person;
          await advance(
            deps.db,
            o.orderRef,
            { kind: 'userSign', person: { personalNumber: nationalId, givenName, surname } },
            now(),
          );
          return back();
        }
        case 'identify':
          return orderPage(
            reply,
            (await advance(deps.db, o.orderRef, { kind: 'complete' }, now())) ?? o,
            lang,
          );
        case 'cancel':
          return orderPage(
            reply,
            await advance(deps.db, o.orderRef, { kind: 'failed', hintCode: 'userCancel' }, now()),
            lang,
          );
        case 'start-failed':
          return orderPage(
            reply,
            await advance(deps.db, o.orderRef, { kind: 'failed', hintCode: 'startFailed' }, now()),
            lang,
          );
        default:
          return notFound(reply);
      }
    });

    // --- The Signicat-style identity provider ----------------------------------------------------
    // The broker's registered origins: this site's, as reached and as configured (PUBLIC_URL).
    const brokerOrigins = (request: FastifyRequest) =>
      [
        new URL(`${request.protocol}://${request.host}`).origin,
        deps.config.publicUrl && new URL(deps.config.publicUrl).origin,
      ].filter((o): o is string => !!o);
    scope.get<{ Querystring: Record<string, string> }>(
      '/eid-sim/signicat/oidc/authorize',
      async (request, reply) => {
        const read = readAuthorizationRequest(request.query, brokerOrigins(request));
        if (!read.ok) return html(reply, 400, idpErrorPage('en', read.error));
        const lang = simLang(read.request.lang, DEFAULT_LANG[read.request.country]);
        return html(reply, 200, idpPage(read.request, lang));
      },
    );

    scope.post('/eid-sim/signicat/oidc/authorize', async (request, reply) => {
      const body = form(request.body);
      const read = readAuthorizationRequest(body, brokerOrigins(request));
      if (!read.ok) return html(reply, 400, idpErrorPage('en', read.error));
      const req = read.request;
      const lang = simLang(req.lang, DEFAULT_LANG[req.country]);
      const back = new URL(req.redirectUri);
      if (body.decision !== 'approve') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The person cancelled the identification');
        back.searchParams.set('state', req.state);
        return reply.redirect(back.toString(), 303);
      }
      const chosen = readPerson(req.country, body);
      if (!chosen.ok) return html(reply, 422, idpPage(req, lang, chosen.problem));
      const p = chosen.person;
      const code = await issueCode(
        deps.db,
        req,
        {
          nin: p.nationalId,
          country: req.country,
          givenName: p.givenName,
          familyName: p.surname,
          birthdate: p.birthDate,
        },
        now(),
      );
      back.searchParams.set('code', code);
      back.searchParams.set('state', req.state);
      return reply.redirect(back.toString(), 303);
    });

    scope.post('/eid-sim/signicat/oidc/token', async (request, reply) => {
      const auth = request.headers.authorization ?? '';
      const [id, secret] = auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')
        : [];
      const expected = Buffer.from(await signicatClientSecret(deps.db)).toString('base64url');
      const given = Buffer.from(secret ?? '');
      if (
        id !== IDP_CLIENT_ID ||
        given.length !== expected.length ||
        !timingSafeEqual(given, Buffer.from(expected))
      ) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const result = await exchangeCode(
        deps.db,
        form(request.body),
        { id, secret: await signicatClientSecret(deps.db) },
        now(),
      );
      return result.ok ? result.body : reply.code(result.status).send({ error: result.error });
    });
  });
}
