import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DeskCustomerRecord } from '@broker/contract';
import {
  COUNTRY_FACTS,
  isDeathDateValid,
  localDayAt,
  representativeProblem,
  type CountryCode,
} from '@broker/domain';
import type { Db, Tx } from '../db/database';
import type { Deps } from '../deps';
import {
  apiKeys,
  companyRepresentatives,
  customers,
  estates,
  savingsPlans,
  sessions,
  users,
} from '../db/schema';
import { HttpError, notFound } from '../http/api-error';

/** The role of an estate's representative in company_representatives. */
export const ESTATE_REPRESENTATIVE = 'ESTATE_REPRESENTATIVE';

async function customerByNo(db: Db | Tx, customerNo: string) {
  const [row] = await db
    .select({
      id: customers.id,
      customerNo: customers.customerNo,
      firstName: customers.firstName,
      lastName: customers.lastName,
      country: customers.country,
      personType: customers.personType,
      birthDate: customers.birthDate,
    })
    .from(customers)
    .where(eq(customers.customerNo, customerNo));
  if (!row) throw notFound('CUSTOMER_NOT_FOUND', `No customer ${customerNo}`);
  return row;
}

const fullName = (c: { firstName: string; lastName: string }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

/** A customer as the desk sees them, with their estate and its representatives. */
export async function deskCustomerRecord(db: Db | Tx, customerNo: string): Promise<DeskCustomerRecord> {
  const customer = await customerByNo(db, customerNo);
  const [estate] = await db.select().from(estates).where(eq(estates.customerId, customer.id));
  const representatives = estate
    ? await db
        .select({
          customerNo: customers.customerNo,
          firstName: customers.firstName,
          lastName: customers.lastName,
          since: companyRepresentatives.since,
        })
        .from(companyRepresentatives)
        .innerJoin(customers, eq(customers.id, companyRepresentatives.personCustomerId))
        .where(
          and(
            eq(companyRepresentatives.companyCustomerId, customer.id),
            eq(companyRepresentatives.role, ESTATE_REPRESENTATIVE),
            isNull(companyRepresentatives.endedAt),
          ),
        )
        .orderBy(companyRepresentatives.since)
    : [];
  return {
    customerNo: customer.customerNo,
    name: fullName(customer),
    country: customer.country,
    personType: customer.personType as DeskCustomerRecord['personType'],
    birthDate: customer.birthDate,
    estate: estate
      ? {
          diedOn: estate.diedOn,
          registeredAt: estate.registeredAt.getTime(),
          representatives: representatives.map((r) => ({
            customerNo: r.customerNo,
            name: fullName(r),
            since: r.since.getTime(),
          })),
        }
      : null,
  };
}

/**
 * Registers a customer's death, in one transaction: the customer becomes an estate, every session
 * of theirs (their own, and their acting for a company) and every API key ends, what they
 * represented they represent no more, and their savings plans pause (an estate buys nothing; a
 * representative may delete them). The holdings, cash, orders and history stay the estate's.
 */
export async function registerDeath(
  deps: Deps,
  staffId: number,
  customerNo: string,
  diedOn: string,
  now: number,
): Promise<DeskCustomerRecord> {
  const ended = await deps.db.transaction(async (tx) => {
    const customer = await customerByNo(tx, customerNo);
    // Row lock: two registrations of one death cannot both pass the check below.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
    const [current] = await tx
      .select({ personType: customers.personType })
      .from(customers)
      .where(eq(customers.id, customer.id));
    if (current?.personType !== 'NAT') {
      throw new HttpError(422, 'NOT_A_PERSON', 'Only a natural person who is not an estate already can die', [
        { code: 'NOT_A_PERSON', field: 'path.customerNo' },
      ]);
    }
    const today = localDayAt(COUNTRY_FACTS[customer.country as CountryCode].timeZone, now);
    if (!isDeathDateValid(diedOn, customer.birthDate, today)) {
      throw new HttpError(
        422,
        'DEATH_DATE_INVALID',
        'The day of death must be a real day between birth and today',
        [{ code: 'DEATH_DATE_INVALID', field: 'body.diedOn' }],
      );
    }
    const at = new Date(now);
    await tx.update(customers).set({ personType: 'EST' }).where(eq(customers.id, customer.id));
    await tx
      .insert(estates)
      .values({ customerId: customer.id, diedOn, registeredByStaffId: staffId, registeredAt: at });
    const own = tx.select({ id: users.id }).from(users).where(eq(users.customerId, customer.id));
    const sessionsEnded = await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          isNull(sessions.revokedAt),
          or(inArray(sessions.userId, own), inArray(sessions.actingUserId, own)),
        ),
      )
      .returning({ id: sessions.id });
    await tx
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(isNull(apiKeys.revokedAt), inArray(apiKeys.userId, own)));
    await tx
      .update(companyRepresentatives)
      .set({ endedAt: at })
      .where(
        and(eq(companyRepresentatives.personCustomerId, customer.id), isNull(companyRepresentatives.endedAt)),
      );
    await tx
      .update(savingsPlans)
      .set({ status: 'PAUSED', updatedAt: at })
      .where(
        and(
          eq(savingsPlans.customerId, customer.id),
          eq(savingsPlans.status, 'ACTIVE'),
          isNull(savingsPlans.deletedAt),
        ),
      );
    return sessionsEnded;
  });
  for (const { id } of ended) deps.sessionLiveness.delete(id);
  return deskCustomerRecord(deps.db, customerNo);
}

