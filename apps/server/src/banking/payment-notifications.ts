import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Decimal, localDayAt } from '@broker/domain';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { accounts, bankNotifications, deposits } from '../db/schema';
import { bookCash } from '../accounts/ledger';
import { HttpError } from '../http/api-error';
import { notificationSecret } from '../platform/payment-provider-secrets';
import { SIGNATURE_HEADER, checkWebhookSignature } from '../platform/webhook-signature';
import { verifyPayerAccount } from './external-accounts';
import { receiveTransfer, type TransferNotification } from './incoming-transfers';
import { customerFacts } from '../accounts/customer-facts';
import { notifyDepositArrived } from '../notifications/events';

/**
 * The payment provider's notifications (issue 15): `POST /api/hooks/bank-payments`, signed over the
 * raw body (platform/webhook-signature.ts). A forged, altered or expired one is refused (401) and
 * changes nothing; one already taken (the same notification id: the provider retrying, or a
 * replay within the signature's tolerance) is acknowledged and changes nothing. An approval credits
 * the deposit (a DEPOSIT transaction and its cash, in the same database transaction as the
 * deposit's status) and verifies the account it came from; an ordinary transfer to the client-funds
 * account is credited the next banking day (incoming-transfers.ts). The reply comes as soon as that is
 * written: well inside the provider's 3 seconds.
 */

export const NOTIFICATION_PATH = '/api/hooks/bank-payments';

interface PaymentNotification {
  notification_id: string;
  type: 'PAYMENT_APPROVED' | 'PAYMENT_CANCELLED';
  payment_id: string;
  merchant_reference: string;
  amount: string;
  currency: string;
  payer: {
    country: string;
    clearing: string;
    account_number: string;
    /** The account holder's national id as their bank knows them (null: not reported). */
    holder_id?: string | null;
  } | null;
}

type Notification = PaymentNotification | TransferNotification;

function parse(body: string): Notification {
  let n: Record<string, unknown>;
  try {
    n = JSON.parse(body) as Record<string, unknown>;
  } catch {
    throw new HttpError(400, 'MALFORMED_JSON', 'The notification is not JSON');
  }
  const payer = n.payer as Record<string, unknown> | null | undefined;
  const payerOk =
    payer === null ||
    payer === undefined ||
    (typeof payer === 'object' &&
      typeof payer.country === 'string' &&
      typeof payer.clearing === 'string' &&
      typeof payer.account_number === 'string' &&
      (payer.holder_id === undefined || payer.holder_id === null || typeof payer.holder_id === 'string'));
  const common =
    typeof n.notification_id === 'string' &&
    typeof n.amount === 'string' &&
    /^\d{1,13}(\.\d{1,2})?$/.test(n.amount) &&
    typeof n.currency === 'string' &&
    payerOk;
  const payment =
    (n.type === 'PAYMENT_APPROVED' || n.type === 'PAYMENT_CANCELLED') &&
    typeof n.payment_id === 'string' &&
    typeof n.merchant_reference === 'string' &&
    (n.type === 'PAYMENT_CANCELLED' || Boolean(payer));
  const transfer =
    n.type === 'TRANSFER_RECEIVED' &&
    typeof n.transfer_id === 'string' &&
    typeof n.reference === 'string' &&
    typeof n.to_account === 'string' &&
    Boolean(payer);
  if (!common || (!payment && !transfer))
    throw new HttpError(400, 'INPUT_ERROR', 'Not a payment notification');
  return n as unknown as Notification;
}

export interface AppliedNotification {
  outcome: 'CREDITED' | 'CANCELLED' | 'REFUSED' | 'ALREADY_RECEIVED' | 'NO_CHANGE' | 'RECEIVED' | 'RETURNED';
  customerId?: number;
  accid?: number;
  depositId?: number;
  transactionId?: number;
}

/**
 * Whether the paying account's holder, as their bank reported them, is the customer: the same
 * national id however written. A customer we hold no id of cannot be matched, so is refused (every
 * customer has one from the sign-up); a bank that reports no holder is taken on the account alone.
 */
export function payerIsCustomer(holderId: string | null | undefined, nationalId: string | null): boolean {
  if (!holderId) return true;
  if (!nationalId) return false;
  const plain = (id: string) => id.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return plain(holderId) === plain(nationalId);
}

