import type { z } from 'zod';
import type { CallReply, NationalTaxReportQuerySchema, getIskStatement } from '@broker/contract';
import { Decimal, SE_ISK_YEARS, bookedCost, iskStatement, isTaxWrapper } from '@broker/domain';
import type { Db } from '../db/database';
import { ownedAccounts } from '../accounts/owned-accounts';
import { idList } from '../transactions/filter';
import { HttpError } from '../http/api-error';
import { requireTaxCountry } from './country';
import { ledgerRows } from './ledger-rows';
import { accountValuesAt } from './account-value';

type Reply = CallReply<typeof getIskStatement>;
const zero = new Decimal(0);

/** The day before each quarter starts: its closing value is the quarter's opening value. */
const quarterEves = (year: number) => [
  `${year - 1}-12-31`,
  `${year}-03-31`,
  `${year}-06-30`,
  `${year}-09-30`,
];

/**
 * Sweden's yearly standard tax on ISK and KF accounts (issue 13; domain `iskStatement`): each
 * account's capital base from its four quarter-start values and the year's deposits and transfers
 * in; the person's tax-free level is taken off the accounts in account order until it is used up,
 * so the accounts' rows add up to the person's statement.
 */
export async function iskReport(
  db: Db,
  customerId: number,
  q: z.output<typeof NationalTaxReportQuerySchema>,
): Promise<Reply> {
  await requireTaxCountry(db, customerId, 'SE', 'The ISK statement');
  const known = SE_ISK_YEARS[q.year];
  if (!known?.governmentBondRate) {
    throw new HttpError(400, 'TAX_YEAR_NOT_KNOWN', `The standard rate of ${q.year} is not known here`);
  }
  const wrappers = (await ownedAccounts(db, customerId, idList(q.accids), 'ALL')).filter((a) =>
    isTaxWrapper('SE', a.type),
  );
  const movements = await ledgerRows(
    db,
    wrappers.map((a) => a.accid),
    ['DEPOSIT', 'TRANSFER_IN'],
    `${q.year}-12-31`,
  );
  let taxFreeLeft = new Decimal(known.taxFreeLevel);
  let rate = zero;
  const accounts: Reply['accounts'] = [];
  const totals = { capital: zero, taxFree: zero, income: zero, tax: zero };
  for (const account of wrappers) {
    const values = await accountValuesAt(db, account.accid, account.currency, quarterEves(q.year));
    const inYear = movements.filter(
      (m) => Number(m.accid) === account.accid && m.trade_date >= `${q.year}-01-01`,
    );
    const deposits = inYear.filter((m) => m.type === 'DEPOSIT').reduce((s, m) => s.plus(m.amount), zero);
    const transfers = inYear
      .filter((m) => m.type === 'TRANSFER_IN')
      .reduce((s, m) => s.plus(bookedCost(m)), zero);
    const outcome = iskStatement({
      year: q.year,
      quarterStartValues: [values[0]!, values[1]!, values[2]!, values[3]!],
      deposits,
      transfersIn: transfers,
      taxFreeUsed: taxFreeLeft,
    });
    if (!outcome.ok) throw new Error('known year refused');
    const s = outcome.statement;
    taxFreeLeft = taxFreeLeft.minus(s.taxFree);
    rate = s.ratePercent;
    totals.capital = totals.capital.plus(s.capitalBase);
    totals.taxFree = totals.taxFree.plus(s.taxFree);
    totals.income = totals.income.plus(s.standardIncome);
    totals.tax = totals.tax.plus(s.tax);
    accounts.push({
      accid: account.accid,
      account_number: account.accno,
      type: account.type,
      quarter_start_values: values.map((v) => v.toNumber()),
      deposits: deposits.toNumber(),
      transfers_in: transfers.toNumber(),
      capital_base: s.capitalBase.toNumber(),
      tax_free: s.taxFree.toNumber(),
      standard_income: s.standardIncome.toNumber(),
      tax: s.tax.toNumber(),
    });
  }
  return {
    year: q.year,
    currency: 'SEK',
    rate_percent: (accounts.length > 0 ? rate : new Decimal(known.governmentBondRate).plus(1)).toNumber(),
    tax_free_level: Number(known.taxFreeLevel),
    accounts,
    totals: {
      capital_base: totals.capital.toNumber(),
      tax_free: totals.taxFree.toNumber(),
      standard_income: totals.income.toNumber(),
      tax: totals.tax.toNumber(),
    },
  };
}
