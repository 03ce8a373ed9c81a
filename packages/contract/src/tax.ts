import { z } from 'zod';
import { defineCall } from './call';
import { IdList, IdParam, wholeNumber } from './common';

/**
 * The tax area's realisation events (spec 001 §7.21, under /tax/v1; issue 13): every sale of the
 * customer's with its result by the country's method (SE and DK average cost with courtage, FI and
 * NO first in, first out), read from the ledger with the customer's corrections applied: excluded
 * events, and acquisition costs given for purchases or transfers in
 * (`PUT /api/2/transactions/{id}/acquisition-cost`, spec 001 §7.22 "update-acquisition-cost").
 * Amounts are in the account currency.
 */

export const RealisationEventSchema = z
  .object({
    /** The sale's transaction. */
    transaction_id: z.number().int(),
    accid: z.number().int(),
    account_number: z.string(),
    account_type: z.string(),
    instrument_id: z.number().int(),
    instrument_name: z.string(),
    isin: z.string(),
    trade_date: z.string(),
    quantity: z.number(),
    /** Gross sale price (price × quantity). */
    sale_amount: z.number(),
    /** The sale's fees. */
    fees: z.number(),
    /** What the shares sold cost, purchase fees included, to the öre. */
    acquisition_cost: z.number(),
    /** sale_amount − fees − acquisition_cost. */
    result: z.number(),
    currency: z.string(),
    method: z.enum(['AVERAGE', 'FIFO']),
    /** On an account taxed as a whole (ISK, KF, ASK, aktiesparekonto, osakesäästötili): not reported. */
    tax_wrapper: z.boolean(),
    /** The customer took it out of their reports. */
    excluded: z.boolean(),
    /** A purchase it used has an acquisition cost the customer gave. */
    user_edited: z.boolean(),
  })
  .meta({ id: 'RealisationEvent' });

const TotalsSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  gains: z.number(),
  losses: z.number(),
  net: z.number(),
});

export const RealisationEventsQuerySchema = z.object({
  accids: IdList.optional(),
  instrument_ids: IdList.optional(),
  /** The calendar year of the sales' trade dates; every year when left out. */
  year: wholeNumber(1900, 2999).optional(),
  /** Only the events the customer changed (excluded, or with an acquisition cost they gave). */
  user_edited: z.enum(['true', 'false']).optional(),
});

export const getRealisationEvents = defineCall({
  id: 'getRealisationEvents',
  method: 'GET',
  path: '/tax/v1/realisation-events',
  auth: 'token',
  summary:
    'Spec 001 §7.21 realisation events: list, filter, by instrument, per account, user-edited; with totals of the events reported (not excluded, not on a tax-wrapper account)',
  tags: ['tax'],
  query: RealisationEventsQuerySchema,
  reply: z
    .object({ events: z.array(RealisationEventSchema), totals: z.array(TotalsSchema) })
    .meta({ id: 'RealisationEvents' }),
});

export const getRealisationEvent = defineCall({
  id: 'getRealisationEvent',
  method: 'GET',
  path: '/tax/v1/realisation-events/{transaction_id}',
  auth: 'token',
  summary:
    'Spec 001 §7.21 realisation events: fetch one, per transaction (404 for no sale of the customer’s)',
  tags: ['tax'],
  params: z.object({ transaction_id: IdParam }),
  reply: RealisationEventSchema,
});

export const excludeRealisationEvent = defineCall({
  id: 'excludeRealisationEvent',
  method: 'POST',
  path: '/tax/v1/realisation-events/{transaction_id}/exclude',
  auth: 'token',
  summary: 'Spec 001 §7.21 realisation events: exclude one from the reports (kept on record)',
  tags: ['tax'],
  params: z.object({ transaction_id: IdParam }),
  reply: RealisationEventSchema,
});

