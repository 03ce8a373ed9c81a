import { sql } from 'drizzle-orm';
import type { CallReply, updateAcquisitionCost } from '@broker/contract';
import { ACQUIRING_TYPES, Decimal, bookedCost } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';
import { notFound } from '../http/api-error';
import { taxAdjustments } from '../db/schema';
import { loadCorrections, realisationEvents, type RealisationEventOut } from './realisations';

interface Owned {
  id: number;
  accid: number;
  instrument_id: number;
  type: string;
  amount: string;
  quantity: string;
  price: string | null;
  detail: unknown;
}

/** The customer's transaction of one of `types`, or undefined (another customer's is not theirs). */
async function ownedTransaction(
  db: Db,
  customerId: number,
  transactionId: number,
  types: readonly string[],
): Promise<Owned | undefined> {
  const rows = await queryRows<Owned>(
    db,
    sql`select t.id, t.accid, t.instrument_id, t.type, t.amount::text as amount,
               t.quantity::text as quantity, t.price::text as price, t.detail
        from transactions t join accounts a on a.accid = t.accid
        where t.id = ${transactionId} and a.customer_id = ${customerId}
          and t.type = any(${`{${types.join(',')}}`}::text[])`,
  );
  return rows[0];
}

/** One sale's realisation event (spec 001 §7.21 "fetch", "per transaction"); 404 for anything else. */
export async function realisationEvent(
  db: Db,
  customerId: number,
  transactionId: number,
): Promise<RealisationEventOut> {
  const sale = await ownedTransaction(db, customerId, transactionId, ['SELL']);
  if (!sale) throw notFound('REALISATION_EVENT_NOT_FOUND', `No sale ${transactionId} of yours`);
  const { events } = await realisationEvents(db, customerId, {
    accids: String(sale.accid),
    instrument_ids: String(sale.instrument_id),
  });
  return events.find((e) => e.transaction_id === transactionId)!;
}

/** Takes a sale out of the reports, or puts it back; the change is kept on record. */
export async function setExcluded(
  db: Db,
  who: { customerId: number; userId: number },
  transactionId: number,
  excluded: boolean,
  at: Date,
): Promise<RealisationEventOut> {
  const sale = await ownedTransaction(db, who.customerId, transactionId, ['SELL']);
  if (!sale) throw notFound('REALISATION_EVENT_NOT_FOUND', `No sale ${transactionId} of yours`);
  await db.insert(taxAdjustments).values({
    transactionId,
    kind: excluded ? 'EXCLUDE' : 'RESTORE',
    userId: who.userId,
    createdAt: at,
  });
  return realisationEvent(db, who.customerId, transactionId);
}

/**
 * Gives a purchase or a transfer in the acquisition cost the customer knows (spec 001 §7.22
 * "update-acquisition-cost"), or with null takes the booked cost back. Every report reads it.
 */
export async function setAcquisitionCost(
  db: Db,
  who: { customerId: number; userId: number },
  transactionId: number,
  cost: number | null,
  at: Date,
): Promise<CallReply<typeof updateAcquisitionCost>> {
  const purchase = await ownedTransaction(db, who.customerId, transactionId, ACQUIRING_TYPES);
  if (!purchase) throw notFound('TRANSACTION_NOT_FOUND', `No purchase ${transactionId} of yours`);
  await db.insert(taxAdjustments).values({
    transactionId,
    kind: 'ACQUISITION_COST',
    acquisitionCost: cost === null ? null : new Decimal(cost).toFixed(2),
    userId: who.userId,
    createdAt: at,
  });
  const booked = bookedCost(purchase);
  const corrected = (await loadCorrections(db, [transactionId])).costs.get(transactionId);
  return {
    transaction_id: transactionId,
    booked_cost: booked.toNumber(),
    acquisition_cost: (corrected ?? booked).toNumber(),
    user_edited: corrected !== undefined,
  };
}
