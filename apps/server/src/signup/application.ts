import { and, eq, isNotNull, or } from 'drizzle-orm';
import {
  COUNTRY_FACTS,
  SIGNUP_FORM_STEPS,
  cddPages,
  inSignupDowntime,
  isMinorOn,
  localDayAt,
  signupGroupOf,
  signupStepIndex,
  type RoutingStatus,
  type SignupFormStep,
  type SignupStatus,
} from '@broker/domain';
import type { SignupSaved, SignupState } from '@broker/contract';
import type { DailyWindowUtc } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { customers, prospects, signupApplications } from '../db/schema';
import type { ProspectSession } from '../auth/sessions';
import { answeredCddPages } from './step-rules';

export type ApplicationRow = typeof signupApplications.$inferSelect;
export type SignupReason = 'US_PERSON' | 'HIGH_RISK' | 'MINOR';

/** The person's day in their country (birthdays and the KYC due day are calendar days there). */
export function dayOf(prospect: Pick<ProspectSession, 'country'>, nowMs: number): string {
  return localDayAt(COUNTRY_FACTS[prospect.country].timeZone, nowMs);
}

/** Whether this identity is a customer already (EXISTING step): the eID login found a prospect, but a sign-up elsewhere may since have finished. */
export async function isExistingCustomer(db: Db | Tx, prospect: ProspectSession): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .leftJoin(prospects, eq(prospects.id, prospect.prospectId))
    .where(
      or(
        and(eq(customers.country, prospect.country), eq(customers.nationalId, prospect.nationalId)),
        and(isNotNull(prospects.customerId), eq(customers.id, prospects.customerId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function applicationOf(
  db: Db | Tx,
  prospectId: number,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const query = db.select().from(signupApplications).where(eq(signupApplications.prospectId, prospectId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Spec 001 §7.6 routing for a prospect (domain ROUTING_STATUSES says what each means). */
export function routingOf(
  prospect: ProspectSession,
  application: ApplicationRow | undefined,
  existing: boolean,
  nowMs: number,
  downtime: DailyWindowUtc | null,
): RoutingStatus {
  if (existing || application?.status === 'DONE') return 'LOGIN';
  if (inSignupDowntime(nowMs, downtime)) return 'ONBOARDING_NIGHTLY_DOWNTIME';
  if (isMinorOn(prospect.birthDate, dayOf(prospect, nowMs))) return 'MINOR';
  if (!application) return 'ONBOARDING_INTENT';
  switch (application.status as SignupStatus) {
    case 'OPEN':
      return application.currentStep === SIGNUP_FORM_STEPS[0] ? 'ONBOARDING' : 'ONBOARDING_OPEN_CASE';
    case 'MANUAL_REVIEW':
    case 'REFUSED':
      return 'MANUAL_SUPPORT';
    case 'MINOR':
      return 'MINOR';
    case 'DONE':
      return 'LOGIN';
  }
}

export function savedOf(application: ApplicationRow | undefined): SignupSaved {
  return (application?.steps ?? {}) as SignupSaved;
}

/** The reply every sign-up call gives: the application as it stands. */
export function stateOf(
  prospect: ProspectSession,
  application: ApplicationRow | undefined,
  existing: boolean,
  nowMs: number,
  downtime: DailyWindowUtc | null,
): SignupState {
  const current = (application?.currentStep ?? null) as SignupFormStep | null;
  const reached = application ? (current === null ? SIGNUP_FORM_STEPS.length : signupStepIndex(current)) : 0;
  const saved = savedOf(application);
  const pagesAnswered = answeredCddPages(prospect.country, saved);
  const riskStatus =
    application?.status === 'MANUAL_REVIEW'
      ? 'MANUAL_REVIEW'
      : application?.risk && pagesAnswered.length === cddPages(prospect.country).length
        ? 'DONE'
        : 'PENDING';
  return {
    routing: routingOf(prospect, application, existing, nowMs, downtime),
    status: (application?.status ?? null) as SignupStatus | null,
    currentStep: application && application.status !== 'DONE' ? current : null,
    steps: SIGNUP_FORM_STEPS.map((step, i) => ({ step, group: signupGroupOf(step), done: i < reached })),
    person: {
      firstName: prospect.firstName,
      lastName: prospect.lastName,
      birthDate: prospect.birthDate,
      countryCode: prospect.country,
    },
    saved,
    kyc: { pagesAnswered, riskStatus },
    reason: (application?.reason ?? null) as SignupReason | null,
  };
}