export const restoreRealisationEvent = defineCall({
  id: 'restoreRealisationEvent',
  method: 'POST',
  path: '/tax/v1/realisation-events/{transaction_id}/restore',
  auth: 'token',
  summary: 'Spec 001 §7.21 realisation events: restore an excluded one',
  tags: ['tax'],
  params: z.object({ transaction_id: IdParam }),
  reply: RealisationEventSchema,
});

export const getRealisationTotals = defineCall({
  id: 'getRealisationTotals',
  method: 'GET',
  path: '/tax/v1/realisation-events/total-pnl',
  auth: 'token',
  summary:
    'Spec 001 §7.21 "total pnl": gains, losses and net of the reported realisation events per calendar year and currency',
  tags: ['tax'],
  query: RealisationEventsQuerySchema.pick({ accids: true, instrument_ids: true }),
  reply: z
    .object({ years: z.array(TotalsSchema.extend({ year: z.number().int() })) })
    .meta({ id: 'RealisationTotals' }),
});

export const getRealisationTransactionTypes = defineCall({
  id: 'getRealisationTransactionTypes',
  method: 'GET',
  path: '/tax/v1/realisation-events/transaction-types',
  auth: 'token',
  summary:
    'Spec 001 §7.21 "available transaction types": the transaction types that make or feed a realisation event',
  tags: ['tax'],
  reply: z.object({ realising: z.array(z.string()), acquiring: z.array(z.string()) }),
});

/** At most two decimals, not negative, below a hundred billion. */
export const AcquisitionCost = z
  .number()
  .min(0)
  .max(99_999_999_999.99)
  .refine((v) => Math.round(v * 100) / 100 === v, { message: 'expected at most two decimals' });

export const updateAcquisitionCost = defineCall({
  id: 'updateAcquisitionCost',
  method: 'PUT',
  path: '/api/2/transactions/{transaction_id}/acquisition-cost',
  auth: 'token',
  summary:
    'Spec 001 §7.22 "update-acquisition-cost": what a purchase or a transfer in cost, fees included, in the account currency; used by every report from then on (null restores the booked cost)',
  tags: ['tax'],
  params: z.object({ transaction_id: IdParam }),
  body: z.object({ acquisition_cost: AcquisitionCost.nullable() }),
  reply: z
    .object({
      transaction_id: z.number().int(),
      booked_cost: z.number(),
      acquisition_cost: z.number(),
      user_edited: z.boolean(),
    })
    .meta({ id: 'AcquisitionCost' }),
});

const K4RowSchema = z.object({
  name: z.string(),
  isin: z.string(),
  quantity: z.number(),
  /** Sale price less the sale's fees. */
  sale_price: z.number(),
  /** Acquisition cost with purchase fees. */
  cost: z.number(),
  gain: z.number(),
  loss: z.number(),
});

const K4SectionSchema = z.object({
  section: z.enum(['A', 'C', 'D']),
  rows: z.array(K4RowSchema),
  totals: z.object({ sale_price: z.number(), cost: z.number(), gain: z.number(), loss: z.number() }),
});

export const getK4Report = defineCall({
  id: 'getK4Report',
  method: 'GET',
  path: '/tax/v1/k4',
  auth: 'token',
  summary:
    'Spec 001 §7.21 K4 report, per account or all: a Swedish customer’s sales of a year on the form’s sections A, C and D, exact to the öre, and the forms as filed (whole kronor, SRU field codes). Sales on ISK and KF accounts and excluded ones are left out. 403 TAX_REPORT_NOT_AVAILABLE for a customer who does not file in Sweden.',
  tags: ['tax'],
  query: z.object({ year: wholeNumber(1900, 2999), accids: IdList.optional() }),
  reply: z
    .object({
      year: z.number().int(),
      currency: z.literal('SEK'),
      sections: z.array(K4SectionSchema),
      forms: z.array(
        z.object({
          number: z.number().int(),
          fields: z.array(z.object({ code: z.number().int(), value: z.string() })),
        }),
      ),
    })
    .meta({ id: 'K4Report' }),
});

