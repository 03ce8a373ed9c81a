import type { z } from 'zod';
import type { CallReply, NationalTaxReportQuerySchema, getDanishTaxReport } from '@broker/contract';
import {
  DK_TAX_YEARS,
  Decimal,
  aktiesparekontoYear,
  danishShareIncomeTax,
  isTaxWrapper,
} from '@broker/domain';
import type { Db } from '../db/database';
import { ownedAccounts } from '../accounts/owned-accounts';
import { idList } from '../transactions/filter';
import { HttpError } from '../http/api-error';
import { requireTaxCountry } from './country';
import { replaySales } from './realisations';
import { cashFlowRows, ledgerRows } from './ledger-rows';
import { accountValuesAt } from './account-value';
import { interestFundIds } from './interest-funds';
import { byTradeDate } from './trade-order';

type Reply = CallReply<typeof getDanishTaxReport>;
const zero = new Decimal(0);

/**
 * A Danish customer's year (issue 13): share income from ordinary accounts (sales at average cost,
 * the same results the realisation events show, and dividends) and each aktiesparekonto's return
 * marked to market, every year from its first so that a loss carried forward is carried right.
 */
export async function danishReport(
  db: Db,
  customerId: number,
  q: z.output<typeof NationalTaxReportQuerySchema>,
): Promise<Reply> {
  await requireTaxCountry(db, customerId, 'DK', 'The Danish tax report');
  const constants = DK_TAX_YEARS[q.year];
  if (!constants) {
    throw new HttpError(400, 'TAX_YEAR_NOT_KNOWN', `The Danish tax figures of ${q.year} are not known here`);
  }
  const accounts = await ownedAccounts(db, customerId, idList(q.accids), 'ALL');
  const ordinary = accounts.filter((a) => !isTaxWrapper('DK', a.type));
  const wrappers = accounts.filter((a) => isTaxWrapper('DK', a.type));
  const yearStart = `${q.year}-01-01`;
  const yearEnd = `${q.year}-12-31`;

  const replayed = ordinary.length
    ? await replaySales(db, customerId, { accids: ordinary.map((a) => a.accid).join(',') })
    : [];
  const events = replayed.map((s) => s.event).filter((e) => e.trade_date <= yearEnd);
  const dividendRows = await ledgerRows(
    db,
    ordinary.map((a) => a.accid),
    ['DIVIDEND'],
    yearEnd,
  );
  // Bond-based funds (obligationsbaserede investeringsforeninger) are capital income, not share income.
  const interestFunds = await interestFundIds(db, [
    ...events.map((e) => e.instrument_id),
    ...dividendRows.map((r) => Number(r.instrument_id)),
  ]);
  const yearOf = (date: string) => Number(date.slice(0, 4));
  const shareSales = events.filter((e) => !e.excluded && !interestFunds.has(e.instrument_id));
  const shareDividends = dividendRows.filter((r) => !interestFunds.has(Number(r.instrument_id)));
  const shareIncomeOf = (y: number) =>
    [...shareSales.filter((e) => yearOf(e.trade_date) === y).map((e) => e.result)]
      .concat(shareDividends.filter((r) => yearOf(r.trade_date) === y).map((r) => Number(r.amount)))
      .reduce((s, v) => s.plus(v), zero);
  // Earlier years' negative share income is carried into the asked year, year by year.
  const firstYear = Math.min(
    q.year,
    ...shareSales.map((e) => yearOf(e.trade_date)),
    ...shareDividends.map((r) => yearOf(r.trade_date)),
  );
  let lossBroughtForward = zero;
  for (let y = firstYear; y < q.year; y++) {
    const income = shareIncomeOf(y);
    lossBroughtForward = income.lte(0)
      ? lossBroughtForward.plus(income.negated())
      : lossBroughtForward.minus(Decimal.min(lossBroughtForward, income));
  }

  const sales = events.filter((e) => e.trade_date.startsWith(`${q.year}-`)).sort(byTradeDate);
  let gains = zero;
  let losses = zero;
  let capitalIncome = zero;
  for (const e of sales.filter((x) => !x.excluded)) {
    const result = new Decimal(e.result);
    if (interestFunds.has(e.instrument_id)) capitalIncome = capitalIncome.plus(result);
    else if (result.gt(0)) gains = gains.plus(result);
    else losses = losses.plus(result);
  }

  const byHolding = new Map<string, Reply['dividends'][number] & { exact: Decimal }>();
  for (const r of dividendRows.filter((x) => x.trade_date >= yearStart)) {
    if (interestFunds.has(Number(r.instrument_id))) {
      capitalIncome = capitalIncome.plus(r.amount);
      continue;
    }
    const key = `${r.accid}:${r.instrument_id}`;
    const account = ordinary.find((a) => a.accid === Number(r.accid))!;
    const row = byHolding.get(key) ?? {
      accid: account.accid,
      account_number: account.accno,
      instrument_name: r.name,
      isin: r.isin,
      amount: 0,
      exact: zero,
    };
    row.exact = row.exact.plus(r.amount);
    byHolding.set(key, row);
  }
  const dividends = [...byHolding.values()].sort((a, b) =>
    a.instrument_name.localeCompare(b.instrument_name, 'da'),
  );
  const dividendSum = dividends.reduce((s, d) => s.plus(d.exact), zero);
  const income = gains.plus(losses).plus(dividendSum);
  const tax = danishShareIncomeTax(q.year, income, lossBroughtForward);
  if (!tax.ok) throw new Error('known year without a limit');

  const aktiesparekonto = [];
  for (const account of wrappers) {
    aktiesparekonto.push({ account, ...(await askYear(db, account, q.year)) });
  }

  return {
    year: q.year,
    currency: 'DKK',
    sales: sales.map((e) => ({
      transaction_id: e.transaction_id,
      accid: e.accid,
      account_number: e.account_number,
      instrument_name: e.instrument_name,
      isin: e.isin,
      trade_date: e.trade_date,
      quantity: e.quantity,
      proceeds: new Decimal(e.sale_amount).minus(e.fees).toNumber(),
      cost: e.acquisition_cost,
      result: e.result,
      kind: interestFunds.has(e.instrument_id) ? 'INTEREST_FUND' : 'SHARE',
      excluded: e.excluded,
    })),
    capital_income: capitalIncome.toNumber(),
    dividends: dividends.map(({ exact, ...d }) => ({ ...d, amount: exact.toNumber() })),
    share_income: {
      gains: gains.toNumber(),
      losses: losses.toNumber(),
      dividends: dividendSum.toNumber(),
      income: income.toNumber(),
      loss_brought_forward: lossBroughtForward.toNumber(),
      loss_used: tax.value.lossUsed.toNumber(),
      limit: Number(constants.limit),
      low_part: tax.value.lowPart.toNumber(),
      high_part: tax.value.highPart.toNumber(),
      tax: tax.value.tax.toNumber(),
      loss_carried_forward: tax.value.lossCarriedForward.toNumber(),
    },
    aktiesparekonto: aktiesparekonto.map(({ account, start, end, deposits, withdrawals, year }) => ({
      accid: account.accid,
      account_number: account.accno,
      start_value: start.toNumber(),
      end_value: end.toNumber(),
      deposits: deposits.toNumber(),
      withdrawals: withdrawals.toNumber(),
      return: year.return.toNumber(),
      loss_used: year.lossUsed.toNumber(),
      taxable: year.taxable.toNumber(),
      tax: year.tax.toNumber(),
      loss_carried_forward: year.lossCarriedForward.toNumber(),
    })),
  };
}

