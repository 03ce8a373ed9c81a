import { jwtVerify } from 'jose';
import type { CountryCode } from '@broker/domain';
import type { Deps } from '../deps';
import { EidUnavailable } from './bankid-api';
import { signicatClientSecret } from './eid-secrets';

/**
 * Our side of the Signicat-style identity provider (OpenID Connect, authorization code flow).
 * `httpSignicatClient` speaks it to the simulated provider (eid-simulator/idp.ts); a real
 * integration implements the same interface against Signicat's endpoints (and their JWKS).
 */

/** Signicat's eID method per country. */
export const SIGNICAT_METHODS: Record<'NO' | 'DK' | 'FI', string> = { NO: 'nbid', DK: 'mitid', FI: 'ftn' };

export interface IdTokenPerson {
  nin: string;
  country: string;
  givenName: string;
  familyName: string;
}

export type ExchangeResult =
  { ok: true; person: IdTokenPerson } | { ok: false; reason: 'CODE_REFUSED' | 'TOKEN_INVALID' };

export interface SignicatClient {
  authorizeUrl(req: {
    state: string;
    nonce: string;
    redirectUri: string;
    country: 'NO' | 'DK' | 'FI';
    lang: string;
  }): string;
  /** Exchanges a code once for the ID token, checked (signature, issuer, audience, time, nonce). */
  exchangeCode(req: { code: string; redirectUri: string; nonce: string }): Promise<ExchangeResult>;
}

interface HttpSignicatConfig {
  authorizeUrl: string;
  tokenUrl: () => string;
  issuer: string;
  clientId: string;
}

export function httpSignicatClient(
  deps: Pick<Deps, 'db' | 'time'>,
  config: HttpSignicatConfig,
): SignicatClient {
  return {
    authorizeUrl({ state, nonce, redirectUri, country, lang }) {
      const q = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        scope: 'openid profile nin',
        redirect_uri: redirectUri,
        state,
        nonce,
        acr_values: `urn:signicat:oidc:method:${SIGNICAT_METHODS[country]}`,
        ui_locales: lang,
      });
      return `${config.authorizeUrl}?${q.toString()}`;
    },
    async exchangeCode({ code, redirectUri, nonce }) {
      const secret = await signicatClientSecret(deps.db);
      const basic = Buffer.from(`${config.clientId}:${Buffer.from(secret).toString('base64url')}`).toString(
        'base64',
      );
      let res: Response;
      try {
        res = await fetch(config.tokenUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (e) {
        throw new EidUnavailable(e instanceof Error ? e.message : String(e));
      }
      if (res.status === 400) return { ok: false, reason: 'CODE_REFUSED' };
      if (res.status !== 200) throw new EidUnavailable(`token endpoint: HTTP ${res.status}`);
      const body = (await res.json()) as { id_token?: unknown };
      if (typeof body.id_token !== 'string') return { ok: false, reason: 'TOKEN_INVALID' };
      try {
        const { payload } = await jwtVerify(body.id_token, secret, {
          algorithms: ['HS256'],
          issuer: config.issuer,
          audience: config.clientId,
          currentDate: new Date(deps.time.now()),
          clockTolerance: 30,
        });
        const text = (name: string) => (typeof payload[name] === 'string' ? (payload[name] as string) : '');
        if (text('nonce') !== nonce || !text('nin')) return { ok: false, reason: 'TOKEN_INVALID' };
        return {
          ok: true,
          person: {
            nin: text('nin'),
            country: text('nin_issuing_country') as CountryCode,
            givenName: text('given_name'),
            familyName: text('family_name'),
          },
        };
      } catch {
        return { ok: false, reason: 'TOKEN_INVALID' };
      }
    },
  };
}
