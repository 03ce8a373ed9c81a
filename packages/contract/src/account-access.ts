import { z } from 'zod';
import { AUTHORIZATION_PERMISSIONS } from '@broker/domain';
import { defineCall } from './call';
import { AccountInfoSchema, AccountSchema, PositionSchema } from './accounts';
import { IdParam, PlainDate } from './common';

/**
 * Account access for existing customers (spec 001 §7.6): an account's alias, and authorized
 * accounts with VIEW, a power of attorney to look at (never trade on) another customer's account.
 * Another customer's account or authorization answers 404 like a missing one.
 */

export const AuthorizationPermissionSchema = z.enum(AUTHORIZATION_PERMISSIONS);

const AccidParams = z.object({ accid: IdParam });

export const renameAccount = defineCall({
  id: 'renameAccount',
  method: 'PUT',
  path: '/nnxapi/customer/v1/accounts/{accid}/alias',
  accountParam: 'accid',
  auth: 'token',
  summary:
    "Renames one of the customer's accounts: trimmed, 1–40 characters, no control characters (422 ACCOUNT_ALIAS_LENGTH, ACCOUNT_ALIAS_CHARACTERS)",
  tags: ['customer'],
  params: AccidParams,
  // The rules are the service's, so that a bad alias answers 422 with the code the page shows.
  body: z.object({ alias: z.string().max(1000) }),
  reply: AccountSchema,
});

export const AuthorizationSchema = z
  .object({
    id: z.number().int(),
    accid: z.number().int(),
    accno: z.string(),
    alias: z.string(),
    type: z.string(),
    permission: AuthorizationPermissionSchema,
    /** The person the owner let look: named once they proved to know number and birth date. */
    grantee: z.object({ customerNo: z.string(), firstName: z.string(), lastName: z.string() }),
    /** Epoch ms. */
    grantedAt: z.number().int(),
  })
  .meta({ id: 'Authorization' });

export const listAuthorizations = defineCall({
  id: 'listAuthorizations',
  method: 'GET',
  path: '/nnxapi/customer/v1/authorizations',
  auth: 'token',
  summary: 'The authorizations in force that the customer gave on their accounts, newest first',
  tags: ['customer'],
  reply: z.object({ authorizations: z.array(AuthorizationSchema) }),
});

export const createAuthorization = defineCall({
  id: 'createAuthorization',
  method: 'POST',
  path: '/nnxapi/customer/v1/authorizations',
  auth: 'token',
  summary:
    'Lets another customer, named by customer number and birth date, view one of the caller’s accounts (404 AUTHORIZATION_GRANTEE_NOT_FOUND, 409 AUTHORIZATION_EXISTS, 422 AUTHORIZATION_LIMIT_REACHED)',
  tags: ['customer'],
  body: z.object({
    accid: z.number().int().positive().max(2_147_483_647),
    customerNo: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, { message: 'expected a customer number in digits' }),
    birthDate: PlainDate,
    permission: AuthorizationPermissionSchema,
  }),
  status: 201,
  reply: AuthorizationSchema,
});

export const revokeAuthorization = defineCall({
  id: 'revokeAuthorization',
  method: 'DELETE',
  path: '/nnxapi/customer/v1/authorizations/{authorizationId}',
  auth: 'token',
  summary: 'Revokes an authorization the customer gave; the grantee loses the view at once',
  tags: ['customer'],
  params: z.object({ authorizationId: IdParam }),
  reply: z.object({ id: z.number().int() }),
});

export const AuthorizedAccountSchema = z
  .object({
    accid: z.number().int(),
    accno: z.string(),
    alias: z.string(),
    type: z.string(),
    /** The account currency. */
    currency: z.string(),
    permission: AuthorizationPermissionSchema,
    owner: z.object({ firstName: z.string() }),
    /** Epoch ms. */
    grantedAt: z.number().int(),
  })
  .meta({ id: 'AuthorizedAccount' });

export const listAuthorizedAccounts = defineCall({
  id: 'listAuthorizedAccounts',
  method: 'GET',
  path: '/nnxapi/customer/v1/authorized-accounts',
  auth: 'token',
  summary: 'Other customers’ accounts the customer may view (authorizations in force)',
  tags: ['customer'],
  query: z.object({ permission: AuthorizationPermissionSchema.optional() }),
  reply: z.object({ accounts: z.array(AuthorizedAccountSchema) }),
});

export const getAuthorizedAccountInfo = defineCall({
  id: 'getAuthorizedAccountInfo',
  method: 'GET',
  path: '/nnxapi/customer/v1/authorized-accounts/{accid}/info',
  accountParam: 'accid',
  auth: 'token',
  summary: 'Balances of an account the customer may view (their own or one authorized to them)',
  tags: ['customer'],
  params: AccidParams,
  reply: AccountInfoSchema,
});

export const getAuthorizedAccountPositions = defineCall({
  id: 'getAuthorizedAccountPositions',
  method: 'GET',
  path: '/nnxapi/customer/v1/authorized-accounts/{accid}/positions',
  accountParam: 'accid',
  auth: 'token',
  summary: 'Holdings of an account the customer may view (their own or one authorized to them)',
  tags: ['customer'],
  params: AccidParams,
  reply: z.array(PositionSchema),
});

export const MarketingConsentStateSchema = z
  .object({
    email: z.boolean(),
    sms: z.boolean(),
    /** Epoch ms of the last change; null if never asked (a customer from before sign-up asked). */
    updatedAt: z.number().int().nullable(),
  })
  .meta({ id: 'MarketingConsent' });

export const getMarketingConsent = defineCall({
  id: 'getMarketingConsent',
  method: 'GET',
  path: '/nnxapi/customer/v1/marketing-consent',
  auth: 'token',
  summary: "The customer's consent to marketing by email and SMS in force (none given: both false)",
  tags: ['customer'],
  reply: MarketingConsentStateSchema,
});

export const updateMarketingConsent = defineCall({
  id: 'updateMarketingConsent',
  method: 'PUT',
  path: '/nnxapi/customer/v1/marketing-consent',
  auth: 'token',
  summary: 'Gives or withdraws the consent to marketing by email and SMS; every change is kept as a record',
  tags: ['customer'],
  body: z.object({ email: z.boolean(), sms: z.boolean() }),
  reply: MarketingConsentStateSchema,
});
