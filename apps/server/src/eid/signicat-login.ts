import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { parseNationalId, type CountryCode, type Lang } from '@broker/domain';
import type { Deps } from '../deps';
import { eidSignicatLogins } from '../db/schema';
import { HttpError } from '../http/api-error';
import { outcomeForPerson } from '../auth/identified-person';
import type { LoginProvider } from '../auth/login-outcome';
import { EidUnavailable } from './bankid-api';
import { browserHashOf } from './browser-binding';
import { requireEid } from './eid-switch';
import { signicatClient } from './eid-services';
import { reachable } from './reachable';

/**
 * Logins with Norwegian BankID, MitID and the Finnish Trust Network through a Signicat-style
 * identity provider (OpenID Connect). The start keeps state and nonce on the server, bound to the
 * browser and the redirect URI; the login (provider SIGNICAT) takes the code and state the
 * identity provider returned to the callback page, once.
 */

export const EID_CALLBACK_PATH = '/login/eid-callback';
/** How long an authorization request may take from start to login. */
export const SIGNICAT_REQUEST_TTL_MS = 10 * 60_000;

const refuse = (
  status: number,
  code:
    | 'EID_ORDER_NOT_FOUND'
    | 'EID_ORDER_USED'
    | 'EID_ORDER_EXPIRED'
    | 'EID_REDIRECT_URI_MISMATCH'
    | 'EID_CODE_REFUSED'
    | 'EID_IDENTITY_INVALID'
    | 'EID_WRONG_COUNTRY'
    | 'EID_REDIRECT_URI_INVALID',
  message: string,
  field?: string,
) => new HttpError(status, code, message, field ? [{ code, field }] : undefined);

/**
 * The redirect URI must be this site's callback page on the origin the request came to (or the
 * configured public address): with a redirect URI of its own choosing, someone who started a login
 * could have a victim's code sent to them.
 */
function checkRedirectUri(deps: Deps, request: FastifyRequest, redirectUri: string): string {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw refuse(400, 'EID_REDIRECT_URI_INVALID', 'redirectUri is not an absolute URL', 'redirectUri');
  }
  const origins = [
    new URL(`${request.protocol}://${request.host}`).origin,
    deps.config.publicUrl && new URL(deps.config.publicUrl).origin,
  ];
  if (url.pathname !== EID_CALLBACK_PATH || url.search || url.hash || !origins.includes(url.origin)) {
    throw refuse(
      400,
      'EID_REDIRECT_URI_INVALID',
      "redirectUri must be this site's eID callback page",
      'redirectUri',
    );
  }
  return url.toString();
}

export async function startSignicat(
  deps: Deps,
  request: FastifyRequest,
  browserHash: string,
  input: { countryCode: 'NO' | 'DK' | 'FI'; redirectUri: string; lang: Lang },
): Promise<{ authorizeUrl: string }> {
  const redirectUri = checkRedirectUri(deps, request, input.redirectUri);
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  await deps.db.insert(eidSignicatLogins).values({
    state,
    nonce,
    browserHash,
    country: input.countryCode,
    redirectUri,
    createdAt: new Date(deps.time.now()),
  });
  return {
    authorizeUrl: signicatClient(deps, request).authorizeUrl({
      state,
      nonce,
      redirectUri,
      country: input.countryCode,
      lang: input.lang,
    }),
  };
}

/** The SIGNICAT provider: the code and state from the callback page, for this browser's request. */
export const signicatLogin: LoginProvider = async ({ deps, body, request }) => {
  requireEid(deps, 'authenticationProvider');
  const { authorizationCode: code, redirectUri, state, countryCode } = body;
  if (!code || !redirectUri || !state) {
    throw new HttpError(
      400,
      'MANDATORY_FIELD_MISSING',
      'authorizationCode, redirectUri and state are required',
      [
        ...(!code ? [{ code: 'MANDATORY_FIELD_MISSING', field: 'authorizationCode' }] : []),
        ...(!redirectUri ? [{ code: 'MANDATORY_FIELD_MISSING', field: 'redirectUri' }] : []),
        ...(!state ? [{ code: 'MANDATORY_FIELD_MISSING', field: 'state' }] : []),
      ],
    );
  }
  const browserHash = browserHashOf(request);
  const [pending] = browserHash
    ? await deps.db
        .select()
        .from(eidSignicatLogins)
        .where(and(eq(eidSignicatLogins.state, state), eq(eidSignicatLogins.browserHash, browserHash)))
    : [];
  if (!pending)
    throw refuse(404, 'EID_ORDER_NOT_FOUND', 'No eID login of this browser with that state', 'state');
  if (pending.usedAt) throw refuse(409, 'EID_ORDER_USED', 'This eID login has been used', 'state');
  const now = deps.time.now();
  if (now >= pending.createdAt.getTime() + SIGNICAT_REQUEST_TTL_MS) {
    throw refuse(409, 'EID_ORDER_EXPIRED', 'This eID login took too long; start again', 'state');
  }
  if (pending.redirectUri !== redirectUri) {
    throw refuse(
      400,
      'EID_REDIRECT_URI_MISMATCH',
      'redirectUri is not the one the login started with',
      'redirectUri',
    );
  }
  if (pending.country !== countryCode) {
    throw refuse(
      400,
      'EID_WRONG_COUNTRY',
      'countryCode is not the one the login started with',
      'countryCode',
    );
  }
  // Used before the exchange: a second request with the same state finds it used, whatever the
  // identity provider answers this one (unless it could not be reached at all: see below).
  const [used] = await deps.db
    .update(eidSignicatLogins)
    .set({ usedAt: new Date(now) })
    .where(and(eq(eidSignicatLogins.state, state), isNull(eidSignicatLogins.usedAt)))
    .returning();
  if (!used) throw refuse(409, 'EID_ORDER_USED', 'This eID login has been used', 'state');
  const exchanged = await reachable(async () => {
    try {
      return await signicatClient(deps, request).exchangeCode({ code, redirectUri, nonce: used.nonce });
    } catch (e) {
      // The provider was not reached (or did not answer): the state is given back so the person can
      // try again. A replay gains nothing by it: the provider's code is single use at its end.
      if (e instanceof EidUnavailable) {
        await deps.db
          .update(eidSignicatLogins)
          .set({ usedAt: null })
          .where(eq(eidSignicatLogins.state, state));
      }
      throw e;
    }
  });
  if (!exchanged.ok) {
    throw exchanged.reason === 'CODE_REFUSED'
      ? refuse(401, 'EID_CODE_REFUSED', 'The identity provider refused the code', 'authorizationCode')
      : refuse(401, 'EID_IDENTITY_INVALID', "The identity provider's answer did not hold");
  }
  const country = used.country as CountryCode;
  const person = exchanged.person;
  const id = parseNationalId(country, person.nin);
  if (person.country !== country || !id.ok || !person.givenName || !person.familyName) {
    throw refuse(401, 'EID_IDENTITY_INVALID', 'The eID vouched for no valid national id of the country');
  }
  return outcomeForPerson(deps.db, {
    country,
    nationalId: id.nationalId,
    firstName: person.givenName,
    lastName: person.familyName,
    birthDate: id.birthDate,
    provider: 'SIGNICAT',
  });
};
