import type { z } from 'zod';
import type { CallReply, Finnish9AQuerySchema, get9AFilters, get9AReport } from '@broker/contract';
import { Decimal, FI_SMALL_DISPOSALS_EUR, finnishDisposals } from '@broker/domain';
import type { Db } from '../db/database';
import { isReported, replaySales } from './realisations';
import { requireTaxCountry } from './country';
import { byTradeDate } from './trade-order';

/**
 * The year's 9A (spec 001 §7.21): each reported sale (not on the equity savings account, not
 * excluded) split into the purchases it used, each with the better of its actual and deemed cost.
 */
export async function finnish9A(
  db: Db,
  customerId: number,
  q: z.output<typeof Finnish9AQuerySchema>,
): Promise<CallReply<typeof get9AReport>> {
  await requireTaxCountry(db, customerId, 'FI', 'Form 9A');
  const sales = (
    await replaySales(db, customerId, {
      accids: q.accid === undefined ? undefined : String(q.accid),
      instrument_ids: q.instruments,
    })
  ).filter((s) => isReported(s.event) && s.event.trade_date.startsWith(`${q.year}-`));
  const disposals = sales
    .sort((a, b) => byTradeDate(a.event, b.event))
    .flatMap((s) =>
      finnishDisposals(s.realisation).map((d) => ({
        transaction_id: s.event.transaction_id,
        instrument_name: s.event.instrument_name,
        isin: s.event.isin,
        quantity: d.quantity.toNumber(),
        acquired: d.acquired,
        sold: d.sold,
        sale_price: d.amount.toNumber(),
        actual_cost: d.actualCost.toNumber(),
        deemed_cost: d.deemedCost.toNumber(),
        uses_deemed_cost: d.usesDeemedCost,
        result: d.result.toNumber(),
        exact: d,
      })),
    );
  const zero = new Decimal(0);
  const salePrices = disposals.reduce((s, d) => s.plus(d.exact.amount), zero);
  const gains = disposals.reduce((s, d) => (d.exact.result.gt(0) ? s.plus(d.exact.result) : s), zero);
  const losses = disposals.reduce((s, d) => (d.exact.result.lt(0) ? s.plus(d.exact.result) : s), zero);
  return {
    year: q.year,
    currency: sales[0]?.event.currency ?? 'EUR',
    disposals: disposals.map(({ exact: _exact, ...d }) => d),
    totals: {
      sale_prices: salePrices.toNumber(),
      gains: gains.toNumber(),
      losses: losses.toNumber(),
      net: gains.plus(losses).toNumber(),
    },
    small_disposals_tax_free: disposals.length > 0 && salePrices.lte(FI_SMALL_DISPOSALS_EUR),
  };
}

/** Spec 001 §7.21 9A "filters": the years with reported sales, their accounts and instruments. */
export async function finnish9AFilters(db: Db, customerId: number): Promise<CallReply<typeof get9AFilters>> {
  await requireTaxCountry(db, customerId, 'FI', 'Form 9A');
  const events = (await replaySales(db, customerId, {})).map((s) => s.event).filter(isReported);
  const years = [...new Set(events.map((e) => Number(e.trade_date.slice(0, 4))))].sort((a, b) => b - a);
  const accounts = new Map(events.map((e) => [e.accid, e.account_number]));
  const instruments = new Map(events.map((e) => [e.instrument_id, e.instrument_name]));
  return {
    years,
    accounts: [...accounts]
      .sort(([a], [b]) => a - b)
      .map(([accid, account_number]) => ({ accid, account_number })),
    instruments: [...instruments]
      .sort(([, a], [, b]) => a.localeCompare(b, 'fi'))
      .map(([instrument_id, name]) => ({ instrument_id, name })),
  };
}
