import { sql } from 'drizzle-orm';
import type { CountryCode } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';
import { HttpError } from '../http/api-error';

/** The country the customer is taxed in: it decides the cost method and the reports they get. */
export async function customerCountry(db: Db, customerId: number): Promise<CountryCode> {
  const rows = await queryRows<{ country: CountryCode }>(
    db,
    sql`select country from customers where id = ${customerId}`,
  );
  return rows[0]!.country;
}

/**
 * A country's tax form is for the customers taxed there: anyone else is refused with 403
 * TAX_REPORT_NOT_AVAILABLE, the same whatever else the request names, so it reveals nothing.
 */
export async function requireTaxCountry(
  db: Db,
  customerId: number,
  country: CountryCode,
  form: string,
): Promise<void> {
  if ((await customerCountry(db, customerId)) !== country) {
    throw new HttpError(403, 'TAX_REPORT_NOT_AVAILABLE', `${form} is for customers taxed in ${country}`);
  }
}
