import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isCountryCode, isLang, type CountryCode, type Lang } from '@broker/domain';
import type { Db } from '../db/database';
import { simBankPayments } from '../db/schema';
import { SIM_BANKS, personalAccount, type SimAccount } from './banks';
import { queueNotification, sendNotification } from './notifications';

/**
 * The simulated provider's payments: created by the merchant's server, decided by the payer on the
 * provider's page, reported to the merchant by a signed notification.
 */

export type SimPayment = typeof simBankPayments.$inferSelect;

export interface SuggestedAccount {
  clearing: string;
  account_number: string;
  display: string;
  bank: string | null;
}

export interface CreatePaymentRequest {
  merchant_reference: string;
  amount: string;
  currency: string;
  country: string;
  locale: string;
  end_user_id: string;
  end_user_name: string;
  /** The payer's national identity number, when the merchant knows it. */
  end_user_national_id?: string;
  notification_url: string;
  success_url: string;
  fail_url: string;
  suggested_accounts?: SuggestedAccount[];
  /** The bank the payer pays from, by name: the page opens there (an express payment). */
  preselected_bank?: string;
}

export class SimRequestError extends Error {}

const url = (text: unknown) => typeof text === 'string' && /^https?:\/\//.test(text);
/** Where to send the payer back: an address, or a path on this same site (not "//host"). */
const returnUrl = (text: unknown) => url(text) || (typeof text === 'string' && /^\/(?!\/)/.test(text));

export async function createPayment(db: Db, req: CreatePaymentRequest, now: number): Promise<SimPayment> {
  if (
    typeof req.merchant_reference !== 'string' ||
    !/^\d+(\.\d{1,2})?$/.test(String(req.amount)) ||
    !/^[A-Z]{3}$/.test(String(req.currency)) ||
    !isCountryCode(req.country) ||
    !url(req.notification_url) ||
    !returnUrl(req.success_url) ||
    !returnUrl(req.fail_url)
  ) {
    throw new SimRequestError('malformed payment request');
  }
  const [row] = await db
    .insert(simBankPayments)
    .values({
      id: randomBytes(16).toString('hex'),
      merchantReference: req.merchant_reference,
      amount: req.amount,
      currency: req.currency,
      country: req.country,
      locale: isLang(req.locale) ? req.locale : 'en',
      endUserId: String(req.end_user_id),
      endUserName: String(req.end_user_name).slice(0, 200),
      endUserNationalId:
        typeof req.end_user_national_id === 'string' ? req.end_user_national_id.slice(0, 40) : null,
      notificationUrl: req.notification_url,
      successUrl: req.success_url,
      failUrl: req.fail_url,
      suggestedAccounts: (req.suggested_accounts ?? []).slice(0, 20),
      status: 'CREATED',
      createdAt: new Date(now),
    })
    .returning();
  return row!;
}

export async function paymentById(db: Db, id: string): Promise<SimPayment | undefined> {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const [row] = await db.select().from(simBankPayments).where(eq(simBankPayments.id, id));
  return row;
}

export const countryOf = (p: SimPayment) => p.country.trim() as CountryCode;
export const langOf = (p: SimPayment): Lang => (isLang(p.locale) ? p.locale : 'en');

/**
 * Who is logged in at the bank: the person the merchant named (SELF), or, to try the merchant's
 * check of the payer, someone else (OTHER: the simulated bank's test person).
 */
export type BankLogin = 'SELF' | 'OTHER';

/** The simulated bank's other customer: Skatteverket's test personnummer "Tolvan Tolvansson". */
export const OTHER_PERSON = { id: '191212121212', name: 'Tolvan Tolvansson' } as const;

/** The national id of the holder of the accounts a login sees (null: the merchant named none). */
export const holderOf = (p: SimPayment, login: BankLogin) =>
  login === 'OTHER' ? OTHER_PERSON.id : p.endUserNationalId;

/**
 * The accounts a login sees at a bank: the payer's own, with the ones the merchant suggested that
 * are at it (the simulated bank takes them to be the payer's); someone else sees only theirs.
 */
export function accountsAt(p: SimPayment, bankId: string, login: BankLogin = 'SELF'): SimAccount[] {
  const country = countryOf(p);
  const bank = SIM_BANKS[country].find((b) => b.id === bankId);
  if (!bank) return [];
  if (login === 'OTHER') return [personalAccount(country, bank, OTHER_PERSON.id)];
  const own = personalAccount(country, bank, p.endUserId);
  // Only Swedish numbers tell their bank; the simulated bank takes the others' word for it.
  const suggested = (p.suggestedAccounts as SuggestedAccount[])
    .filter((a) => a.bank === null || a.bank === bank.name)
    .map((a) => ({
      country,
      clearing: a.clearing,
      accountNumber: a.account_number,
      display: a.display,
      bank: bank.name,
    }));
  return [...suggested.filter((a) => a.display !== own.display), own];
}

/**
 * The payer's decision: APPROVED from one of their accounts at the bank, or CANCELLED. Written with
 * the notification it owes, then the notification is sent at once (the payer waits at most
 * ACK_TIMEOUT_MS for it); a payment already decided stays as it was.
 */
export async function decide(
  db: Db,
  p: SimPayment,
  decision: { approve: true; bankId: string; account: string; login: BankLogin } | { approve: false },
  now: number,
): Promise<SimPayment['status']> {
  let payer: (SimAccount & { holderId: string | null }) | undefined;
  if (decision.approve) {
    const account = accountsAt(p, decision.bankId, decision.login).find(
      (a) => a.display === decision.account,
    );
    payer = account && { ...account, holderId: holderOf(p, decision.login) };
    if (!payer) throw new SimRequestError('no such account at the bank');
  }
  const status = decision.approve ? 'APPROVED' : 'CANCELLED';
  const notificationId = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(simBankPayments)
      .where(eq(simBankPayments.id, p.id))
      .for('update');
    if (!locked || locked.status !== 'CREATED') return undefined;
    await tx
      .update(simBankPayments)
      .set({ status, payer: payer ?? null, decidedAt: new Date(now) })
      .where(eq(simBankPayments.id, p.id));
    return queueNotification(
      tx,
      {
        paymentId: p.id,
        url: p.notificationUrl,
        payload: {
          type: decision.approve ? 'PAYMENT_APPROVED' : 'PAYMENT_CANCELLED',
          payment_id: p.id,
          merchant_reference: p.merchantReference,
          amount: p.amount,
          currency: p.currency.trim(),
          payer: payer
            ? {
                country: payer.country,
                clearing: payer.clearing,
                account_number: payer.accountNumber,
                display: payer.display,
                bank: payer.bank,
                // The account holder, as the bank knows them: the merchant checks it is its customer.
                holder_id: payer.holderId,
              }
            : null,
          occurred_at: new Date(now).toISOString(),
        },
      },
      now,
    );
  });
  if (notificationId) await sendNotification(db, notificationId, now);
  return (await paymentById(db, p.id))?.status ?? status;
}
