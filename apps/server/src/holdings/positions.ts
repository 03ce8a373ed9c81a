import { sql } from 'drizzle-orm';
import type { CallReply, getHoldingPosition, getHoldingPositions } from '@broker/contract';
import { ACQUIRING_TYPES, Decimal, bookedCost, type TransactionDetail } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';
import { HttpError, notFound } from '../http/api-error';
import { ownedAccounts } from '../accounts/owned-accounts';
import { valuePositions, type ValuedPosition } from '../accounts/valuation';
import { instrumentOf } from '../accounts/replies';
import { notReversed, replayCustomer, type HeldCost, type ReplayedSale } from '../tax/realisations';
import { setAcquisitionCost } from '../tax/adjustments';

/**
 * Positions by id (spec 001 §7.10 "positions (with update-acquisition-cost, by id)"; issue 14).
 * A position is an account's holding of one instrument, its id `accid-instrumentId`. Its
 * acquisition cost is the tax area's: the customer's holdings replayed from their first
 * transaction by the country's method with the corrections in force (tax/realisations.ts), so the
 * page and every tax report agree. Where the country pools one kind of share over several ordinary
 * accounts (Sweden's and Denmark's average cost, Norway's FIFO), an account's part of the pool's
 * cost is its share of the pool's shares. A correction is stored as the tax area stores it
 * (tax/adjustments.ts: an append-only row with who and when), on a purchase among the position's
 * lots.
 */

type Account = { accid: number; accno: string; alias: string; type: string; currency: string };
type Position = CallReply<typeof getHoldingPositions>[number];
type PositionDetail = CallReply<typeof getHoldingPosition>;
type Lot = PositionDetail['lots'][number];

const MAX_ID = 2_147_483_647;
const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export const positionIdOf = (accid: number, instrumentId: number) => `${accid}-${instrumentId}`;

/** The account's part of its pool's cost in force; the booked value when the replay has none. */
function costOf(p: ValuedPosition, held: HeldCost | undefined): { cost: Decimal; edited: boolean } {
  if (!held || held.quantity.lte(0)) return { cost: p.acqValueAcc, edited: false };
  const cost = held.quantity.eq(p.qty) ? held.cost : round2(held.cost.times(p.qty).dividedBy(held.quantity));
  return { cost, edited: held.edited };
}

function positionOf(
  account: Account,
  p: ValuedPosition,
  replay: Awaited<ReturnType<typeof replayCustomer>>,
): Position {
  const { cost, edited } = costOf(p, replay.held.get(replay.poolOf(account.accid, p.instrumentId)));
  const value = round2(p.marketValueAcc);
  const unrealised = value.minus(cost);
  return {
    position_id: positionIdOf(account.accid, p.instrumentId),
    accid: account.accid,
    accno: account.accno,
    instrument: instrumentOf(p),
    quantity: p.qty.toNumber(),
    acquisition_cost: cost.toNumber(),
    average_acquisition_price: p.qty.isZero()
      ? 0
      : cost.dividedBy(p.qty).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber(),
    acquisition_cost_edited: edited,
    last_price: p.last.toNumber(),
    market_value: value.toNumber(),
    unrealised_result: unrealised.toNumber(),
    unrealised_percent: cost.isZero()
      ? null
      : unrealised.dividedBy(cost).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
    currency: account.currency.trim(),
  };
}

/** Every holding of the accounts, by account, then by instrument name. */
export async function listPositions(db: Db, customerId: number, accounts: readonly Account[]) {
  if (accounts.length === 0) return [];
  const replay = await replayCustomer(db, customerId);
  const out: Position[] = [];
  for (const a of accounts) {
    for (const p of await valuePositions(db, a)) out.push(positionOf(a, p, replay));
  }
  return out;
}

/** The account and instrument a position id names, if the account is the customer's; else 404. */
async function ownedPosition(
  db: Db,
  customerId: number,
  positionId: string,
): Promise<{ account: Account; instrumentId: number }> {
  const missing = () => notFound('POSITION_NOT_FOUND', `No position ${positionId} of yours`);
  const [accid, instrumentId] = positionId.split('-').map(Number) as [number, number];
  if (!(accid >= 1 && accid <= MAX_ID && instrumentId >= 1 && instrumentId <= MAX_ID)) throw missing();
  const account = (await ownedAccounts(db, customerId)).find((a) => a.accid === accid);
  if (!account) throw missing();
  return { account, instrumentId };
}

interface LotRow {
  id: number;
  type: string;
  trade_date: string;
  quantity: string;
  price: string | null;
  amount: string;
  detail: TransactionDetail | null;
}