/** Names a customer as a representative of an estate (from the estate's papers, checked by the desk). */
export async function nameRepresentative(
  db: Db,
  customerNo: string,
  representativeCustomerNo: string,
  now: number,
): Promise<DeskCustomerRecord> {
  await db.transaction(async (tx) => {
    const estate = await customerByNo(tx, customerNo);
    if (estate.personType !== 'EST') {
      throw new HttpError(409, 'NOT_AN_ESTATE', 'Representatives are named for estates only');
    }
    const [candidate] = await tx
      .select({ id: customers.id, personType: customers.personType })
      .from(customers)
      .where(eq(customers.customerNo, representativeCustomerNo));
    const problem = candidate
      ? representativeProblem(estate.id, candidate)
      : ('REPRESENTATIVE_INVALID' as const);
    if (problem) {
      throw new HttpError(422, problem, 'The representative must be a living person who is a customer', [
        { code: problem, field: 'body.representativeCustomerNo' },
      ]);
    }
    const inserted = await tx
      .insert(companyRepresentatives)
      .values({
        companyCustomerId: estate.id,
        personCustomerId: candidate!.id,
        role: ESTATE_REPRESENTATIVE,
        since: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: companyRepresentatives.id });
    if (inserted.length === 0) {
      throw new HttpError(409, 'REPRESENTATIVE_ALREADY', 'The person represents the estate already');
    }
  });
  return deskCustomerRecord(db, customerNo);
}

/**
 * Ends a representative's mandate, in one transaction: the representation ends, and so does any
 * session in which the person acts for the estate (they are back to logging in as themselves).
 */
export async function endRepresentation(
  deps: Deps,
  customerNo: string,
  representativeCustomerNo: string,
  now: number,
): Promise<DeskCustomerRecord> {
  const ended = await deps.db.transaction(async (tx) => {
    const estate = await customerByNo(tx, customerNo);
    if (estate.personType !== 'EST') {
      throw new HttpError(409, 'NOT_AN_ESTATE', 'Representatives are named for estates only');
    }
    const at = new Date(now);
    const [person] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNo, representativeCustomerNo));
    const mandates = person
      ? await tx
          .update(companyRepresentatives)
          .set({ endedAt: at })
          .where(
            and(
              eq(companyRepresentatives.companyCustomerId, estate.id),
              eq(companyRepresentatives.personCustomerId, person.id),
              eq(companyRepresentatives.role, ESTATE_REPRESENTATIVE),
              isNull(companyRepresentatives.endedAt),
            ),
          )
          .returning({ id: companyRepresentatives.id })
      : [];
    if (mandates.length === 0) {
      throw notFound(
        'REPRESENTATIVE_NOT_FOUND',
        `Customer ${representativeCustomerNo} does not represent the estate`,
      );
    }
    const estateLogin = tx.select({ id: users.id }).from(users).where(eq(users.customerId, estate.id));
    const personLogin = tx.select({ id: users.id }).from(users).where(eq(users.customerId, person!.id));
    return tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          isNull(sessions.revokedAt),
          inArray(sessions.userId, estateLogin),
          inArray(sessions.actingUserId, personLogin),
        ),
      )
      .returning({ id: sessions.id });
  });
  for (const { id } of ended) deps.sessionLiveness.delete(id);
  return deskCustomerRecord(deps.db, customerNo);
}
