import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { fxRates } from '../db/schema';

export type FxTable = Map<string, Decimal>;

export async function loadFx(db: Db): Promise<FxTable> {
  const rows = await db.select().from(fxRates);
  return new Map(rows.map((r) => [r.currency.trim(), new Decimal(r.sekPerUnit)]));
}

/** Converts through SEK, the reference currency of the rates table. */
export function convert(fx: FxTable, amount: Decimal, from: string, to: string): Decimal {
  if (from === to) return amount;
  const fromSek = fx.get(from);
  const toSek = fx.get(to);
  if (!fromSek || !toSek) throw new Error(`no exchange rate between ${from} and ${to}`);
  return amount.times(fromSek).dividedBy(toSek);
}
