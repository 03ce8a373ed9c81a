import { HttpError } from '../http/api-error';
import type { LoginProvider } from './login-outcome';
import { verifyPassword } from './passwords';
import { findUserByUsername } from './sessions';

/** The BASIC provider: username and password, throttled per username and address. */
export const passwordLogin: LoginProvider = async ({ deps, body, request, reply }) => {
  if (!body.basic) {
    throw new HttpError(400, 'MANDATORY_FIELD_MISSING', 'Username and password are required', [
      { code: 'MANDATORY_FIELD_MISSING', field: 'basic' },
    ]);
  }
  const { username, password } = body.basic;
  const address = request.ip;
  const attempt = deps.loginThrottle.begin(username, address);
  if (!attempt.allowed) {
    reply.header('retry-after', String(attempt.retryAfterSeconds));
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed logins; try again later');
  }
  const user = await findUserByUsername(deps.db, username);
  const ok = await verifyPassword(user?.passwordHash, password);
  // A customer belongs to one country's site: logging in on another one is refused like a wrong
  // password, so the answer does not tell which country a username belongs to.
  if (!user || !ok || user.country !== body.countryCode) {
    throw new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong username or password');
  }
  deps.loginThrottle.succeeded(username, address);
  return { kind: 'customer', userId: user.id };
};
