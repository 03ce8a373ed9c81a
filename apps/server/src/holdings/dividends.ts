import { sql } from 'drizzle-orm';
import { Decimal, dividendAmounts, issuerCountryOf, withholdingRate, type CountryCode } from '@broker/domain';
import type { Db } from '../db/database';
import { HOLDING_EFFECT } from '../accounts/holding-effect-sql';
import { queryRows } from '../chart/db-rows';
import { convert, referenceFx } from '../instruments/fx';

/**
 * The dividend summary (spec 001 §7.10; issue 14): what the accounts received, month by month, as
 * the ledger booked it (a reversed dividend or withholding counts no more), and the calendar of the
 * dividends still to be paid on the holdings. A dividend whose ex-day has passed is paid on the
 * shares held as that day began (ENTITLED: exact, whatever is traded since); a later one on the
 * shares held now (EXPECTED: it changes with what is bought or sold before the ex-day). Amounts to
 * come are in the account's currency at today's reference rate, with the withholding the payment
 * will take (domain dividends/).
 */

type Account = { accid: number; currency: string };

export interface DividendMonth {
  year: number;
  month: number;
  gross: number;
  withholding: number;
  net: number;
}

export interface UpcomingDividend {
  accid: number;
  instrument_id: number;
  name: string;
  event: string;
  ex_day: string;
  pay_day: string;
  per_share: number;
  dividend_currency: string;
  quantity: number;
  status: 'ENTITLED' | 'EXPECTED';
  gross: number;
  withholding: number;
  net: number;
  currency: string;
}

const idsSql = (accounts: readonly Account[]) =>
  sql.join(
    accounts.map((a) => sql`${a.accid}`),
    sql`, `,
  );

async function receivedByMonth(
  db: Db,
  accounts: readonly Account[],
  currency: string,
): Promise<DividendMonth[]> {
  const rows = await queryRows<{ y: number; m: number; currency: string; gross: string; withheld: string }>(
    db,
    // A reversal counts in the month of the row it reverses, so a reversed dividend is no dividend.
    sql`select extract(year from coalesce(r.trade_date, t.trade_date))::int as y,
          extract(month from coalesce(r.trade_date, t.trade_date))::int as m,
          trim(t.currency) as currency,
          sum(case when coalesce(r.type, t.type) = 'DIVIDEND' then t.amount else 0 end)::text as gross,
          sum(case when coalesce(r.type, t.type) = 'WITHHOLDING_TAX' then -t.amount else 0 end)::text as withheld
        from transactions t
        left join transactions r on t.type = 'REVERSAL' and r.id = t.related_id
        where t.accid in (${idsSql(accounts)})
          and (t.type in ('DIVIDEND', 'WITHHOLDING_TAX') or r.type in ('DIVIDEND', 'WITHHOLDING_TAX'))
        group by 1, 2, 3`,
  );
  const fx = await referenceFx(db);
  const months = new Map<string, { year: number; month: number; gross: Decimal; withholding: Decimal }>();
  for (const r of rows) {
    const key = `${r.y}-${r.m}`;
    const m = months.get(key) ?? {
      year: r.y,
      month: r.m,
      gross: new Decimal(0),
      withholding: new Decimal(0),
    };
    m.gross = m.gross.plus(convert(fx, new Decimal(r.gross), r.currency, currency));
    m.withholding = m.withholding.plus(convert(fx, new Decimal(r.withheld), r.currency, currency));
    months.set(key, m);
  }
  const round = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return [...months.values()]
    .filter((m) => !m.gross.isZero() || !m.withholding.isZero())
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .map((m) => {
      const gross = round(m.gross);
      const withholding = round(m.withholding);
      return {
        year: m.year,
        month: m.month,
        gross: gross.toNumber(),
        withholding: withholding.toNumber(),
        net: gross.minus(withholding).toNumber(),
      };
    });
}

interface ComingRow {
  accid: number;
  instrument_id: number;
  name: string;
  event: string;
  ex_day: string;
  pay_day: string;
  per_share: string;
  isin: string;
  dividend_currency: string;
  quantity: string;
  entitled: boolean;
}

