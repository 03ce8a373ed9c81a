/**
 * The compliance desk (staff side): who works there, what lands in its review queue and what a
 * reviewer may decide. A queue item has a kind (a customer's CRM task, a prospect's onboarding
 * case), and both are decided with the same input and the same decision record.
 */

/** What a member of staff may do; COMPLIANCE reviews customers' tasks and high-risk KYC. */
export const STAFF_ROLES = ['COMPLIANCE'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The kinds of item the review queue holds: a customer's CRM task, a prospect's onboarding case. */
export const DESK_ITEM_KINDS = ['CRM_TASK', 'ONBOARDING_CASE'] as const;
export type DeskItemKind = (typeof DESK_ITEM_KINDS)[number];

export const DESK_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type DeskDecision = (typeof DESK_DECISIONS)[number];

/**
 * Why papers were not accepted: told to the customer in their language (a code, never the
 * reviewer's own words, which stay in the record as the comment).
 */
export const DESK_REJECT_REASONS = ['UNREADABLE', 'INCOMPLETE', 'WRONG_DOCUMENT', 'NOT_SUFFICIENT'] as const;
export type DeskRejectReason = (typeof DESK_REJECT_REASONS)[number];

/** A reviewer's comment, kept with the decision for the record. */
export const DESK_COMMENT_MAX = 2000;

export type DeskDecisionProblem =
  'REASON_REQUIRED' | 'REASON_NOT_ALLOWED' | 'COMMENT_REQUIRED' | 'COMMENT_TOO_LONG';

/**
 * Checks a decision's input: a rejection names a reason and explains it; an approval has no reason
 * (its comment is optional). Answers the problems, field by field.
 */
export function deskDecisionProblems(input: {
  decision: DeskDecision;
  reason?: string | null;
  comment?: string | null;
}): { code: DeskDecisionProblem; field: 'reason' | 'comment' }[] {
  const problems: { code: DeskDecisionProblem; field: 'reason' | 'comment' }[] = [];
  const comment = (input.comment ?? '').trim();
  if (comment.length > DESK_COMMENT_MAX) problems.push({ code: 'COMMENT_TOO_LONG', field: 'comment' });
  if (input.decision === 'REJECT') {
    if (!input.reason) problems.push({ code: 'REASON_REQUIRED', field: 'reason' });
    if (comment.length === 0) problems.push({ code: 'COMMENT_REQUIRED', field: 'comment' });
  } else if (input.reason) {
    problems.push({ code: 'REASON_NOT_ALLOWED', field: 'reason' });
  }
  return problems;
}