/** Applies a checked notification in one transaction. */
async function apply(tx: Tx, n: Notification, now: number): Promise<AppliedNotification> {
  const fresh = await tx
    .insert(bankNotifications)
    .values({ id: n.notification_id, kind: n.type, receivedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: bankNotifications.id });
  if (n.type === 'TRANSFER_RECEIVED')
    return fresh.length === 0 ? { outcome: 'ALREADY_RECEIVED' } : receiveTransfer(tx, n, now);
  // Found by our own reference ("D<id>"), so a payment whose id we failed to store is still ours;
  // the provider's payment id must then agree with the one stored, if any.
  const depositId = /^D(\d{1,9})$/.exec(n.merchant_reference)?.[1];
  const [deposit] = depositId
    ? await tx
        .select()
        .from(deposits)
        .where(and(eq(deposits.id, Number(depositId)), eq(deposits.method, 'INSTANT')))
        .for('update')
    : [];
  // A notification sent again gets the same answer: a refusal must reach the provider even if its
  // first answer was lost.
  if (fresh.length === 0) return { outcome: deposit?.status === 'REFUSED' ? 'REFUSED' : 'ALREADY_RECEIVED' };
  // The provider's word must match what we asked for, to the öre.
  if (
    !deposit ||
    (deposit.providerRef !== null && deposit.providerRef !== n.payment_id) ||
    !new Decimal(n.amount).eq(deposit.amount) ||
    n.currency !== deposit.currency.trim()
  ) {
    throw new HttpError(422, 'WEBHOOK_PAYMENT_UNKNOWN', `No deposit is payment ${n.payment_id}`);
  }
  if (deposit.providerRef === null) {
    await tx.update(deposits).set({ providerRef: n.payment_id }).where(eq(deposits.id, deposit.id));
  }
  const ids = { customerId: deposit.customerId, accid: deposit.accid, depositId: deposit.id };
  if (deposit.status === 'REFUSED') return { outcome: 'REFUSED', ...ids };
  if (deposit.status !== 'PENDING') return { outcome: 'NO_CHANGE', ...ids };
  if (n.type === 'PAYMENT_CANCELLED') {
    await tx
      .update(deposits)
      .set({ status: 'CANCELLED', completedAt: new Date(now) })
      .where(eq(deposits.id, deposit.id));
    return { outcome: 'CANCELLED', ...ids };
  }
  const customer = await customerFacts(tx, deposit.customerId);
  if (!payerIsCustomer(n.payer!.holder_id, customer.nationalId)) {
    // Money is taken only from accounts in the customer's own name (money laundering rules: the
    // payer must be the customer); the provider stops the payment when we answer so.
    await tx
      .update(deposits)
      .set({ status: 'REFUSED', completedAt: new Date(now) })
      .where(eq(deposits.id, deposit.id));
    return { outcome: 'REFUSED', ...ids };
  }
  const [account] = await tx.select().from(accounts).where(eq(accounts.accid, deposit.accid)).for('update');
  const transactionId = await bookCash(tx, {
    accid: deposit.accid,
    currency: account!.currency.trim(),
    type: 'DEPOSIT',
    amount: new Decimal(deposit.amount),
    tradeDay: localDayAt(customer.timeZone, now),
    at: new Date(now),
  });
  const bankAccountId = await verifyPayerAccount(tx, deposit.customerId, n.payer!, now);
  await tx
    .update(deposits)
    .set({ status: 'CREDITED', completedAt: new Date(now), transactionId, bankAccountId })
    .where(eq(deposits.id, deposit.id));
  await notifyDepositArrived(tx, deposit, now);
  return { outcome: 'CREDITED', ...ids, transactionId };
}

/** Checks and applies a notification as received: the raw body and its signature header. */
export async function receiveNotification(
  deps: Deps,
  rawBody: string,
  signature: string | undefined,
): Promise<AppliedNotification> {
  const now = deps.time.now();
  // A signature's freshness is real elapsed time (as a session's), not the server's movable clock.
  const check = checkWebhookSignature(await notificationSecret(deps.db), signature, rawBody, Date.now());
  if (check === 'EXPIRED')
    throw new HttpError(401, 'WEBHOOK_SIGNATURE_EXPIRED', 'The notification was signed too long ago');
  if (check !== 'OK')
    throw new HttpError(401, 'WEBHOOK_SIGNATURE_INVALID', 'The notification’s signature does not match');
  const n = parse(rawBody);
  const applied = await deps.db.transaction((tx) => apply(tx, n, now));
  if (
    applied.accid !== undefined &&
    (applied.outcome === 'CREDITED' ||
      applied.outcome === 'CANCELLED' ||
      applied.outcome === 'REFUSED' ||
      applied.outcome === 'RECEIVED')
  ) {
    deps.accountReads.invalidate(applied.accid);
    deps.bus.publish({
      kind: 'private',
      customerId: applied.customerId!,
      type: 'transaction',
      data: {
        accid: applied.accid,
        deposit_id: applied.depositId,
        status: applied.outcome,
        ...(applied.transactionId !== undefined
          ? { transaction_id: applied.transactionId, type: 'DEPOSIT' }
          : {}),
      },
    });
  }
  return applied;
}

/** The route, with the body kept raw: the signature is over the exact bytes. */
export function registerPaymentNotifications(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(NOTIFICATION_PATH, async (request, reply) => {
      const header = request.headers[SIGNATURE_HEADER];
      const applied = await receiveNotification(
        deps,
        typeof request.body === 'string' ? request.body : '',
        typeof header === 'string' ? header : undefined,
      );
      // `accepted: false` tells the provider to stop the payment: nothing leaves the payer's account.
      return reply.code(200).send({ status: applied.outcome, accepted: applied.outcome !== 'REFUSED' });
    });
  });
}
