import { z } from 'zod';
import { SAVINGS_GOAL_MILESTONES } from '@broker/domain';
import { defineCall } from './call';
import { IdParam, PlainDate, Text } from './common';

/**
 * Savings goals (issue 15; spec 001 §7.11 "Savings goals: create, list, edit and delete by id,
 * allowed accounts"). A goal is a name, a target amount in the customer's currency and a target
 * date over some of the customer's own accounts; its progress is those accounts' value (cash and
 * holdings at market value, the accounts' own valuation, converted at today's reference rate).
 * Private: another customer's goal answers 404 SAVINGS_GOAL_NOT_FOUND like a missing one, and
 * another customer's account (or a Netfonds one) 404 ACCOUNT_NOT_FOUND. A broken rule is a 422 with
 * its code and field (domain savings-goals/goal.ts): SAVINGS_GOAL_NAME_LENGTH,
 * SAVINGS_GOAL_TARGET_NOT_POSITIVE, SAVINGS_GOAL_TARGET_FORMAT, SAVINGS_GOAL_DATE_NOT_FUTURE,
 * SAVINGS_GOAL_DATE_TOO_FAR, SAVINGS_GOAL_ACCOUNTS_REQUIRED, SAVINGS_GOAL_ACCOUNT_NOT_ALLOWED,
 * SAVINGS_GOAL_LIMIT_REACHED.
 */

export const SavingsGoalAccountSchema = z
  .object({
    accid: z.number().int(),
    accno: z.string(),
    alias: z.string(),
    type: z.string(),
    /** The account's own currency. */
    currency: z.string(),
    /** Cash plus holdings at market value, in the account's currency, to the cent. */
    value: z.number(),
  })
  .meta({ id: 'SavingsGoalAccount' });

export const SavingsGoalSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The customer's currency, which every amount of the goal is in. */
    currency: z.string(),
    target_amount: z.number(),
    target_date: z.string(),
    /** The accounts whose value counts towards the goal. */
    accounts: z.array(SavingsGoalAccountSchema),
    /** The accounts' value now in the goal's currency, to the cent. */
    current_value: z.number(),
    /** Of the target, floored to hundredths: 100 only once reached; may pass 100 or be below 0. */
    progress_percent: z.number(),
    /** Still missing, never below zero. */
    remaining: z.number(),
    /** PAST_DUE: the date has passed without the target reached. */
    status: z.enum(['IN_PROGRESS', 'REACHED', 'PAST_DUE']),
    /**
     * What to save each month to get there by the date, in whole units rounded up, over `months`
     * monthly savings (the first a month from today); 0 once reached, null after the date.
     */
    monthly_saving: z.object({ amount: z.number(), months: z.number().int() }).nullable(),
    milestones: z.array(
      z.object({
        percent: z.union(SAVINGS_GOAL_MILESTONES.map((p) => z.literal(p))),
        amount: z.number(),
        /** The value is at or above it now. */
        reached: z.boolean(),
        /**
         * Epoch ms when the value was first seen at or above it (at a change of the goal, or the
         * daily check after the close); null if never yet. Kept if the value falls back below it.
         */
        first_reached_at: z.number().int().nullable(),
      }),
    ),
    /** Epoch ms. */
    created_at: z.number().int(),
    updated_at: z.number().int(),
  })
  .meta({ id: 'SavingsGoal' });

/** What the customer writes; the rules on it are the domain's, refused with a 422 and a code. */
const SavingsGoalInput = z.object({
  name: Text.max(200),
  /** In the customer's currency, at most two decimals. */
  target_amount: z.number().finite(),
  target_date: PlainDate,
  /** Our accounts of the customer's (allowed-accounts), at least one. */
  account_ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(50),
});

export const listSavingsGoals = defineCall({
  id: 'listSavingsGoals',
  method: 'GET',
  path: '/api/2/savings-goals',
  auth: 'token',
  summary: "The customer's savings goals with their progress, oldest first",
  tags: ['savings-goals'],
  reply: z.array(SavingsGoalSchema),
});

export const getSavingsGoalAccounts = defineCall({
  id: 'getSavingsGoalAccounts',
  method: 'GET',
  path: '/api/2/savings-goals/allowed-accounts',
  auth: 'token',
  summary: "The accounts a savings goal may count: the customer's own accounts with us that are not blocked",
  tags: ['savings-goals'],
  reply: z.array(SavingsGoalAccountSchema),
});

export const createSavingsGoal = defineCall({
  id: 'createSavingsGoal',
  method: 'POST',
  path: '/api/2/savings-goals',
  auth: 'token',
  summary: 'Creates a savings goal over some of the allowed accounts (422 with the broken rule)',
  tags: ['savings-goals'],
  body: SavingsGoalInput,
  status: 201,
  reply: SavingsGoalSchema,
});

export const getSavingsGoal = defineCall({
  id: 'getSavingsGoal',
  method: 'GET',
  path: '/api/2/savings-goals/{id}',
  auth: 'token',
  summary: 'One of the customer’s savings goals with its progress',
  tags: ['savings-goals'],
  params: z.object({ id: IdParam }),
  reply: SavingsGoalSchema,
});

export const updateSavingsGoal = defineCall({
  id: 'updateSavingsGoal',
  method: 'PUT',
  path: '/api/2/savings-goals/{id}',
  auth: 'token',
  summary:
    'Changes a savings goal as a whole (a date it already has may stay, even if past); a new target or accounts measure its milestones anew',
  tags: ['savings-goals'],
  params: z.object({ id: IdParam }),
  body: SavingsGoalInput,
  reply: SavingsGoalSchema,
});

export const deleteSavingsGoal = defineCall({
  id: 'deleteSavingsGoal',
  method: 'DELETE',
  path: '/api/2/savings-goals/{id}',
  auth: 'token',
  summary: "Deletes one of the customer's savings goals; answers the remaining ones",
  tags: ['savings-goals'],
  params: z.object({ id: IdParam }),
  reply: z.array(SavingsGoalSchema),
});
