import type {
  CallReply,
  get9AReport,
  getDanishTaxReport,
  getIskStatement,
  getK4Report,
  getNorwegianTaxReport,
} from '@broker/contract';
import { Decimal, LOCALE_BY_LANG, type Lang } from '@broker/domain';
import { fill } from '../platform/pdf-formats';
import { TAX_REPORT_TEXTS } from './report-texts';

/**
 * A tax report as a document (issue 13): the same figures the report's call answers, laid out as
 * a title, a summary of label and value lines, notes and tables, in the reader's language. The PDF
 * and the CSV writers draw any document, so each country's report is described here once.
 */
export type CellKind = 'text' | 'date' | 'quantity' | 'money' | 'flag';
export type TaxCell = string | number | boolean | null;

export interface TaxColumn {
  heading: string;
  kind: CellKind;
}

export interface TaxTable {
  title: string;
  columns: TaxColumn[];
  rows: TaxCell[][];
  /** A totals row, aligned with the columns (null where nothing is summed). */
  totals?: TaxCell[];
}

export interface TaxDocument {
  title: string;
  currency: string;
  summary: { label: string; value: TaxCell; kind: CellKind }[];
  notes: string[];
  tables: TaxTable[];
}

const sumOf = (values: readonly number[]) => values.reduce((s, v) => s.plus(v), new Decimal(0)).toNumber();

export function k4Document(r: CallReply<typeof getK4Report>, lang: Lang): TaxDocument {
  const t = TAX_REPORT_TEXTS[lang];
  return {
    title: fill(t.k4.title, { year: String(r.year) }),
    currency: r.currency,
    summary: [],
    notes: [],
    tables: r.sections.map((s) => ({
      title: t.k4.sections[s.section],
      columns: [
        { heading: t.col.quantity, kind: 'quantity' },
        { heading: t.col.instrument, kind: 'text' },
        { heading: t.col.isin, kind: 'text' },
        { heading: t.col.proceeds, kind: 'money' },
        { heading: t.col.cost, kind: 'money' },
        { heading: t.col.gain, kind: 'money' },
        { heading: t.col.loss, kind: 'money' },
      ],
      rows: s.rows.map((row) => [
        row.quantity,
        row.name,
        row.isin,
        row.sale_price,
        row.cost,
        row.gain,
        row.loss,
      ]),
      totals: [null, t.total, null, s.totals.sale_price, s.totals.cost, s.totals.gain, s.totals.loss],
    })),
  };
}

export function iskDocument(r: CallReply<typeof getIskStatement>, lang: Lang): TaxDocument {
  const t = TAX_REPORT_TEXTS[lang];
  const rate = `${new Intl.NumberFormat(LOCALE_BY_LANG[lang], { maximumFractionDigits: 4 }).format(r.rate_percent)} %`;
  return {
    title: fill(t.isk.title, { year: String(r.year) }),
    currency: r.currency,
    summary: [
      { label: t.isk.capitalBase, value: r.totals.capital_base, kind: 'money' },
      { label: t.isk.taxFree, value: r.totals.tax_free, kind: 'money' },
      { label: t.isk.standardIncome, value: r.totals.standard_income, kind: 'money' },
      { label: t.col.tax, value: r.totals.tax, kind: 'money' },
    ],
    notes: [fill(t.isk.rate, { rate })],
    tables: [
      {
        title: t.isk.accounts,
        columns: [
          { heading: t.col.account, kind: 'text' },
          { heading: t.col.kind, kind: 'text' },
          ...t.isk.quarters.map((q) => ({ heading: q, kind: 'money' as const })),
          { heading: t.col.deposits, kind: 'money' },
          { heading: t.isk.transfersIn, kind: 'money' },
          { heading: t.isk.capitalBase, kind: 'money' },
          { heading: t.isk.taxFree, kind: 'money' },
          { heading: t.isk.standardIncome, kind: 'money' },
          { heading: t.col.tax, kind: 'money' },
        ],
        rows: r.accounts.map((a) => [
          a.account_number,
          a.type,
          ...a.quarter_start_values,
          a.deposits,
          a.transfers_in,
          a.capital_base,
          a.tax_free,
          a.standard_income,
          a.tax,
        ]),
        totals: [
          t.total,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          r.totals.capital_base,
          r.totals.tax_free,
          r.totals.standard_income,
          r.totals.tax,
        ],
      },
    ],
  };
}

