import { sql } from 'drizzle-orm';
import {
  netfondsDocumentUrl,
  type CallReply,
  type getNetfondsAvailablePdfs,
  type getNetfondsCostAndCharges,
} from '@broker/contract';
import { Decimal, NETFONDS_DOCUMENT_KINDS, type Lang } from '@broker/domain';
import type { Db } from '../db/database';
import type { AccountRow } from '../accounts/queries';
import { HOLDING_EFFECT } from '../accounts/holding-effect-sql';
import { queryRows } from '../chart/db-rows';
import { convert, referenceFx } from '../instruments/fx';
import { fill } from '../platform/pdf-formats';
import { norwegianReport } from '../tax/norway-report';
import type { TaxDocument } from '../tax/tax-document';
import { TAX_REPORT_TEXTS } from '../tax/report-texts';
import { NETFONDS_TEXTS } from './texts';

/**
 * Spec 001 §7.22 "available-pdfs": every finished year from the account's first transaction to last
 * year has its yearly statement and its costs and charges, newest first; a year without any
 * transaction still has holdings to state.
 */
export async function availablePdfs(
  db: Db,
  account: AccountRow,
  today: string,
): Promise<CallReply<typeof getNetfondsAvailablePdfs>> {
  const [first] = await queryRows<{ first: string | null }>(
    db,
    sql`select min(trade_date)::text as first from transactions where accid = ${account.accid}`,
  );
  if (!first?.first) return [];
  const lastFinished = Number(today.slice(0, 4)) - 1;
  const documents: CallReply<typeof getNetfondsAvailablePdfs> = [];
  for (let year = lastFinished; year >= Number(first.first.slice(0, 4)); year--) {
    for (const kind of NETFONDS_DOCUMENT_KINDS) {
      documents.push({ kind, year, url: netfondsDocumentUrl(kind, account.accid, year) });
    }
  }
  return documents;
}

/** Whether the account has the year's documents: the year is finished and the account existed in it. */
export async function hasYearDocuments(db: Db, account: AccountRow, year: number, today: string) {
  return (await availablePdfs(db, account, today)).some((d) => d.year === year);
}

interface Holding {
  name: string;
  isin: string;
  currency: string;
  quantity: string;
  close: string | null;
}

/**
 * The yearly statement (årsoppgave) of a Netfonds account: cash and holdings at 31 December, the
 * year's money in and out, dividends, fees, and every sale with its gain or loss, matched first
 * in, first out within the account (the Norwegian method; the Norwegian report's computation over
 * this one account). Holdings are valued at their last close of the year.
 */
