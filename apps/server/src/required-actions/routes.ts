import {
  acceptConsent,
  getKycQuestionnaire,
  getKycResult,
  getLatestKycResult,
  listConsents,
  listRequiredActionsV1,
  listRequiredActionsV2,
  provideLei,
  submitKycAnswers,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import {
  acceptTerms,
  actionV2,
  answerKyc,
  consents,
  customerActions,
  giveLei,
  kycQuestionnaire,
  kycResultById,
  latestKycResult,
} from './service';

export const requiredActionRoutes = [
  defineRoute(listRequiredActionsV1, async ({ deps, access }) =>
    (await customerActions(deps.db, access.customerId, deps.time.now())).map((a) => ({
      type: a.type,
      status: a.status,
    })),
  ),
  defineRoute(listRequiredActionsV2, async ({ deps, access }) =>
    (await customerActions(deps.db, access.customerId, deps.time.now())).map(actionV2),
  ),
  defineRoute(getKycQuestionnaire, ({ deps, access }) =>
    kycQuestionnaire(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(submitKycAnswers, ({ deps, access, body }) =>
    answerKyc(deps.db, access.customerId, body, deps.time.now()),
  ),
  defineRoute(getLatestKycResult, ({ deps, access }) => latestKycResult(deps.db, access.customerId)),
  defineRoute(getKycResult, ({ deps, access, params }) =>
    kycResultById(deps.db, access.customerId, params.id),
  ),
  defineRoute(provideLei, ({ deps, access, body }) =>
    giveLei(deps.db, access.customerId, body, deps.time.now()),
  ),
  defineRoute(listConsents, ({ deps, access }) => consents(deps.db, access.customerId)),
  defineRoute(acceptConsent, ({ deps, access, body }) =>
    acceptTerms(deps.db, access.customerId, body, deps.time.now()),
  ),
];
