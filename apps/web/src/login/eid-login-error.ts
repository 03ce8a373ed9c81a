import { ApiError } from '@broker/client';
import type { MessageKey } from '../i18n/catalogues';

/** The message an eID login refused by our server shows, in the user's language. */
export function eidErrorMessage(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (error.status === 503 || error.status === 0) return 'eid.error.unavailable';
    if (error.status === 429) return 'login.errorTooManyAttempts';
    if (error.code === 'EID_ORDER_EXPIRED') return 'eid.error.expired';
    // The eID identified a customer who has died (docs/decisions.md "Estates").
    if (error.code === 'LOGIN_OF_ESTATE') return 'login.errorEstate';
  } else if (error instanceof TypeError) {
    return 'eid.error.unavailable';
  }
  return 'eid.error.failed';
}

/** The server offers no eID logins (EID_PROVIDER=off): its start calls say so. */
export function eidIsOff(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'UNSUPPORTED_AUTHENTICATION_PROVIDER';
}
