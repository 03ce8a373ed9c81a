import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CLIENT_FUNDS_ACCOUNTS,
  COUNTRY_FACTS,
  INSTANT_DEPOSIT_LIMITS,
  depositReference,
  transferCreditAt,
  type CountryCode,
  type Currency,
} from '@broker/domain';
import type { CallReply, getDeposit, getTransferDetails } from '@broker/contract';
import type { Deps } from '../deps';
import type { Db } from '../db/database';
import { customers, deposits, externalBankAccounts } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { customerFacts } from '../accounts/customer-facts';
import { moneyAmount, movableAccount } from './money-input';
import { ProviderUnavailable, createProviderPayment } from './payment-provider';

/**
 * Deposits (issue 15): an instant bank payment is started here and credited when the provider's
 * signed notification arrives (payment-notifications.ts); the customer comes back to
 * /deposits/{id}, which reads it until the bank has answered.
 */

type Deposit = CallReply<typeof getDeposit>;
type Row = typeof deposits.$inferSelect;

export const depositReply = (r: Row, bankAccount: string | null): Deposit => ({
  id: r.id,
  accid: r.accid,
  amount: Number(r.amount),
  currency: r.currency.trim(),
  method: r.method as Deposit['method'],
  status: r.status as Deposit['status'],
  bank_account: bankAccount,
  transaction_id: r.transactionId,
  created_at: r.createdAt.getTime(),
  completed_at: r.completedAt?.getTime() ?? null,
});

export async function startInstantDeposit(
  deps: Deps,
  customerId: number,
  body: { accid: number; amount: number; bank_account_id?: number },
  /** This server's own address (platform/own-address.ts). */
  self: string | undefined,
): Promise<{ deposit: Deposit; redirect_url: string }> {
  const { db } = deps;
  const account = await movableAccount(db, customerId, body.accid);
  // An express deposit: from one of the customer's confirmed accounts, the provider told which.
  const from =
    body.bank_account_id === undefined
      ? undefined
      : await verifiedBankAccount(db, customerId, body.bank_account_id);
  const currency = account.currency.trim() as Currency;
  const amount = moneyAmount(body.amount);
  const limits = INSTANT_DEPOSIT_LIMITS[currency];
  if (amount.lt(limits.min) || amount.gt(limits.max)) {
    throw new HttpError(
      422,
      'DEPOSIT_AMOUNT_OUT_OF_RANGE',
      `An instant deposit is ${limits.min}–${limits.max} ${currency}`,
      [{ code: 'DEPOSIT_AMOUNT_OUT_OF_RANGE', field: 'amount' }],
    );
  }
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  const country = customer!.country.trim() as CountryCode;
  const now = deps.time.now();
  const [row] = await db
    .insert(deposits)
    .values({
      customerId,
      accid: account.accid,
      amount: amount.toFixed(2),
      currency,
      method: 'INSTANT',
      status: 'PENDING',
      createdAt: new Date(now),
    })
    .returning();
  const suggested = from
    ? [from]
    : await db
        .select()
        .from(externalBankAccounts)
        .where(and(eq(externalBankAccounts.customerId, customerId), isNull(externalBankAccounts.deletedAt)));
  let payment;
  try {
    const site = deps.config.publicUrl;
    payment = await createProviderPayment(deps, self, {
      merchantReference: `D${row!.id}`,
      amount: amount.toFixed(2),
      currency,
      country,
      locale: customer!.lang || COUNTRY_FACTS[country].lang,
      endUserId: customer!.customerNo,
      endUserName: `${customer!.firstName} ${customer!.lastName}`,
      endUserNationalId: customer!.nationalId,
      notificationUrl: `${site ?? self}/api/hooks/bank-payments`,
      // Without a public address, a path: the simulated provider is on the same site.
      returnUrl: `${site ?? ''}/deposits/${row!.id}`,
      ...(from ? { preselectedBank: from.bank } : {}),
      suggestedAccounts: suggested
        .filter((a) => a.country.trim() === country)
        .map((a) => ({
          clearing: a.clearing,
          account_number: a.accountNumber,
          display: a.display,
          bank: a.bank,
        })),
    });
  } catch (e) {
    // Nothing was started: the deposit never was.
    await db.delete(deposits).where(eq(deposits.id, row!.id));
    if (e instanceof ProviderUnavailable) {
      throw new HttpError(
        502,
        'BANK_PROVIDER_UNAVAILABLE',
        'The bank payment service cannot be reached; try again later',
      );
    }
    throw e;
  }
  const [started] = await db
    .update(deposits)
    .set({ providerRef: payment.paymentId })
    .where(eq(deposits.id, row!.id))
    .returning();
  return { deposit: depositReply(started!, null), redirect_url: payment.url };
}

/** One of the customer's bank accounts their bank has confirmed, or 404 / 422 BANK_ACCOUNT_NOT_VERIFIED. */
async function verifiedBankAccount(db: Db, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(externalBankAccounts)
    .where(
      and(
        eq(externalBankAccounts.id, id),
        eq(externalBankAccounts.customerId, customerId),
        isNull(externalBankAccounts.deletedAt),
      ),
    );
  if (!row) throw notFound('BANK_ACCOUNT_NOT_FOUND', `No bank account ${id}`);
  if (!row.verifiedAt) {
    throw new HttpError(422, 'BANK_ACCOUNT_NOT_VERIFIED', 'Your bank has not confirmed this account yet', [
      { code: 'BANK_ACCOUNT_NOT_VERIFIED', field: 'bank_account_id' },
    ]);
  }
  return row;
}

const withAccount = (db: Db) =>
  db
    .select({ d: deposits, bankAccount: externalBankAccounts.display })
    .from(deposits)
    .leftJoin(externalBankAccounts, eq(externalBankAccounts.id, deposits.bankAccountId));

export async function depositById(db: Db, customerId: number, id: number): Promise<Deposit> {
  const [row] = await withAccount(db).where(and(eq(deposits.id, id), eq(deposits.customerId, customerId)));
  if (!row) throw notFound('DEPOSIT_NOT_FOUND', `No deposit ${id}`);
  return depositReply(row.d, row.bankAccount);
}

export async function listDepositsOf(db: Db, customerId: number): Promise<Deposit[]> {
  const rows = await withAccount(db)
    .where(eq(deposits.customerId, customerId))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(50);
  return rows.map((r) => depositReply(r.d, r.bankAccount));
}

export async function transferDetails(
  db: Db,
  customerId: number,
  accid: number,
  now: number,
): Promise<CallReply<typeof getTransferDetails>> {
  const account = await movableAccount(db, customerId, accid);
  const { country } = await customerFacts(db, customerId);
  return {
    accid,
    reference: depositReference(country, account.accno),
    bank: CLIENT_FUNDS_ACCOUNTS[country].bank,
    account: CLIENT_FUNDS_ACCOUNTS[country].display,
    credited_at: transferCreditAt(country, now),
  };
}
