import { Decimal } from '../money';
import type { CountryCode } from '../countries';

/**
 * Realised results of one holding (an instrument on an account), by the method the customer's
 * country taxes with (issue 13): Sweden and Denmark pool every share of a kind at its average
 * acquisition cost, courtage included (genomsnittsmetoden; gennemsnitsmetoden); Finland and Norway
 * sell the earliest bought first (FIFO). Amounts are in the account's currency, exact decimals.
 *
 * Every sale's acquisition cost is rounded to the öre, once, and taken out of the pool: what the
 * sales took plus what the holding still carries is exactly what was paid, so no öre is lost or
 * counted twice however many sales split a purchase.
 */

export type CostMethod = 'AVERAGE' | 'FIFO';

/** The method each country's tax on share sales uses (FACTS.md: SE, DK average cost; FI, NO FIFO). */
export const COST_METHOD: Record<CountryCode, CostMethod> = {
  SE: 'AVERAGE',
  DK: 'AVERAGE',
  FI: 'FIFO',
  NO: 'FIFO',
};

/** A movement of the holding, in the order it happened. */
export type HoldingEvent =
  | {
      /** A purchase, or shares transferred in at the acquisition cost the customer gave. */
      kind: 'BUY';
      id: string;
      date: string;
      quantity: Decimal.Value;
      /** Price × quantity, without fees. */
      amount: Decimal.Value;
      fees: Decimal.Value;
    }
  | {
      kind: 'SELL';
      id: string;
      date: string;
      quantity: Decimal.Value;
      /** Price × quantity: the gross sale price. */
      amount: Decimal.Value;
      fees: Decimal.Value;
    }
  | {
      /** A split or reverse split: `to` new shares for every `from` held; the cost is unchanged. */
      kind: 'SPLIT';
      id: string;
      date: string;
      from: number;
      to: number;
    }
  | {
      /**
       * Cost leaving the holding for another one. Without `shares` the shares stay and each lot
       * gives `costShare` of its cost to the öre: a spin-off (the share the tax authority set for
       * the parent's cost), subscription rights received (none of it). With `shares`, that many
       * shares leave with their whole cost, earliest first as a sale takes them: a merger (all of
       * them), subscription rights used. What left, lot by lot with its acquisition date, is the
       * outcome's `moved` under this id, for the receiving holding's MOVE_IN.
       */
      kind: 'MOVE_OUT';
      id: string;
      date: string;
      costShare: Decimal.Value;
      shares?: Decimal.Value;
    }
  | {
      /**
       * Lots arriving from another holding (its MOVE_OUT's, at the new shares' quantities): they
       * keep their acquisition dates, so first in, first out still sells the earliest bought first.
       */
      kind: 'MOVE_IN';
      id: string;
      date: string;
      lots: readonly { acquired: string; quantity: Decimal.Value; cost: Decimal.Value }[];
    };

/** A purchase still (partly) held, for FIFO, and for the holding period of Finland's deemed cost. */
export interface Lot {
  acquired: string;
  quantity: Decimal;
  cost: Decimal;
}

export interface Realisation {
  /** The sale's event id. */
  id: string;
  date: string;
  quantity: Decimal;
  /** Gross sale price. */
  amount: Decimal;
  fees: Decimal;
  /** Acquisition cost of the shares sold, fees of the purchases included, to the öre. */
  cost: Decimal;
  /** amount − fees − cost. */
  result: Decimal;
  /** The purchases the sale used (FIFO: earliest first; average cost: one pooled part). */
  lots: Lot[];
}

export interface Holding {
  quantity: Decimal;
  /** What the shares still held cost, fees included. */
  cost: Decimal;
  lots: Lot[];
}

export type RealiseOutcome =
  | {
      ok: true;
      realisations: Realisation[];
      holding: Holding;
      /** Each MOVE_OUT's lots as they left: the shares they were on and the cost that went. */
      moved: Map<string, Lot[]>;
    }
  /** A sale of more than was held (the ledger must never hold one). */
  | { ok: false; code: 'SALE_EXCEEDS_HOLDING'; eventId: string };

const ore = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Spreads `total` shares over lots in proportion to the shares they hold, each to six decimals
 * (the ledger's), the last taking the rest: the lots then add up to exactly `total`, so a sale of
 * every share finds them all. A 3:1 reverse split of three lots of one share would otherwise leave
 * 0.333… three times, a hair short of the one share held.
 */
export function spreadShares<L extends { quantity: Decimal }>(lots: readonly L[], total: Decimal.Value): L[] {
  const held = lots.reduce((s, l) => s.plus(l.quantity), new Decimal(0));
  let left = new Decimal(total);
  return lots.map((l, i) => {
    const quantity =
      i === lots.length - 1 || held.isZero()
        ? left
        : new Decimal(total).times(l.quantity).dividedBy(held).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    left = left.minus(quantity);
    return { ...l, quantity };
  });
}

/** A split's new number of shares: `to` for every `from`, to the ledger's six decimals. */
export const splitShares = (held: Decimal, from: number, to: number) =>
  held.times(to).dividedBy(from).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);

/**
 * Takes shares out of the lots, earliest first: each lot used up gives its whole cost, a lot used
 * in part its share of the cost rounded to the öre, and keeps the rest. Undefined when the lots
 * hold fewer shares.
 */
