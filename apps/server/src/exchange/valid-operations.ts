import { and, eq, sql } from 'drizzle-orm';
import type { ValidOrderBookOperationsSchema } from '@broker/contract';
import type { TradingStatusData } from '@broker/contract';
import { localDayAt, orderDay, validOperations, type CountryCode } from '@broker/domain';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { customerLeis, customers, instruments, markets, positions } from '../db/schema';
import { HttpError } from '../http/api-error';
import { reservedVolumeSql } from '../accounts/reservations';
import { orderBookById } from '../instruments/order-book-id';
import { bookPhase } from './placement';
import { readKycStanding } from '../required-actions/kyc-standing';

type Reply = z.infer<typeof ValidOrderBookOperationsSchema>;

/**
 * Valid order-book operations (spec 001 §7.22) for the customer's accounts in one share's book:
 * the domain's validOperations on the same facts order entry reads (the customer, each account,
 * the book's phase, the shares held less those offered), without locks: it tells the form what to
 * offer, and order entry decides.
 */
export async function validOrderBookOperations(
  deps: Deps,
  customerId: number,
  q: { tradingOrderBookId: number; accids?: string | undefined; accountIds?: string | undefined },
): Promise<Reply> {
  // Either name works (spec 001 §7.22 "accids or accountIds"); given both, both lists count.
  const list = [q.accids, q.accountIds].filter(Boolean).join(',');
  if (!list) {
    throw new HttpError(400, 'MANDATORY_FIELD_MISSING', 'Name the accounts: accids or accountIds', [
      { code: 'MANDATORY_FIELD_MISSING', field: 'query.accids' },
    ]);
  }
  // Every account must be the caller's, before anything else is answered: one that is not answers
  // 404, as a missing one does.
  const owned = [];
  for (const accid of new Set(list.split(',').map(Number))) {
    owned.push(await deps.accountReads.ownedAccount(customerId, accid));
  }
  const ref = await orderBookById(deps.db, q.tradingOrderBookId);
  const [place] = ref
    ? await deps.db
        .select({ groupType: instruments.groupType, timeZone: markets.timeZone, country: markets.country })
        .from(instruments)
        .innerJoin(markets, eq(markets.marketId, ref.marketId))
        .where(eq(instruments.instrumentId, ref.instrumentId))
    : [];
  const book = ref && place ? { ...ref, ...place } : undefined;
  if (!book) {
    throw new HttpError(404, 'UNKNOWN_INSTRUMENT', `No order book ${q.tradingOrderBookId}`, [
      { code: 'UNKNOWN_INSTRUMENT', field: 'query.tradingOrderBookId' },
    ]);
  }
  if (book.groupType !== 'EQ') {
    throw new HttpError(422, 'NOT_VALID_TRADABLE', 'Only shares trade on the exchange', [
      { code: 'NOT_VALID_TRADABLE', field: 'query.tradingOrderBookId' },
    ]);
  }
  const [customer] = await deps.db
    .select({
      segment: customers.segment,
      birthDate: customers.birthDate,
      personType: customers.personType,
      hasLei: sql<boolean>`exists (select 1 from ${customerLeis} where ${customerLeis.customerId} = ${customers.id})`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(404, 'ACCOUNT_NOT_FOUND', 'No such customer', []);
  const kyc = await readKycStanding(deps.db, customerId);

  const status = (await deps.snapshots.resolve({ t: 'trading_status', m: book.marketId, i: book.identifier }))
    .state as Partial<TradingStatusData> | undefined;
  const phase = bookPhase(status);
  const now = deps.time.now();
  const today = orderDay(
    book.country as CountryCode,
    localDayAt(book.timeZone, now),
    now,
    phase !== 'CLOSED',
  );

  const accounts = [];
  for (const account of owned) {
    const [held] = await deps.db
      .select({ qty: positions.qty })
      .from(positions)
      .where(and(eq(positions.accid, account.accid), eq(positions.instrumentId, book.instrumentId)));
    const [offered] = (
      (await deps.db.execute(
        sql`select ${sql.raw(reservedVolumeSql(`${account.accid}::int`, `${book.instrumentId}::int`))}::int as v`,
      )) as unknown as { rows: { v: number }[] }
    ).rows;
    const availableVolume = Math.max(0, Math.floor(Number(held?.qty ?? 0)) - Number(offered?.v ?? 0));
    const valid = validOperations({
      today,
      phase,
      availableVolume,
      customer: { ...customer, kyc },
      account: {
        accid: account.accid,
        is_blocked: account.isBlocked,
        account_code: account.accountCode,
        atyid: account.atyid,
      },
    });
    accounts.push({ accid: account.accid, accountNumber: account.accno, availableVolume, ...valid });
  }
  return {
    tradingOrderBookId: q.tradingOrderBookId,
    orderbookStatus: status?.orderbook_status ?? 'UNKNOWN',
    accounts,
  };
}
