import { and, asc, eq, sql } from 'drizzle-orm';
import type { CountryCode } from '@broker/domain';
import type { Db } from '../db/database';
import { customers, prospects, users } from '../db/schema';
import type { LoginOutcome } from './login-outcome';

/** A person as an eID vouches for them. */
export interface IdentifiedPerson {
  country: CountryCode;
  /** As the country's authority writes it (Sweden: twelve-digit personnummer). */
  nationalId: string;
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  birthDate: string;
  /** The login provider that vouched (SE_BANKID, SIGNICAT, …). */
  provider: string;
}

/**
 * Who an eID login identified: the customer with this national id in this country, or else the
 * person as a prospect (kept, so a sign-up left half-way resumes at the next login).
 */
export async function outcomeForPerson(db: Db, person: IdentifiedPerson): Promise<LoginOutcome> {
  const [user] = await db
    .select({ id: users.id })
    .from(customers)
    .innerJoin(users, eq(users.customerId, customers.id))
    .where(and(eq(customers.country, person.country), eq(customers.nationalId, person.nationalId)))
    .orderBy(asc(users.id))
    .limit(1);
  if (user) return { kind: 'customer', userId: user.id };
  const [row] = await db
    .insert(prospects)
    .values({
      country: person.country,
      nationalId: person.nationalId,
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: person.birthDate,
      identifiedBy: person.provider,
    })
    .onConflictDoUpdate({
      target: [prospects.country, prospects.nationalId],
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        identifiedBy: sql`excluded.identified_by`,
      },
    })
    .returning({ id: prospects.id });
  if (!row) throw new Error('prospect upsert returned nothing');
  return { kind: 'prospect', prospectId: row.id };
}