export async function yearlyStatement(
  db: Db,
  customerId: number,
  account: AccountRow,
  year: number,
  today: string,
  lang: Lang,
): Promise<TaxDocument> {
  const t = NETFONDS_TEXTS[lang];
  const yearEnd = `${year}-12-31`;
  const currency = account.currency.trim();
  // A reversal counts with the kind of row it takes back (a reversed deposit is no deposit), in its
  // own year, as the cash does.
  const [flows] = await queryRows<{
    cash: string;
    deposits: string;
    withdrawals: string;
    dividends: string;
    withholding: string;
    fees: string;
  }>(
    db,
    sql`select
          coalesce(sum(t.amount) filter (where t.trade_date <= ${yearEnd}::date), 0)::text as cash,
          coalesce(sum(t.amount) filter (where y and k = 'DEPOSIT'), 0)::text as deposits,
          (-coalesce(sum(t.amount) filter (where y and k = 'WITHDRAWAL'), 0))::text as withdrawals,
          coalesce(sum(t.amount) filter (where y and k = 'DIVIDEND'), 0)::text as dividends,
          (-coalesce(sum(t.amount) filter (where y and k = 'WITHHOLDING_TAX'), 0))::text as withholding,
          (coalesce(sum(t.fee) filter (where y and k in ('BUY', 'SELL')), 0)
            - coalesce(sum(t.amount) filter (where y and k = 'FEE'), 0))::text as fees
        from transactions t
        left join transactions rel on rel.id = t.related_id
        cross join lateral (select t.trade_date between ${`${year}-01-01`}::date and ${yearEnd}::date as y,
                                   case when t.type = 'REVERSAL' then rel.type else t.type end as k) d
        where t.accid = ${account.accid}`,
  );
  const holdings = await queryRows<Holding>(
    db,
    sql`with held as (
          select t.instrument_id, sum(${HOLDING_EFFECT}) as quantity
          from transactions t
          where t.accid = ${account.accid} and t.trade_date <= ${yearEnd}::date and t.instrument_id is not null
          group by t.instrument_id)
        select i.name, i.isin, trim(i.currency) as currency, h.quantity::text as quantity,
               (select b.close::text from daily_bars b
                where b.instrument_id = h.instrument_id and b.day <= ${yearEnd}::date
                order by b.day desc limit 1) as close
        from held h join instruments i on i.instrument_id = h.instrument_id
        where h.quantity <> 0
        order by i.name`,
  );
  const fx = await referenceFx(db);
  const valued = holdings.map((h) => {
    const value =
      h.close === null
        ? new Decimal(0)
        : convert(fx, new Decimal(h.quantity).times(h.close), h.currency, currency).toDecimalPlaces(
            2,
            Decimal.ROUND_HALF_UP,
          );
    return { ...h, value };
  });
  const held = valued.reduce((s, h) => s.plus(h.value), new Decimal(0));
  const cash = new Decimal(flows!.cash);
  const dividends = await queryRows<{ name: string; isin: string; amount: string }>(
    db,
    sql`select i.name, i.isin, sum(t.amount)::text as amount
        from transactions t
        left join transactions rel on rel.id = t.related_id
        join instruments i on i.instrument_id = t.instrument_id
        where t.accid = ${account.accid}
          and (t.type = 'DIVIDEND' or (t.type = 'REVERSAL' and rel.type = 'DIVIDEND'))
          and t.trade_date between ${`${year}-01-01`}::date and ${yearEnd}::date
        group by i.name, i.isin having sum(t.amount) <> 0 order by i.name`,
  );
  // Every sale of the year as the broker states them, at the booked costs: a sale the customer left
  // out of their own tax report, or whose cost they corrected there, is stated as it was booked.
  const { sales } = await norwegianReport(db, customerId, { year, accids: String(account.accid) }, today, {
    customerCorrections: false,
  });
  const gains = sumOf(sales.filter((s) => s.gain > 0).map((s) => s.gain));
  const losses = sumOf(sales.filter((s) => s.gain < 0).map((s) => s.gain));
  const money = (label: string, value: Decimal | number) => ({
    label,
    value: typeof value === 'number' ? value : value.toNumber(),
    kind: 'money' as const,
  });
  const columns = t.col;
  const total = TAX_REPORT_TEXTS[lang].total;
  return {
    title: `${fill(t.statementTitle, { year: String(year) })} · ${account.alias} ${account.accno}`,
    currency,
    footer: fill(t.footer, { currency }),
    summary: [
      money(t.cashAtEnd, cash),
      money(t.holdingsAtEnd, held),
      money(t.totalAtEnd, cash.plus(held)),
      money(t.deposits, new Decimal(flows!.deposits)),
      money(t.withdrawals, new Decimal(flows!.withdrawals)),
      money(t.dividends, new Decimal(flows!.dividends)),
      money(t.withholding, new Decimal(flows!.withholding)),
      money(t.gains, gains),
      money(t.losses, losses),
      money(t.feesPaid, new Decimal(flows!.fees)),
    ],
    notes: [t.statementNote],
    tables: [
      {
        title: fill(t.holdingsTable, { year: String(year) }),
        columns: [
          { heading: columns.instrument, kind: 'text' },
          { heading: columns.isin, kind: 'text' },
          { heading: columns.quantity, kind: 'quantity' },
          { heading: columns.price, kind: 'money' },
          { heading: `${columns.value} (${currency})`, kind: 'money' },
        ],
        rows: valued.map((h) => [
          h.name,
          h.isin,
          Number(h.quantity),
          h.close === null ? null : Number(h.close),
          h.value.toNumber(),
        ]),
        totals: [total, null, null, null, held.toNumber()],
      },
      {
        title: fill(t.salesTable, { year: String(year) }),
        columns: [
          { heading: columns.date, kind: 'date' },
          { heading: columns.instrument, kind: 'text' },
          { heading: columns.quantity, kind: 'quantity' },
          { heading: columns.proceeds, kind: 'money' },
          { heading: columns.cost, kind: 'money' },
          { heading: columns.gain, kind: 'money' },
        ],
        rows: sales.map((s) => [s.trade_date, s.instrument_name, s.quantity, s.proceeds, s.cost, s.gain]),
        totals: [
          total,
          null,
          null,
          sumOf(sales.map((s) => s.proceeds)),
          sumOf(sales.map((s) => s.cost)),
          sumOf(sales.map((s) => s.gain)),
        ],
      },
      {
        title: fill(t.dividendsTable, { year: String(year) }),
        columns: [
          { heading: columns.instrument, kind: 'text' },
          { heading: columns.isin, kind: 'text' },
          { heading: columns.amount, kind: 'money' },
        ],
        rows: dividends.map((d) => [d.name, d.isin, Number(d.amount)]),
        totals: [total, null, new Decimal(flows!.dividends).toNumber()],
      },
    ],
  };
}

/** Exact sums of figures with two decimals, as a number again. */
function sumOf(values: number[]): number {
  return values.reduce((s, v) => s.plus(v), new Decimal(0)).toNumber();
}

/** The costs and charges of a year as a document: the same figures the call answers. */
export function costDocument(
  c: CallReply<typeof getNetfondsCostAndCharges>,
  account: AccountRow,
  lang: Lang,
): TaxDocument {
  const t = NETFONDS_TEXTS[lang];
  const row = (label: string, cost: { amount: number; percent: number | null }) => [
    label,
    cost.amount,
    cost.percent,
  ];
  return {
    title: `${fill(t.costTitle, { year: String(c.year) })} · ${account.alias} ${account.accno}`,
    currency: c.currency,
    footer: fill(t.footer, { currency: c.currency }),
    summary: [
      { label: t.averageValue, value: c.average_value, kind: 'money' },
      { label: t.totalCosts, value: c.total.amount, kind: 'money' },
      { label: t.trades, value: c.trades, kind: 'quantity' },
    ],
    notes: [t.costNote],
    tables: [
      {
        title: t.costTable,
        columns: [
          { heading: t.col.kind, kind: 'text' },
          { heading: `${t.col.amount} (${c.currency})`, kind: 'money' },
          { heading: t.col.percent, kind: 'money' },
        ],
        rows: [
          row(t.courtage, c.service.courtage),
          row(t.currencyExchange, c.service.currency_exchange),
          row(t.otherFees, c.service.other_fees),
          row(t.fundEntryExit, c.product.fund_entry_exit),
        ],
        totals: row(t.totalCosts, c.total),
      },
    ],
  };
}
