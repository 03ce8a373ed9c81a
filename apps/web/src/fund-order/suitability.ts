import { REQUALIFICATION_NOTICE_MONTHS } from '@broker/domain';

/**
 * Whether a knowledge-test approval that is still valid expires within one month of `now`
 * (spec 000 §2, §9: the 'Renew your knowledge test' notice). Calendar months, in UTC.
 */
export function expiresWithinNoticePeriod(expiresAt: number | undefined, now: number): boolean {
  if (expiresAt === undefined || expiresAt <= now) return false;
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() + REQUALIFICATION_NOTICE_MONTHS);
  return expiresAt <= limit.getTime();
}
