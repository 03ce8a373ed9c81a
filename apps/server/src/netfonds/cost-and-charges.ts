import { sql } from 'drizzle-orm';
import type { CallReply, getNetfondsCostAndCharges } from '@broker/contract';
import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import type { AccountRow } from '../accounts/queries';
import { queryRows } from '../chart/db-rows';
import { accountValuesAt } from '../tax/account-value';

type Reply = CallReply<typeof getNetfondsCostAndCharges>;

/**
 * The last day of each month of the year that the account had begun by (its first transaction on
 * or before it), up to `today` (the current year's last month ends today), as plain dates.
 */
export function monthEnds(year: number, today: string, opened: string | null): string[] {
  const days: string[] = [];
  for (let month = 1; month <= 12; month++) {
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const day = last < today ? last : today;
    if (opened !== null && day >= opened) days.push(day);
    if (last >= today) break;
  }
  return days.filter((d) => d.startsWith(`${year}-`));
}

/**
 * A Netfonds account's costs and charges for a year (MiFID II article 50 of regulation 2017/565,
 * the ex-post report): what the service cost (courtage, the exchange of currency on trades in
 * another currency, other fees net of their reversals) and what the funds charged on entry and exit
 * (inside a fund trade's fee), each in money and as a share of the account's average value over
 * the year's month ends since it began. Sums are taken by the database in numeric.
 */
export async function costAndCharges(
  db: Db,
  account: AccountRow,
  year: number,
  today: string,
): Promise<Reply> {
  const [sums] = await queryRows<{
    share_fees: string;
    fund_fees: string;
    fx: string;
    other: string;
    trades: string;
  }>(
    db,
    sql`select
          coalesce(sum(t.fee) filter (where t.type in ('BUY', 'SELL') and i.group_type is distinct from 'FND'), 0)::text as share_fees,
          coalesce(sum(t.fee) filter (where t.type in ('BUY', 'SELL') and i.group_type = 'FND'), 0)::text as fund_fees,
          coalesce(sum(x.fx_fee), 0)::text as fx,
          (-coalesce(sum(t.amount) filter (where t.type = 'FEE' or (t.type = 'REVERSAL' and rel.type = 'FEE')), 0))::text as other,
          count(*) filter (where t.type in ('BUY', 'SELL') and t.fee > 0)::text as trades
        from transactions t
        left join instruments i on i.instrument_id = t.instrument_id
        left join transactions rel on rel.id = t.related_id
        left join (select transaction_id, sum(fx_fee) as fx_fee from exchange_trades group by transaction_id) x
          on x.transaction_id = t.id
        where t.accid = ${account.accid}
          and t.trade_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`,
  );
  const [first] = await queryRows<{ opened: string | null }>(
    db,
    sql`select min(trade_date)::text as opened from transactions where accid = ${account.accid}`,
  );
  // Months before the account's first money are no months of the account: averaging their zeros in
  // would make its first year's costs look many times their share.
  const days = monthEnds(year, today, first?.opened ?? null);
  const values =
    days.length === 0 ? [] : await accountValuesAt(db, account.accid, account.currency.trim(), days);
  const average =
    values.length === 0
      ? new Decimal(0)
      : values
          .reduce((s, v) => s.plus(v), new Decimal(0))
          .dividedBy(values.length)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const cost = (amount: Decimal) => ({
    amount: amount.toNumber(),
    // Percent to two decimals, as cost reports give it; none of an account that held nothing.
    percent: average.gt(0)
      ? amount.times(100).dividedBy(average).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber()
      : null,
  });
  const fx = new Decimal(sums!.fx);
  const courtage = new Decimal(sums!.share_fees).minus(fx);
  const other = new Decimal(sums!.other);
  const fund = new Decimal(sums!.fund_fees);
  return {
    accid: account.accid,
    account_number: account.accno,
    year,
    currency: account.currency.trim(),
    average_value: average.toNumber(),
    service: { courtage: cost(courtage), currency_exchange: cost(fx), other_fees: cost(other) },
    product: { fund_entry_exit: cost(fund) },
    total: cost(courtage.plus(fx).plus(other).plus(fund)),
    trades: Number(sums!.trades),
  };
}
