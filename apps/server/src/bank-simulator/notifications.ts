import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { simBankNotifications, simBankPayments } from '../db/schema';
import { notificationSecret } from '../platform/payment-provider-secrets';
import { SIGNATURE_HEADER, signWebhook } from '../platform/webhook-signature';

/**
 * The simulated provider's notifications to the merchant: written with the decision they report,
 * sent at once, and, until the merchant acknowledges one with a 2xx within ACK_TIMEOUT_MS, sent
 * again every RETRY_EVERY_MS for GIVE_UP_AFTER_MS (FACTS: Trustly, 5 minutes for 12 hours). Each
 * send is signed afresh (a new timestamp), the body the same.
 */

export const ACK_TIMEOUT_MS = 3_000;
export const RETRY_EVERY_MS = 5 * 60_000;
export const GIVE_UP_AFTER_MS = 12 * 60 * 60_000;

const NEVER = new Date('9999-12-31T00:00:00Z');

export async function queueNotification(
  tx: Tx,
  n: { paymentId: string; url: string; payload: Record<string, unknown> },
  now: number,
): Promise<string> {
  const id = randomUUID();
  const body = JSON.stringify({ notification_id: id, ...n.payload });
  await tx.insert(simBankNotifications).values({
    id,
    paymentId: n.paymentId,
    url: n.url,
    body,
    nextAttemptAt: new Date(now),
    createdAt: new Date(now),
  });
  return id;
}

/** Sends one notification now; answers whether the merchant acknowledged it. */
export async function sendNotification(db: Db, id: string, now: number): Promise<boolean> {
  const [n] = await db.select().from(simBankNotifications).where(eq(simBankNotifications.id, id));
  if (!n || n.deliveredAt) return Boolean(n?.deliveredAt);
  const secret = await notificationSecret(db);
  let error: string | undefined;
  // The merchant may answer that it does not take the payment (the payer is not its customer).
  let refused = false;
  try {
    const res = await fetch(n.url, {
      method: 'POST',
      // Signed at the wall clock's time of this very send: freshness is about real elapsed time,
      // whatever the server's (movable) clock shows.
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(secret, n.body, Date.now()),
      },
      body: n.body,
      signal: AbortSignal.timeout(ACK_TIMEOUT_MS),
    });
    if (!res.ok) error = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
    else refused = ((await res.json().catch(() => ({}))) as { accepted?: unknown }).accepted === false;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const attempts = n.attempts + 1;
  const givenUp = now + RETRY_EVERY_MS > n.createdAt.getTime() + GIVE_UP_AFTER_MS;
  await db
    .update(simBankNotifications)
    .set(
      error === undefined
        ? { attempts, deliveredAt: new Date(now), lastError: null }
        : {
            attempts,
            lastError: error,
            // After twelve hours the provider stops: the merchant must ask for the payment's status.
            nextAttemptAt: givenUp ? NEVER : new Date(now + RETRY_EVERY_MS),
          },
    )
    .where(eq(simBankNotifications.id, id));
  // The payment is stopped before money moves: the payer keeps it.
  if (refused) await rejectPayment(db, n.paymentId);
  return error === undefined;
}

async function rejectPayment(db: Db, paymentId: string) {
  await db
    .update(simBankPayments)
    .set({ status: 'REJECTED' })
    .where(and(eq(simBankPayments.id, paymentId), eq(simBankPayments.status, 'APPROVED')));
}

/** Sends every notification whose next attempt is due, oldest first. */
export async function sendDueNotifications(db: Db, now: number): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select({ id: simBankNotifications.id })
    .from(simBankNotifications)
    .where(
      and(isNull(simBankNotifications.deliveredAt), lte(simBankNotifications.nextAttemptAt, new Date(now))),
    )
    .orderBy(asc(simBankNotifications.nextAttemptAt))
    .limit(100);
  let sent = 0;
  for (const { id } of due) if (await sendNotification(db, id, now)) sent++;
  return { sent, failed: due.length - sent };
}

/** The provider's retry loop, in the process that leads. */
export function startNotificationRetries(
  deps: { db: Db; time: { now(): number } },
  opts: { isLeader: () => boolean; log: { error(obj: object, msg: string): void }; intervalMs?: number },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running || !opts.isLeader()) return;
    running = sendDueNotifications(deps.db, deps.time.now())
      .catch((error: unknown) =>
        opts.log.error({ err: error }, 'bank simulator: sending notifications failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, opts.intervalMs ?? 10_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