/** The change in shares a row makes (domain holdingEffect). */
const effectOf = (r: LotRow) =>
  r.type === 'SELL' ? new Decimal(r.quantity).negated() : new Decimal(r.quantity);

/** The account's movements of the instrument since it last held none, oldest first. */
async function lotRows(db: Db, accid: number, instrumentId: number): Promise<LotRow[]> {
  const rows = await queryRows<LotRow>(
    db,
    sql`select t.id, t.type, t.trade_date::text as trade_date, t.quantity::text as quantity,
               t.price::text as price, t.amount::text as amount, t.detail
        from transactions t
        where t.accid = ${accid} and t.instrument_id = ${instrumentId}
          and t.type in ('BUY', 'TRANSFER_IN', 'SELL', 'CORPORATE_ACTION') and ${notReversed(null)}
        order by t.trade_date, t.id`,
  );
  let held = new Decimal(0);
  let start = 0;
  rows.forEach((r, i) => {
    held = held.plus(effectOf(r));
    if (held.isZero()) start = i + 1;
  });
  return rows.slice(start);
}

function lotOf(r: LotRow, costs: Map<number, Decimal>, sales: Map<number, ReplayedSale>): Lot {
  const id = Number(r.id);
  const acquiring = (ACQUIRING_TYPES as readonly string[]).includes(r.type);
  const booked = acquiring ? bookedCost(r) : null;
  const corrected = costs.get(id);
  const sale = sales.get(id);
  const d = r.detail;
  const split =
    r.type === 'CORPORATE_ACTION' && d && 'action' in d && d.action === 'SPLIT'
      ? { from: d.from, to: d.to }
      : null;
  return {
    transaction_id: id,
    type: r.type,
    trade_date: r.trade_date,
    quantity: effectOf(r).toNumber(),
    price: r.price === null || r.type === 'CORPORATE_ACTION' ? null : Number(r.price),
    amount: Number(r.amount),
    acquisition_cost: acquiring
      ? (corrected ?? booked)!.toNumber()
      : sale
        ? sale.event.acquisition_cost
        : null,
    booked_cost: booked?.toNumber() ?? null,
    acquisition_cost_edited: acquiring ? corrected !== undefined : (sale?.event.user_edited ?? false),
    result: sale ? sale.event.result : null,
    editable: acquiring,
    split,
  };
}

/** One position with its lots; 404 for one that is not the customer's or holds nothing. */
export async function positionDetail(
  db: Db,
  customerId: number,
  positionId: string,
): Promise<PositionDetail> {
  const { account, instrumentId } = await ownedPosition(db, customerId, positionId);
  const valued = (await valuePositions(db, account)).find((p) => p.instrumentId === instrumentId);
  if (!valued) throw notFound('POSITION_NOT_FOUND', `No position ${positionId} of yours`);
  const [replay, rows] = await Promise.all([
    replayCustomer(db, customerId, [instrumentId]),
    lotRows(db, account.accid, instrumentId),
  ]);
  const sales = new Map(
    replay.sales.filter((s) => s.event.accid === account.accid).map((s) => [s.event.transaction_id, s]),
  );
  return {
    ...positionOf(account, valued, replay),
    lots: rows.map((r) => lotOf(r, replay.corrections.costs, sales)),
  };
}

/**
 * Corrects the acquisition cost of one of the position's purchases or transfers in (null: the
 * booked cost again), through the tax area's correction, and answers the position as it now is.
 * A transaction that is not among the position's lots answers 404, one that is but bought nothing
 * (a sale, a split) 400; either way nothing is stored.
 */
export async function correctPositionCost(
  db: Db,
  who: { customerId: number; userId: number },
  positionId: string,
  body: { transaction_id: number; acquisition_cost: number | null },
  at: Date,
): Promise<PositionDetail> {
  const { account, instrumentId } = await ownedPosition(db, who.customerId, positionId);
  const lots = await lotRows(db, account.accid, instrumentId);
  if (lots.length === 0) throw notFound('POSITION_NOT_FOUND', `No position ${positionId} of yours`);
  const lot = lots.find((r) => Number(r.id) === body.transaction_id);
  if (!lot)
    throw notFound('TRANSACTION_NOT_FOUND', `No purchase ${body.transaction_id} in position ${positionId}`);
  if (!(ACQUIRING_TYPES as readonly string[]).includes(lot.type)) {
    throw new HttpError(
      400,
      'INPUT_ERROR',
      `Transaction ${body.transaction_id} is a ${lot.type}, not a purchase`,
      [{ code: 'INPUT_ERROR', field: 'transaction_id' }],
    );
  }
  await setAcquisitionCost(db, who, body.transaction_id, body.acquisition_cost, at);
  return positionDetail(db, who.customerId, positionId);
}
