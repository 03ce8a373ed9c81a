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
  /** The line at each page's foot, where not the tax reports' own (a Netfonds document's). */
  footer?: string;
}

// Columns and summary lines by kind, so each report below reads as its list of headings.
const column =
  (kind: CellKind) =>
  (heading: string): TaxColumn => ({ heading, kind });
const text = column('text');
const date = column('date');
const quantity = column('quantity');
const money = column('money');
const flag = column('flag');
const moneyLine = (label: string, value: number) => ({ label, value, kind: 'money' as const });

type Texts = (typeof TAX_REPORT_TEXTS)[Lang];
interface NationalSale {
  trade_date: string;
  account_number: string;
  instrument_name: string;
  kind: 'SHARE' | 'INTEREST_FUND';
  quantity: number;
  proceeds: number;
  cost: number;
}
/** The leading columns of a Norwegian or Danish sale, and its cells under them. */
const saleColumns = (t: Texts) => [
  date(t.col.date),
  text(t.col.account),
  text(t.col.instrument),
  text(t.col.kind),
  quantity(t.col.quantity),
  money(t.col.proceeds),
  money(t.col.cost),
];
const saleCells = (s: NationalSale, t: Texts): TaxCell[] => [
  s.trade_date,
  s.account_number,
  s.instrument_name,
  s.kind === 'SHARE' ? t.no.share : t.no.interestFund,
  s.quantity,
  s.proceeds,
  s.cost,
];

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
        quantity(t.col.quantity),
        text(t.col.instrument),
        text(t.col.isin),
        money(t.col.proceeds),
        money(t.col.cost),
        money(t.col.gain),
        money(t.col.loss),
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
      moneyLine(t.isk.capitalBase, r.totals.capital_base),
      moneyLine(t.isk.taxFree, r.totals.tax_free),
      moneyLine(t.isk.standardIncome, r.totals.standard_income),
      moneyLine(t.col.tax, r.totals.tax),
    ],
    notes: [fill(t.isk.rate, { rate })],
    tables: [
      {
        title: t.isk.accounts,
        columns: [
          text(t.col.account),
          text(t.col.kind),
          ...t.isk.quarters.map(money),
          money(t.col.deposits),
          money(t.isk.transfersIn),
          money(t.isk.capitalBase),
          money(t.isk.taxFree),
          money(t.isk.standardIncome),
          money(t.col.tax),
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
      moneyLine(t.col.salePrice, r.totals.sale_prices),
      moneyLine(t.col.gain, r.totals.gains),
      moneyLine(t.col.loss, r.totals.losses),
      moneyLine(t.col.result, r.totals.net),
    ],
    notes: r.small_disposals_tax_free ? [t.fi.small] : [],
    tables: [
      {
        title: t.fi.disposals,
        columns: [
          text(t.col.instrument),
          quantity(t.col.quantity),
          date(t.col.acquired),
          date(t.col.sold),
          money(t.col.salePrice),
          money(t.col.actualCost),
          money(t.col.deemedCost),
          flag(t.col.deemedUsed),
          money(t.col.result),
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
      moneyLine(t.col.gain, r.totals.gains),
      moneyLine(t.col.loss, r.totals.losses),
      moneyLine(t.col.shieldUsed, r.totals.shield_used),
      moneyLine(t.no.dividends, r.totals.dividends),
      moneyLine(`${t.no.dividends}: ${t.col.shieldUsed}`, r.totals.dividend_shield_used),
      moneyLine(`${t.no.ask}: ${t.col.taxable}`, r.totals.taxable_withdrawals),
      moneyLine(t.no.taxableIncome, r.totals.taxable_income),
      moneyLine(t.no.interestResult, r.totals.interest_fund_result),
      moneyLine(t.no.estimatedTax, r.totals.tax),
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
          ...saleColumns(t),
          money(t.col.gain),
          money(t.col.shieldUsed),
          money(t.col.taxable),
          flag(t.excluded),
        ],
        rows: r.sales.map((s) => [...saleCells(s, t), s.gain, s.shield_used, s.taxable, s.excluded]),
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
          text(t.col.account),
          text(t.col.instrument),
          money(t.col.amount),
          money(t.col.shieldUsed),
          money(t.col.taxable),
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
          text(t.col.account),
          money(t.col.depositsAtStart),
          money(t.col.deposits),
          money(t.col.withdrawals),
          money(t.col.taxable),
          money(t.col.depositsAtEnd),
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
      moneyLine(t.col.gain, i.gains),
      moneyLine(t.col.loss, i.losses),
      moneyLine(t.dk.dividends, i.dividends),
      moneyLine(t.dk.income, i.income),
      moneyLine(t.col.lossUsed, i.loss_used),
      moneyLine(t.dk.limit, i.limit),
      moneyLine(t.dk.lowPart, i.low_part),
      moneyLine(t.dk.highPart, i.high_part),
      moneyLine(t.col.tax, i.tax),
      moneyLine(t.col.lossCarried, i.loss_carried_forward),
      moneyLine(t.dk.capitalIncome, r.capital_income),
    ],
    notes: [],
    tables: [
      {
        title: t.dk.sales,
        columns: [...saleColumns(t), money(t.col.result), flag(t.excluded)],
        rows: r.sales.map((s) => [...saleCells(s, t), s.result, s.excluded]),
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
        columns: [text(t.col.account), text(t.col.instrument), money(t.col.amount)],
        rows: r.dividends.map((d) => [d.account_number, d.instrument_name, d.amount]),
        totals: [t.total, null, i.dividends],
      },
      {
        title: t.dk.ask,
        columns: [
          text(t.col.account),
          money(t.col.startValue),
          money(t.col.endValue),
          money(t.col.deposits),
          money(t.col.withdrawals),
          money(t.col.return),
          money(t.col.lossUsed),
          money(t.col.taxable),
          money(t.col.tax),
          money(t.col.lossCarried),
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
