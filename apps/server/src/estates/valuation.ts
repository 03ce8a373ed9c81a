import { asc, eq } from 'drizzle-orm';
import type { EstateValuation } from '@broker/contract';
import { Decimal, type Lang } from '@broker/domain';
import type { Db } from '../db/database';
import { accounts, customers, estates } from '../db/schema';
import { HttpError } from '../http/api-error';
import { convert, referenceFx } from '../instruments/fx';
import { fill } from '../platform/pdf-formats';
import { cashAt, holdingsAt } from '../tax/account-value';
import type { TaxDocument } from '../tax/tax-document';
import { ESTATE_VALUATION_TEXTS } from './valuation-texts';

const money = (value: Decimal, currency: string) => ({
  value: value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
  currency,
});

/**
 * What the estate held at the end of the day of death, account by account: cash from the ledger
 * and each holding at its last close on or before that day (tax/account-value.ts, the same reading
 * the ISK statement makes of a day). 409 NOT_AN_ESTATE for any other customer.
 */
export async function estateValuation(db: Db, customerId: number): Promise<EstateValuation> {
  const [estate] = await db
    .select({ diedOn: estates.diedOn, firstName: customers.firstName, lastName: customers.lastName })
    .from(estates)
    .innerJoin(customers, eq(customers.id, estates.customerId))
    .where(eq(estates.customerId, customerId));
  if (!estate)
    throw new HttpError(409, 'NOT_AN_ESTATE', 'Only an estate has a valuation on the day of death');
  const day = estate.diedOn;
  const fx = await referenceFx(db);
  const own = await db
    .select({
      accid: accounts.accid,
      accno: accounts.accno,
      type: accounts.type,
      alias: accounts.alias,
      currency: accounts.currency,
    })
    .from(accounts)
    .where(eq(accounts.customerId, customerId))
    .orderBy(asc(accounts.accno));
  const valued = [];
  for (const account of own) {
    const currency = account.currency.trim();
    const [cash] = await cashAt(db, account.accid, [day]);
    let total = cash!;
    const holdings = (await holdingsAt(db, account.accid, [day])).map((h) => {
      const value =
        h.close === null ? null : convert(fx, new Decimal(h.quantity).times(h.close), h.currency, currency);
      if (value) total = total.plus(value);
      return {
        name: h.name,
        isin: h.isin,
        quantity: Number(h.quantity),
        price: h.close === null ? null : money(new Decimal(h.close), h.currency),
        priceDay: h.closeDay,
        value: value ? money(value, currency) : null,
      };
    });
    valued.push({
      accid: account.accid,
      accno: account.accno,
      type: account.type,
      alias: account.alias,
      cash: money(cash!, currency),
      holdings,
      total: money(total, currency),
    });
  }
  return {
    name: [estate.firstName, estate.lastName].filter(Boolean).join(' '),
    diedOn: day,
    accounts: valued,
  };
}

/** The valuation as a document for the PDF writer the tax reports use: one table per account. */
export function estateValuationDocument(v: EstateValuation, lang: Lang): TaxDocument {
  const t = ESTATE_VALUATION_TEXTS[lang];
  const currency = v.accounts[0]?.total.currency ?? 'SEK';
  return {
    title: t.title,
    currency,
    footer: t.footer,
    summary: [
      { label: t.deceased, value: v.name, kind: 'text' },
      { label: t.diedOn, value: v.diedOn, kind: 'date' },
      ...v.accounts.map((a) =>
        a.total.currency === currency
          ? {
              label: fill(t.account, { accno: a.accno, type: a.type }),
              value: a.total.value,
              kind: 'money' as const,
            }
          : {
              label: fill(t.account, { accno: a.accno, type: a.type }),
              value: `${a.total.value.toFixed(2)} ${a.total.currency}`,
              kind: 'text' as const,
            },
      ),
    ],
    notes: [t.note],
    tables: v.accounts.map((a) => ({
      title: fill(t.account, { accno: a.accno, type: a.type }),
      columns: [
        { heading: t.col.instrument, kind: 'text' as const },
        { heading: t.col.isin, kind: 'text' as const },
        { heading: t.col.quantity, kind: 'quantity' as const },
        { heading: t.col.price, kind: 'money' as const },
        { heading: t.col.priceDay, kind: 'date' as const },
        { heading: fill(t.col.value, { currency: a.total.currency }), kind: 'money' as const },
      ],
      rows: [
        ...a.holdings.map((h) => [
          h.name,
          h.isin,
          h.quantity,
          h.price?.value ?? null,
          h.priceDay,
          h.value?.value ?? null,
        ]),
        [t.cash, null, null, null, null, a.cash.value],
      ],
      totals: [t.total, null, null, null, null, a.total.value],
    })),
  };
}
