import { and, eq, gte, ne, sql } from 'drizzle-orm';
import {
  Decimal,
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_LIMIT_RAISE_DELAY_MS,
  localDayAt,
  localTimeToUtc,
} from '@broker/domain';
import type { CallReply, getWithdrawalLimit } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { customers, withdrawalLimits, withdrawals } from '../db/schema';
import { HttpError } from '../http/api-error';
import { customerFacts, type CustomerFacts } from '../accounts/customer-facts';
import { moneyAmount } from './money-input';

/**
 * The daily withdrawal limit (issue 15): per customer, over all accounts, per local day of their
 * country. A lower limit takes effect at once; a higher one after WITHDRAWAL_LIMIT_RAISE_DELAY_MS,
 * so someone who has taken over a login cannot raise it and empty the accounts at once, and the
 * customer can cancel the raise until then.
 */

type Limit = CallReply<typeof getWithdrawalLimit>;

/** The limit in force at `now` and a raise still waiting. */
async function limitsAt(db: Db | Tx, customerId: number, facts: CustomerFacts, now: number) {
  const [row] = await db.select().from(withdrawalLimits).where(eq(withdrawalLimits.customerId, customerId));
  const standard = new Decimal(WITHDRAWAL_LIMITS[facts.currency].standard);
  if (!row) return { limit: standard, pending: null };
  const raised = row.pendingLimit !== null && row.pendingFrom !== null && row.pendingFrom.getTime() <= now;
  return {
    limit: new Decimal(raised ? row.pendingLimit! : row.dailyLimit),
    pending:
      !raised && row.pendingLimit !== null && row.pendingFrom !== null
        ? { limit: new Decimal(row.pendingLimit), from: row.pendingFrom.getTime() }
        : null,
  };
}

/** What the customer has taken out (not cancelled) since their day began. */
export async function usedToday(
  db: Db | Tx,
  customerId: number,
  facts: CustomerFacts,
  now: number,
): Promise<Decimal> {
  const dayStart = localTimeToUtc(localDayAt(facts.timeZone, now), '00:00', facts.timeZone);
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.customerId, customerId),
        ne(withdrawals.status, 'CANCELLED'),
        gte(withdrawals.requestedAt, new Date(dayStart)),
      ),
    );
  return new Decimal(row?.sum ?? 0);
}

/** What is left of today's limit. */
export async function remainingToday(db: Db | Tx, customerId: number, facts: CustomerFacts, now: number) {
  const { limit } = await limitsAt(db, customerId, facts, now);
  return Decimal.max(0, limit.minus(await usedToday(db, customerId, facts, now)));
}

export async function withdrawalLimit(db: Db | Tx, customerId: number, now: number): Promise<Limit> {
  const facts = await customerFacts(db, customerId);
  const { limit, pending } = await limitsAt(db, customerId, facts, now);
  const used = await usedToday(db, customerId, facts, now);
  return {
    currency: facts.currency,
    daily_limit: limit.toNumber(),
    max_limit: WITHDRAWAL_LIMITS[facts.currency].max,
    used_today: used.toNumber(),
    remaining_today: Decimal.max(0, limit.minus(used)).toNumber(),
    pending: pending ? { daily_limit: pending.limit.toNumber(), effective_at: pending.from } : null,
  };
}

export async function setWithdrawalLimitTo(
  db: Db,
  customerId: number,
  amount: number,
  now: number,
): Promise<Limit> {
  const wanted = moneyAmount(amount, 'daily_limit');
  const facts = await customerFacts(db, customerId);
  const max = WITHDRAWAL_LIMITS[facts.currency].max;
  if (wanted.gt(max)) {
    throw new HttpError(
      422,
      'WITHDRAWAL_LIMIT_TOO_HIGH',
      `The daily limit can be at most ${max} ${facts.currency}`,
      [{ code: 'WITHDRAWAL_LIMIT_TOO_HIGH', field: 'daily_limit' }],
    );
  }
  await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const { limit } = await limitsAt(tx, customerId, facts, now);
    // Lower (or the same): at once, and any raise waiting is dropped. Higher: after the delay.
    const values = wanted.lte(limit)
      ? { dailyLimit: wanted.toFixed(2), pendingLimit: null, pendingFrom: null }
      : {
          dailyLimit: limit.toFixed(2),
          pendingLimit: wanted.toFixed(2),
          pendingFrom: new Date(now + WITHDRAWAL_LIMIT_RAISE_DELAY_MS),
        };
    await tx
      .insert(withdrawalLimits)
      .values({ customerId, currency: facts.currency, ...values, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: withdrawalLimits.customerId,
        set: { ...values, updatedAt: new Date(now) },
      });
  });
  return withdrawalLimit(db, customerId, now);
}

export async function cancelLimitRaise(db: Db, customerId: number, now: number): Promise<Limit> {
  const facts = await customerFacts(db, customerId);
  const cancelled = await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const { limit, pending } = await limitsAt(tx, customerId, facts, now);
    if (!pending) return false;
    await tx
      .update(withdrawalLimits)
      .set({ dailyLimit: limit.toFixed(2), pendingLimit: null, pendingFrom: null, updatedAt: new Date(now) })
      .where(eq(withdrawalLimits.customerId, customerId));
    return true;
  });
  if (!cancelled) throw new HttpError(404, 'WITHDRAWAL_LIMIT_NO_RAISE', 'No raise of the limit is waiting');
  return withdrawalLimit(db, customerId, now);
}
