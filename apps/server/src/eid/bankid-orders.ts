import { and, eq, gt, isNull } from 'drizzle-orm';
import { BANKID_HINT_CODES, type BankIdHintCode } from '@broker/contract';
import type { Db } from '../db/database';
import { eidBankidOrders } from '../db/schema';
import { HttpError } from '../http/api-error';
import type { BankIdApi, BankIdCollectAnswer } from './bankid-api';
import { bankIdQrContent } from './bankid-qr';

/**
 * Our side of Swedish BankID orders: start one for a browser, collect it (every 2 s from the login
 * page), cancel it. The order lives three minutes by our clock as well as BankID's: a BankID
 * server whose clock runs slow does not stretch it.
 */

export const BANKID_ORDER_TTL_MS = 3 * 60_000;
/** QR contents sent per answer: this second and the next two, covering a collect every 2 s. */
const QR_SECONDS_AHEAD = 3;

export type OurOrder = typeof eidBankidOrders.$inferSelect;
export interface BankIdPerson {
  personalNumber: string;
  givenName: string;
  surname: string;
}

const notFound = () =>
  new HttpError(404, 'EID_ORDER_NOT_FOUND', 'No BankID order of this browser by that reference', [
    { code: 'EID_ORDER_NOT_FOUND', field: 'orderRef' },
  ]);

/**
 * The hint code as the contract knows it. BankID may add hint codes (its API says to expect
 * unknown ones); one we do not know is left out rather than failing the reply, and the page shows
 * its generic text for the status (BankID's RFA21 "identification in progress" while pending,
 * "did not go through" when failed).
 */
function knownHint(code: string | null): BankIdHintCode | undefined {
  return (BANKID_HINT_CODES as readonly string[]).includes(code ?? '') ? (code as BankIdHintCode) : undefined;
}

/** What the browser may see: never the QR start token or secret themselves (see the contract). */
export function orderView(o: OurOrder, now: number) {
  const seconds = Math.max(0, Math.floor((now - o.createdAt.getTime()) / 1000));
  const hintCode = knownHint(o.hintCode);
  return {
    orderRef: o.orderRef,
    autoStartToken: o.autoStartToken,
    status: o.status as 'pending' | 'complete' | 'failed',
    ...(hintCode ? { hintCode } : {}),
    qr:
      o.status === 'pending'
        ? Array.from({ length: QR_SECONDS_AHEAD }, (_, i) =>
            bankIdQrContent(o.qrStartToken, o.qrStartSecret, seconds + i),
          )
        : [],
    expiresAt: o.createdAt.getTime() + BANKID_ORDER_TTL_MS,
  };
}

export async function startOrder(
  db: Db,
  api: BankIdApi,
  input: { browserHash: string; useCase: string; endUserIp: string },
  now: number,
): Promise<OurOrder> {
  const answer = await api.auth(input.endUserIp);
  const [row] = await db
    .insert(eidBankidOrders)
    .values({
      orderRef: answer.orderRef,
      browserHash: input.browserHash,
      useCase: input.useCase,
      autoStartToken: answer.autoStartToken,
      qrStartToken: answer.qrStartToken,
      qrStartSecret: answer.qrStartSecret,
      status: 'pending',
      hintCode: 'outstandingTransaction',
      createdAt: new Date(now),
    })
    .returning();
  return row!;
}

/** This browser's order by its reference; another browser's answers 404 like a missing one. */
export async function browserOrder(db: Db, orderRef: string, browserHash: string | undefined) {
  if (!browserHash) throw notFound();
  const [row] = await db
    .select()
    .from(eidBankidOrders)
    .where(and(eq(eidBankidOrders.orderRef, orderRef), eq(eidBankidOrders.browserHash, browserHash)));
  if (!row) throw notFound();
  return row;
}

function stateFrom(answer: BankIdCollectAnswer | undefined) {
  if (!answer) return { status: 'failed', hintCode: 'expiredTransaction', person: null };
  const user = answer.completionData?.user;
  return {
    status: answer.status,
    hintCode: answer.status === 'complete' ? null : (answer.hintCode ?? null),
    person: user
      ? { personalNumber: user.personalNumber, givenName: user.givenName, surname: user.surname }
      : null,
  };
}

/**
 * The order's state now: a pending one is collected from BankID (outside any transaction) and the
 * answer kept; past its three minutes it fails with expiredTransaction whatever BankID says.
 */
export async function collectOrder(db: Db, api: BankIdApi, order: OurOrder, now: number): Promise<OurOrder> {
  if (order.status !== 'pending') return order;
  const next =
    now >= order.createdAt.getTime() + BANKID_ORDER_TTL_MS
      ? { status: 'failed', hintCode: 'expiredTransaction', person: null }
      : stateFrom(await api.collect(order.orderRef));
  const [row] = await db
    .update(eidBankidOrders)
    .set(next)
    .where(and(eq(eidBankidOrders.orderRef, order.orderRef), eq(eidBankidOrders.status, 'pending')))
    .returning();
  if (row) return row;
  const [current] = await db
    .select()
    .from(eidBankidOrders)
    .where(eq(eidBankidOrders.orderRef, order.orderRef));
  return current!;
}

export async function cancelOrder(db: Db, api: BankIdApi, order: OurOrder): Promise<OurOrder> {
  if (order.status !== 'pending') return order;
  await api.cancel(order.orderRef);
  const [row] = await db
    .update(eidBankidOrders)
    .set({ status: 'failed', hintCode: 'userCancel' })
    .where(and(eq(eidBankidOrders.orderRef, order.orderRef), eq(eidBankidOrders.status, 'pending')))
    .returning();
  return row ?? order;
}

/**
 * Marks a complete order used by a login; undefined when a login already used it or its three
 * minutes have passed (checked in the same statement, so a login cannot slip past either).
 */
export async function useOrder(db: Db, orderRef: string, now: number): Promise<OurOrder | undefined> {
  const [row] = await db
    .update(eidBankidOrders)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(eidBankidOrders.orderRef, orderRef),
        eq(eidBankidOrders.status, 'complete'),
        isNull(eidBankidOrders.usedAt),
        gt(eidBankidOrders.createdAt, new Date(now - BANKID_ORDER_TTL_MS)),
      ),
    )
    .returning();
  return row;
}