export const getK4Available = defineCall({
  id: 'getK4Available',
  method: 'GET',
  path: '/tax/v1/k4/available',
  auth: 'token',
  summary:
    'Spec 001 §7.21 K4 "available data": the years with sales to report and the accounts that report on K4 (not ISK or KF)',
  tags: ['tax'],
  reply: z.object({
    years: z.array(z.number().int()),
    accounts: z.array(z.object({ accid: z.number().int(), account_number: z.string(), type: z.string() })),
    /** Whether the SRU files can be written: the customer record has a personnummer and address. */
    sru_available: z.boolean(),
  }),
});

export const Finnish9AQuerySchema = z.object({
  year: wholeNumber(1900, 2999),
  /** One account, or all the customer's. */
  accid: IdParam.optional(),
  /** Instrument ids, comma separated (spec 001 §7.21 "instruments as comma list"). */
  instruments: IdList.optional(),
});

export const get9AReport = defineCall({
  id: 'get9AReport',
  method: 'GET',
  path: '/tax/v1/9a',
  auth: 'token',
  summary:
    'Spec 001 §7.21 9A report: a Finnish customer’s disposals of a year, one per purchase a sale used (first in, first out), each with its actual cost and the deemed acquisition cost (20 %, or 40 % after ten years) and the one that is better for the customer. Sales on the equity savings account and excluded ones are left out. 403 TAX_REPORT_NOT_AVAILABLE for a customer who does not file in Finland.',
  tags: ['tax'],
  query: Finnish9AQuerySchema,
  reply: z
    .object({
      year: z.number().int(),
      currency: z.string(),
      disposals: z.array(
        z.object({
          transaction_id: z.number().int(),
          instrument_name: z.string(),
          isin: z.string(),
          quantity: z.number(),
          acquired: z.string(),
          sold: z.string(),
          /** The part's share of the gross sale price. */
          sale_price: z.number(),
          /** Its purchase cost with fees plus its share of the sale's fees. */
          actual_cost: z.number(),
          deemed_cost: z.number(),
          uses_deemed_cost: z.boolean(),
          result: z.number(),
        }),
      ),
      totals: z.object({ sale_prices: z.number(), gains: z.number(), losses: z.number(), net: z.number() }),
      /** The year's sale prices add up to at most €1,000: the gains are tax-free. */
      small_disposals_tax_free: z.boolean(),
    })
    .meta({ id: 'Finnish9AReport' }),
});

export const get9AFilters = defineCall({
  id: 'get9AFilters',
  method: 'GET',
  path: '/tax/v1/9a/filters',
  auth: 'token',
  summary:
    'Spec 001 §7.21 9A "filters": the years with disposals, and the accounts and instruments they are on',
  tags: ['tax'],
  reply: z.object({
    years: z.array(z.number().int()),
    accounts: z.array(z.object({ accid: z.number().int(), account_number: z.string() })),
    instruments: z.array(z.object({ instrument_id: z.number().int(), name: z.string() })),
  }),
});

export const NationalTaxReportQuerySchema = z.object({
  year: wholeNumber(1900, 2999),
  accids: IdList.optional(),
});

const NorwegianSaleSchema = z.object({
  transaction_id: z.number().int(),
  accid: z.number().int(),
  account_number: z.string(),
  instrument_name: z.string(),
  isin: z.string(),
  trade_date: z.string(),
  quantity: z.number(),
  /** What the sale paid out, its fees taken off. */
  proceeds: z.number(),
  /** The lots sold, first in first out, fees of the purchases included. */
  cost: z.number(),
  gain: z.number(),
  /** The sold lots' unused shield taken off a gain (never more than the gain; none on a loss). */
  shield_used: z.number(),
  taxable: z.number(),
  /** SHARE: shares and equity funds (shield, grossed up); INTEREST_FUND: ordinary income at 22 %. */
  kind: z.enum(['SHARE', 'INTEREST_FUND']),
  excluded: z.boolean(),
});

