import { z } from 'zod';
import {
  PERCENTILE_MIN_CUSTOMERS,
  SAVINGS_PLAN_FIRST_DAY,
  SAVINGS_PLAN_LAST_DAY,
  SAVINGS_PLAN_MAX_ITEMS,
  SAVINGS_PLAN_RUN_STATUSES,
  SAVINGS_PLAN_STATUSES,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, MoneySchema } from './common';

/**
 * Monthly savings plans (issue 15; spec 001 §7.14 "periodic plans: create, update, delete, pause,
 * resume, percentile by amount"), under `/api/2/periodic-plans`. A plan buys up to four funds or
 * shares from one account on a day of the month (1–28; a day that is not a banking day buys on the
 * next one): funds through the fund order book (no courtage) at 07:00 local time; a plan holding a
 * share runs at the opening of its exchange instead, each share bought through share order entry as
 * a day limit order at the ask for the most whole shares its amount pays for with the courtage (a
 * line whose amount buys no whole share is left out of the month, SAVINGS_PLAN_BELOW_ONE_SHARE).
 * When the cash is short it tries again the next banking day, then skips the month and tells the
 * customer (private feed `notification`, and the plan's history). Another customer's plan answers
 * 404 SAVINGS_PLAN_NOT_FOUND like a missing one. A line the order book would refuse (a fund closed
 * for buying or below its minimum, knowledge test missing, an account that may not trade, an
 * index) is refused at once with the order book's code, 422; the plan's own
 * rules: SAVINGS_PLAN_DAY_INVALID, SAVINGS_PLAN_TOO_MANY_ITEMS, SAVINGS_PLAN_DUPLICATE_INSTRUMENT,
 * SAVINGS_PLAN_AMOUNT_TOO_SMALL, ORDER_ACCOUNT_CURRENCY_MISMATCH.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Month = z.string().regex(/^\d{4}-\d{2}$/);

export const SavingsPlanStatusSchema = z.enum(SAVINGS_PLAN_STATUSES);
export const SavingsPlanRunStatusSchema = z.enum(SAVINGS_PLAN_RUN_STATUSES);

/** A plan line's instrument: a fund (fund order book) or a share (share order entry, whole shares, courtage). */
export const SavingsPlanItemKindSchema = z.enum(['FUND', 'SHARE']);

export const SavingsPlanRequestSchema = z
  .object({
    /** The account the plan buys from (and into). */
    accid: Id,
    /** The day of the month, 1–28. */
    day_of_month: z.number().int().min(SAVINGS_PLAN_FIRST_DAY).max(SAVINGS_PLAN_LAST_DAY),
    /** One to four funds or shares, each once, with the monthly amount in the account's currency. */
    items: z
      .array(
        z.object({
          instrument_id: Id,
          amount: z.object({ value: z.number(), currency: z.string().min(1).max(3) }),
        }),
      )
      .min(1)
      .max(SAVINGS_PLAN_MAX_ITEMS),
  })
  .meta({ id: 'SavingsPlanRequest' });

export const SavingsPlanRunSchema = z
  .object({
    /** 'yyyy-MM'. */
    month: Month,
    status: SavingsPlanRunStatusSchema,
    /** The banking day of the first attempt, and of the last. */
    first_day: Day,
    last_day: Day,
    /** While RETRY_PENDING: the banking day it is tried again. */
    retry_day: Day.nullable(),
    attempts: z.number().int(),
    /**
     * Each line's order (its id in the fund orders, or in the account's share orders), or the code
     * why there is none: the order book's refusal, or SAVINGS_PLAN_BELOW_ONE_SHARE.
     */
    orders: z.array(
      z.object({
        instrument_id: z.number().int(),
        name: z.string(),
        kind: SavingsPlanItemKindSchema,
        amount: MoneySchema,
        order_id: z.number().int().nullable(),
        reject_code: z.string().nullable(),
        /** A share's: the whole shares ordered; null for a fund and a line not ordered. */
        volume: z.number().int().nullable(),
      }),
    ),
    /** Epoch ms. */
    updated_at: z.number().int(),
  })
  .meta({ id: 'SavingsPlanRun' });

export const SavingsPlanSchema = z
  .object({
    id: z.number().int(),
    accid: z.number().int(),
    account_number: z.string(),
    status: SavingsPlanStatusSchema,
    day_of_month: z.number().int(),
    items: z.array(
      z.object({
        instrument_id: z.number().int(),
        name: z.string(),
        kind: SavingsPlanItemKindSchema,
        amount: MoneySchema,
      }),
    ),
    monthly_amount: MoneySchema,
    /** The next buy (null while paused): its month, banking day and instant (epoch ms). */
    next_run: z.object({ month: Month, day: Day, at: z.number().int() }).nullable(),
    /** A month the customer skipped ('yyyy-MM'), or null. */
    skipped_month: Month.nullable(),
    created_at: z.number().int(),
    updated_at: z.number().int(),
    /** The latest months' runs, newest first (at most 12). */
    history: z.array(SavingsPlanRunSchema),
  })
  .meta({ id: 'SavingsPlan' });