async function upcoming(
  db: Db,
  accounts: readonly Account[],
  residence: CountryCode,
  today: string,
): Promise<UpcomingDividend[]> {
  // Past the ex-day: the holding as it began, from the ledger; before it: the position now.
  const rows = await queryRows<ComingRow>(
    db,
    sql`with coming as (
          select e.id, e.instrument_id, e.event, e.day, e.pay_day, e.dividend_amount,
            coalesce(trim(e.dividend_currency), trim(i.currency)) as dividend_currency, i.name, i.isin
          from corporate_events e join instruments i on i.instrument_id = e.instrument_id
          -- Still to come, or due and not booked yet (the job pays it on its next run).
          where e.pay_day is not null and (e.pay_day >= ${today}::date or e.booked_at is null)
            and e.dividend_amount is not null
            and e.instrument_id in (
              select instrument_id from transactions where accid in (${idsSql(accounts)}) and instrument_id is not null)
        )
        select h.accid, c.instrument_id, c.name, c.event, c.day::text as ex_day, c.pay_day::text as pay_day,
          c.dividend_amount::text as per_share, c.isin, c.dividend_currency, h.quantity::text as quantity,
          c.day <= ${today}::date as entitled
        from coming c
        cross join lateral (
          select t.accid, sum(${HOLDING_EFFECT}) as quantity from transactions t
          where c.day <= ${today}::date and t.instrument_id = c.instrument_id
            and t.accid in (${idsSql(accounts)}) and t.trade_date < c.day
          group by t.accid
          union all
          select p.accid, p.qty from positions p
          where c.day > ${today}::date and p.instrument_id = c.instrument_id and p.accid in (${idsSql(accounts)})
        ) h
        where h.quantity > 0
          and not exists (select 1 from corporate_event_bookings b where b.event_id = c.id and b.accid = h.accid)
        order by c.pay_day, c.day, c.name, h.accid`,
  );
  const fx = await referenceFx(db);
  const currencyOf = new Map(accounts.map((a) => [a.accid, a.currency.trim()]));
  // A split still to be booked before an ex-day changes the shares the dividend is paid on (its
  // amount is announced per new share).
  const splits = await queryRows<{
    instrument_id: number;
    day: string;
    split_from: number;
    split_to: number;
  }>(
    db,
    sql`select instrument_id, day::text as day, split_from, split_to from corporate_events
        where split_to is not null and split_from is not null and booked_at is null`,
  );
  const splitBefore = (r: ComingRow) =>
    splits
      .filter((x) => x.instrument_id === r.instrument_id && x.day <= r.ex_day)
      .reduce((f, x) => f.times(x.split_to).dividedBy(x.split_from), new Decimal(1));
  // A dividend in a currency without a reference rate cannot be valued (nor paid: the job leaves it
  // for an operator), so it is not promised either.
  return rows
    .filter((r) => fx.has(r.dividend_currency))
    .map((r) => {
      const currency = currencyOf.get(r.accid) as string;
      if (!r.entitled) r.quantity = new Decimal(r.quantity).times(splitBefore(r)).toString();
      const rate = withholdingRate(issuerCountryOf(r.isin), residence);
      const a = dividendAmounts(
        r.quantity,
        r.per_share,
        convert(fx, new Decimal(1), r.dividend_currency, currency),
        rate,
      );
      return {
        accid: r.accid,
        instrument_id: r.instrument_id,
        name: r.name,
        event: r.event,
        ex_day: r.ex_day,
        pay_day: r.pay_day,
        per_share: Number(r.per_share),
        dividend_currency: r.dividend_currency,
        quantity: Number(r.quantity),
        status: r.entitled ? 'ENTITLED' : 'EXPECTED',
        gross: a.gross.toNumber(),
        withholding: a.withholding.toNumber(),
        net: a.net.toNumber(),
        currency,
      };
    });
}

export async function dividendSummary(
  db: Db,
  accounts: readonly Account[],
  residence: CountryCode,
  today: string,
): Promise<{ currency: string; received: DividendMonth[]; upcoming: UpcomingDividend[] }> {
  const currency = accounts[0]?.currency.trim() ?? 'SEK';
  if (accounts.length === 0) return { currency, received: [], upcoming: [] };
  const [received, coming] = await Promise.all([
    receivedByMonth(db, accounts, currency),
    upcoming(db, accounts, residence, today),
  ]);
  return { currency, received, upcoming: coming };
}
