import { WITHDRAWAL_DELAY_MS, parseBankAccount, type CountryCode } from '@broker/domain';
import type { externalBankAccounts } from '../schema';
import { SIM_BANKS, personalAccount } from '../../bank-simulator/banks';
import type { AccountRow, CustomerRow, TransactionRow } from './rows';

/**
 * Each demo customer who has ever deposited did so from their own account at their country's first
 * simulated bank (the same number the simulated bank page shows them): confirmed by that first
 * deposit, open for withdrawals since the delay after it. A customer who never deposited has none.
 */
export function demoBankAccounts(data: {
  customers: CustomerRow[];
  accounts: AccountRow[];
  transactions: TransactionRow[];
}): (typeof externalBankAccounts.$inferInsert)[] {
  const ownerOf = new Map(data.accounts.map((a) => [a.accid, a.customerId]));
  const firstDeposit = new Map<number, Date>();
  for (const t of data.transactions) {
    if (t.type !== 'DEPOSIT') continue;
    const customerId = ownerOf.get(t.accid);
    if (customerId === undefined) continue;
    const seen = firstDeposit.get(customerId);
    if (!seen || t.createdAt < seen) firstDeposit.set(customerId, t.createdAt);
  }
  return data.customers.flatMap((c) => {
    const verifiedAt = firstDeposit.get(c.id);
    if (!verifiedAt) return [];
    const country = c.country.trim() as CountryCode;
    const account = personalAccount(country, SIM_BANKS[country][0]!, c.customerNo);
    // Stored as the bank accounts area stores a number typed in: the country's checked form.
    const parsed = parseBankAccount(country, account.accountNumber, account.clearing);
    if (!parsed.ok) throw new Error(`the simulated bank gave ${account.display}, which is no account`);
    return [
      {
        customerId: c.id,
        country,
        clearing: parsed.value.clearing ?? '',
        accountNumber: parsed.value.account,
        display: parsed.value.display,
        bank: account.bank,
        createdAt: verifiedAt,
        verifiedAt,
        withdrawalsFrom: new Date(verifiedAt.getTime() + WITHDRAWAL_DELAY_MS),
      },
    ];
  });
}
