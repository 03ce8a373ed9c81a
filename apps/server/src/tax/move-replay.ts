import { Decimal, spreadShares } from '@broker/domain';

/**
 * Replays holdings that corporate actions move cost between (spin-offs, mergers, rights received and
 * used). A holding that receives a move needs the lots that left the other holding at that moment,
 * and a move can go back the other way later (rights received for shares, then used for more of
 * those shares), so each move's lots come from a replay of the giving holding up to that move only:
 * its earlier receipts are filled in the same way, from moves earlier still. A true circle (two
 * moves needing each other) cannot be booked in time order; it is refused.
 */

/** What the replays share of a lot. */
export interface MovedLot {
  acquired: string;
  quantity: Decimal;
  cost: Decimal;
}

/** A move into a holding, as its rows say it over the holding's accounts. */
export interface MoveIn {
  /** The pool key of the holding the move came from. */
  source: string;
  action: string;
  date: string;
  /** The shares this holding received. */
  shares: Decimal;
  /** The subscription price paid for them (account currency), else 0. */
  paid: Decimal;
}

/**
 * The lots a move brings into the receiving holding, from the lots that left the other: shares
 * received for them keep their acquisition dates and costs (spread over the shares received); new
 * shares subscribed for with rights are one purchase of the subscription day, at the rights' cost
 * plus the price paid (Skatteetaten: "tegningskursen på aksjene, tillagt eventuell kostpris for
 * tegningsrettene"; Sweden's rule is the same).
 */
export function arrivals<L extends MovedLot>(left: readonly L[], move: Omit<MoveIn, 'source'>): L[] {
  const sent = left.reduce((s, l) => s.plus(l.quantity), new Decimal(0));
  if (sent.isZero() || move.shares.isZero()) return [];
  if (move.action === 'SUBSCRIPTION') {
    // The lots' amounts added up (cost, and in Norway the unused shield and the year's dividends).
    const total = (key: string) =>
      left.reduce(
        (s, l) => s.plus((l as unknown as Record<string, Decimal | undefined>)[key] ?? 0),
        new Decimal(0),
      );
    const merged = Object.fromEntries(
      Object.keys(left[0]!)
        .filter((k) => k !== 'acquired')
        .map((k) => [k, total(k)]),
    ) as unknown as L;
    return [{ ...merged, acquired: move.date, quantity: move.shares, cost: merged.cost.plus(move.paid) }];
  }
  // The shares received spread over the lots to six decimals, adding up to exactly what came.
  return spreadShares(left, move.shares);
}

type Event = { kind: string; id?: string };

/**
 * Replays on demand: `outcomeOf(key)` replays a holding whole, filling each of its MOVE_IN events'
 * `lots` from the giving holding's replay up to the matching MOVE_OUT. `replay` answers a replay's
 * outcome (refusing what the ledger can never hold) with each MOVE_OUT's lots in `moved`.
 */
export function moveReplays<E extends Event, L extends MovedLot, O extends { moved: Map<string, L[]> }>(
  pools: ReadonlyMap<string, { events: E[]; ins: ReadonlyMap<string, MoveIn> }>,
  replay: (key: string, events: E[]) => O,
): { outcomeOf(key: string): O } {
  const outcomes = new Map<string, O>();
  const sent = new Map<string, L[]>();
  const filled = new Set<string>();
  const working = new Set<string>();

  const fillUpTo = (key: string, last: number) => {
    const pool = pools.get(key);
    if (!pool) return;
    pool.events.slice(0, last + 1).forEach((e) => {
      if (e.kind !== 'MOVE_IN' || filled.has(`${key}|${e.id}`)) return;
      const move = pool.ins.get(e.id!)!;
      (e as unknown as { lots: L[] }).lots = arrivals(lotsSent(move.source, e.id!), move);
      filled.add(`${key}|${e.id}`);
    });
  };

  const lotsSent = (key: string, moveId: string): L[] => {
    const at = `${key}|${moveId}`;
    const done = sent.get(at);
    if (done) return done;
    if (working.has(at)) throw new Error(`holding ${key}: corporate actions move cost in a circle`);
    working.add(at);
    const events = pools.get(key)?.events ?? [];
    const last = events.findIndex((e) => e.kind === 'MOVE_OUT' && e.id === moveId);
    // Both rows of a move are booked together; one without the other is a broken ledger.
    if (last < 0) throw new Error(`holding ${key}: move ${moveId} has no origin`);
    fillUpTo(key, last);
    const lots = replay(key, events.slice(0, last + 1)).moved.get(moveId) ?? [];
    working.delete(at);
    sent.set(at, lots);
    return lots;
  };

  return {
    outcomeOf(key) {
      const done = outcomes.get(key);
      if (done) return done;
      const events = pools.get(key)?.events ?? [];
      fillUpTo(key, events.length - 1);
      const outcome = replay(key, events);
      outcomes.set(key, outcome);
      return outcome;
    },
  };
}
