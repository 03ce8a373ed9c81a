import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { WITHDRAWAL_DELAY_MS, currencyForCountry } from '@broker/domain';
import type { CallReply, getAccountAccess, getWithdrawalDelay, listBankConnections } from '@broker/contract';
import type { Db } from '../db/database';
import { accounts, deposits } from '../db/schema';
import { listVerifiedBankAccounts } from './external-accounts';

/**
 * What the customer's bank accounts allow (spec 001 §7.7 "connections", "account access",
 * "withdrawal delay"), read from the same rows the deposits and withdrawals check: a withdrawal
 * needs a confirmed account whose delay has passed, and neither way works on a blocked account.
 */

/** The banks the customer has paid from, each with its confirmed accounts and latest deposit. */
export async function bankConnections(
  db: Db,
  customerId: number,
): Promise<CallReply<typeof listBankConnections>> {
  const verified = await listVerifiedBankAccounts(db, customerId);
  const latest = verified.length
    ? await db
        .select({ bankAccountId: deposits.bankAccountId, at: deposits.completedAt })
        .from(deposits)
        .where(
          and(
            eq(deposits.customerId, customerId),
            eq(deposits.status, 'CREDITED'),
            isNotNull(deposits.completedAt),
            inArray(
              deposits.bankAccountId,
              verified.map((a) => a.id),
            ),
          ),
        )
        .orderBy(desc(deposits.completedAt))
    : [];
  const banks = new Map<string, CallReply<typeof listBankConnections>[number]>();
  for (const a of verified) {
    const key = `${a.country}:${a.bank ?? ''}`;
    const connection = banks.get(key) ?? {
      bank: a.bank ?? '',
      country: a.country,
      accounts: [],
      last_deposit_at: null,
    };
    connection.accounts.push(a);
    const last = latest.find((d) => d.bankAccountId === a.id)?.at?.getTime() ?? null;
    if (last !== null && (connection.last_deposit_at === null || last > connection.last_deposit_at))
      connection.last_deposit_at = last;
    banks.set(key, connection);
  }
  return [...banks.values()];
}

/** For each of the customer's accounts: can money come in, can it go out now, and why not. */
export async function accountAccess(
  db: Db,
  customerId: number,
  now: number,
): Promise<CallReply<typeof getAccountAccess>> {
  const owned = await db
    .select({
      accid: accounts.accid,
      accno: accounts.accno,
      alias: accounts.alias,
      isBlocked: accounts.isBlocked,
      currency: accounts.currency,
    })
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), eq(accounts.provider, 'NORDBROKER')))
    .orderBy(asc(accounts.accid));
  const verified = await listVerifiedBankAccounts(db, customerId);
  return owned.map((a) => {
    // Only a bank account in the account's currency can take its money (as a withdrawal checks).
    const opensAt = verified
      .filter((b) => currencyForCountry(b.country) === a.currency.trim())
      .map((b) => b.withdrawals_from!)
      .sort((x, y) => x - y)[0];
    const reason = a.isBlocked
      ? ('ACCOUNT_BLOCKED' as const)
      : opensAt === undefined
        ? ('NO_VERIFIED_BANK_ACCOUNT' as const)
        : opensAt > now
          ? ('WITHDRAWAL_DELAY' as const)
          : null;
    return {
      accid: a.accid,
      accno: a.accno,
      alias: a.alias,
      deposit: !a.isBlocked,
      withdraw: reason === null,
      reason,
      withdrawals_from: reason === 'WITHDRAWAL_DELAY' ? opensAt! : null,
    };
  });
}

/** The delay after confirmation, and when it ends for each confirmed account. */
export async function withdrawalDelay(
  db: Db,
  customerId: number,
): Promise<CallReply<typeof getWithdrawalDelay>> {
  return {
    delay_hours: WITHDRAWAL_DELAY_MS / 3_600_000,
    bank_accounts: (await listVerifiedBankAccounts(db, customerId)).map((a) => ({
      id: a.id,
      display: a.display,
      withdrawals_from: a.withdrawals_from!,
    })),
  };
}
