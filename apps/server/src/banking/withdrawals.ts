import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  Decimal,
  WITHDRAWAL_CUTOFF,
  WITHDRAWAL_DELAY_MS,
  WITHDRAWAL_PAID_OFFSET_DAYS,
  currencyForCountry,
  localDayAt,
  withdrawalTimes,
  COUNTRY_FACTS,
  localTimeToUtc,
  type ApiErrorCode,
  type CountryCode,
} from '@broker/domain';
import type {
  CallReply,
  getWithdrawableAmounts,
  getWithdrawalTimes,
  requestWithdrawal,
} from '@broker/contract';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import { accounts, customers, externalBankAccounts, withdrawals } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { bookCash, reverseBooking } from '../accounts/ledger';
import { reservedCash } from '../accounts/reservations';
import { ownedAccounts } from '../accounts/owned-accounts';
import { cancelJobs, scheduleJob } from '../platform/schedule';
import { customerFacts } from '../accounts/customer-facts';
import { moneyAmount, movableAccount } from './money-input';
import { remainingToday } from './withdrawal-limit';

/**
 * Withdrawals (issue 15): money out only to the customer's own verified bank account, after the
 * withdrawal delay, within the day's limit, and only from settled cash that no order holds. The
 * money leaves the account when it is requested (a WITHDRAWAL transaction, so nothing else can
 * spend it); it is sent at the cut-off of its banking day and paid into the bank after the
 * banking-days offset, both on the job schedule (withdrawal-jobs.ts); until it is sent it can be
 * cancelled, which reverses the booking.
 */

type Withdrawal = CallReply<typeof requestWithdrawal>;
type Row = typeof withdrawals.$inferSelect;

export const SEND_JOB = 'banking.withdrawal-send';
export const PAID_JOB = 'banking.withdrawal-paid';

const noWithdrawal = (id: number) => notFound('WITHDRAWAL_NOT_FOUND', `No withdrawal ${id}`);

/** Until its banking day's cut-off, even if the schedule has not sent it yet. */
const cancellable = (r: Row, country: CountryCode, now: number) =>
  r.status === 'REQUESTED' &&
  now < localTimeToUtc(r.sendDay, WITHDRAWAL_CUTOFF, COUNTRY_FACTS[country].timeZone);

function reply(r: Row, bankAccount: string, country: CountryCode, now: number): Withdrawal {
  return {
    id: r.id,
    accid: r.accid,
    bank_account_id: r.bankAccountId,
    bank_account: bankAccount,
    amount: Number(r.amount),
    currency: r.currency.trim(),
    status: r.status as Withdrawal['status'],
    send_day: r.sendDay,
    paid_at: r.paidAt?.getTime() ?? withdrawalTimes(country, r.requestedAt.getTime()).paidAt,
    requested_at: r.requestedAt.getTime(),
    sent_at: r.sentAt?.getTime() ?? null,
    cancelled_at: r.cancelledAt?.getTime() ?? null,
    cancellable: cancellable(r, country, now),
    transaction_id: r.transactionId,
  };
}

/** Settled cash that no order holds: the balance less reservations and sale proceeds not yet settled. */
export async function withdrawable(db: Db | Tx, accid: number, today: string): Promise<Decimal> {
  const [row] = await db
    .execute<{ balance: string; unsettled: string }>(
      sql`select
      (select coalesce(sum(amount), 0) from cash_ledger where accid = ${accid})::text as balance,
      (select coalesce(sum(amount), 0) from transactions
        where accid = ${accid} and type = 'SELL' and settle_date > ${today})::text as unsettled`,
    )
    .then((r) => (r as unknown as { rows: { balance: string; unsettled: string }[] }).rows);
  const reserved = await reservedCash(db, accid);
  const free = new Decimal(row!.balance)
    .minus(reserved.fundOrders)
    .minus(reserved.exchangeOrders)
    .minus(Decimal.max(0, row!.unsettled));
  return Decimal.max(0, free);
}

export async function withdrawableAmounts(
  db: Db,
  customerId: number,
  now: number,
): Promise<CallReply<typeof getWithdrawableAmounts>> {
  const facts = await customerFacts(db, customerId);
  const today = localDayAt(facts.timeZone, now);
  const owned = await ownedAccounts(db, customerId);
  return Promise.all(
    owned.map(async (a) => ({
      accid: a.accid,
      currency: a.currency.trim(),
      available: (await withdrawable(db, a.accid, today)).toNumber(),
    })),
  );
}

