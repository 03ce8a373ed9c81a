import { eq } from 'drizzle-orm';
import { getCustomerSegment, getCustomerTier, getTiers } from '@broker/contract';
import {
  COURTAGE_RULES,
  COUNTRY_FACTS,
  money,
  tiersOf,
  type CustomerSegment,
  type CustomerTier,
} from '@broker/domain';
import type { Db } from '../db/database';
import { customers } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { notFound } from '../http/api-error';

/** Also read by the personalization aggregate. */
export async function segmentAndTier(db: Db, customerId: number) {
  const [row] = await db
    .select({ segment: customers.segment, tier: customers.tier })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw notFound('ACCOUNT_NOT_FOUND', 'No such customer');
  // The table's check constraint keeps both to the domain's values.
  return { segment: row.segment as CustomerSegment, tier: row.tier as CustomerTier | null };
}

export const tierRoutes = [
  defineRoute(getCustomerTier, ({ deps, access }) => segmentAndTier(deps.db, access.customerId)),
  defineRoute(getCustomerSegment, async ({ deps, access }) => ({
    segment: (await segmentAndTier(deps.db, access.customerId)).segment,
  })),
  defineRoute(getTiers, async ({ query }) => {
    const currency = COUNTRY_FACTS[query.countryCode].currency;
    return {
      tiers: tiersOf(query.countryCode, query.segment).map((t) => {
        const rule = COURTAGE_RULES[t.courtageClass];
        return {
          tier: t.tier,
          courtage_class: t.courtageClass,
          percent: rule.percent === null ? null : Number(rule.percent),
          minimum: money(rule.minimum[currency], currency),
          threshold: t.threshold === null ? null : money(String(t.threshold), currency),
        };
      }),
    };
  }),
];
