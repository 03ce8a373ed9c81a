import type { OrderSide } from './catalogue';

/** Spec 000 §4 "Account availability and preselection". */

export interface OrderFlowAccount {
  accid: number;
  is_blocked: boolean;
  account_code: string;
  atyid: number;
}

/** Accounts with this code or this account type id are left out of the fund order flow. */
export const EXCLUDED_ACCOUNT_CODE = 'BLSE';
export const EXCLUDED_ATYID = 123;

export function isOrderFlowAccount(a: OrderFlowAccount): boolean {
  return !a.is_blocked && a.account_code !== EXCLUDED_ACCOUNT_CODE && a.atyid !== EXCLUDED_ATYID;
}

/**
 * The accounts the customer may choose: non-blocked, not BLSE, not atyid 123; for a sell only the
 * accounts holding the instrument (`holdingAccids`).
 */
export function availableAccounts<A extends OrderFlowAccount>(
  accounts: readonly A[],
  side: OrderSide,
  holdingAccids: ReadonlySet<number> = new Set(),
): A[] {
  return accounts.filter((a) => isOrderFlowAccount(a) && (side === 'BUY' || holdingAccids.has(a.accid)));
}

/**
 * The preselected account among the available ones.
 * - Buy: the query accid, otherwise the stored last-used account, otherwise the only account.
 * - Sell: the query accid if that account has a position, else the stored one if it has one, else none.
 * An accid that is not among the available accounts does not count.
 */
export function preselectAccount(
  available: readonly OrderFlowAccount[],
  side: OrderSide,
  opts: { queryAccid?: number; storedAccid?: number; holdingAccids?: ReadonlySet<number> },
): number | undefined {
  const ids = new Set(available.map((a) => a.accid));
  if (side === 'BUY') {
    if (opts.queryAccid !== undefined && ids.has(opts.queryAccid)) return opts.queryAccid;
    if (opts.storedAccid !== undefined && ids.has(opts.storedAccid)) return opts.storedAccid;
    return available.length === 1 ? available[0]?.accid : undefined;
  }
  const holds = (accid: number | undefined) =>
    accid !== undefined && ids.has(accid) && (opts.holdingAccids?.has(accid) ?? false);
  if (holds(opts.queryAccid)) return opts.queryAccid;
  if (holds(opts.storedAccid)) return opts.storedAccid;
  return undefined;
}