export const getNorwegianTaxReport = defineCall({
  id: 'getNorwegianTaxReport',
  method: 'GET',
  path: '/tax/v1/no',
  auth: 'token',
  summary:
    'Issue 13, Norway: a Norwegian customer’s year on ordinary accounts (each sale’s gain or loss first in, first out, less the unused shielding deduction of the lots sold; dividends less the year’s shield) and each aksjesparekonto’s withdrawals beyond its deposits; with the taxable sum grossed up by 1.72 and taxed at 22 %. Interest funds earn no shield and are ordinary income at 22 %. 403 TAX_REPORT_NOT_AVAILABLE for a customer who does not file in Norway.',
  tags: ['tax'],
  query: NationalTaxReportQuerySchema,
  reply: z
    .object({
      year: z.number().int(),
      currency: z.literal('NOK'),
      /** The year's skjermingsrente, percent; null while it is not set (the year is not over). */
      shield_rate_percent: z.number().nullable(),
      sales: z.array(NorwegianSaleSchema),
      dividends: z.array(
        z.object({
          accid: z.number().int(),
          account_number: z.string(),
          instrument_name: z.string(),
          isin: z.string(),
          amount: z.number(),
          shield_used: z.number(),
          taxable: z.number(),
        }),
      ),
      ask_accounts: z.array(
        z.object({
          accid: z.number().int(),
          account_number: z.string(),
          deposits_at_start: z.number(),
          deposits: z.number(),
          withdrawals: z.number(),
          taxable_withdrawals: z.number(),
          deposits_at_end: z.number(),
        }),
      ),
      totals: z.object({
        gains: z.number(),
        losses: z.number(),
        shield_used: z.number(),
        taxable_sales: z.number(),
        dividends: z.number(),
        dividend_shield_used: z.number(),
        taxable_dividends: z.number(),
        taxable_withdrawals: z.number(),
        /** Taxable share sales + dividends + withdrawals; negative is a deduction. */
        taxable_income: z.number(),
        /** Gains less losses on interest funds, and their distributions: ordinary income, no shield, no gross-up. */
        interest_fund_result: z.number(),
        /** taxable_income × 1.72 × 22 % + interest_fund_result × 22 %, each to the øre; negative is the tax it saves. */
        tax: z.number(),
      }),
    })
    .meta({ id: 'NorwegianTaxReport' }),
});

export const getDanishTaxReport = defineCall({
  id: 'getDanishTaxReport',
  method: 'GET',
  path: '/tax/v1/dk',
  auth: 'token',
  summary:
    'Issue 13, Denmark: a Danish customer’s share income of a year on ordinary accounts (each sale’s gain or loss at average cost, and dividends), taxed 27 % up to the year’s limit and 42 % above (bond-based funds are capital income, summed apart); and each aktiesparekonto marked to market (value at the end − at the start − deposits + withdrawals) at 17 %, a negative return carried forward. 403 TAX_REPORT_NOT_AVAILABLE for a customer who does not file in Denmark.',
  tags: ['tax'],
  query: NationalTaxReportQuerySchema,
  reply: z
    .object({
      year: z.number().int(),
      currency: z.literal('DKK'),
      sales: z.array(
        z.object({
          transaction_id: z.number().int(),
          accid: z.number().int(),
          account_number: z.string(),
          instrument_name: z.string(),
          isin: z.string(),
          trade_date: z.string(),
          quantity: z.number(),
          /** What the sale paid out, its fees taken off. */
          proceeds: z.number(),
          cost: z.number(),
          result: z.number(),
          /** SHARE: share income; INTEREST_FUND: a bond-based fund, capital income instead. */
          kind: z.enum(['SHARE', 'INTEREST_FUND']),
          excluded: z.boolean(),
        }),
      ),
      /** Gains less losses on bond-based funds: capital income, taxed with the rest of it. */
      capital_income: z.number(),
      dividends: z.array(
        z.object({
          accid: z.number().int(),
          account_number: z.string(),
          instrument_name: z.string(),
          isin: z.string(),
          amount: z.number(),
        }),
      ),
      share_income: z.object({
        gains: z.number(),
        losses: z.number(),
        dividends: z.number(),
        income: z.number(),
        /** Earlier years' negative share income carried into the year, and the part of it used. */
        loss_brought_forward: z.number(),
        loss_used: z.number(),
        limit: z.number(),
        low_part: z.number(),
        high_part: z.number(),
        tax: z.number(),
        loss_carried_forward: z.number(),
      }),
      aktiesparekonto: z.array(
        z.object({
          accid: z.number().int(),
          account_number: z.string(),
          start_value: z.number(),
          end_value: z.number(),
          deposits: z.number(),
          withdrawals: z.number(),
          return: z.number(),
          loss_used: z.number(),
          taxable: z.number(),
          tax: z.number(),
          loss_carried_forward: z.number(),
        }),
      ),
    })
    .meta({ id: 'DanishTaxReport' }),
});

