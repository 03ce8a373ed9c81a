import { z } from 'zod';
import { COURTAGE_CLASSES, CUSTOMER_SEGMENTS, CUSTOMER_TIERS } from '@broker/domain';
import { defineCall } from './call';
import { CountryCodeSchema, MoneySchema } from './common';

/**
 * Segments and tiers (spec 001 §7.9: customer tier, segment, tiers by country and segment). What
 * each tier is charged comes from the fee conditions (domain fee-conditions.ts).
 */

export const getCustomerTier = defineCall({
  id: 'getCustomerTier',
  method: 'GET',
  path: '/nnxapi/personalization/v1/customer/tier',
  auth: 'token',
  summary: "The customer's segment and tier (null for retail customers and active traders)",
  tags: ['personalization'],
  reply: z.object({ segment: z.enum(CUSTOMER_SEGMENTS), tier: z.enum(CUSTOMER_TIERS).nullable() }),
});

export const getCustomerSegment = defineCall({
  id: 'getCustomerSegment',
  method: 'GET',
  path: '/nnxapi/personalization/v1/customer/segment',
  auth: 'token',
  summary: "The customer's segment",
  tags: ['personalization'],
  reply: z.object({ segment: z.enum(CUSTOMER_SEGMENTS) }),
});

export const TierSchema = z
  .object({
    tier: z.enum(CUSTOMER_TIERS),
    courtage_class: z.enum(COURTAGE_CLASSES),
    /** Percent of the order value. */
    percent: z.number().nullable(),
    minimum: MoneySchema,
    /** Own capital from which the tier is offered, in the country's currency; null: by invitation. */
    threshold: MoneySchema.nullable(),
  })
  .meta({ id: 'Tier' });

export const getTiers = defineCall({
  id: 'getTiers',
  method: 'GET',
  path: '/nnxapi/personalization/v1/tiers',
  auth: 'public',
  summary:
    'The tiers of a segment in a country, lowest first, with their courtage and the capital from which each is offered (none for retail customers and active traders)',
  tags: ['personalization'],
  query: z.object({ countryCode: CountryCodeSchema, segment: z.enum(CUSTOMER_SEGMENTS) }),
  reply: z.object({ tiers: z.array(TierSchema) }),
});
