import { eq } from 'drizzle-orm';
import type { FeeConditionsSchema } from '@broker/contract';
import {
  COURTAGE_CLASSES,
  COURTAGE_RULES,
  currencyForCountry,
  money,
  type CourtageClass,
} from '@broker/domain';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { customers } from '../db/schema';
import { notFound } from '../http/api-error';

type Reply = z.infer<typeof FeeConditionsSchema>;

/**
 * The customer's fee conditions (spec 001 §7.9): the courtage class share orders are charged by,
 * and every class's rule in the currency of the customer's country (domain courtage.ts). A change
 * applies to orders placed from then on: an order keeps the class it was placed with, so what its
 * preview showed is what it is charged.
 */
function replyOf(courtageClass: string, country: string): Reply {
  const currency = currencyForCountry(country);
  return {
    courtage_class: courtageClass as CourtageClass,
    currency,
    classes: COURTAGE_CLASSES.map((cls) => {
      const rule = COURTAGE_RULES[cls];
      return {
        courtage_class: cls,
        percent: rule.percent === null ? null : Number(rule.percent),
        minimum: money(rule.minimum[currency], currency),
      };
    }),
  };
}

export async function feeConditions(db: Db, customerId: number): Promise<Reply> {
  const [row] = await db
    .select({ courtageClass: customers.courtageClass, country: customers.country })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw notFound('ACCOUNT_NOT_FOUND', 'No such customer');
  return replyOf(row.courtageClass, row.country.trim());
}

export async function setCourtageClass(db: Db, customerId: number, cls: CourtageClass): Promise<Reply> {
  const [row] = await db
    .update(customers)
    .set({ courtageClass: cls })
    .where(eq(customers.id, customerId))
    .returning({ courtageClass: customers.courtageClass, country: customers.country });
  if (!row) throw notFound('ACCOUNT_NOT_FOUND', 'No such customer');
  return replyOf(row.courtageClass, row.country.trim());
}
