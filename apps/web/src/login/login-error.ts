import { ApiError, NETWORK_ERROR } from '@broker/client';
import type { MessageKey } from '../i18n/catalogues';

/** The message a refused login shows; the server's own text is English and meant for logs. */
export function loginErrorMessage(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) {
    // fetch rejects with a TypeError when the network is down.
    return error instanceof TypeError ? 'login.errorNetwork' : 'login.errorUnknown';
  }
  if (error.code === NETWORK_ERROR || error.status === 0) return 'login.errorNetwork';
  if (error.code === 'LOGIN_OF_ESTATE') return 'login.errorEstate';
  if (error.code === 'TOO_MANY_ATTEMPTS' || error.status === 429) return 'login.errorTooManyAttempts';
  if (error.code === 'INVALID_CREDENTIALS' || error.status === 401) return 'login.errorInvalidCredentials';
  return 'login.errorUnknown';
}