export async function requestWithdrawalOf(
  deps: Deps,
  customerId: number,
  body: { accid: number; bank_account_id: number; amount: number },
): Promise<Withdrawal> {
  const { db } = deps;
  const now = deps.time.now();
  const amount = moneyAmount(body.amount);
  await movableAccount(db, customerId, body.accid);
  const facts = await customerFacts(db, customerId);
  const times = withdrawalTimes(facts.country, now);
  const today = localDayAt(facts.timeZone, now);
  const refuse = (status: number, code: ApiErrorCode, message: string, field: string) =>
    new HttpError(status, code, message, [{ code, field }]);

  const booked = await db.transaction(async (tx) => {
    // The customer first (the day's limit is theirs), then the account: the order book's lock order.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [account] = await tx.select().from(accounts).where(eq(accounts.accid, body.accid)).for('update');
    if (account!.isBlocked)
      throw new HttpError(422, 'ACCOUNT_BLOCKED', `Account ${account!.accno} is blocked`);
    const [bank] = await tx
      .select()
      .from(externalBankAccounts)
      .where(
        and(
          eq(externalBankAccounts.id, body.bank_account_id),
          eq(externalBankAccounts.customerId, customerId),
          isNull(externalBankAccounts.deletedAt),
        ),
      );
    if (!bank) throw notFound('BANK_ACCOUNT_NOT_FOUND', `No bank account ${body.bank_account_id}`);
    if (!bank.verifiedAt || !bank.withdrawalsFrom) {
      throw refuse(
        422,
        'BANK_ACCOUNT_NOT_VERIFIED',
        `${bank.display} is not confirmed yet: deposit from it first`,
        'bank_account_id',
      );
    }
    if (bank.withdrawalsFrom.getTime() > now) {
      throw refuse(
        422,
        'WITHDRAWAL_DELAY',
        `Withdrawals to ${bank.display} can be made from ${bank.withdrawalsFrom.toISOString()}`,
        'bank_account_id',
      );
    }
    const currency = account!.currency.trim();
    if (currencyForCountry(bank.country.trim()) !== currency) {
      throw refuse(
        422,
        'WITHDRAWAL_CURRENCY',
        `${bank.display} does not take ${currency}`,
        'bank_account_id',
      );
    }
    const available = await withdrawable(tx, body.accid, today);
    if (amount.gt(available)) {
      throw refuse(
        422,
        'WITHDRAWAL_EXCEEDS_AVAILABLE',
        `At most ${available.toFixed(2)} ${currency} can be withdrawn`,
        'amount',
      );
    }
    const left = await remainingToday(tx, customerId, facts, now);
    if (amount.gt(left)) {
      throw refuse(
        422,
        'WITHDRAWAL_LIMIT_EXCEEDED',
        `${left.toFixed(2)} ${currency} is left of today's limit`,
        'amount',
      );
    }
    const transactionId = await bookCash(tx, {
      accid: body.accid,
      currency,
      type: 'WITHDRAWAL',
      amount: amount.negated(),
      tradeDay: today,
      settleDay: times.sendDay,
      at: new Date(now),
    });
    const [row] = await tx
      .insert(withdrawals)
      .values({
        customerId,
        accid: body.accid,
        bankAccountId: bank.id,
        amount: amount.toFixed(2),
        currency,
        status: 'REQUESTED',
        sendDay: times.sendDay,
        transactionId,
        requestedAt: new Date(now),
      })
      .returning();
    await scheduleJob(tx, { kind: SEND_JOB, ref: row!.id, dueAt: new Date(times.sendAt) }, now);
    return { row: row!, bank: bank.display };
  });
  publishWithdrawal(deps, customerId, booked.row);
  return reply(booked.row, booked.bank, facts.country, now);
}

/** Tells the customer's screens; the account's figures change with a booking or its reversal. */
export function publishWithdrawal(
  deps: Pick<Deps, 'bus' | 'accountReads'>,
  customerId: number,
  row: Row,
): void {
  deps.accountReads.invalidate(row.accid);
  deps.bus.publish({
    kind: 'private',
    customerId,
    type: 'transaction',
    data: {
      accid: row.accid,
      withdrawal_id: row.id,
      status: row.status,
      type: 'WITHDRAWAL',
      transaction_id: row.reversalId ?? row.transactionId,
    },
  });
}

const withBank = (db: Db) =>
  db
    .select({ w: withdrawals, bank: externalBankAccounts.display })
    .from(withdrawals)
    .innerJoin(externalBankAccounts, eq(externalBankAccounts.id, withdrawals.bankAccountId));

export async function listWithdrawalsOf(db: Db, customerId: number, now: number): Promise<Withdrawal[]> {
  const { country } = await customerFacts(db, customerId);
  const rows = await withBank(db)
    .where(eq(withdrawals.customerId, customerId))
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(50);
  return rows.map((r) => reply(r.w, r.bank, country, now));
}

export async function cancelWithdrawalOf(deps: Deps, customerId: number, id: number): Promise<Withdrawal> {
  const { db } = deps;
  const now = deps.time.now();
  const facts = await customerFacts(db, customerId);
  const row = await db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.customerId, customerId)));
    if (!mine) throw noWithdrawal(id);
    // The send job first, then the withdrawal: the schedule's runner takes them in that order, so a
    // cancel at the cut-off waits for a send in progress instead of deadlocking with it.
    await cancelJobs(tx, SEND_JOB, id);
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!w || !cancellable(w, facts.country, now)) {
      throw new HttpError(409, 'WITHDRAWAL_NOT_CANCELLABLE', `Withdrawal ${id} is sent or cancelled`);
    }
    const [reversalId] = await reverseBooking(tx, {
      accid: w.accid,
      transactionId: w.transactionId,
      tradeDay: localDayAt(facts.timeZone, now),
      at: new Date(now),
    });
    const [cancelled] = await tx
      .update(withdrawals)
      .set({ status: 'CANCELLED', cancelledAt: new Date(now), reversalId: reversalId ?? null })
      .where(eq(withdrawals.id, id))
      .returning();
    return cancelled!;
  });
  publishWithdrawal(deps, customerId, row);
  const [read] = await withBank(db).where(eq(withdrawals.id, id));
  return reply(row, read!.bank, facts.country, now);
}

export async function withdrawalTimesFor(
  db: Db,
  customerId: number,
  now: number,
): Promise<CallReply<typeof getWithdrawalTimes>> {
  const { country } = await customerFacts(db, customerId);
  const times = withdrawalTimes(country, now);
  return {
    cutoff: WITHDRAWAL_CUTOFF,
    banking_days_offset: WITHDRAWAL_PAID_OFFSET_DAYS,
    withdrawal_delay_ms: WITHDRAWAL_DELAY_MS,
    send_day: times.sendDay,
    send_at: times.sendAt,
    paid_at: times.paidAt,
  };
}
