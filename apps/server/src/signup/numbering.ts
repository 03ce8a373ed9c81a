import { sql } from 'drizzle-orm';
import { luhnCheckDigit } from '@broker/domain';
import type { Tx } from '../db/database';

/** One lock for handing out customer numbers, account ids and account numbers (max + 1). */
const NUMBERING_LOCK = 716_016;

export interface Numbers {
  customerNo: string;
  /** The next account id; the n-th new account of the transaction takes accid + n. */
  accid: number;
  /** Seven running digits of the next account number, before its check digit. */
  accnoBase: string;
}

/**
 * The next free customer number, account id and account number, under a transaction-scoped
 * advisory lock so that two customers made at once never get the same (the lock is held until the
 * caller's transaction ends). Customer numbers continue the demo's seven digits.
 */
export async function reserveNumbers(tx: Tx): Promise<Numbers> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`);
  const [numbers] = await tx
    .select({
      customerNo: sql<string>`(select coalesce(max(customer_no::bigint), 1000000) + 1 from customers where customer_no ~ '^[0-9]{1,15}$')::text`,
      accid: sql<number>`(select coalesce(max(accid), 10000) + 1 from accounts)::int`,
      accnoBase: sql<string>`(select coalesce(max(substr(accno, 1, 7)::bigint), 3000000) + 1 from accounts where accno ~ '^[0-9]{8}$')::text`,
    })
    .from(sql`(select 1) as one`);
  if (!numbers) throw new Error('numbering query returned nothing');
  return numbers;
}

/** The n-th new account number of a reservation: eight digits, seven running and a Luhn check digit. */
export function accountNumber(numbers: Numbers, n: number): string {
  const base = String(BigInt(numbers.accnoBase) + BigInt(n));
  return base + luhnCheckDigit(base);
}
