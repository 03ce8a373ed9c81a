import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallReply, RealisationEventsQuerySchema, getRealisationEvents } from '@broker/contract';
import {
  ACQUIRING_TYPES,
  COST_METHOD,
  REALISING_TYPES,
  bookedCost,
  type CorporateActionDetail,
  type TransactionDetail,
  type CountryCode,
  Decimal,
  isTaxWrapper,
  realise,
  type HoldingEvent,
  type Realisation,
} from '@broker/domain';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';
import { ownedAccounts } from '../accounts/owned-accounts';
import { idList } from '../transactions/filter';
import { customerCountry } from './country';
import { byTradeDate } from './trade-order';
import { moveReplays, type MoveIn } from './move-replay';

type Reply = CallReply<typeof getRealisationEvents>;
export type RealisationEventOut = Reply['events'][number];
type Query = z.output<typeof RealisationEventsQuerySchema>;

/** Splits change the number of shares a cost is spread over. */
const RESHAPING_TYPES = ['CORPORATE_ACTION'] as const;

export interface LedgerRow {
  id: number;
  accid: number;
  instrument_id: number;
  type: string;
  trade_date: string;
  quantity: string;
  price: string | null;
  amount: string;
  fee: string;
  currency: string;
  name: string;
  isin: string;
  /** A corporate action's or transfer in's detail (jsonb), else null. */
  detail: TransactionDetail | null;
}

/** A corporate action row's split, else undefined. */
export function splitOf(row: LedgerRow): { from: number; to: number } | undefined {
  const d = row.detail;
  return row.type === 'CORPORATE_ACTION' && d && 'action' in d && d.action === 'SPLIT'
    ? { from: d.from, to: d.to }
    : undefined;
}

/** A corporate action row's move (spin-off or merger), else undefined. */
export function moveOf(row: LedgerRow): Extract<CorporateActionDetail, { role: 'FROM' | 'TO' }> | undefined {
  const d = row.detail;
  return row.type === 'CORPORATE_ACTION' && d && 'role' in d ? d : undefined;
}

/**
 * A move's key, the same on its two rows and on every account it was booked on: its day, its
 * action and the two instruments, old first.
 */
export function moveKey(
  row: LedgerRow,
  move: { action: string; role: 'FROM' | 'TO'; counterpart: number; eventId?: number },
) {
  // Booked for a corporate event: its id, however the accounts' rows were dated.
  if (move.eventId !== undefined) return `event:${move.eventId}:${move.action}`;
  const [from, to] =
    move.role === 'FROM'
      ? [Number(row.instrument_id), move.counterpart]
      : [move.counterpart, Number(row.instrument_id)];
  return `${row.trade_date}:${move.action}:${from}:${to}`;
}

/**
 * Whether a split row is the first of its split in a pooled holding: a split is booked on every
 * account that holds the share, and a pool of several accounts must split once.
 */
