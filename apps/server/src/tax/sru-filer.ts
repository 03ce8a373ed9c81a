import { eq } from 'drizzle-orm';
import { isSwedishPersonnummer, type SruFiler } from '@broker/domain';
import type { Db } from '../db/database';
import { customers } from '../db/schema';

/**
 * Who files K4's SRU files: the customer by personnummer, name and postal address, or undefined
 * while the customer record lacks a valid personnummer or the address (Skatteverket would refuse
 * the files).
 */
export async function sruFiler(db: Db, customerId: number): Promise<SruFiler | undefined> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c?.nationalId || !isSwedishPersonnummer(c.nationalId) || !c.postalCode || !c.city) return undefined;
  return {
    personalNumber: c.nationalId,
    name: `${c.lastName}, ${c.firstName}`,
    ...(c.street ? { street: c.street } : {}),
    postalCode: c.postalCode.replace(/\s/g, ''),
    city: c.city,
  };
}
