import { describe, expect, it } from 'vitest';
import { approvalState } from './approval-state';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('approval state of a category', () => {
  it('is none without an expiry and expired at or after it', () => {
    expect(approvalState(undefined, NOW)).toEqual({ kind: 'none' });
    expect(approvalState(NOW, NOW)).toEqual({ kind: 'expired', expiresAt: NOW });
    expect(approvalState(NOW - 1, NOW).kind).toBe('expired');
  });

  it('expires soon within one calendar month, as the order screen’s renewal notice', () => {
    expect(approvalState(Date.parse('2026-12-20T12:00:00Z'), NOW).kind).toBe('expiresSoon');
    expect(approvalState(Date.parse('2026-12-20T12:00:01Z'), NOW).kind).toBe('approved');
    expect(approvalState(NOW + 1, NOW).kind).toBe('expiresSoon');
  });
});
