import { sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import type { AccountRow } from '../accounts/queries';
import { queryRows } from '../chart/db-rows';
import type { ContractNote } from '../exchange/contract-note';

interface Row {
  id: number;
  type: 'BUY' | 'SELL';
  trade_date: string;
  settle_date: string;
  quantity: string;
  price: string;
  amount: string;
  fee: string;
  created_at: Date | string;
  name: string;
  isin: string;
  currency: string;
  mic: string;
  time_zone: string;
  group_type: string;
  first_name: string;
  last_name: string;
  customer_no: string;
}

/**
 * Spec 001 §7.22 Netfonds "note": the note of a buy or sell on a Netfonds account, drawn from its
 * booked row as our contract notes are (one fill: the row). The rate of exchange is what the row
 * booked: the amount without the fee over the value in the share's currency. Undefined when the
 * row is not a trade of this account.
 */
export async function loadNetfondsNote(
  db: Db,
  account: AccountRow,
  transactionId: number,
): Promise<ContractNote | undefined> {
  const [r] = await queryRows<Row>(
    db,
    sql`select t.id, t.type, t.trade_date::text as trade_date, t.settle_date::text as settle_date,
               t.quantity::text as quantity, t.price::text as price, t.amount::text as amount,
               t.fee::text as fee, t.created_at, i.name, i.isin, trim(i.currency) as currency, i.group_type,
               m.mic, m.time_zone, c.first_name, c.last_name, c.customer_no
        from transactions t
        join instruments i on i.instrument_id = t.instrument_id
        join markets m on m.market_id = i.market_id
        join accounts a on a.accid = t.accid
        join customers c on c.id = a.customer_id
        where t.id = ${transactionId} and t.accid = ${account.accid} and t.type in ('BUY', 'SELL')`,
  );
  if (!r) return undefined;
  const quantity = new Decimal(r.quantity);
  const value = quantity.times(r.price);
  const amount = new Decimal(r.amount);
  const fee = new Decimal(r.fee);
  // A buy paid value + fee; a sell received value − fee (account currency).
  const accountValue = r.type === 'BUY' ? amount.negated().minus(fee) : amount.plus(fee);
  const accountCurrency = account.currency.trim();
  return {
    issuer: 'Netfonds',
    number: `NF-${r.id}`,
    customerName: `${r.first_name} ${r.last_name}`,
    customerNo: r.customer_no,
    accno: account.accno,
    side: r.type,
    name: r.name,
    isin: r.isin,
    mic: r.mic,
    timeZone: r.time_zone,
    tradedAt: new Date(r.created_at),
    settleDay: r.settle_date,
    feeKind: r.group_type === 'FND' ? 'FUND_FEE' : 'COURTAGE',
    volume: quantity.toNumber(),
    price: new Decimal(r.price).toFixed(),
    fills: [{ at: new Date(r.created_at), volume: quantity.toNumber(), price: r.price }],
    currency: r.currency,
    fxRate:
      r.currency === accountCurrency || value.isZero()
        ? '1'
        : accountValue.dividedBy(value).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
    accountCurrency,
    courtage: fee.toFixed(2),
    fxFee: '0.00',
    amount: amount.toFixed(2),
    value: value.toFixed(),
  };
}
