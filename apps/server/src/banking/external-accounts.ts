import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  WITHDRAWAL_DELAY_MS,
  isCountryCode,
  parseBankAccount,
  type BankAccountNumber,
  type CountryCode,
} from '@broker/domain';
import type { CallReply, getExternalBankAccount } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { externalBankAccounts } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { customerFacts } from '../accounts/customer-facts';

/**
 * The customer's own accounts at other banks (issue 15): added after the country's rules checked
 * the number, listed, found by id or number, removed. Only the customer's own are ever found.
 */

type ExternalBankAccount = CallReply<typeof getExternalBankAccount>;
type Row = typeof externalBankAccounts.$inferSelect;

const reply = (r: Row): ExternalBankAccount => ({
  id: r.id,
  country: r.country.trim() as CountryCode,
  clearing_number: r.clearing === '' ? null : r.clearing,
  account_number: r.accountNumber,
  display: r.display,
  bank: r.bank,
  status: r.verifiedAt ? 'VERIFIED' : 'UNVERIFIED',
  created_at: r.createdAt.getTime(),
  verified_at: r.verifiedAt?.getTime() ?? null,
  withdrawals_from: r.withdrawalsFrom?.getTime() ?? null,
});

const noAccount = (id: number | string) => notFound('BANK_ACCOUNT_NOT_FOUND', `No bank account ${id}`);

/** The number checked by the country's rules, or a 422 with the rule it breaks. */
function checked(country: CountryCode, account: string, clearing: string | undefined): BankAccountNumber {
  const parsed = parseBankAccount(country, account, clearing ?? '');
  if (parsed.ok) return parsed.value;
  const field = parsed.part === 'clearing' ? 'clearing_number' : 'account_number';
  const message = {
    BANK_ACCOUNT_FORMAT: `Not an account number of ${country}`,
    BANK_ACCOUNT_CHECK_DIGIT: 'The check digit does not match: please check the number',
    CLEARING_NUMBER_UNKNOWN: 'No bank has this clearing number',
  }[parsed.error];
  throw new HttpError(422, parsed.error, message, [{ code: parsed.error, field }]);
}

const live = (customerId: number) =>
  and(eq(externalBankAccounts.customerId, customerId), isNull(externalBankAccounts.deletedAt));

export async function listBankAccounts(db: Db, customerId: number): Promise<ExternalBankAccount[]> {
  const rows = await db
    .select()
    .from(externalBankAccounts)
    .where(live(customerId))
    .orderBy(asc(externalBankAccounts.createdAt), asc(externalBankAccounts.id));
  return rows.map(reply);
}

export async function addBankAccount(
  db: Db,
  customerId: number,
  input: { account_number: string; clearing_number?: string | undefined },
  now: Date,
): Promise<ExternalBankAccount> {
  const number = checked(
    (await customerFacts(db, customerId)).country,
    input.account_number,
    input.clearing_number,
  );
  const [row] = await db
    .insert(externalBankAccounts)
    .values({
      customerId,
      country: number.country,
      clearing: number.clearing ?? '',
      accountNumber: number.account,
      display: number.display,
      bank: number.bank,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'BANK_ACCOUNT_EXISTS', `You have already added ${number.display}`);
  return reply(row);
}

export async function bankAccountById(db: Db, customerId: number, id: number): Promise<ExternalBankAccount> {
  const [row] = await db
    .select()
    .from(externalBankAccounts)
    .where(and(live(customerId), eq(externalBankAccounts.id, id)));
  if (!row) throw noAccount(id);
  return reply(row);
}

export async function bankAccountByNumber(
  db: Db,
  customerId: number,
  input: { account_number: string; clearing_number?: string | undefined },
): Promise<ExternalBankAccount> {
  const country = (await customerFacts(db, customerId)).country;
  // Written any of the usual ways: the checked form is what is stored. A number that cannot be
  // any account is no account of the customer's.
  const parsed = parseBankAccount(country, input.account_number, input.clearing_number ?? '');
  if (!parsed.ok) throw noAccount(input.account_number);
  const [row] = await db
    .select()
    .from(externalBankAccounts)
    .where(
      and(
        live(customerId),
        eq(externalBankAccounts.country, country),
        eq(externalBankAccounts.clearing, parsed.value.clearing ?? ''),
        eq(externalBankAccounts.accountNumber, parsed.value.account),
      ),
    );
  if (!row) throw noAccount(input.account_number);
  return reply(row);
}

export async function removeBankAccount(
  db: Db,
  customerId: number,
  id: number,
  now: Date,
): Promise<ExternalBankAccount[]> {
  const removed = await db
    .update(externalBankAccounts)
    .set({ deletedAt: now })
    .where(and(live(customerId), eq(externalBankAccounts.id, id)))
    .returning({ id: externalBankAccounts.id });
  if (removed.length === 0) throw noAccount(id);
  return listBankAccounts(db, customerId);
}

/**
 * The account a payment came from, as the customer's bank reported it: the customer's own, so it is
 * verified (added if it was not yet), and money may go to it after the withdrawal delay. An account
 * already verified keeps its dates. Answers its id, or null when the bank's number fails our checks.
 */
export async function verifyPayerAccount(
  tx: Tx,
  customerId: number,
  payer: { country: string; clearing: string; account_number: string },
  now: number,
): Promise<number | null> {
  if (!isCountryCode(payer.country)) return null;
  const parsed = parseBankAccount(payer.country, payer.account_number, payer.clearing);
  if (!parsed.ok) return null;
  const n = parsed.value;
  const same = and(
    live(customerId),
    eq(externalBankAccounts.country, n.country),
    eq(externalBankAccounts.clearing, n.clearing ?? ''),
    eq(externalBankAccounts.accountNumber, n.account),
  );
  const verified = { verifiedAt: new Date(now), withdrawalsFrom: new Date(now + WITHDRAWAL_DELAY_MS) };
  await tx
    .insert(externalBankAccounts)
    .values({
      customerId,
      country: n.country,
      clearing: n.clearing ?? '',
      accountNumber: n.account,
      display: n.display,
      bank: n.bank,
      createdAt: new Date(now),
      ...verified,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(externalBankAccounts).where(same).for('update');
  if (!row) return null;
  if (!row.verifiedAt)
    await tx.update(externalBankAccounts).set(verified).where(eq(externalBankAccounts.id, row.id));
  return row.id;
}

/** The customer's accounts their bank has confirmed: where withdrawals can go. */
export async function listVerifiedBankAccounts(db: Db, customerId: number): Promise<ExternalBankAccount[]> {
  return (await listBankAccounts(db, customerId)).filter((a) => a.status === 'VERIFIED');
}