export function finnish9ADocument(r: CallReply<typeof get9AReport>, lang: Lang): TaxDocument {
  const t = TAX_REPORT_TEXTS[lang];
  return {
    title: fill(t.fi.title, { year: String(r.year) }),
    currency: r.currency,
    summary: [
      { label: t.col.salePrice, value: r.totals.sale_prices, kind: 'money' },
      { label: t.col.gain, value: r.totals.gains, kind: 'money' },
      { label: t.col.loss, value: r.totals.losses, kind: 'money' },
      { label: t.col.result, value: r.totals.net, kind: 'money' },
    ],
    notes: r.small_disposals_tax_free ? [t.fi.small] : [],
    tables: [
      {
        title: t.fi.disposals,
        columns: [
          { heading: t.col.instrument, kind: 'text' },
          { heading: t.col.quantity, kind: 'quantity' },
          { heading: t.col.acquired, kind: 'date' },
          { heading: t.col.sold, kind: 'date' },
          { heading: t.col.salePrice, kind: 'money' },
          { heading: t.col.actualCost, kind: 'money' },
          { heading: t.col.deemedCost, kind: 'money' },
          { heading: t.col.deemedUsed, kind: 'flag' },
          { heading: t.col.result, kind: 'money' },
        ],
        rows: r.disposals.map((d) => [
          d.instrument_name,
          d.quantity,
          d.acquired,
          d.sold,
          d.sale_price,
          d.actual_cost,
          d.deemed_cost,
          d.uses_deemed_cost,
          d.result,
        ]),
        totals: [t.total, null, null, null, r.totals.sale_prices, null, null, null, r.totals.net],
      },
    ],
  };
}

export function norwegianDocument(r: CallReply<typeof getNorwegianTaxReport>, lang: Lang): TaxDocument {
  const t = TAX_REPORT_TEXTS[lang];
  // The totals row sums the shares' rows: interest funds are taxed apart (their own summary line).
  const counted = r.sales.filter((s) => !s.excluded && s.kind === 'SHARE');
  return {
    title: fill(t.no.title, { year: String(r.year) }),
    currency: r.currency,
    summary: [
      { label: t.col.gain, value: r.totals.gains, kind: 'money' },
      { label: t.col.loss, value: r.totals.losses, kind: 'money' },
      { label: t.col.shieldUsed, value: r.totals.shield_used, kind: 'money' },
      { label: t.no.dividends, value: r.totals.dividends, kind: 'money' },
      {
        label: `${t.no.dividends}: ${t.col.shieldUsed}`,
        value: r.totals.dividend_shield_used,
        kind: 'money',
      },
      { label: `${t.no.ask}: ${t.col.taxable}`, value: r.totals.taxable_withdrawals, kind: 'money' },
      { label: t.no.taxableIncome, value: r.totals.taxable_income, kind: 'money' },
      { label: t.no.interestResult, value: r.totals.interest_fund_result, kind: 'money' },
      { label: t.no.estimatedTax, value: r.totals.tax, kind: 'money' },
    ],
    notes: [
      r.shield_rate_percent === null
        ? t.no.shieldRateUnknown
        : fill(t.no.shieldRate, {
            rate: `${new Intl.NumberFormat(LOCALE_BY_LANG[lang]).format(r.shield_rate_percent)} %`,
          }),
    ],
    tables: [
      {
        title: t.no.sales,
        columns: [
          { heading: t.col.date, kind: 'date' },
          { heading: t.col.account, kind: 'text' },
          { heading: t.col.instrument, kind: 'text' },
          { heading: t.col.kind, kind: 'text' },
          { heading: t.col.quantity, kind: 'quantity' },
          { heading: t.col.proceeds, kind: 'money' },
          { heading: t.col.cost, kind: 'money' },
          { heading: t.col.gain, kind: 'money' },
          { heading: t.col.shieldUsed, kind: 'money' },
          { heading: t.col.taxable, kind: 'money' },
          { heading: t.excluded, kind: 'flag' },
        ],
        rows: r.sales.map((s) => [
          s.trade_date,
          s.account_number,
          s.instrument_name,
          s.kind === 'SHARE' ? t.no.share : t.no.interestFund,
          s.quantity,
          s.proceeds,
          s.cost,
          s.gain,
          s.shield_used,
          s.taxable,
          s.excluded,
        ]),
        totals: [
          t.total,
          null,
          null,
          null,
          null,
          sumOf(counted.map((s) => s.proceeds)),
          sumOf(counted.map((s) => s.cost)),
          sumOf(counted.map((s) => s.gain)),
          sumOf(counted.map((s) => s.shield_used)),
          sumOf(counted.map((s) => s.taxable)),
          null,
        ],
      },
      {
        title: t.no.dividends,
        columns: [
          { heading: t.col.account, kind: 'text' },
          { heading: t.col.instrument, kind: 'text' },
          { heading: t.col.amount, kind: 'money' },
          { heading: t.col.shieldUsed, kind: 'money' },
          { heading: t.col.taxable, kind: 'money' },
        ],
        rows: r.dividends.map((d) => [
          d.account_number,
          d.instrument_name,
          d.amount,
          d.shield_used,
          d.taxable,
        ]),
        totals: [
          t.total,
          null,
          r.totals.dividends,
          r.totals.dividend_shield_used,
          r.totals.taxable_dividends,
        ],
      },
      {
        title: t.no.ask,
        columns: [
          { heading: t.col.account, kind: 'text' },
          { heading: t.col.depositsAtStart, kind: 'money' },
          { heading: t.col.deposits, kind: 'money' },
          { heading: t.col.withdrawals, kind: 'money' },
          { heading: t.col.taxable, kind: 'money' },
          { heading: t.col.depositsAtEnd, kind: 'money' },
        ],
        rows: r.ask_accounts.map((a) => [
          a.account_number,
          a.deposits_at_start,
          a.deposits,
          a.withdrawals,
          a.taxable_withdrawals,
          a.deposits_at_end,
        ]),
      },
    ],
  };
}

