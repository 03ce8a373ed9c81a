import { and, eq, isNull } from 'drizzle-orm';
import {
  Decimal,
  accnoOfReference,
  clientFundsCountry,
  localDayAt,
  parseBankAccount,
  transferCreditAt,
  type CountryCode,
} from '@broker/domain';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { accounts, customers, deposits, externalBankAccounts } from '../db/schema';
import { bookCash } from '../accounts/ledger';
import { scheduleJob, type JobHandlers } from '../platform/schedule';
import type { AppliedNotification } from './payment-notifications';
import { customerFacts } from '../accounts/customer-facts';
import { notifyDepositArrived } from '../notifications/events';

/**
 * Ordinary bank transfers to the client-funds account (issue 15): the bank's notification names
 * the account by its deposit reference (domain depositReference); the money is credited the next
 * banking day of the customer's country, by a job on the schedule. A reference that names no
 * account of ours, or an account in another currency, is returned to the sender: nothing is booked.
 */

export interface TransferNotification {
  notification_id: string;
  type: 'TRANSFER_RECEIVED';
  transfer_id: string;
  /** The client-funds account it was paid to, as the bank writes it. */
  to_account: string;
  reference: string;
  amount: string;
  currency: string;
  payer: { country: string; clearing: string; account_number: string };
}

export const CREDIT_JOB = 'banking.transfer-credit';

export async function receiveTransfer(
  tx: Tx,
  n: TransferNotification,
  now: number,
): Promise<AppliedNotification> {
  // The reference is checked by the rule of the country whose client-funds account it was paid to.
  const paidIn = clientFundsCountry(n.to_account);
  const accno = paidIn ? accnoOfReference(paidIn, n.reference) : null;
  const [account] = accno
    ? await tx
        .select({
          accid: accounts.accid,
          customerId: accounts.customerId,
          currency: accounts.currency,
          country: customers.country,
        })
        .from(accounts)
        .innerJoin(customers, eq(customers.id, accounts.customerId))
        .where(and(eq(accounts.accno, accno), eq(accounts.provider, 'NORDBROKER')))
    : [];
  if (!account || account.currency.trim() !== n.currency) return { outcome: 'RETURNED' };
  const country = account.country.trim() as CountryCode;
  // The payer's account is named on the deposit when it is one the customer added; a transfer
  // does not confirm it (only a payment approved at the bank does).
  const parsed = parseBankAccount(country, n.payer.account_number, n.payer.clearing);
  const [known] = parsed.ok
    ? await tx
        .select({ id: externalBankAccounts.id })
        .from(externalBankAccounts)
        .where(
          and(
            eq(externalBankAccounts.customerId, account.customerId),
            eq(externalBankAccounts.country, country),
            eq(externalBankAccounts.clearing, parsed.value.clearing ?? ''),
            eq(externalBankAccounts.accountNumber, parsed.value.account),
            isNull(externalBankAccounts.deletedAt),
          ),
        )
    : [];
  const [row] = await tx
    .insert(deposits)
    .values({
      customerId: account.customerId,
      accid: account.accid,
      amount: new Decimal(n.amount).toFixed(2),
      currency: n.currency,
      method: 'TRANSFER',
      status: 'PENDING',
      providerRef: n.transfer_id,
      bankAccountId: known?.id ?? null,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return { outcome: 'NO_CHANGE' };
  await scheduleJob(
    tx,
    { kind: CREDIT_JOB, ref: row.id, dueAt: new Date(transferCreditAt(country, now)) },
    now,
  );
  return { outcome: 'RECEIVED', customerId: row.customerId, accid: row.accid, depositId: row.id };
}

/** The next banking day's credit of a transfer: a DEPOSIT, once. */
export function transferJobs(deps: Pick<Deps, 'bus' | 'accountReads'>): JobHandlers {
  return {
    [CREDIT_JOB]: async (tx, job, now, afterCommit) => {
      const [d] = await tx
        .select()
        .from(deposits)
        .where(eq(deposits.id, Number(job.ref)))
        .for('update');
      if (!d || d.status !== 'PENDING') return;
      const { timeZone } = await customerFacts(tx, d.customerId);
      await tx
        .select({ accid: accounts.accid })
        .from(accounts)
        .where(eq(accounts.accid, d.accid))
        .for('update');
      const transactionId = await bookCash(tx, {
        accid: d.accid,
        currency: d.currency.trim(),
        type: 'DEPOSIT',
        amount: new Decimal(d.amount),
        tradeDay: localDayAt(timeZone, now),
        at: new Date(now),
      });
      await tx
        .update(deposits)
        .set({ status: 'CREDITED', completedAt: new Date(now), transactionId })
        .where(eq(deposits.id, d.id));
      await notifyDepositArrived(tx, d, now);
      afterCommit(() => {
        deps.accountReads.invalidate(d.accid);
        deps.bus.publish({
          kind: 'private',
          customerId: d.customerId,
          type: 'transaction',
          data: {
            accid: d.accid,
            deposit_id: d.id,
            status: 'CREDITED',
            transaction_id: transactionId,
            type: 'DEPOSIT',
          },
        });
      });
    },
  };
}
