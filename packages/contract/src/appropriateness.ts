import { z } from 'zod';
import { LangSchema, wholeNumber } from './common';
import { defineCall } from './call';

/**
 * The MiFID II appropriateness (knowledge) test (spec 001 §7.12: list, start, examine). Passing
 * approves the category for the customer (customer suitability's expiration_timestamps); the texts
 * come in the customer's language.
 */

/** A MiFID II category in a path; categories without a test answer 404 UNKNOWN_MIFID2_CATEGORY. */
const Mifid2CategoryParam = wholeNumber(0, 1000);
const Mifid2CategoryParams = z.object({ mifid2Category: Mifid2CategoryParam });

export const QuestionnaireSchema = z
  .object({
    mifid2Category: z.number().int(),
    title: z.string(),
    questionCount: z.number().int(),
    /** Right answers needed to pass. */
    requiredCorrect: z.number().int(),
    /** Epoch ms when the customer's approval of the category expires (may be past); null: never approved. */
    expiresAt: z.number().int().nullable(),
  })
  .meta({ id: 'Questionnaire' });

export const getQuestionnaires = defineCall({
  id: 'getQuestionnaires',
  method: 'GET',
  path: '/api/2/appropriateness/questionnaires',
  auth: 'token',
  summary: 'The product categories that need a knowledge test, with the customer’s approval expiry',
  tags: ['appropriateness'],
  reply: z.array(QuestionnaireSchema),
});

export const KnowledgeTestAttemptSchema = z
  .object({
    attemptId: z.string(),
    mifid2Category: z.number().int(),
    title: z.string(),
    lang: LangSchema,
    requiredCorrect: z.number().int(),
    /** Epoch ms after which the attempt can no longer be examined. */
    validUntil: z.number().int(),
    questions: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        options: z.array(z.object({ id: z.string(), text: z.string() })),
      }),
    ),
  })
  .meta({ id: 'KnowledgeTestAttempt' });

export const startKnowledgeTest = defineCall({
  id: 'startKnowledgeTest',
  method: 'POST',
  path: '/api/2/appropriateness/{mifid2Category}/start',
  auth: 'token',
  summary:
    'Starts a fresh attempt of the category’s knowledge test: its questions and options, without the answers',
  tags: ['appropriateness'],
  params: Mifid2CategoryParams,
  reply: KnowledgeTestAttemptSchema,
  status: 201,
});

export const KnowledgeTestAnswersSchema = z
  .object({
    attemptId: z.string().min(1).max(64),
    answers: z
      .array(z.object({ questionId: z.string().min(1).max(64), optionId: z.string().min(1).max(16) }))
      .max(100),
  })
  .meta({ id: 'KnowledgeTestAnswers' });

export const KnowledgeTestResultSchema = z
  .object({
    attemptId: z.string(),
    mifid2Category: z.number().int(),
    passed: z.boolean(),
    correct: z.number().int(),
    total: z.number().int(),
    requiredCorrect: z.number().int(),
    /** Ids of the questions answered wrong. */
    wrongQuestionIds: z.array(z.string()),
    /** Epoch ms when the approval expires: the new expiry after a pass, the current one (or null) after a fail. */
    expiresAt: z.number().int().nullable(),
  })
  .meta({ id: 'KnowledgeTestResult' });

export const examineKnowledgeTest = defineCall({
  id: 'examineKnowledgeTest',
  method: 'POST',
  path: '/api/2/appropriateness/{mifid2Category}/examine',
  auth: 'token',
  summary:
    'Grades the answers of an attempt (once); a pass approves the category for three years. 404 ATTEMPT_NOT_FOUND, 409 ATTEMPT_ALREADY_EXAMINED / ATTEMPT_EXPIRED, 422 ATTEMPT_CATEGORY_MISMATCH',
  tags: ['appropriateness'],
  params: Mifid2CategoryParams,
  body: KnowledgeTestAnswersSchema,
  reply: KnowledgeTestResultSchema,
});
