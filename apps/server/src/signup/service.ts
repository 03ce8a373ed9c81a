import { eq } from 'drizzle-orm';
import {
  SIGNUP_FORM_STEPS,
  SIGNUP_LAST_STEP,
  inSignupDowntime,
  isMinorOn,
  nextSignupStep,
  signupStepIndex,
  type SignupFormStep,
} from '@broker/domain';
import type { SignupSaved, SignupState, SignupStepSubmit } from '@broker/contract';
import type { Deps } from '../deps';
import { HttpError } from '../http/api-error';
import { signupApplications } from '../db/schema';
import type { ProspectSession } from '../auth/sessions';
import { answeredCddPages, checkStep } from './step-rules';
import { applicationOf, dayOf, isExistingCustomer, savedOf, stateOf } from './application';
import { createCustomer, eidOnlyPasswordHash, riskOfSaved } from './completion';
import { cddPages } from '@broker/domain';

function refuseWhenClosed(deps: Deps, now: number): void {
  if (inSignupDowntime(now, deps.config.signupDowntime)) {
    throw new HttpError(
      503,
      'SIGNUP_NIGHTLY_DOWNTIME',
      'Sign-up is closed 01:00–01:30 UTC for the nightly run; come back in a while',
    );
  }
}

const existingCustomer = () =>
  new HttpError(409, 'SIGNUP_EXISTING_CUSTOMER', 'You are a customer already: log in with your eID');

export async function signupState(deps: Deps, prospect: ProspectSession): Promise<SignupState> {
  const now = deps.time.now();
  const [application, existing] = await Promise.all([
    applicationOf(deps.db, prospect.prospectId),
    isExistingCustomer(deps.db, prospect),
  ]);
  return stateOf(prospect, application, existing, now, deps.config.signupDowntime);
}

/** Become-customer intent: opens the application (MINOR at once for a minor); a second intent returns it. */
export async function becomeCustomer(deps: Deps, prospect: ProspectSession): Promise<SignupState> {
  const now = deps.time.now();
  refuseWhenClosed(deps, now);
  if (await isExistingCustomer(deps.db, prospect)) throw existingCustomer();
  const minor = isMinorOn(prospect.birthDate, dayOf(prospect, now));
  await deps.db
    .insert(signupApplications)
    .values({
      prospectId: prospect.prospectId,
      currentStep: SIGNUP_FORM_STEPS[0],
      steps: {},
      status: minor ? 'MINOR' : 'OPEN',
      reason: minor ? 'MINOR' : null,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .onConflictDoNothing({ target: signupApplications.prospectId });
  return signupState(deps, prospect);
}

/**
 * The steps after `changed`, up to the step reached, whose kept input the rules now refuse given
 * the application's input as it stands, in the wizard's order. The CDD pages and the milestones
 * have no such input (the KYC answers are checked page by page and depend on nothing else).
 */
function contradictedSteps(
  changed: SignupFormStep,
  reached: SignupFormStep | null,
  saved: SignupSaved,
  prospect: ProspectSession,
): SignupFormStep[] {
  const end = reached === null ? SIGNUP_FORM_STEPS.length : signupStepIndex(reached);
  return SIGNUP_FORM_STEPS.slice(signupStepIndex(changed) + 1, end).filter((later) => {
    const data = saved[later as keyof SignupSaved];
    if (data === undefined || later === 'KYC') return false;
    const again = checkStep({ step: later, data } as SignupStepSubmit, saved, prospect);
    return 'problems' in again;
  });
}

/**
 * A step's submit, under the application's row lock: the step must be reached and the application
 * open; the input is checked (400 with every problem), kept, and the application moves on. US_TAX
 * with a US person refuses the application, the last CDD page with a high risk sends it to manual
 * review, and the last step makes the customer, all in this one transaction.
 */
export async function submitStep(
  deps: Deps,
  prospect: ProspectSession,
  submit: SignupStepSubmit,
): Promise<{ state: SignupState; completed?: { userId: number } }> {
  const now = deps.time.now();
  refuseWhenClosed(deps, now);
  // Hashing takes a moment; done before the transaction so its locks are held briefly.
  const passwordHash = submit.step === SIGNUP_LAST_STEP ? await eidOnlyPasswordHash() : '';
  const completed = await deps.db.transaction(async (tx) => {
    const application = await applicationOf(tx, prospect.prospectId, true);
    if (await isExistingCustomer(tx, prospect)) throw existingCustomer();
    if (!application || application.status !== 'OPEN') {
      throw new HttpError(409, 'SIGNUP_NOT_OPEN', 'There is no open sign-up application to continue');
    }
    const step: SignupFormStep = submit.step;
    const current = application.currentStep as SignupFormStep | null;
    if (current !== null && signupStepIndex(step) > signupStepIndex(current)) {
      throw new HttpError(
        409,
        'SIGNUP_STEP_NOT_REACHED',
        `Step ${step} comes after ${current}, the step reached`,
        [{ code: 'SIGNUP_STEP_NOT_REACHED', field: 'step' }],
      );
    }
    const checked = checkStep(submit, savedOf(application), prospect);
    if ('problems' in checked) {
      throw new HttpError(
        400,
        'SIGNUP_INPUT_INVALID',
        `The ${step} step's input breaks a rule`,
        checked.problems,
      );
    }
    let saved = checked.saved;
    let status: string = 'OPEN';
    let reason: string | null = null;
    let risk = application.risk;
    // Only the step reached moves the application on; an earlier step's submit changes its input.
    let nextStep = current;
    if (step === current) nextStep = nextSignupStep(step);
    else {
      // A later step the change contradicts is asked again (US citizenship added after "no" to
      // US_TAX): its input goes, and the application goes back to it.
      const stale = contradictedSteps(step, current, saved, prospect);
      if (stale.length > 0) {
        saved = Object.fromEntries(
          Object.entries(saved).filter(([name]) => !stale.includes(name as SignupFormStep)),
        ) as SignupSaved;
        nextStep = stale[0]!;
      }
    }
    if (submit.step === 'US_TAX' && submit.data.usPerson) {
      status = 'REFUSED';
      reason = 'US_PERSON';
    }
    if (step === 'KYC') {
      const complete = answeredCddPages(prospect.country, saved).length === cddPages(prospect.country).length;
      const computed = complete ? riskOfSaved(prospect.country, saved) : null;
      risk = computed;
      if (!computed) nextStep = current;
      else if (computed.needsManualReview) {
        status = 'MANUAL_REVIEW';
        reason = 'HIGH_RISK';
        nextStep = current;
      }
    }
    if (step === SIGNUP_LAST_STEP && current === SIGNUP_LAST_STEP) {
      return createCustomer(tx, prospect, application, saved, passwordHash, now);
    }
    await tx
      .update(signupApplications)
      .set({ steps: saved, currentStep: nextStep, status, reason, risk, updatedAt: new Date(now) })
      .where(eq(signupApplications.id, application.id));
    return undefined;
  });
  const state = await signupState(deps, prospect);
  return completed ? { state, completed: { userId: completed.userId } } : { state };
}
