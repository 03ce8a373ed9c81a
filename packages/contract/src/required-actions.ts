import { z } from 'zod';
import {
  CDD_QUESTION_TYPES,
  CDD_RISK_LEVELS,
  REQUIRED_ACTION_STATUSES,
  REQUIRED_ACTION_TYPES,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, LangSchema, Text } from './common';

/**
 * Required actions (issue 16; spec 001 §7.18 "Actions v1 and v2; questionnaires; results; answers;
 * consents"): what the customer must do to keep their facts current. The actions are derived from
 * the customer's state on the day asked (domain required-actions): ANSWER_KYC from the latest KYC
 * answers, PROVIDE_LEI for a legal person, ACCEPT_TERMS for the current terms. While ANSWER_KYC is
 * overdue or FAILED (high-risk answers wait for a person's review), every buy is refused with
 * KYC_ANSWER_INVALID; answering again lifts it at once.
 *
 * Errors: an answer that does not fit the questionnaire is a 400 INPUT_ERROR whose fields carry the
 * domain's problem code (ANSWER_MISSING, UNKNOWN_OPTION, ...) with the question id as field; a bad
 * LEI a 400 LEI_INVALID;
 * an LEI from a natural person a 422 LEI_NOT_REQUIRED; accepting another version than the current a
 * 422 CONSENT_VERSION_NOT_CURRENT; another customer's result 404 KYC_RESULT_NOT_FOUND.
 */

const ActionType = z.enum(REQUIRED_ACTION_TYPES);
const ActionStatus = z.enum(REQUIRED_ACTION_STATUSES);

export const RequiredActionV1Schema = z
  .object({ type: ActionType, status: ActionStatus })
  .meta({ id: 'RequiredActionV1' });

export const RequiredActionV2Schema = z
  .object({
    type: ActionType,
    status: ActionStatus,
    /** yyyy-MM-dd; null when there is no date (never answered, nothing given yet, terms accepted). */
    due_on: z.string().nullable(),
    overdue: z.boolean(),
    /** While true, buys are refused with KYC_ANSWER_INVALID. */
    blocks_buying: z.boolean(),
    /** While true, exchange orders are refused on both sides with LEI_MISSING (funds stay open). */
    blocks_exchange_trading: z.boolean(),
    /** The web app's page where the action is done. */
    link: z.string(),
  })
  .meta({ id: 'RequiredActionV2' });

export const CddQuestionnaireSchema = z
  .object({
    id: z.literal('CDD'),
    /** The customer's language, which every text is in. */
    lang: LangSchema,
    pages: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        questions: z.array(
          z.object({
            id: z.string(),
            type: z.enum(CDD_QUESTION_TYPES),
            text: z.string(),
            options: z.array(z.object({ id: z.string(), text: z.string() })),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'CddQuestionnaire' });

export const KycResultSchema = z
  .object({
    id: z.number().int(),
    /** DONE: in force; FAILED: the answers need a person's review (contact support), buying stays blocked. */
    status: z.enum(['DONE', 'FAILED']),
    risk_level: z.enum(CDD_RISK_LEVELS),
    /** yyyy-MM-dd: when the questionnaire must be answered again. */
    due_on: z.string(),
    /** Epoch ms. */
    answered_at: z.number().int(),
  })
  .meta({ id: 'KycResult' });

export const ConsentSchema = z
  .object({
    kind: z.literal('TERMS'),
    /** The version in force now. */
    current_version: z.string(),
    /** yyyy-MM-dd the current version takes effect. */
    effective_on: z.string(),
    /** The version the customer last accepted, and when (epoch ms); null if never. */
    accepted_version: z.string().nullable(),
    accepted_at: z.number().int().nullable(),
  })
  .meta({ id: 'Consent' });

export const LeiSchema = z
  .object({ lei: z.string(), given_on: z.string(), due_on: z.string() })
  .meta({ id: 'Lei' });

export const listRequiredActionsV1 = defineCall({
  id: 'listRequiredActionsV1',
  method: 'GET',
  path: '/api/2/required-actions/v1/actions',
  auth: 'token',
  summary: "The customer's required actions and their statuses",
  tags: ['required-actions'],
  reply: z.array(RequiredActionV1Schema),
});

export const listRequiredActionsV2 = defineCall({
  id: 'listRequiredActionsV2',
  method: 'GET',
  path: '/api/2/required-actions/v2/actions',
  auth: 'token',
  summary: "The customer's required actions with due days, overdue flag, blocking effect and link",
  tags: ['required-actions'],
  reply: z.array(RequiredActionV2Schema),
});

export const getKycQuestionnaire = defineCall({
  id: 'getKycQuestionnaire',
  method: 'GET',
  path: '/api/2/required-actions/v1/questionnaires/cdd',
  auth: 'token',
  summary: "The CDD (know-your-customer) questionnaire, page by page, in the customer's language",
  tags: ['required-actions'],
  reply: CddQuestionnaireSchema,
});

export const submitKycAnswers = defineCall({
  id: 'submitKycAnswers',
  method: 'POST',
  path: '/api/2/required-actions/v1/questionnaires/cdd/answers',
  auth: 'token',
  summary:
    'Answers the whole CDD questionnaire (400 INPUT_ERROR with the question id as field); answers the result',
  tags: ['required-actions'],
  body: z.object({
    answers: z
      .array(
        z.object({
          questionId: Text.max(64),
          optionIds: z.array(Text.max(64)).max(20),
        }),
      )
      .max(50),
  }),
  status: 201,
  reply: KycResultSchema,
});

export const getKycResult = defineCall({
  id: 'getKycResult',
  method: 'GET',
  path: '/api/2/required-actions/v1/results/{id}',
  auth: 'token',
  summary: "One of the customer's answerings: its risk level and the next due day",
  tags: ['required-actions'],
  params: z.object({ id: IdParam }),
  reply: KycResultSchema,
});

export const getLatestKycResult = defineCall({
  id: 'getLatestKycResult',
  method: 'GET',
  path: '/api/2/required-actions/v1/results/latest',
  auth: 'token',
  summary: "The customer's answers in force (404 KYC_RESULT_NOT_FOUND when never answered)",
  tags: ['required-actions'],
  reply: KycResultSchema,
});

export const provideLei = defineCall({
  id: 'provideLei',
  method: 'POST',
  path: '/api/2/required-actions/v1/lei',
  auth: 'token',
  summary: "Gives (or renews) a legal person's LEI (ISO 17442; 400 LEI_INVALID)",
  tags: ['required-actions'],
  body: z.object({ lei: Text.max(40) }),
  status: 201,
  reply: LeiSchema,
});

export const listConsents = defineCall({
  id: 'listConsents',
  method: 'GET',
  path: '/api/2/required-actions/v1/consents',
  auth: 'token',
  summary: 'The consents the customer is asked for, with the version in force and the one accepted',
  tags: ['required-actions'],
  reply: z.array(ConsentSchema),
});

export const acceptConsent = defineCall({
  id: 'acceptConsent',
  method: 'POST',
  path: '/api/2/required-actions/v1/consents',
  auth: 'token',
  summary: 'Accepts the current version of a consent (422 CONSENT_VERSION_NOT_CURRENT for another)',
  tags: ['required-actions'],
  body: z.object({ kind: z.literal('TERMS'), version: Text.max(20) }),
  status: 201,
  reply: ConsentSchema,
});
