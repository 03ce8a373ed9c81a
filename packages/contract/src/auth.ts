import { z } from 'zod';
import { defineCall } from './call';
import { CUSTOMER_SEGMENTS, CUSTOMER_TIERS } from '@broker/domain';
import { CountryCodeSchema, LangSchema, MetaSchema, Text } from './common';

/** Spec 001 §3: authenticationProvider, countryCode, plus provider-specific data. */
export const SessionPayloadSchema = z
  .object({
    authenticationProvider: z.string().min(1),
    countryCode: CountryCodeSchema,
    basic: z.object({ username: Text.min(1).max(100), password: Text.min(1).max(200) }).optional(),
    orderReference: z.string().optional(),
    authorizationCode: z.string().optional(),
    redirectUri: z.string().optional(),
    /** SIGNICAT: the state the identity provider returned with the code (checked against ours). */
    state: z.string().max(200).optional(),
    useDtp: z.boolean().optional(),
    signingNonce: z.string().optional(),
    loginNonce: z.string().optional(),
    assertionResponse: z.unknown().optional(),
  })
  .meta({ id: 'SessionPayload' });

export const CustomerSegmentSchema = z.enum(CUSTOMER_SEGMENTS);
export const CustomerTierSchema = z.enum(CUSTOMER_TIERS);

export const CustomerSummarySchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  countryCode: CountryCodeSchema,
  segment: CustomerSegmentSchema,
  /** A private-banking or employee tier; null for the other segments. */
  tier: CustomerTierSchema.nullable(),
  /** NAT a person, JUR a company, EST the estate of a customer who has died (acted for by a representative). */
  personType: z.enum(['NAT', 'JUR', 'EST']),
});

export const SessionStateSchema = z
  .object({
    loggedIn: z.boolean(),
    expiresAt: z.number().int().optional(),
    meta: MetaSchema.optional(),
    customer: CustomerSummarySchema.optional(),
    /**
     * Set, with loggedIn false, when an eID identified a person who is not a customer yet: the
     * session cookie is theirs for signing up (spec 001 §7.20).
     */
    prospect: z
      .object({ firstName: z.string(), lastName: z.string(), countryCode: CountryCodeSchema })
      .optional(),
  })
  .meta({ id: 'SessionState' });

export const createSession = defineCall({
  id: 'createSession',
  method: 'POST',
  path: '/nnxapi/authentication/v2/sessions',
  auth: 'none',
  summary: 'Log in (BASIC provider); sets the HttpOnly session cookie',
  tags: ['authentication'],
  body: SessionPayloadSchema,
  reply: SessionStateSchema,
  status: 201,
});

export const deleteSession = defineCall({
  id: 'deleteSession',
  method: 'DELETE',
  path: '/nnxapi/authentication/v2/sessions',
  auth: 'none',
  summary: 'Log out: revokes the session and clears the cookie',
  tags: ['authentication'],
  reply: SessionStateSchema,
});

export const verifySession = defineCall({
  id: 'verifySession',
  method: 'GET',
  path: '/nnxapi/authentication/v2/sessions/verify',
  auth: 'none',
  summary: 'Tells whether the session cookie belongs to a live session',
  tags: ['authentication'],
  reply: SessionStateSchema,
});

export const TokenReplySchema = z.object({ jwt: z.string() }).meta({ id: 'AccessToken' });

export const createToken = defineCall({
  id: 'createToken',
  method: 'POST',
  path: '/nnxapi/authorization/v1/tokens',
  auth: 'session',
  summary: 'Issues a short-lived access token for the logged-in session',
  tags: ['authentication'],
  reply: TokenReplySchema,
});

export const ProfileSettingsSchema = z.object({ meta: MetaSchema }).meta({ id: 'ProfileSettings' });

export const getProfileSettings = defineCall({
  id: 'getProfileSettings',
  method: 'GET',
  path: '/nnxapi/customer/v1/profile-settings',
  auth: 'bearer',
  summary: "The customer's meta state (language, locale, country, domain)",
  tags: ['customer'],
  reply: ProfileSettingsSchema,
});

export const updateProfileSettings = defineCall({
  id: 'updateProfileSettings',
  method: 'PUT',
  path: '/nnxapi/customer/v1/profile-settings',
  auth: 'bearer',
  summary: "Changes the customer's language",
  tags: ['customer'],
  body: z.object({ lang: LangSchema }),
  reply: ProfileSettingsSchema,
});