function takeShares(lots: readonly Lot[], quantity: Decimal): { used: Lot[]; kept: Lot[] } | undefined {
  const held = lots.reduce((s, l) => s.plus(l.quantity), new Decimal(0));
  if (quantity.gt(held)) return undefined;
  let left = quantity;
  const used: Lot[] = [];
  const kept: Lot[] = [];
  for (const lot of lots) {
    if (left.isZero()) {
      kept.push(lot);
      continue;
    }
    const take = Decimal.min(left, lot.quantity);
    const cost = take.eq(lot.quantity) ? lot.cost : ore(lot.cost.times(take).dividedBy(lot.quantity));
    used.push({ acquired: lot.acquired, quantity: take, cost });
    left = left.minus(take);
    const rest = lot.quantity.minus(take);
    if (!rest.isZero()) kept.push({ acquired: lot.acquired, quantity: rest, cost: lot.cost.minus(cost) });
  }
  return { used, kept };
}

/** Replays the holding's events and gives each sale its realised result. */
export function realise(events: readonly HoldingEvent[], method: CostMethod): RealiseOutcome {
  // FIFO keeps every purchase; the average method keeps one pooled lot dated by its first purchase.
  let lots: Lot[] = [];
  const realisations: Realisation[] = [];
  const moved = new Map<string, Lot[]>();
  const pooled = (all: Lot[]): Lot[] =>
    all.length === 0
      ? []
      : [
          all.reduce((pool, l) => ({
            acquired: l.acquired < pool.acquired ? l.acquired : pool.acquired,
            quantity: pool.quantity.plus(l.quantity),
            cost: pool.cost.plus(l.cost),
          })),
        ];
  for (const e of events) {
    if (e.kind === 'BUY') {
      const lot = {
        acquired: e.date,
        quantity: new Decimal(e.quantity),
        cost: new Decimal(e.amount).plus(e.fees),
      };
      if (method === 'FIFO' || lots.length === 0) lots.push(lot);
      else {
        const pool = lots[0]!;
        lots = [
          {
            acquired: pool.acquired,
            quantity: pool.quantity.plus(lot.quantity),
            cost: pool.cost.plus(lot.cost),
          },
        ];
      }
      continue;
    }
    if (e.kind === 'SPLIT') {
      const held = lots.reduce((s, l) => s.plus(l.quantity), new Decimal(0));
      lots = spreadShares(lots, splitShares(held, e.from, e.to));
      continue;
    }
    if (e.kind === 'MOVE_OUT') {
      if (e.shares !== undefined) {
        const taken = takeShares(lots, new Decimal(e.shares));
        if (!taken) return { ok: false, code: 'SALE_EXCEEDS_HOLDING', eventId: e.id };
        moved.set(e.id, taken.used);
        lots = taken.kept;
        continue;
      }
      const share = new Decimal(e.costShare);
      const out = lots.map((l) => ({
        acquired: l.acquired,
        quantity: l.quantity,
        cost: share.eq(1) ? l.cost : ore(l.cost.times(share)),
      }));
      moved.set(e.id, out);
      lots = lots.map((l, i) => ({ ...l, cost: l.cost.minus(out[i]!.cost) }));
      continue;
    }
    if (e.kind === 'MOVE_IN') {
      const arriving = e.lots.map((l) => ({
        acquired: l.acquired,
        quantity: new Decimal(l.quantity),
        cost: new Decimal(l.cost),
      }));
      // Earliest acquired first (a stable sort keeps the order of lots of one day).
      const all = [...lots, ...arriving].sort((a, b) =>
        a.acquired < b.acquired ? -1 : a.acquired > b.acquired ? 1 : 0,
      );
      lots = method === 'FIFO' ? all : pooled(all);
      continue;
    }
    const quantity = new Decimal(e.quantity);
    const taken = takeShares(lots, quantity);
    if (!taken) return { ok: false, code: 'SALE_EXCEEDS_HOLDING', eventId: e.id };
    const { used } = taken;
    lots = taken.kept;
    const amount = new Decimal(e.amount);
    const fees = new Decimal(e.fees);
    const cost = used.reduce((s, l) => s.plus(l.cost), new Decimal(0));
    realisations.push({
      id: e.id,
      date: e.date,
      quantity,
      amount,
      fees,
      cost,
      result: amount.minus(fees).minus(cost),
      lots: used,
    });
  }
  const quantity = lots.reduce((s, l) => s.plus(l.quantity), new Decimal(0));
  const cost = lots.reduce((s, l) => s.plus(l.cost), new Decimal(0));
  return { ok: true, realisations, holding: { quantity, cost, lots }, moved };
}

/**
 * The lots a MOVE_OUT sent, as the receiving holding gets them: `to` new shares for every `from` of
 * the shares they left (a spin-off's or a merger's ratio), with their acquisition dates and costs.
 */
export function arrivingLots(
  moved: readonly Lot[],
  ratio: { from: Decimal.Value; to: Decimal.Value },
): { acquired: string; quantity: Decimal; cost: Decimal }[] {
  return moved.map((l) => ({
    acquired: l.acquired,
    quantity: l.quantity.times(ratio.to).dividedBy(ratio.from),
    cost: l.cost,
  }));
}
