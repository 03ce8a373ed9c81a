import { parseNationalId } from '@broker/domain';
import { HttpError } from '../http/api-error';
import { outcomeForPerson } from '../auth/identified-person';
import type { LoginProvider } from '../auth/login-outcome';
import {
  BANKID_ORDER_TTL_MS,
  browserOrder,
  collectOrder,
  useOrder,
  type BankIdPerson,
} from './bankid-orders';
import { browserHashOf } from './browser-binding';
import { requireEid } from './eid-switch';
import { bankIdApi } from './eid-services';
import { reachable } from './reachable';

/**
 * The SE_BANKID provider: the login page's completed order. The order must be this browser's,
 * complete, not used by a login before and within its three minutes (by our clock: a completed
 * order must not stay a key to the account for as long as the browser's cookie lives); the person
 * is the one BankID vouched for.
 */
export const bankIdLogin: LoginProvider = async ({ deps, body, request }) => {
  requireEid(deps, 'authenticationProvider');
  if (body.countryCode !== 'SE') {
    throw new HttpError(400, 'EID_WRONG_COUNTRY', 'Swedish BankID logs in on the Swedish site', [
      { code: 'EID_WRONG_COUNTRY', field: 'countryCode' },
    ]);
  }
  const orderRef = body.orderReference;
  if (!orderRef) {
    throw new HttpError(400, 'MANDATORY_FIELD_MISSING', 'orderReference is required', [
      { code: 'MANDATORY_FIELD_MISSING', field: 'orderReference' },
    ]);
  }
  const mine = await browserOrder(deps.db, orderRef, browserHashOf(request));
  if (mine.usedAt) {
    throw new HttpError(409, 'EID_ORDER_USED', 'This BankID order has been used', [
      { code: 'EID_ORDER_USED', field: 'orderReference' },
    ]);
  }
  const now = deps.time.now();
  if (now >= mine.createdAt.getTime() + BANKID_ORDER_TTL_MS) {
    throw new HttpError(409, 'EID_ORDER_EXPIRED', 'This BankID order has expired; start again', [
      { code: 'EID_ORDER_EXPIRED', field: 'orderReference' },
    ]);
  }
  const order = await reachable(() => collectOrder(deps.db, bankIdApi(deps, request), mine, now));
  if (order.status !== 'complete') {
    throw new HttpError(409, 'EID_ORDER_NOT_COMPLETE', 'This BankID order is not complete', [
      { code: 'EID_ORDER_NOT_COMPLETE', field: 'orderReference' },
    ]);
  }
  const used = await useOrder(deps.db, orderRef, now);
  if (!used) {
    throw new HttpError(409, 'EID_ORDER_USED', 'This BankID order has been used', [
      { code: 'EID_ORDER_USED', field: 'orderReference' },
    ]);
  }
  const person = used.person as BankIdPerson | null;
  const id = person ? parseNationalId('SE', person.personalNumber) : undefined;
  if (!person || !id?.ok) {
    throw new HttpError(401, 'EID_IDENTITY_INVALID', 'BankID vouched for no valid personnummer');
  }
  return outcomeForPerson(deps.db, {
    country: 'SE',
    nationalId: id.nationalId,
    firstName: person.givenName,
    lastName: person.surname,
    birthDate: id.birthDate,
    provider: 'SE_BANKID',
  });
};