export function firstOfSplit(seen: Set<string>, row: LedgerRow, split: { from: number; to: number }) {
  const key = `${row.trade_date}:${split.from}:${split.to}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** Rows a reversal has taken back (on or before `until`) are left out of every replay. */
export const notReversed = (until: string | null) =>
  sql`not exists (select 1 from transactions r where r.related_id = t.id and r.type = 'REVERSAL'
                  and (${until}::date is null or r.trade_date <= ${until}::date))`;

/** The customer's corrections in force: the excluded sales and the acquisition costs they gave. */
export interface Corrections {
  excluded: Set<number>;
  costs: Map<number, Decimal>;
}

export async function loadCorrections(db: Db, transactionIds: readonly number[]): Promise<Corrections> {
  const rows = await queryRows<{ transaction_id: number; kind: string; acquisition_cost: string | null }>(
    db,
    sql`select transaction_id, kind, acquisition_cost::text as acquisition_cost from tax_adjustments
        where transaction_id = any(${intArray(transactionIds)}::int[]) order by id`,
  );
  const excluded = new Set<number>();
  const costs = new Map<number, Decimal>();
  // In booking order, so the latest of each kind is the one left standing.
  for (const r of rows) {
    const id = Number(r.transaction_id);
    if (r.kind === 'EXCLUDE') excluded.add(id);
    else if (r.kind === 'RESTORE') excluded.delete(id);
    else if (r.acquisition_cost === null) costs.delete(id);
    else costs.set(id, new Decimal(r.acquisition_cost));
  }
  return { excluded, costs };
}

/**
 * Every sale of the chosen accounts with its realised result, replayed from each holding's whole
 * history (a sale in the asked year may use purchases of any earlier one), by the method of the
 * customer's country, with their corrections applied. Another customer's account answers 404.
 */
export async function realisationEvents(db: Db, customerId: number, q: Query): Promise<Reply> {
  const events = (await replaySales(db, customerId, q)).map((s) => s.event);
  const chosen = events
    .filter((e) => q.year === undefined || e.trade_date.startsWith(`${q.year}-`))
    .filter(
      (e) => q.user_edited === undefined || (e.user_edited || e.excluded) === (q.user_edited === 'true'),
    )
    // Newest first.
    .sort((a, b) => byTradeDate(b, a));
  return { events: chosen, totals: totalsOf(chosen) };
}

/** A sale as the replay left it: the event the calls show, and the domain's realisation with its lots. */
export interface ReplayedSale {
  event: RealisationEventOut;
  realisation: Realisation;
}

/**
 * Which holding a transaction belongs to for its cost: Sweden's and Denmark's average cost and
 * Norway's first in, first out pool a person's shares of one kind across all their ordinary
 * accounts (in one currency); Finland applies first in, first out per book-entry account; each
 * tax-wrapper account is a holding of its own.
 */
export function poolKey(
  country: CountryCode,
  account: { accid: number; type: string; currency: string },
  instrumentId: number,
): string {
  if (country === 'FI' || isTaxWrapper(country, account.type)) return `${account.accid}:${instrumentId}`;
  return `${account.currency}:${instrumentId}`;
}

/**
 * Replays every holding (see `poolKey`) from its first transaction, with the customer's
 * corrections, and answers the sales on the chosen accounts (and instruments). A chosen account's
 * sales are costed with the purchases on the customer's other accounts that share its pool.
 */
export async function replaySales(
  db: Db,
  customerId: number,
  q: Pick<Query, 'accids' | 'instrument_ids'>,
): Promise<ReplayedSale[]> {
  const chosen = new Set((await ownedAccounts(db, customerId, idList(q.accids), 'ALL')).map((a) => a.accid));
  return (await replayCustomer(db, customerId, idList(q.instrument_ids))).sales.filter((s) =>
    chosen.has(s.event.accid),
  );
}

/** A holding as the replay leaves it today: its shares, what they cost in force, and whether a correction reaches it. */
export interface HeldCost {
  quantity: Decimal;
  cost: Decimal;
  edited: boolean;
}

/**
 * The whole replay of a customer's holdings with their corrections: every sale (of `instruments`,
 * or all) with its result, what each holding still holds and costs, and which holding (pool) an
 * account's shares of an instrument belong to. The positions pages read the same figures the tax
 * reports do.
 */
export async function replayCustomer(
  db: Db,
  customerId: number,
  instruments?: readonly number[],
): Promise<{
  sales: ReplayedSale[];
  held: Map<string, HeldCost>;
  poolOf(accid: number, instrumentId: number): string;
  corrections: Corrections;
}> {
  const accounts = await ownedAccounts(db, customerId, undefined, 'ALL');
  const country = await customerCountry(db, customerId);
  const rows = await queryRows<LedgerRow>(
    db,
    sql`select t.id, t.accid, t.instrument_id, t.type, t.trade_date::text as trade_date,
               t.quantity::text as quantity, t.price::text as price, t.amount::text as amount,
               t.fee::text as fee, trim(t.currency) as currency, i.name, i.isin, t.detail
        from transactions t join instruments i on i.instrument_id = t.instrument_id
        where t.accid = any(${intArray(accounts.map((a) => a.accid))}::int[])
          and t.type = any(${`{${[...ACQUIRING_TYPES, ...REALISING_TYPES, ...RESHAPING_TYPES].join(',')}}`}::text[])
          and ${notReversed(null)}
        order by t.instrument_id, t.trade_date, t.id`,
  );
  // Every holding is replayed, chosen or not: a spin-off or a merger brings another's cost in.
  const corrections = await loadCorrections(
    db,
    rows.map((r) => Number(r.id)),
  );
  const method = COST_METHOD[country];
  const accountOf = new Map(accounts.map((a) => [a.accid, a]));
  const pools = new Map<string, LedgerRow[]>();
  for (const r of rows) {
    const key = poolKey(country, accountOf.get(Number(r.accid))!, Number(r.instrument_id));
    pools.set(key, [...(pools.get(key) ?? []), r]);
  }

  const sales: ReplayedSale[] = [];
  // The purchases whose cost the customer corrected, by event id.
  const correctedIds = new Set<string>();
  // Every holding's events first; a move's lots are filled in when its holding is replayed.
  const built = new Map<string, { events: HoldingEvent[]; ins: Map<string, MoveIn> }>();
  for (const [key, holding] of pools) {
    const replay: HoldingEvent[] = [];
    const ins = new Map<string, MoveIn>();
    const outs = new Map<string, Extract<HoldingEvent, { kind: 'MOVE_OUT' }>>();
    const splits = new Set<string>();
    for (const r of holding) {
      const id = String(r.id);
      const split = splitOf(r);
      if (split) {
        if (firstOfSplit(splits, r, split)) replay.push({ kind: 'SPLIT', id, date: r.trade_date, ...split });
        continue;
      }
      const move = moveOf(r);
      if (move) {
        // Once per holding, however many of its accounts the move was booked on.
        const mkey = moveKey(r, move);
        if (move.role === 'FROM') {
          // Shares leaving (a merger, rights used) go with their whole cost.
          const leaving = new Decimal(r.quantity).negated();
          const seen = outs.get(mkey);
          if (seen) {
            if (!leaving.isZero()) seen.shares = new Decimal(seen.shares ?? 0).plus(leaving);
            continue;
          }
          const event: Extract<HoldingEvent, { kind: 'MOVE_OUT' }> = {
            kind: 'MOVE_OUT',
            id: mkey,
            date: r.trade_date,
            costShare: move.costShare,
            ...(leaving.isZero() ? {} : { shares: leaving }),
          };
          outs.set(mkey, event);
          replay.push(event);
        } else {
          const seen = ins.get(mkey);
          if (seen) {
            seen.shares = seen.shares.plus(r.quantity);
            seen.paid = seen.paid.minus(r.amount);
            continue;
          }
          ins.set(mkey, {
            source: poolKey(country, accountOf.get(Number(r.accid))!, move.counterpart),
            action: move.action,
            date: r.trade_date,
            shares: new Decimal(r.quantity),
            paid: new Decimal(r.amount).negated(),
          });
          replay.push({ kind: 'MOVE_IN', id: mkey, date: r.trade_date, lots: [] });
        }
        continue;
      }
      if (r.type === 'CORPORATE_ACTION') continue; // no other action changes a cost yet
      if (r.type === 'SELL') {
        const fee = new Decimal(r.fee);
        replay.push({
          kind: 'SELL',
          id,
          date: r.trade_date,
          quantity: r.quantity,
          amount: new Decimal(r.amount).plus(fee),
          fees: fee,
        });
        continue;
      }
      const corrected = corrections.costs.get(Number(r.id));
      if (corrected !== undefined) correctedIds.add(id);
      // The cost in force, fees inside it: the realised result does not need them apart.
      replay.push({
        kind: 'BUY',
        id,
        date: r.trade_date,
        quantity: r.quantity,
        amount: corrected ?? bookedCost(r),
        fees: 0,
      });
    }
    built.set(key, { events: replay, ins });
  }
  // Whether a corrected cost reaches a holding's event: a corrected purchase before it, or a move
  // before it from a holding a corrected cost had reached by then (spin-offs and mergers carry cost).
  const reached = new Map<string, boolean>();
  const editedBefore = (key: string, index: number): boolean => {
    const at = `${key}|${index}`;
    const known = reached.get(at);
    if (known !== undefined) return known;
    reached.set(at, false); // a move in a circle adds nothing
    const pool = built.get(key);
    const events = pool?.events.slice(0, index) ?? [];
    const found = events.some((e) => {
      if (e.kind === 'BUY') return correctedIds.has(e.id);
      if (e.kind !== 'MOVE_IN') return false;
      const source = pool!.ins.get(e.id)!.source;
      const out = built.get(source)?.events.findIndex((x) => x.kind === 'MOVE_OUT' && x.id === e.id) ?? -1;
      return out >= 0 && editedBefore(source, out);
    });
    reached.set(at, found);
    return found;
  };
  const { outcomeOf } = moveReplays(built, (key, events) => {
    const outcome = realise(events, method);
    if (!outcome.ok) {
      // The ledger never sells more than is held; a report must not paper over it if it did.
      throw new Error(`holding ${key}: ${outcome.eventId} takes more than is held`);
    }
    return outcome;
  });

  const held = new Map<string, HeldCost>();
  for (const [key, holding] of pools) {
    const first = holding[0]!;
    if (instruments && !instruments.includes(Number(first.instrument_id))) continue;
    const rowOf = new Map(holding.map((r) => [String(r.id), r]));
    const outcome = outcomeOf(key);
    held.set(key, {
      quantity: outcome.holding.quantity,
      cost: outcome.holding.cost,
      edited: editedBefore(key, built.get(key)!.events.length),
    });
    for (const s of outcome.realisations) {
      const transactionId = Number(s.id);
      const account = accountOf.get(Number(rowOf.get(s.id)!.accid))!;
      const event: RealisationEventOut = {
        transaction_id: transactionId,
        accid: account.accid,
        account_number: account.accno,
        account_type: account.type,
        instrument_id: Number(first.instrument_id),
        instrument_name: String(first.name),
        isin: String(first.isin),
        trade_date: s.date,
        quantity: s.quantity.toNumber(),
        sale_amount: s.amount.toNumber(),
        fees: s.fees.toNumber(),
        acquisition_cost: s.cost.toNumber(),
        result: s.result.toNumber(),
        currency: String(first.currency),
        method,
        tax_wrapper: isTaxWrapper(country, account.type),
        excluded: corrections.excluded.has(transactionId),
        user_edited: editedBefore(
          key,
          built.get(key)!.events.findIndex((e) => e.kind === 'SELL' && e.id === s.id),
        ),
      };
      sales.push({ event, realisation: s });
    }
  }
  return {
    sales,
    held,
    poolOf: (accid, instrumentId) => poolKey(country, accountOf.get(accid)!, instrumentId),
    corrections,
  };
}

/** Whether an event counts in the customer's reports: not excluded, not on a tax-wrapper account. */
export const isReported = (e: RealisationEventOut) => !e.excluded && !e.tax_wrapper;

/** Gains, losses and net of the reported events, per currency of the events, summed exactly. */
export function totalsOf(events: readonly RealisationEventOut[]): Reply['totals'] {
  const by = new Map<string, { count: number; gains: Decimal; losses: Decimal }>();
  // Every currency the sales are in has its line, zero when none of them is reported.
  for (const e of events) by.set(e.currency, { count: 0, gains: new Decimal(0), losses: new Decimal(0) });
  for (const e of events.filter(isReported)) {
    const t = by.get(e.currency) ?? { count: 0, gains: new Decimal(0), losses: new Decimal(0) };
    const result = new Decimal(e.result);
    by.set(e.currency, {
      count: t.count + 1,
      gains: result.gt(0) ? t.gains.plus(result) : t.gains,
      losses: result.lt(0) ? t.losses.plus(result) : t.losses,
    });
  }
  return [...by]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({
      currency,
      count: t.count,
      gains: t.gains.toNumber(),
      losses: t.losses.toNumber(),
      net: t.gains.plus(t.losses).toNumber(),
    }));
}
