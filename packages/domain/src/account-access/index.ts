/**
 * Account access for existing customers (spec 001 §7.6): the account's alias, and authorizations
 * (a power of attorney) by which an owner lets another customer look at one of their accounts.
 */

import { ACCOUNT_ALIAS_MAX } from '../signup/account-types';

/** What an authorization allows. VIEW only: a look at balances and holdings, never a trade. */
export const AUTHORIZATION_PERMISSIONS = ['VIEW'] as const;
export type AuthorizationPermission = (typeof AUTHORIZATION_PERMISSIONS)[number];

/** Active authorizations one account may have at a time (422 AUTHORIZATION_LIMIT_REACHED beyond). */
export const AUTHORIZATIONS_PER_ACCOUNT_MAX = 10;

export const ACCOUNT_ACCESS_ERROR_CODES = [
  /** An alias that is empty after trimming or longer than ACCOUNT_ALIAS_MAX (40, as at sign-up). */
  'ACCOUNT_ALIAS_LENGTH',
  /** An alias with control or bidirectional-override characters. */
  'ACCOUNT_ALIAS_CHARACTERS',
  /**
   * No customer with that customer number AND birth date: one refusal for an unknown number, a
   * wrong birth date, or oneself, so the form cannot be used to probe who is a customer.
   */
  'AUTHORIZATION_GRANTEE_NOT_FOUND',
  /** No active authorization with that id among those the customer gave. */
  'AUTHORIZATION_NOT_FOUND',
  /** The person already has that permission on the account. */
  'AUTHORIZATION_EXISTS',
  /** The account already has AUTHORIZATIONS_PER_ACCOUNT_MAX active authorizations. */
  'AUTHORIZATION_LIMIT_REACHED',
] as const;

/**
 * Control characters (all of C0, tab and line breaks too: an alias is one line; DEL; C1) and
 * bidirectional overrides and isolates, which make a name read differently from what it is.
 */
// eslint-disable-next-line no-control-regex
const ALIAS_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** What is wrong with an alias as the customer typed it (it is trimmed first), or undefined. */
export function accountAliasProblem(
  alias: string,
): 'ACCOUNT_ALIAS_LENGTH' | 'ACCOUNT_ALIAS_CHARACTERS' | undefined {
  const trimmed = alias.trim();
  if (ALIAS_UNSAFE.test(trimmed)) return 'ACCOUNT_ALIAS_CHARACTERS';
  // Characters as the customer counts them: an emoji is one, not two UTF-16 units.
  const length = [...trimmed].length;
  if (length < 1 || length > ACCOUNT_ALIAS_MAX) return 'ACCOUNT_ALIAS_LENGTH';
  return undefined;
}