export function danishDocument(r: CallReply<typeof getDanishTaxReport>, lang: Lang): TaxDocument {
  const t = TAX_REPORT_TEXTS[lang];
  const i = r.share_income;
  // The totals row sums the shares' rows: interest funds are taxed apart (their own summary line).
  const counted = r.sales.filter((s) => !s.excluded && s.kind === 'SHARE');
  return {
    title: fill(t.dk.title, { year: String(r.year) }),
    currency: r.currency,
    summary: [
      { label: t.col.gain, value: i.gains, kind: 'money' },
      { label: t.col.loss, value: i.losses, kind: 'money' },
      { label: t.dk.dividends, value: i.dividends, kind: 'money' },
      { label: t.dk.income, value: i.income, kind: 'money' },
      { label: t.col.lossUsed, value: i.loss_used, kind: 'money' },
      { label: t.dk.limit, value: i.limit, kind: 'money' },
      { label: t.dk.lowPart, value: i.low_part, kind: 'money' },
      { label: t.dk.highPart, value: i.high_part, kind: 'money' },
      { label: t.col.tax, value: i.tax, kind: 'money' },
      { label: t.col.lossCarried, value: i.loss_carried_forward, kind: 'money' },
      { label: t.dk.capitalIncome, value: r.capital_income, kind: 'money' },
    ],
    notes: [],
    tables: [
      {
        title: t.dk.sales,
        columns: [
          { heading: t.col.date, kind: 'date' },
          { heading: t.col.account, kind: 'text' },
          { heading: t.col.instrument, kind: 'text' },
          { heading: t.col.kind, kind: 'text' },
          { heading: t.col.quantity, kind: 'quantity' },
          { heading: t.col.proceeds, kind: 'money' },
          { heading: t.col.cost, kind: 'money' },
          { heading: t.col.result, kind: 'money' },
          { heading: t.excluded, kind: 'flag' },
        ],
        rows: r.sales.map((s) => [
          s.trade_date,
          s.account_number,
          s.instrument_name,
          s.kind === 'SHARE' ? t.no.share : t.no.interestFund,
          s.quantity,
          s.proceeds,
          s.cost,
          s.result,
          s.excluded,
        ]),
        totals: [
          t.total,
          null,
          null,
          null,
          null,
          sumOf(counted.map((s) => s.proceeds)),
          sumOf(counted.map((s) => s.cost)),
          sumOf(counted.map((s) => s.result)),
          null,
        ],
      },
      {
        title: t.dk.dividends,
        columns: [
          { heading: t.col.account, kind: 'text' },
          { heading: t.col.instrument, kind: 'text' },
          { heading: t.col.amount, kind: 'money' },
        ],
        rows: r.dividends.map((d) => [d.account_number, d.instrument_name, d.amount]),
        totals: [t.total, null, i.dividends],
      },
      {
        title: t.dk.ask,
        columns: [
          { heading: t.col.account, kind: 'text' },
          { heading: t.col.startValue, kind: 'money' },
          { heading: t.col.endValue, kind: 'money' },
          { heading: t.col.deposits, kind: 'money' },
          { heading: t.col.withdrawals, kind: 'money' },
          { heading: t.col.return, kind: 'money' },
          { heading: t.col.lossUsed, kind: 'money' },
          { heading: t.col.taxable, kind: 'money' },
          { heading: t.col.tax, kind: 'money' },
          { heading: t.col.lossCarried, kind: 'money' },
        ],
        rows: r.aktiesparekonto.map((a) => [
          a.account_number,
          a.start_value,
          a.end_value,
          a.deposits,
          a.withdrawals,
          a.return,
          a.loss_used,
          a.taxable,
          a.tax,
          a.loss_carried_forward,
        ]),
      },
    ],
  };
}
