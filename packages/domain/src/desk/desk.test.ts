import { describe, expect, it } from 'vitest';
import { DESK_COMMENT_MAX, deskDecisionProblems } from './index';

describe('desk decisions', () => {
  it('takes an approval with or without a comment', () => {
    expect(deskDecisionProblems({ decision: 'APPROVE' })).toEqual([]);
    expect(deskDecisionProblems({ decision: 'APPROVE', comment: 'Lönespecifikationer stämmer' })).toEqual([]);
  });

  it('wants a rejection to name a reason and explain it', () => {
    expect(deskDecisionProblems({ decision: 'REJECT', comment: '  ' })).toEqual([
      { code: 'REASON_REQUIRED', field: 'reason' },
      { code: 'COMMENT_REQUIRED', field: 'comment' },
    ]);
    expect(
      deskDecisionProblems({ decision: 'REJECT', reason: 'UNREADABLE', comment: 'Suddig bild' }),
    ).toEqual([]);
  });

  it('refuses a reason on an approval and an overlong comment', () => {
    expect(deskDecisionProblems({ decision: 'APPROVE', reason: 'UNREADABLE' })).toEqual([
      { code: 'REASON_NOT_ALLOWED', field: 'reason' },
    ]);
    expect(deskDecisionProblems({ decision: 'APPROVE', comment: 'x'.repeat(DESK_COMMENT_MAX + 1) })).toEqual([
      { code: 'COMMENT_TOO_LONG', field: 'comment' },
    ]);
  });
});
