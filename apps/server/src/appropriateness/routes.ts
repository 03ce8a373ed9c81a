import { examineKnowledgeTest, getQuestionnaires, startKnowledgeTest } from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { examineAttempt, listQuestionnaires, startAttempt } from './service';

export const appropriatenessRoutes = [
  defineRoute(getQuestionnaires, ({ deps, access }) => listQuestionnaires(deps, access.customerId)),
  defineRoute(startKnowledgeTest, ({ deps, access, params }) =>
    startAttempt(deps, access.customerId, params.mifid2Category),
  ),
  defineRoute(examineKnowledgeTest, ({ deps, access, params, body }) =>
    examineAttempt(deps, access.customerId, params.mifid2Category, body),
  ),
];
