import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { CountryCode } from '@broker/domain';
import type { Db } from '../db/database';
import { simIdpCodes } from '../db/schema';

/**
 * The simulated Signicat-style identity provider: OpenID Connect's authorization code flow.
 * An authorization request names the client, its redirect URI, state, nonce and the eID method;
 * the person identifies at the eID (the page), the browser is sent back with a code, and the
 * client exchanges the code once, within a minute, at the token endpoint for an ID token.
 */

export const IDP_ISSUER = 'urn:nordbroker:eid-sim:signicat';
/** The one client registered here: the broker. */
export const IDP_CLIENT_ID = 'nordbroker';
/**
 * The client's registered redirect path, on the client's registered origins: the site's own (the
 * origin this page is served on, and PUBLIC_URL's). A real provider registers full URIs; the
 * simulated one serves the site on changing local ports, so it takes the origin it is reached on.
 */
export const REGISTERED_REDIRECT_PATH = '/login/eid-callback';
export const CODE_TTL_MS = 60_000;

/** Signicat's eID method names, and each one's country. */
export const IDP_METHODS: Record<string, CountryCode> = { nbid: 'NO', mitid: 'DK', ftn: 'FI' };
export const ACR_PREFIX = 'urn:signicat:oidc:method:';

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  idp: string;
  country: CountryCode;
  lang: string;
}

export interface IdpPerson {
  nin: string;
  country: CountryCode;
  givenName: string;
  familyName: string;
  birthdate: string;
}

const hash = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * The authorization request's parameters, or why it is refused. A refused request is shown as an
 * error page and never redirected: its redirect URI is not known to be the client's.
 */
export function readAuthorizationRequest(
  q: Record<string, unknown>,
  registeredOrigins: readonly string[],
): { ok: true; request: AuthorizationRequest } | { ok: false; error: string } {
  const text = (name: string) => (typeof q[name] === 'string' ? (q[name] as string) : '');
  if (text('client_id') !== IDP_CLIENT_ID) return { ok: false, error: 'unknown client_id' };
  let redirect: URL;
  try {
    redirect = new URL(text('redirect_uri'));
  } catch {
    return { ok: false, error: 'redirect_uri is not an absolute URL' };
  }
  if (
    !['http:', 'https:'].includes(redirect.protocol) ||
    !registeredOrigins.includes(redirect.origin) ||
    redirect.pathname !== REGISTERED_REDIRECT_PATH ||
    redirect.search ||
    redirect.hash ||
    redirect.username ||
    redirect.password
  ) {
    return { ok: false, error: 'redirect_uri is not registered for this client' };
  }
  if (text('response_type') !== 'code') return { ok: false, error: 'response_type must be code' };
  if (!text('scope').split(' ').includes('openid')) return { ok: false, error: 'scope must include openid' };
  const state = text('state');
  const nonce = text('nonce');
  if (!/^[\w-]{16,100}$/.test(state) || !/^[\w-]{16,100}$/.test(nonce)) {
    return { ok: false, error: 'state and nonce are required' };
  }
  const acr = text('acr_values');
  const idp = acr.startsWith(ACR_PREFIX) ? acr.slice(ACR_PREFIX.length) : '';
  const country = IDP_METHODS[idp];
  if (!country) return { ok: false, error: 'acr_values must name nbid, mitid or ftn' };
  return {
    ok: true,
    request: {
      clientId: IDP_CLIENT_ID,
      redirectUri: redirect.toString(),
      state,
      nonce,
      idp,
      country,
      lang: text('ui_locales').slice(0, 2),
    },
  };
}

export async function issueCode(db: Db, req: AuthorizationRequest, person: IdpPerson, now: number) {
  const code = randomBytes(32).toString('base64url');
  await db.insert(simIdpCodes).values({
    codeHash: hash(code),
    clientId: req.clientId,
    redirectUri: req.redirectUri,
    nonce: req.nonce,
    idp: req.idp,
    person,
    expiresAt: new Date(now + CODE_TTL_MS),
    createdAt: new Date(now),
  });
  return code;
}

export type TokenResult =
  | { ok: true; body: Record<string, unknown> }
  | {
      ok: false;
      status: 400 | 401;
      error: 'invalid_grant' | 'invalid_client' | 'invalid_request' | 'unsupported_grant_type';
    };

/**
 * The token endpoint: a code is used at its first exchange (whatever the outcome), must be under a
 * minute old and must come with the redirect URI it was issued for.
 */
export async function exchangeCode(
  db: Db,
  form: Record<string, string>,
  client: { id: string; secret: Uint8Array },
  now: number,
): Promise<TokenResult> {
  if (form.grant_type !== 'authorization_code')
    return { ok: false, status: 400, error: 'unsupported_grant_type' };
  if (!form.code || !form.redirect_uri) return { ok: false, status: 400, error: 'invalid_request' };
  const [row] = await db
    .update(simIdpCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(simIdpCodes.codeHash, hash(form.code)),
        isNull(simIdpCodes.usedAt),
        gt(simIdpCodes.expiresAt, new Date(now)),
      ),
    )
    .returning();
  if (!row || row.clientId !== client.id || row.redirectUri !== form.redirect_uri) {
    return { ok: false, status: 400, error: 'invalid_grant' };
  }
  const person = row.person as IdpPerson;
  const iat = Math.floor(now / 1000);
  const idToken = await new SignJWT({
    nonce: row.nonce,
    idp: row.idp,
    nin: person.nin,
    nin_type: 'birth',
    nin_issuing_country: person.country,
    given_name: person.givenName,
    family_name: person.familyName,
    birthdate: person.birthdate,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(IDP_ISSUER)
    .setAudience(client.id)
    .setSubject(createHash('sha256').update(`${person.country}:${person.nin}`).digest('base64url'))
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(client.secret);
  return {
    ok: true,
    body: {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      scope: 'openid profile nin',
      id_token: idToken,
    },
  };
}
