import { randomUUID } from 'node:crypto';
import {
  accnoOfReference,
  isCountryCode,
  isLang,
  parseBankAccount,
  currencyForCountry,
  type CountryCode,
  type Lang,
} from '@broker/domain';
import type { Db } from '../db/database';
import { queueNotification, sendNotification } from './notifications';

/**
 * The simulated bank's ordinary transfers: the payer sends money from their account to an account
 * at the bank with a reference, as in any internet bank; the bank tells the receiving account's
 * holder (the broker, for its client-funds account) with a signed notification. Nothing here knows
 * whose reference it is: the receiver works that out.
 */

export interface TransferForm {
  country: CountryCode;
  lang: Lang;
  to: string;
  reference: string;
  amount: string;
  fromClearing: string;
  fromAccount: string;
}

export type TransferProblem = 'FROM_ACCOUNT' | 'AMOUNT' | 'REFERENCE' | 'REFERENCE_CHECK';

export function readTransferForm(body: Record<string, string | undefined>): TransferForm {
  return {
    country: isCountryCode(body.country) ? body.country : 'SE',
    lang: isLang(body.lang) ? body.lang : 'en',
    to: String(body.to ?? '').slice(0, 60),
    reference: String(body.reference ?? '').slice(0, 40),
    amount: String(body.amount ?? '').slice(0, 20),
    fromClearing: String(body.from_clearing ?? '').slice(0, 20),
    fromAccount: String(body.from_account ?? '').slice(0, 40),
  };
}

/** Sends the transfer, or says which field is wrong. */
export async function sendTransfer(
  db: Db,
  form: TransferForm,
  notificationUrl: string,
  now: number,
): Promise<{ ok: true } | { ok: false; problem: TransferProblem }> {
  const from = parseBankAccount(form.country, form.fromAccount, form.fromClearing);
  if (!from.ok) return { ok: false, problem: 'FROM_ACCOUNT' };
  const amount = form.amount.replace(/[\s\u00a0]/g, '').replace(',', '.');
  // The simulated bank's own limit on one transfer: a million.
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return { ok: false, problem: 'AMOUNT' };
  if (!/^[\d\s-]{2,40}$/.test(form.reference)) return { ok: false, problem: 'REFERENCE' };
  // As a real bank does when the receiver takes structured references (OCR, KID, viitenumero): a
  // reference whose check digit fails its country's rule is refused when typed, not sent.
  if (accnoOfReference(form.country, form.reference) === null)
    return { ok: false, problem: 'REFERENCE_CHECK' };
  const transferId = randomUUID();
  const id = await db.transaction((tx) =>
    queueNotification(
      tx,
      {
        paymentId: transferId,
        url: notificationUrl,
        payload: {
          type: 'TRANSFER_RECEIVED',
          transfer_id: transferId,
          to_account: form.to,
          reference: form.reference.replace(/[\s-]/g, ''),
          amount: Number(amount).toFixed(2),
          currency: currencyForCountry(form.country),
          payer: {
            country: form.country,
            clearing: from.value.clearing ?? '',
            account_number: from.value.account,
            display: from.value.display,
            bank: from.value.bank,
          },
          occurred_at: new Date(now).toISOString(),
        },
      },
      now,
    ),
  );
  await sendNotification(db, id, now);
  return { ok: true };
}
