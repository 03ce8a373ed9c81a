import { and, eq, gte, inArray, isNull, lt, notExists, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { onboardingCases, prospects, sessions, signupApplications, signupReferrals } from '../db/schema';
import { scheduleDaily, type JobHandlers } from '../platform/schedule';

/**
 * Sign-ups given up are removed (issue 16: "nothing half-created remains"): a person identified by
 * an eID who has not become a customer and has not been seen for `ABANDONED_AFTER_DAYS` (no login,
 * no step) loses their prospect row, their application with its answers (contact details,
 * address, tax residences, KYC answers) and their sessions. We have no relationship with them and
 * no reason to keep what they told us; a resume within the time keeps everything.
 *
 * Kept: a prospect with an onboarding case (high risk, their papers sent and reviewed at the desk;
 * the case and its decision are the anti-money-laundering record), and every customer's.
 * Daily on the job schedule (kind `signup.abandoned`), in the job's transaction.
 */
export const ABANDONED_KIND = 'signup.abandoned';
export const ABANDONED_AFTER_DAYS = 90;
const DAILY = { kind: ABANDONED_KIND, time: '03:45', zone: 'Europe/Stockholm' };
const DAY_MS = 86_400_000;

export async function scheduleAbandonedSignups(db: Db | Tx, now: number): Promise<void> {
  await scheduleDaily(db, DAILY, now);
}

/** Removes the sign-ups given up by `now`; answers the prospects removed. */
export async function removeAbandonedSignups(tx: Tx | Db, now: number): Promise<number[]> {
  const seenSince = new Date(now - ABANDONED_AFTER_DAYS * DAY_MS);
  const gone = await tx
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(
        isNull(prospects.customerId),
        lt(prospects.createdAt, seenSince),
        notExists(tx.select().from(onboardingCases).where(eq(onboardingCases.prospectId, prospects.id))),
        notExists(
          tx
            .select()
            .from(signupApplications)
            .where(
              and(
                eq(signupApplications.prospectId, prospects.id),
                or(
                  gte(signupApplications.updatedAt, seenSince),
                  inArray(signupApplications.status, ['DONE', 'MANUAL_REVIEW']),
                ),
              ),
            ),
        ),
        notExists(
          tx
            .select()
            .from(sessions)
            .where(and(eq(sessions.prospectId, prospects.id), gte(sessions.createdAt, seenSince))),
        ),
      ),
    );
  const ids = gone.map((p) => p.id);
  if (ids.length === 0) return [];
  const applications = tx
    .select({ id: signupApplications.id })
    .from(signupApplications)
    .where(inArray(signupApplications.prospectId, ids));
  await tx.delete(signupReferrals).where(inArray(signupReferrals.applicationId, applications));
  await tx.delete(signupApplications).where(inArray(signupApplications.prospectId, ids));
  await tx.delete(sessions).where(inArray(sessions.prospectId, ids));
  await tx.delete(prospects).where(inArray(prospects.id, ids));
  return ids;
}

export function abandonedSignupJobHandlers(): JobHandlers {
  return {
    [ABANDONED_KIND]: async (tx, _job, now) => {
      await removeAbandonedSignups(tx, now);
      await scheduleAbandonedSignups(tx, now);
    },
  };
}