/**
 * The account's year marked to market, after replaying every earlier year from its first
 * transaction so that the loss brought forward is what those years left.
 */
async function askYear(db: Db, account: { accid: number; currency: string }, year: number) {
  const movements = await cashFlowRows(db, [account.accid], `${year}-12-31`);
  const firstYear = movements.length > 0 ? Number(movements[0]!.trade_date.slice(0, 4)) : year;
  let lossBroughtForward = zero;
  let result;
  const from = Math.min(firstYear, year);
  // The end of the year before the first, then each year's end: a year's start is the one before.
  const yearEnds = await accountValuesAt(
    db,
    account.accid,
    account.currency,
    Array.from({ length: year - from + 2 }, (_, i) => `${from - 1 + i}-12-31`),
  );
  for (let y = from; y <= year; y++) {
    const start = yearEnds[y - from]!;
    const end = yearEnds[y - from + 1]!;
    const inYear = movements.filter((m) => m.trade_date.startsWith(`${y}-`));
    const deposits = inYear.filter((m) => m.type === 'DEPOSIT').reduce((s, m) => s.plus(m.amount), zero);
    const withdrawals = inYear
      .filter((m) => m.type === 'WITHDRAWAL')
      .reduce((s, m) => s.plus(new Decimal(m.amount).abs()), zero);
    const outcome = aktiesparekontoYear({
      startValue: start,
      endValue: end,
      deposits,
      withdrawals,
      lossBroughtForward,
    });
    lossBroughtForward = outcome.lossCarriedForward;
    result = { start, end, deposits, withdrawals, year: outcome };
  }
  return result!;
}
