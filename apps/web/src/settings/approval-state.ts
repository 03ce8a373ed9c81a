import { expiresWithinNoticePeriod } from '../fund-order/suitability';

/**
 * A customer's approval of one MiFID II category as the settings page shows it: approved (until
 * the expiry), expiring soon (within the notice period of the order screen's renewal notice, spec
 * 000 §2, §9), or not approved (never approved, or the approval has expired).
 */
export type ApprovalState =
  | { kind: 'approved'; expiresAt: number }
  | { kind: 'expiresSoon'; expiresAt: number }
  | { kind: 'expired'; expiresAt: number }
  | { kind: 'none' };

export function approvalState(expiresAt: number | undefined, now: number): ApprovalState {
  if (expiresAt === undefined) return { kind: 'none' };
  if (expiresAt <= now) return { kind: 'expired', expiresAt };
  if (expiresWithinNoticePeriod(expiresAt, now)) return { kind: 'expiresSoon', expiresAt };
  return { kind: 'approved', expiresAt };
}