/**
 * The tax reports' downloads (spec 001 §7.21 "9a pdf and csv"; issue 13: every country's report as
 * PDF and CSV): plain links the browser follows with the session cookie, so they are routes of
 * their own rather than calls. `{form}` is k4, isk, 9a, no or dk; the query is the report's own, plus
 * lang and (CSV) variant.
 */
export const TAX_REPORT_FORMS = ['k4', 'isk', '9a', 'no', 'dk'] as const;
export type TaxReportForm = (typeof TAX_REPORT_FORMS)[number];
export const taxReportPdfPath = (form: TaxReportForm) => `/tax/v1/${form}/pdf`;
export const taxReportCsvPath = (form: TaxReportForm) => `/tax/v1/${form}/csv`;
/** The two files Skatteverket's file transfer takes for K4 (INFO.SRU names the filer). */
export const K4_SRU_FILES = ['INFO.SRU', 'BLANKETTER.SRU'] as const;
export type K4SruFile = (typeof K4_SRU_FILES)[number];
export const k4SruPath = (file: K4SruFile) => `/tax/v1/k4/sru/${file}`;

export const getIskStatement = defineCall({
  id: 'getIskStatement',
  method: 'GET',
  path: '/tax/v1/isk',
  auth: 'token',
  summary:
    'Issue 13, Sweden: each investeringssparkonto’s and kapitalförsäkring’s standard income of a year (capital base = the four quarter-start values + the year’s deposits and transfers in, divided by four; the tax-free level taken off across the customer’s accounts in account order; × the year’s schablonränta; tax 30 %). 400 TAX_YEAR_NOT_KNOWN while the year’s rate is not known; 403 TAX_REPORT_NOT_AVAILABLE outside Sweden.',
  tags: ['tax'],
  query: NationalTaxReportQuerySchema,
  reply: z
    .object({
      year: z.number().int(),
      currency: z.literal('SEK'),
      /** Schablonränta, percent. */
      rate_percent: z.number(),
      tax_free_level: z.number(),
      accounts: z.array(
        z.object({
          accid: z.number().int(),
          account_number: z.string(),
          type: z.string(),
          /** Values at the start of January, April, July and October. */
          quarter_start_values: z.array(z.number()).length(4),
          deposits: z.number(),
          transfers_in: z.number(),
          capital_base: z.number(),
          tax_free: z.number(),
          standard_income: z.number(),
          tax: z.number(),
        }),
      ),
      totals: z.object({
        capital_base: z.number(),
        tax_free: z.number(),
        standard_income: z.number(),
        tax: z.number(),
      }),
    })
    .meta({ id: 'IskStatement' }),
});
