import type { Deps } from '../deps';
import { HttpError } from '../http/api-error';

/**
 * EID_PROVIDER=off: no eID is offered. The simulated parties vouch for whatever national id is
 * typed into them, so on a deployment with real customers they must not be reachable at all; our
 * calls and the SE_BANKID and SIGNICAT logins answer as for a provider this server does not have.
 */
export function requireEid(deps: Pick<Deps, 'config'>, field?: 'authenticationProvider'): void {
  if (deps.config.eidProvider !== 'off') return;
  throw new HttpError(
    400,
    'UNSUPPORTED_AUTHENTICATION_PROVIDER',
    'eID logins are not offered by this server',
    field ? [{ code: 'UNSUPPORTED_AUTHENTICATION_PROVIDER', field }] : undefined,
  );
}
