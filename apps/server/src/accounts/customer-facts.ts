import { eq } from 'drizzle-orm';
import { COUNTRY_FACTS, type CountryCode, type Currency } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { customers } from '../db/schema';

/**
 * What the money-movement rules need of a customer: their country (banking days, client-funds
 * account, reference form), its currency (limits) and its time zone (local days).
 */
export interface CustomerFacts {
  country: CountryCode;
  currency: Currency;
  timeZone: string;
  /** Their national identity number, when known (a payer must be them). */
  nationalId: string | null;
}

export async function customerFacts(db: Db | Tx, customerId: number): Promise<CustomerFacts> {
  const [c] = await db
    .select({ country: customers.country, nationalId: customers.nationalId })
    .from(customers)
    .where(eq(customers.id, customerId));
  const country = c!.country.trim() as CountryCode;
  return {
    country,
    currency: COUNTRY_FACTS[country].currency,
    timeZone: COUNTRY_FACTS[country].timeZone,
    nationalId: c!.nationalId,
  };
}
