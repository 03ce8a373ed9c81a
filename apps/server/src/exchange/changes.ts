import { and, eq, sql } from 'drizzle-orm';
import {
  Decimal,
  IMMEDIATE_TYPES,
  checkExchangeOrder,
  isActiveExchangeOrder,
  localDayAt,
  orderCosts,
  type CourtageClass,
  type Currency,
  type ExchangeOrderType,
} from '@broker/domain';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { accounts, customers, exchangeOrders, markets, positions, tradables } from '../db/schema';
import { HttpError } from '../http/api-error';
import { cashBalance } from '../accounts/queries';
import { inScope } from '../accounts/owned-accounts';
import { reservedCashSql, reservedVolumeSql } from '../accounts/reservations';
import { convert, referenceFx } from '../instruments/fx';
import { readKycStanding } from '../required-actions/kyc-standing';
import { decimalText, marketNow, rejection } from './placement';
import type { ExchangeOrderRow } from './replies';
import { limitOn, openIntradayLimits } from '../credits/active-limit';

/**
 * The customer's changes to an order on the market: a cancel, or a new price and/or volume. The
 * database decides: the order row is locked and changed here (with its reservation and a new
 * version), and the exchange then reads it again; a fill the exchange matched against the older
 * version meanwhile is refused when it is booked.
 */

const notFound = (orderId: number) =>
  rejection({ code: 'ORDER_NOT_FOUND', message: `Order ${orderId} was not found` });

async function lockOrder(tx: Tx, customerId: number, accid: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(exchangeOrders)
    .where(
      and(
        eq(exchangeOrders.id, orderId),
        eq(exchangeOrders.accid, accid),
        eq(exchangeOrders.customerId, customerId),
      ),
    )
    .for('update');
  if (!row) throw notFound(orderId);
  return row;
}

export async function cancelOrder(
  deps: Deps,
  customerId: number,
  accid: number,
  orderId: number,
): Promise<ExchangeOrderRow> {
  const now = new Date(deps.time.now());
  return deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, customerId, accid, orderId);
    if (!isActiveExchangeOrder(row.state)) {
      throw new HttpError(409, 'ORDER_NOT_CANCELLABLE', `The order is ${row.state}`, [
        { code: 'ORDER_NOT_CANCELLABLE' },
      ]);
    }
    return cancelLockedOrder(tx, row, now);
  });
}

/** Cancels an active order whose row the caller locked: its reservation goes, its version moves on. */
export async function cancelLockedOrder(
  tx: Tx,
  row: Pick<ExchangeOrderRow, 'id' | 'version'>,
  now: Date,
): Promise<ExchangeOrderRow> {
  const [updated] = await tx
    .update(exchangeOrders)
    .set({
      state: 'CANCELLED',
      reservedAmount: '0',
      reservedVolume: 0,
      version: row.version + 1,
      modifiedAt: now,
    })
    .where(eq(exchangeOrders.id, row.id))
    .returning();
  return updated as ExchangeOrderRow;
}

export interface OrderChange {
  price?: number | undefined;
  volume?: number | undefined;
}