const PlanParams = z.object({ plan_id: IdParam });
const TAGS = ['savings plans'];

export const listSavingsPlans = defineCall({
  id: 'listSavingsPlans',
  method: 'GET',
  path: '/api/2/periodic-plans',
  auth: 'token',
  summary: "The customer's monthly savings plans with their next buy and history, oldest first",
  tags: TAGS,
  reply: z.array(SavingsPlanSchema),
});

export const createSavingsPlan = defineCall({
  id: 'createSavingsPlan',
  method: 'POST',
  path: '/api/2/periodic-plans',
  auth: 'token',
  summary:
    'Starts a monthly savings plan: up to four funds or shares with amounts, a day of the month (1–28), an account; each line is checked as its buy would be (a fund by the fund order book, a share by share order entry; not the price or the cash, which the day decides)',
  tags: TAGS,
  body: SavingsPlanRequestSchema,
  reply: SavingsPlanSchema,
  status: 201,
});

export const getSavingsPlan = defineCall({
  id: 'getSavingsPlan',
  method: 'GET',
  path: '/api/2/periodic-plans/{plan_id}',
  auth: 'token',
  summary: 'One of the customer’s savings plans, with its history',
  tags: TAGS,
  params: PlanParams,
  reply: SavingsPlanSchema,
});

export const updateSavingsPlan = defineCall({
  id: 'updateSavingsPlan',
  method: 'PUT',
  path: '/api/2/periodic-plans/{plan_id}',
  auth: 'token',
  summary:
    'Changes a plan’s account, day and funds (checked as on create); the next buy follows the new day, a skipped month stays skipped',
  tags: TAGS,
  params: PlanParams,
  body: SavingsPlanRequestSchema,
  reply: SavingsPlanSchema,
});

export const deleteSavingsPlan = defineCall({
  id: 'deleteSavingsPlan',
  method: 'DELETE',
  path: '/api/2/periodic-plans/{plan_id}',
  auth: 'token',
  summary: 'Ends a plan (orders already placed go on); answers the remaining plans',
  tags: TAGS,
  params: PlanParams,
  reply: z.array(SavingsPlanSchema),
});

export const pauseSavingsPlan = defineCall({
  id: 'pauseSavingsPlan',
  method: 'POST',
  path: '/api/2/periodic-plans/{plan_id}/pause',
  auth: 'token',
  summary: 'Pauses a plan: no buys until it is resumed (409 SAVINGS_PLAN_STATE when already paused)',
  tags: TAGS,
  params: PlanParams,
  reply: SavingsPlanSchema,
});

export const resumeSavingsPlan = defineCall({
  id: 'resumeSavingsPlan',
  method: 'POST',
  path: '/api/2/periodic-plans/{plan_id}/resume',
  auth: 'token',
  summary:
    'Resumes a paused plan from its next day still ahead (409 SAVINGS_PLAN_STATE when it is not paused)',
  tags: TAGS,
  params: PlanParams,
  reply: SavingsPlanSchema,
});

export const skipSavingsPlanMonth = defineCall({
  id: 'skipSavingsPlanMonth',
  method: 'POST',
  path: '/api/2/periodic-plans/{plan_id}/skip',
  auth: 'token',
  summary:
    'Skips the plan’s next buy: that month buys nothing and the next buy is a month later (409 SAVINGS_PLAN_STATE when paused or a month is already skipped)',
  tags: TAGS,
  params: PlanParams,
  reply: SavingsPlanSchema,
});

export const unskipSavingsPlanMonth = defineCall({
  id: 'unskipSavingsPlanMonth',
  method: 'DELETE',
  path: '/api/2/periodic-plans/{plan_id}/skip',
  auth: 'token',
  summary: 'Undoes a skip while the skipped month’s buy is still ahead',
  tags: TAGS,
  params: PlanParams,
  reply: SavingsPlanSchema,
});

export const getSavingsPlanPercentile = defineCall({
  id: 'getSavingsPlanPercentile',
  method: 'GET',
  path: '/api/2/periodic-plans/percentile',
  auth: 'token',
  summary: `Where a monthly amount stands among all customers' plans in that currency: the whole percent of customers who save less a month; null unless at least ${PERCENTILE_MIN_CUSTOMERS} customers are behind the figure`,
  tags: TAGS,
  query: z.object({
    amount: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, { message: 'expected an amount like 500 or 250.50' }),
    currency: z.enum(['SEK', 'NOK', 'DKK', 'EUR']),
  }),
  reply: z
    .object({
      amount: MoneySchema,
      percentile: z.number().int().min(0).max(100).nullable(),
      /** The fewest customers a figure is given for. */
      min_customers: z.number().int(),
    })
    .meta({ id: 'SavingsPlanPercentile' }),
});
