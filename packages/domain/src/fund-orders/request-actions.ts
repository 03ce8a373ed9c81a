import type { FundOrderFailureCode, OrderSide, RequestActionReason } from './catalogue';
import { ORDER_SIDES } from './catalogue';
import { EXCLUDED_ACCOUNT_CODE, EXCLUDED_ATYID } from './accounts';
import { isMinorCustomerOn } from './limits';
import { kycBlocksBuying, type KycStanding } from '../required-actions/actions';
import { isEstate } from '../estates/estates';

/**
 * Per-account request actions (spec 000 §4, §8): may this customer buy or sell this instrument on
 * this account today, and if not, why. The request-actions calls answer this, and the placement of
 * a fund order or an allocation request refuses by the same function, so the order button and the
 * order book never disagree.
 *
 * Reasons, first match wins:
 * - NOT_AUTHORIZED_TO_BUY / NOT_AUTHORIZED_TO_SELL: the account is blocked, or the customer is a
 *   minor (both sides); a partner customer and an index fund (buy only: a partner may still sell an
 *   index fund held from before); KYC answers overdue or waiting for review (buy only, code
 *   KYC_ANSWER_INVALID: spec 000 §8 "update KYC info").
 * - REQUESTS_CLOSED: the account type is closed for fund orders and requests, i.e. the accounts the
 *   order flow leaves out (account code BLSE or account type id 123). The seed has no pension
 *   accounts; these are the accounts whose orders go elsewhere.
 * - SOLD_ALREADY (buy) / BOUGHT_ALREADY (sell): the same instrument went the other way on the same
 *   account today (the customer's calendar day), by an order or a request that still counts (not
 *   cancelled or rejected). Buying and selling a fund the same day would trade at one NAV both ways.
 *
 * `code` is what a refused placement answers in fields[0].code: the order catalogue's own code
 * where it has one (ACCOUNT_IS_BLOCKED, INVALID_ACCOUNT_TYPE, CUSTOMER_IS_MINOR,
 * SUPERFUND_NOT_ALLOWED), the reason itself otherwise.
 */

export interface RequestActionFacts {
  /** Today in the customer's country. */
  today: string;
  /** kyc: the KYC answers in force (absent: not known here, not checked). */
  customer: { birthDate: string; personType?: string; isPartner: boolean; kyc?: KycStanding | null };
  account: { isBlocked: boolean; accountCode: string; atyid: number };
  instrument: { isIndexFund: boolean };
  /** Sides of today's orders and requests of this account and instrument that still count. */
  tradedToday: ReadonlySet<OrderSide>;
}

export type RequestActionCode = FundOrderFailureCode | RequestActionReason;

export type RequestAction =
  | { side: OrderSide; isAllowed: true; reason: null }
  | {
      side: OrderSide;
      isAllowed: false;
      reason: RequestActionReason;
      code: RequestActionCode;
      field?: string;
    };

export function requestAction(side: OrderSide, f: RequestActionFacts): RequestAction {
  const notAuthorized: RequestActionReason =
    side === 'BUY' ? 'NOT_AUTHORIZED_TO_BUY' : 'NOT_AUTHORIZED_TO_SELL';
  const refuse = (reason: RequestActionReason, code: RequestActionCode, field?: string): RequestAction => ({
    side,
    isAllowed: false,
    reason,
    code,
    ...(field ? { field } : {}),
  });
  if (f.account.isBlocked) return refuse(notAuthorized, 'ACCOUNT_IS_BLOCKED', 'body.accid');
  if (f.account.accountCode === EXCLUDED_ACCOUNT_CODE || f.account.atyid === EXCLUDED_ATYID)
    return refuse('REQUESTS_CLOSED', 'INVALID_ACCOUNT_TYPE', 'body.accid');
  if (isMinorCustomerOn(f.customer, f.today)) return refuse(notAuthorized, 'CUSTOMER_IS_MINOR');
  // An estate sells or moves what it holds, never buys (estates/estates.ts).
  if (side === 'BUY' && isEstate(f.customer)) return refuse(notAuthorized, 'ACCOUNT_IS_BLOCKED_FOR_BUYING');
  // Overdue or high-risk KYC answers stop buying until answered again (issue 16); selling stays open.
  if (side === 'BUY' && kycBlocksBuying(f.customer.kyc, f.today))
    return refuse(notAuthorized, 'KYC_ANSWER_INVALID');
  if (side === 'BUY' && f.customer.isPartner && f.instrument.isIndexFund)
    return refuse(notAuthorized, 'SUPERFUND_NOT_ALLOWED');
  if (side === 'BUY' && f.tradedToday.has('SELL')) return refuse('SOLD_ALREADY', 'SOLD_ALREADY');
  if (side === 'SELL' && f.tradedToday.has('BUY')) return refuse('BOUGHT_ALREADY', 'BOUGHT_ALREADY');
  return { side, isAllowed: true, reason: null };
}

/** Both sides, in the order BUY, SELL. */
export function requestActions(f: RequestActionFacts): RequestAction[] {
  return ORDER_SIDES.map((side) => requestAction(side, f));
}
