import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { marketingConsents } from '../db/schema';

/**
 * Marketing consent (docs/decisions.md "Marketing consent"): the latest row of the customer's log
 * is in force; a change adds a row, so when consent was given and withdrawn stays on record.
 */

export interface MarketingConsentState {
  email: boolean;
  sms: boolean;
  updatedAt: number | null;
}

export async function marketingConsent(db: Db | Tx, customerId: number): Promise<MarketingConsentState> {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.customerId, customerId))
    .orderBy(desc(marketingConsents.recordedAt), desc(marketingConsents.id))
    .limit(1);
  return row
    ? { email: row.email, sms: row.sms, updatedAt: row.recordedAt.getTime() }
    : { email: false, sms: false, updatedAt: null };
}

/** Records the consent as given now; an unchanged consent adds no row. */
export async function recordMarketingConsent(
  db: Db | Tx,
  customerId: number,
  consent: { email: boolean; sms: boolean },
  source: 'SIGNUP' | 'SETTINGS',
  now: number,
): Promise<MarketingConsentState> {
  const current = await marketingConsent(db, customerId);
  if (current.updatedAt !== null && current.email === consent.email && current.sms === consent.sms) {
    return current;
  }
  await db.insert(marketingConsents).values({ customerId, ...consent, source, recordedAt: new Date(now) });
  return { ...consent, updatedAt: now };
}
