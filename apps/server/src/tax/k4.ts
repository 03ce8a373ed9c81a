import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallReply, getK4Available, getK4Report } from '@broker/contract';
import {
  Decimal,
  isTaxWrapper,
  k4Forms,
  k4Rows,
  k4SectionOf,
  type K4Row,
  type K4Section,
} from '@broker/domain';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';
import { ownedAccounts } from '../accounts/owned-accounts';
import { isReported, realisationEvents } from './realisations';
import { requireTaxCountry } from './country';
import { sruFiler } from './sru-filer';

type Query = z.output<NonNullable<(typeof getK4Report)['query']>>;

const money = (d: Decimal) => d.toNumber();

/**
 * The year's K4 (spec 001 §7.21 "K4 per account, all"): the reported realisation events (not on
 * ISK or KF, not excluded) on the form's sections, exact to the öre, and the forms as they are
 * filed. The same events the realised results show, so the two always agree.
 */
export async function k4Report(db: Db, customerId: number, q: Query): Promise<CallReply<typeof getK4Report>> {
  await requireTaxCountry(db, customerId, 'SE', 'K4');
  const { events } = await realisationEvents(db, customerId, { accids: q.accids, year: q.year });
  const reported = events.filter(isReported);
  const ids = [...new Set(reported.map((e) => e.instrument_id))];
  const instruments = await queryRows<{
    instrument_id: number;
    group_type: string;
    fund_type: string | null;
    currency: string;
  }>(
    db,
    sql`select instrument_id, group_type, fund_type, trim(currency) as currency from instruments
        where instrument_id = any(${intArray(ids)}::int[])`,
  );
  const kind = new Map(
    instruments.map((i) => [
      Number(i.instrument_id),
      k4SectionOf({ groupType: i.group_type, fundType: i.fund_type, currency: i.currency }),
    ]),
  );
  const rows = k4Rows(
    reported.map((e) => ({
      section: kind.get(e.instrument_id)!,
      key: e.isin,
      name: e.instrument_name,
      quantity: e.quantity,
      salePrice: new Decimal(e.sale_amount).minus(e.fees),
      cost: e.acquisition_cost,
    })),
  );
  const sum = (of: readonly K4Row[], pick: (r: K4Row) => Decimal) =>
    of.reduce((s, r) => s.plus(pick(r)), new Decimal(0));
  const sections = (['A', 'C', 'D'] as const satisfies readonly K4Section[])
    .map((section) => ({ section, rows: rows.filter((r) => r.section === section) }))
    .filter((s) => s.rows.length > 0)
    .map(({ section, rows: of }) => ({
      section,
      rows: of.map((r) => ({
        name: r.name,
        isin: r.key,
        quantity: r.quantity.toNumber(),
        sale_price: money(r.salePrice),
        cost: money(r.cost),
        gain: money(r.gain),
        loss: money(r.loss),
      })),
      totals: {
        sale_price: money(sum(of, (r) => r.salePrice)),
        cost: money(sum(of, (r) => r.cost)),
        gain: money(sum(of, (r) => r.gain)),
        loss: money(sum(of, (r) => r.loss)),
      },
    }));
  return { year: q.year, currency: 'SEK', sections, forms: rows.length > 0 ? k4Forms(rows) : [] };
}

/** Spec 001 §7.21 K4 "available data": the years with sales to report, the accounts that report. */
export async function k4Available(db: Db, customerId: number): Promise<CallReply<typeof getK4Available>> {
  await requireTaxCountry(db, customerId, 'SE', 'K4');
  const accounts = (await ownedAccounts(db, customerId, undefined, 'ALL')).filter(
    (a) => !isTaxWrapper('SE', a.type),
  );
  const { events } = await realisationEvents(db, customerId, {});
  const years = [...new Set(events.filter(isReported).map((e) => Number(e.trade_date.slice(0, 4))))];
  return {
    years: years.sort((a, b) => b - a),
    accounts: accounts.map((a) => ({ accid: a.accid, account_number: a.accno, type: a.type })),
    sru_available: (await sruFiler(db, customerId)) !== undefined,
  };
}
