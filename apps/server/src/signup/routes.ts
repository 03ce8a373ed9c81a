import {
  becomeCustomerIntent,
  getRoutingStatus,
  getSignupInitial,
  getSignupStepData,
  signupAddressAutoComplete,
  submitSignupStep,
} from '@broker/contract';
import { normalizePostalCode, townOfPostalCode } from '@broker/domain';
import { defineRoute } from '../http/define-route';
import { setSessionCookie } from '../auth/routes';
import {
  createSession,
  findLiveSession,
  findProspectSession,
  revokeSession,
  SESSION_COOKIE,
} from '../auth/sessions';
import { applicationOf, isExistingCustomer, routingOf } from './application';
import { becomeCustomer, signupState, submitStep } from './service';
import { stepData } from './step-data';

export const signupRoutes = [
  defineRoute(getRoutingStatus, async ({ deps, request }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (await findLiveSession(deps.db, token)) return { status: 'LOGIN' as const, currentStep: null };
    const prospect = await findProspectSession(deps.db, token);
    if (!prospect) return { status: 'ONBOARDING_UNIDENTIFIED' as const, currentStep: null };
    const application = await applicationOf(deps.db, prospect.prospectId);
    const existing = await isExistingCustomer(deps.db, prospect);
    const status = routingOf(prospect, application, existing, deps.time.now(), deps.config.signupDowntime);
    const currentStep = application?.status === 'OPEN' ? application.currentStep : null;
    return { status, currentStep: currentStep as never };
  }),

  defineRoute(becomeCustomerIntent, ({ deps, prospect }) => becomeCustomer(deps, prospect)),

  defineRoute(getSignupInitial, ({ deps, prospect }) => signupState(deps, prospect)),

  defineRoute(getSignupStepData, async ({ deps, prospect, params }) => stepData(deps, prospect, params.step)),

  defineRoute(signupAddressAutoComplete, async ({ prospect, query }) => ({
    postalCode: normalizePostalCode(prospect.country, query.postalCode),
    town: townOfPostalCode(prospect.country, query.postalCode),
  })),

  defineRoute(submitSignupStep, async ({ deps, prospect, body, request, reply }) => {
    const { state, completed } = await submitStep(deps, prospect, body);
    if (completed) {
      // The prospect's session gives way to the new customer's: a new cookie, the old one revoked.
      const opened = await createSession(
        deps.db,
        { userId: completed.userId },
        deps.config.sessionTtlMs,
        request.headers['user-agent'],
      );
      await revokeSession(deps.db, request.cookies[SESSION_COOKIE] ?? '');
      setSessionCookie(deps, request, reply, opened.token, opened.expiresAt);
      request.log.info({ userId: completed.userId, sessionId: opened.sessionId }, 'signup completed');
    }
    return state;
  }),
];
