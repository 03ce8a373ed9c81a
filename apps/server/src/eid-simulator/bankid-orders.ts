import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { simBankidOrders } from '../db/schema';

/**
 * The simulated BankID server (BankID RP API v6 in shape): orders made by a relying party,
 * opened by the identification app from an animated QR code or an autoStartToken, decided by the
 * person in the app, collected by the relying party. Time is the server clock the caller passes.
 */

/** An order not completed within three minutes fails with expiredTransaction (BankID). */
export const ORDER_TTL_MS = 3 * 60_000;
/** Untouched this long, the pending hint turns from outstandingTransaction to noClient (BankID v5.1). */
export const NO_CLIENT_AFTER_MS = 30_000;
/**
 * How old a scanned QR code may be. The code changes every second so that a photographed code
 * relayed by a phishing page is stale soon; the margin allows for a slow camera and clocks.
 */
export const QR_MAX_AGE_SECONDS = 20;

export interface SimPerson {
  personalNumber: string;
  givenName: string;
  surname: string;
}

export type SimOrder = typeof simBankidOrders.$inferSelect;

export async function createOrder(db: Db, now: number) {
  const [order] = await db
    .insert(simBankidOrders)
    .values({
      orderRef: randomUUID(),
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomBytes(16).toString('hex'),
      status: 'pending',
      hintCode: 'outstandingTransaction',
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning();
  return order!;
}

/** The order as of now: a pending order past its three minutes is failed (and stays so). */
async function current(db: Db, order: SimOrder | undefined, now: number): Promise<SimOrder | undefined> {
  if (!order || order.status !== 'pending' || now < order.createdAt.getTime() + ORDER_TTL_MS) return order;
  const [expired] = await db
    .update(simBankidOrders)
    .set({ status: 'failed', hintCode: 'expiredTransaction', updatedAt: new Date(now) })
    .where(and(eq(simBankidOrders.orderRef, order.orderRef), eq(simBankidOrders.status, 'pending')))
    .returning();
  return expired ?? (await byRef(db, order.orderRef));
}

async function byRef(db: Db, orderRef: string) {
  const [order] = await db.select().from(simBankidOrders).where(eq(simBankidOrders.orderRef, orderRef));
  return order;
}

export async function orderByRef(db: Db, orderRef: string, now: number) {
  return current(db, await byRef(db, orderRef), now);
}

export async function orderByAutoStartToken(db: Db, token: string, now: number) {
  const [order] = await db.select().from(simBankidOrders).where(eq(simBankidOrders.autoStartToken, token));
  return current(db, order, now);
}

/** The collect answer: status, hint, and the person once complete. */
export function collectAnswer(order: SimOrder, now: number) {
  const untouched =
    order.status === 'pending' &&
    order.hintCode === 'outstandingTransaction' &&
    now >= order.createdAt.getTime() + NO_CLIENT_AFTER_MS;
  const person = order.person as SimPerson | null;
  return {
    orderRef: order.orderRef,
    status: order.status,
    ...(order.status !== 'complete' ? { hintCode: untouched ? 'noClient' : order.hintCode } : {}),
    ...(order.status === 'complete' && person
      ? {
          completionData: {
            user: {
              personalNumber: person.personalNumber,
              name: `${person.givenName} ${person.surname}`,
              givenName: person.givenName,
              surname: person.surname,
            },
          },
        }
      : {}),
  };
}

export type ScanResult =
  | { ok: true; order: SimOrder }
  | { ok: false; problem: 'UNREADABLE' | 'UNKNOWN' | 'FORGED' | 'TOO_OLD' | 'NOT_PENDING' };

/**
 * What the app reads from a scanned QR code: `bankid.{qrStartToken}.{seconds}.{HMAC-SHA256(
 * qrStartSecret, seconds)}`. The MAC is checked before the age, so a forger learns nothing from
 * which check failed; the seconds must agree with the time since the order was made.
 */
export async function scanQr(db: Db, text: string, now: number): Promise<ScanResult> {
  const m = /^bankid\.([0-9a-f-]{36})\.(\d{1,6})\.([0-9a-f]{64})$/.exec(text.trim());
  if (!m) return { ok: false, problem: 'UNREADABLE' };
  const [token, seconds, mac] = [m[1]!, m[2]!, m[3]!];
  const [found] = await db.select().from(simBankidOrders).where(eq(simBankidOrders.qrStartToken, token));
  if (!found) return { ok: false, problem: 'UNKNOWN' };
  const expected = createHmac('sha256', found.qrStartSecret).update(seconds).digest();
  if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return { ok: false, problem: 'FORGED' };
  const elapsed = (now - found.createdAt.getTime()) / 1000;
  const secs = Number(seconds);
  if (secs > elapsed + 2 || elapsed - secs > QR_MAX_AGE_SECONDS) return { ok: false, problem: 'TOO_OLD' };
  const order = await current(db, found, now);
  if (!order || order.status !== 'pending') return { ok: false, problem: 'NOT_PENDING' };
  return { ok: true, order };
}

/**
 * Moves a pending order on: opened by the app (started), a person chosen (userSign), identified
 * (complete) or not (failed with userCancel or startFailed). Only a pending order moves.
 */
export async function advance(
  db: Db,
  orderRef: string,
  step:
    | { kind: 'started' }
    | { kind: 'userSign'; person: SimPerson }
    | { kind: 'complete' }
    | { kind: 'failed'; hintCode: 'userCancel' | 'startFailed' },
  now: number,
): Promise<SimOrder | undefined> {
  const order = await orderByRef(db, orderRef, now);
  if (!order || order.status !== 'pending') return undefined;
  const set =
    step.kind === 'started'
      ? {
          hintCode: order.hintCode === 'userSign' ? 'userSign' : 'started',
          startedAt: order.startedAt ?? new Date(now),
        }
      : step.kind === 'userSign'
        ? { hintCode: 'userSign', person: step.person }
        : step.kind === 'complete'
          ? order.person
            ? { status: 'complete', hintCode: null }
            : undefined
          : { status: 'failed', hintCode: step.hintCode };
  if (!set) return undefined;
  const [moved] = await db
    .update(simBankidOrders)
    .set({ ...set, updatedAt: new Date(now) })
    .where(and(eq(simBankidOrders.orderRef, orderRef), eq(simBankidOrders.status, 'pending')))
    .returning();
  return moved;
}