export async function modifyOrder(
  deps: Deps,
  customerId: number,
  accid: number,
  orderId: number,
  change: OrderChange,
): Promise<ExchangeOrderRow> {
  if (change.price === undefined && change.volume === undefined) {
    throw rejection({
      code: 'MANDATORY_FIELD_MISSING',
      message: 'Give a new price or volume',
      field: 'body.price',
    });
  }
  const now = deps.time.now();
  // Read before the transaction: on the embedded database a read outside it would wait for it. The
  // order book of an order never changes, so the unlocked peek is good for the market's state.
  const fx = await referenceFx(deps.db);
  const [peek] = await deps.db
    .select({ marketId: exchangeOrders.marketId, identifier: exchangeOrders.identifier })
    .from(exchangeOrders)
    .where(and(eq(exchangeOrders.id, orderId), eq(exchangeOrders.customerId, customerId)));
  if (!peek) throw notFound(orderId);
  const market = await marketNow(deps, peek.marketId, peek.identifier);
  return deps.db.transaction(async (tx) => {
    // Locks as placement takes them: the customer, the account, then the order.
    const [customer] = await tx
      .select({
        segment: customers.segment,
        birthDate: customers.birthDate,
        personType: customers.personType,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.accid, accid), eq(accounts.customerId, customerId), inScope('NORDBROKER')))
      .for('update');
    if (!customer || !account) {
      throw rejection({
        code: 'ACCOUNT_NOT_FOUND',
        message: `Account ${accid} was not found`,
        field: 'path.accid',
      });
    }
    const row = await lockOrder(tx, customerId, accid, orderId);
    const type = row.orderType as ExchangeOrderType;
    if (!isActiveExchangeOrder(row.state) || IMMEDIATE_TYPES.includes(type)) {
      throw rejection({ code: 'ORDER_NOT_MODIFIABLE', message: `The order is ${row.state}` });
    }
    if (change.price !== undefined && row.price === null) {
      throw rejection({
        code: 'ORDER_NOT_MODIFIABLE',
        message: 'This order has no limit to change',
        field: 'body.price',
      });
    }
    const price = change.price === undefined ? row.price! : decimalText(change.price);
    const volume = change.volume ?? row.volume;
    if (volume <= row.tradedVolume) {
      throw rejection({
        code: 'INPUT_ERROR',
        message: `The volume must be above the ${row.tradedVolume} already traded`,
        field: 'body.volume',
      });
    }
    const [share] = await tx
      .select({ lotSize: tradables.lotSize, timeZone: markets.timeZone })
      .from(tradables)
      .innerJoin(markets, eq(markets.marketId, tradables.marketId))
      .where(and(eq(tradables.marketId, row.marketId), eq(tradables.identifier, row.identifier)));
    // A change that buys more (a larger volume or a higher limit) is a buy like a new order and
    // meets the KYC rule; one that buys less or cheaper is always let through.
    const buysMore =
      row.side === 'BUY' && (volume > row.volume || new Decimal(price).greaterThan(row.price ?? price));
    const ruled = checkExchangeOrder(
      { side: row.side as 'BUY' | 'SELL', orderType: 'LIMIT', price, volume: volume - row.tradedVolume },
      {
        today: localDayAt(share?.timeZone ?? 'Europe/Stockholm', now),
        phase: market.phase,
        lotSize: share?.lotSize ?? 1,
        last: market.last,
        customer: buysMore ? { ...customer, kyc: await readKycStanding(tx, customerId) } : customer,
        account: {
          accid,
          is_blocked: account.isBlocked,
          account_code: account.accountCode,
          atyid: account.atyid,
        },
      },
    );
    if (ruled) throw rejection(ruled);

    const remaining = volume - row.tradedVolume;
    let reservedAmount = row.reservedAmount;
    let reservedVolume = row.reservedVolume;
    if (row.side === 'BUY') {
      const rate = convert(fx, new Decimal(1), row.currency.trim(), row.accountCurrency.trim());
      const reserve = orderCosts({
        side: 'BUY',
        price,
        volume: remaining,
        shareCurrency: row.currency.trim(),
        accountCurrency: row.accountCurrency.trim() as Currency,
        rate,
        courtageClass: row.courtageClass as CourtageClass,
      }).total;
      const [sums] = (
        (await tx.execute(
          sql`select ${sql.raw(reservedCashSql(`${accid}::int`))}::text as reserved`,
        )) as unknown as {
          rows: { reserved: string }[];
        }
      ).rows;
      // An intraday limit of the day counts as it does for a new buy (credits area).
      const limit = limitOn(
        await openIntradayLimits(tx, accid),
        localDayAt(share?.timeZone ?? 'Europe/Stockholm', now),
      );
      const tradingPower = (await cashBalance(tx, accid)).minus(sums?.reserved ?? 0).plus(limit);
      if (reserve.minus(row.reservedAmount).gt(tradingPower)) {
        throw rejection({
          code: 'NOT_ENOUGH_TRADING_POWER',
          message: 'Not enough money for the change',
          field: 'body.volume',
        });
      }
      reservedAmount = reserve.toFixed(2);
    } else {
      const [held] = await tx
        .select({ qty: positions.qty })
        .from(positions)
        .where(and(eq(positions.accid, accid), eq(positions.instrumentId, row.instrumentId)));
      const [sums] = (
        (await tx.execute(
          sql`select ${sql.raw(reservedVolumeSql(`${accid}::int`, `${row.instrumentId}::int`))}::int as v`,
        )) as unknown as { rows: { v: number }[] }
      ).rows;
      const available = Number(held?.qty ?? 0) - Number(sums?.v ?? 0) + row.reservedVolume;
      if (remaining > available) {
        throw rejection({
          code: 'NOT_ENOUGH_POSITIONS',
          message: `The account can sell ${available} (held less active sell orders)`,
          field: 'body.volume',
        });
      }
      reservedVolume = remaining;
    }
    const [updated] = await tx
      .update(exchangeOrders)
      .set({
        price,
        volume,
        reservedAmount,
        reservedVolume,
        version: row.version + 1,
        modifiedAt: new Date(now),
      })
      .where(eq(exchangeOrders.id, orderId))
      .returning();
    return updated as ExchangeOrderRow;
  });
}
