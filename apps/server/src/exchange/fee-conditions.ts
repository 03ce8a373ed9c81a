import { eq } from 'drizzle-orm';
import type { FeeConditionsSchema } from '@broker/contract';
import {
  COURTAGE_RULES,
  choosableCourtageClasses,
  currencyForCountry,
  effectiveCourtageClass,
  money,
  tierCourtageClass,
  type CourtageClass,
  type CustomerSegment,
  type CustomerTier,
} from '@broker/domain';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { customers } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';

type Reply = z.infer<typeof FeeConditionsSchema>;

interface CustomerFees {
  courtageClass: string;
  country: string;
  segment: string;
  tier: string | null;
}

/**
 * The customer's fee conditions (spec 001 §7.9, by segment and tier; domain fee-conditions.ts): the
 * courtage class share orders are charged by and the rule of each class they may have, in the
 * currency of the customer's country. A change applies to orders placed from then on: an order
 * keeps the class it was placed with, so what its preview showed is what it is charged.
 */
function replyOf(row: CustomerFees): Reply {
  const currency = currencyForCountry(row.country.trim());
  const segment = row.segment as CustomerSegment;
  const tier = row.tier as CustomerTier | null;
  const byTier = tierCourtageClass(segment, tier);
  const classes = byTier ? [byTier] : choosableCourtageClasses(segment, tier);
  return {
    courtage_class: effectiveCourtageClass(segment, tier, row.courtageClass as CourtageClass),
    segment,
    tier,
    set_by_tier: byTier !== null,
    currency,
    classes: classes.map((cls) => {
      const rule = COURTAGE_RULES[cls];
      return {
        courtage_class: cls,
        percent: rule.percent === null ? null : Number(rule.percent),
        minimum: money(rule.minimum[currency], currency),
      };
    }),
  };
}

const FEES = {
  courtageClass: customers.courtageClass,
  country: customers.country,
  segment: customers.segment,
  tier: customers.tier,
};

export async function feeConditions(db: Db, customerId: number): Promise<Reply> {
  const [row] = await db.select(FEES).from(customers).where(eq(customers.id, customerId));
  if (!row) throw notFound('ACCOUNT_NOT_FOUND', 'No such customer');
  return replyOf(row);
}

export async function setCourtageClass(db: Db, customerId: number, cls: CourtageClass): Promise<Reply> {
  const [current] = await db.select(FEES).from(customers).where(eq(customers.id, customerId));
  if (!current) throw notFound('ACCOUNT_NOT_FOUND', 'No such customer');
  const segment = current.segment as CustomerSegment;
  const tier = current.tier as CustomerTier | null;
  if (tierCourtageClass(segment, tier) !== null) {
    throw new HttpError(409, 'COURTAGE_CLASS_SET_BY_TIER', 'Your courtage class comes with your tier', [
      { code: 'COURTAGE_CLASS_SET_BY_TIER', field: 'courtage_class' },
    ]);
  }
  if (!choosableCourtageClasses(segment, tier).includes(cls)) {
    throw new HttpError(
      422,
      'COURTAGE_CLASS_NOT_AVAILABLE',
      `The class ${cls} comes with a tier you do not have`,
      [{ code: 'COURTAGE_CLASS_NOT_AVAILABLE', field: 'courtage_class' }],
    );
  }
  const [row] = await db
    .update(customers)
    .set({ courtageClass: cls })
    .where(eq(customers.id, customerId))
    .returning(FEES);
  if (!row) throw notFound('ACCOUNT_NOT_FOUND', 'No such customer');
  return replyOf(row);
}
