import { sql } from 'drizzle-orm';
import type { CallReply, getBuySellDots } from '@broker/contract';
import type { Db } from '../db/database';
import { ownedAccounts } from '../accounts/owned-accounts';
import { intArray, queryRows } from './db-rows';
import { chartInstrument } from './instrument';
import { inputError } from '../http/api-error';

type Dots = CallReply<typeof getBuySellDots>;

interface Row {
  accid: number;
  accno: string;
  type: 'BUY' | 'SELL';
  amount: number;
  price: number;
  quantity: number;
  at: number;
}

/**
 * The customer's own buys and sells of an instrument on the given accounts (spec 002 §7). Every
 * account must be the customer's (ownedAccounts: another's answers 404 before anything is read).
 */
export async function buySellDots(
  db: Db,
  customerId: number,
  q: { accids: string; fromDate: string; toDate: string; instrumentId: number },
): Promise<Dots> {
  const accids = [...new Set(q.accids.split(',').map(Number))];
  await ownedAccounts(db, customerId, accids);
  if (q.fromDate > q.toDate) throw inputError('query.fromDate', 'fromDate must not be after toDate');
  const instrument = await chartInstrument(db, q.instrumentId);

  const rows = await queryRows<Row>(
    db,
    sql`select t.accid, a.accno, t.type, abs(t.amount)::float8 as amount, t.price::float8 as price,
               t.quantity::float8 as quantity, (extract(epoch from t.created_at) * 1000)::float8 as at
        from transactions t join accounts a on a.accid = t.accid
        where t.accid = any(${intArray(accids)}::int[]) and t.instrument_id = ${q.instrumentId}
          and t.type in ('BUY', 'SELL')
          and t.trade_date >= ${q.fromDate}::date and t.trade_date <= ${q.toDate}::date
        order by t.created_at, t.id`,
  );
  return rows.map((r) => ({
    accountNumber: r.accno,
    amount: Number(r.amount),
    price: Number(r.price),
    priceUnit: instrument.currency,
    quantity: Number(r.quantity),
    timestampEpochMillis: Number(r.at),
    type: r.type,
  }));
}
