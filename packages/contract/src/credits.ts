import { z } from 'zod';
import { INTRADAY_INELIGIBILITY } from '@broker/domain';
import { defineCall } from './call';
import { CountryCodeSchema, IdParam, MoneySchema } from './common';

/**
 * Credits (spec 001 §7.4 "Intraday-limit activation by country"): the intraday limit, a free credit
 * that raises an account's trading power for share buys during one trading day of the country's
 * exchange (domain credits/intraday-limit.ts; docs/decisions.md "Intraday limit").
 *
 * Errors: the customer's own accounts only (another customer's account answers 404
 * ACCOUNT_NOT_FOUND, checked before anything else); a country that is not the customer's 422
 * INTRADAY_LIMIT_WRONG_COUNTRY; an activation without `acceptedRisk: true` 422
 * INTRADAY_LIMIT_RISK_NOT_ACCEPTED; an account that may not have it 422 INTRADAY_LIMIT_NOT_ELIGIBLE
 * (the field names the account and its code the reason); a deactivation while the limit is in use
 * 422 INTRADAY_LIMIT_IN_USE, of a limit not active 422 INTRADAY_LIMIT_NOT_ACTIVE.
 */

const CountryParams = z.object({ countryCode: CountryCodeSchema });

export const IntradayLimitAccountSchema = z
  .object({
    accid: z.number().int(),
    accno: z.string(),
    alias: z.string(),
    type: z.string(),
    eligible: z.boolean(),
    /** Why not, when not eligible (domain INTRADAY_INELIGIBILITY). */
    reason: z.enum(INTRADAY_INELIGIBILITY).nullable(),
    /** The limit an activation now would give; while active, the limit fixed at activation. */
    limit: MoneySchema,
    active: z.boolean(),
    /** What the account's buys take beyond its cash, 0 unless active. */
    used: MoneySchema,
    /** Trading power for share buys now (cash less reservations, plus an active limit). */
    trading_power: MoneySchema,
    /** Epoch ms of the activation in force, or null. */
    activated_at: z.number().int().nullable(),
  })
  .meta({ id: 'IntradayLimitAccount' });

export const IntradayLimitStatusSchema = z
  .object({
    country: CountryCodeSchema,
    /** The trading day an activation now is for, and when that day's limit ends (epoch ms). */
    trading_day: z.string(),
    closes_at: z.number().int(),
    accounts: z.array(IntradayLimitAccountSchema),
  })
  .meta({ id: 'IntradayLimitStatus' });

export const getIntradayLimit = defineCall({
  id: 'getIntradayLimit',
  method: 'GET',
  path: '/nnxapi/credits/v1/intraday-limit/{countryCode}',
  auth: 'token',
  summary: "Each of the customer's accounts in the country: eligible or why not, its limit, active and used",
  tags: ['credits'],
  params: CountryParams,
  reply: IntradayLimitStatusSchema,
});

export const activateIntradayLimit = defineCall({
  id: 'activateIntradayLimit',
  method: 'POST',
  path: '/nnxapi/credits/v1/intraday-limit/{countryCode}',
  auth: 'token',
  summary: 'Activates the limit on accounts for the current trading day (idempotent when active)',
  tags: ['credits'],
  params: CountryParams,
  body: z.object({
    accountIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(20),
    /** The customer confirmed the risk of buying on credit; anything but true is refused (422). */
    acceptedRisk: z.boolean(),
  }),
  reply: IntradayLimitStatusSchema,
});

export const deactivateIntradayLimit = defineCall({
  id: 'deactivateIntradayLimit',
  method: 'DELETE',
  path: '/nnxapi/credits/v1/intraday-limit/{countryCode}/accounts/{accid}',
  accountParam: 'accid',
  auth: 'token',
  summary: 'Ends the limit of an account for the day, while none of it is in use',
  tags: ['credits'],
  params: z.object({ countryCode: CountryCodeSchema, accid: IdParam }),
  reply: IntradayLimitStatusSchema,
});
