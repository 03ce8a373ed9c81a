import { and, eq } from 'drizzle-orm';
import { fundTimeZone, localDayAt, requestActions, type CountryCode, type OrderType } from '@broker/domain';
import type { RequestActionSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import { accounts, customers } from '../db/schema';
import { inScope } from '../accounts/owned-accounts';
import { orderBookById } from '../instruments/order-book-id';
import { HttpError, notFound } from '../http/api-error';
import { findInstrument, sidesTradedSince, type InstrumentRow } from './queries';
import { startOfLocalDay } from './service';
import { readKycStanding } from '../required-actions/kyc-standing';

type RequestActionReply = z.infer<typeof RequestActionSchema>;

/** The customer's account (ours) with this account number; another customer's answers 404 like a missing one. */
export async function findOwnedAccountByNumber(db: Db | Tx, customerId: number, accountNumber: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.accno, accountNumber), eq(accounts.customerId, customerId), inScope('NORDBROKER')),
    );
  if (!account)
    throw new HttpError(404, 'ACCOUNT_NOT_FOUND', `Account ${accountNumber} was not found`, [
      { code: 'ACCOUNT_NOT_FOUND', field: 'query.accountNumber' },
    ]);
  return account;
}

/**
 * The order type an instrument trades by: funds through the fund order book, shares on an
 * exchange; indices are not tradable at all.
 */
function orderTypeOf(instrument: InstrumentRow): OrderType | undefined {
  if (instrument.groupType === 'FND') return 'FUND';
  if (instrument.groupType === 'EQ') return 'EXCHANGE_TRADING';
  return undefined;
}

/**
 * Request actions of one account and instrument, from the same domain rule the placement applies
 * (requestAction), on facts read now. A display read: the placement reads them again under its locks.
 */
async function actionsFor(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  accountNumber: string,
  instrument: InstrumentRow,
): Promise<RequestActionReply[]> {
  const account = await findOwnedAccountByNumber(deps.db, customerId, accountNumber);
  const [customer] = await deps.db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('ACCOUNT_NOT_FOUND', `Account ${accountNumber} was not found`);
  const now = deps.time.now();
  const country = customer.country as CountryCode;
  const tradedToday = await sidesTradedSince(
    deps.db,
    account.accid,
    instrument.instrumentId,
    startOfLocalDay(country, now),
  );
  return requestActions({
    today: localDayAt(fundTimeZone(country), now),
    customer: {
      birthDate: customer.birthDate,
      personType: customer.personType,
      isPartner: customer.isPartner,
      kyc: await readKycStanding(deps.db, customerId),
    },
    account: { isBlocked: account.isBlocked, accountCode: account.accountCode, atyid: account.atyid },
    instrument: { isIndexFund: instrument.isIndexFund },
    tradedToday,
  }).map((a) => ({
    side: a.side,
    isAllowed: a.isAllowed,
    reason: a.reason,
    code: a.isAllowed ? null : a.code,
  }));
}

function unknownInstrument(id: number, field: string): HttpError {
  return new HttpError(404, 'UNKNOWN_INSTRUMENT', `Instrument ${id} was not found`, [
    { code: 'UNKNOWN_INSTRUMENT', field },
  ]);
}

/** v1: by instrument id and the order type the client means; a type that does not fit the instrument is refused. */
export async function requestActionsByInstrument(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  q: { accountNumber: string; onPremInstrumentId: number; orderType: OrderType },
): Promise<RequestActionReply[]> {
  const instrument = await findInstrument(deps.db, q.onPremInstrumentId);
  if (!instrument) throw unknownInstrument(q.onPremInstrumentId, 'query.onPremInstrumentId');
  const type = orderTypeOf(instrument);
  if (type !== q.orderType) {
    const code = q.orderType === 'FUND' ? 'NOT_A_FUND' : 'NOT_VALID_TRADABLE';
    throw new HttpError(422, code, `Instrument ${q.onPremInstrumentId} is not traded as ${q.orderType}`, [
      { code, field: 'query.orderType' },
    ]);
  }
  return actionsFor(deps, customerId, q.accountNumber, instrument);
}

/**
 * v2: by order book. The order book id is the tradable's identifier (instrument reply
 * `tradables[].identifier`, the `i` of the live feed), numeric and unique across our markets (`orderBookById`); the
 * order type follows from the instrument behind it.
 */
export async function requestActionsByOrderBook(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  q: { accountNumber: string; tradingOrderBookId: number },
): Promise<RequestActionReply[]> {
  const book = await orderBookById(deps.db, q.tradingOrderBookId);
  const instrument = book && (await findInstrument(deps.db, book.instrumentId));
  if (!instrument) throw unknownInstrument(q.tradingOrderBookId, 'query.tradingOrderBookId');
  if (!orderTypeOf(instrument))
    throw new HttpError(422, 'NOT_VALID_TRADABLE', `Order book ${q.tradingOrderBookId} is not tradable`, [
      { code: 'NOT_VALID_TRADABLE', field: 'query.tradingOrderBookId' },
    ]);
  return actionsFor(deps, customerId, q.accountNumber, instrument);
}
