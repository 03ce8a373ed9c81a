import Decimal from 'decimal.js';

/**
 * How each member moved its index today. The simulator chains an index from its previous close
 * (market/index-model.ts): `level = P × Σ wᵢ·(lastᵢ / closeᵢ) / Σ wᵢ`. So its move in points is
 * `level − P = Σ P·(wᵢ / Σ w)·(lastᵢ / closeᵢ − 1)`: member i contributes the term of the sum, and
 * the contributions add up to the index's change exactly. Computed with 40 significant digits so a
 * non-terminating quotient loses nothing that shows at two decimals.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Index levels and their moves are shown in hundredths of a point. */
export const INDEX_POINT_DECIMALS = 2;

export interface IndexMemberPrice {
  /** The stored weight; only its share of the priced members' total matters. */
  weight: Decimal.Value;
  /** Null when the member has no price yet: it then counts neither in the level nor the weights. */
  last: Decimal.Value | null;
  previousClose: Decimal.Value | null;
}

export interface IndexMove {
  /** The level the members imply, unrounded. */
  level: Decimal;
  /** `level − previous close`, unrounded: the sum of the contributions. */
  change: Decimal;
  /** Per member in the order given; null for a member without a price. */
  contributions: (Decimal | null)[];
}

function priced(
  m: IndexMemberPrice,
): m is IndexMemberPrice & { last: Decimal.Value; previousClose: Decimal.Value } {
  // A member without a previous close (or a zero one) has no return: the model skips it too.
  return m.last !== null && m.previousClose !== null && new D(m.previousClose).gt(0);
}

/** One member's contribution in index points: `P × weight share × (last / close − 1)`. */
export function contributionPoints(
  indexPreviousClose: Decimal.Value,
  weightShare: Decimal.Value,
  last: Decimal.Value,
  previousClose: Decimal.Value,
): Decimal {
  const close = new D(previousClose);
  if (close.lte(0)) throw new RangeError('a previous close must be positive');
  // One division, last: P·w·(last − close) / close.
  return new D(indexPreviousClose).times(weightShare).times(new D(last).minus(close)).div(close);
}

/** The index's level, change and each member's contribution, from the members' prices. */
export function indexMove(
  indexPreviousClose: Decimal.Value,
  members: readonly IndexMemberPrice[],
): IndexMove {
  const previous = new D(indexPreviousClose);
  const total = members.filter(priced).reduce((sum, m) => sum.plus(m.weight), new D(0));
  if (total.isZero()) {
    return { level: previous, change: new D(0), contributions: members.map(() => null) };
  }
  const contributions = members.map((m) =>
    priced(m) ? contributionPoints(previous, new D(m.weight).div(total), m.last, m.previousClose) : null,
  );
  const change = contributions.reduce<Decimal>((sum, c) => (c ? sum.plus(c) : sum), new D(0));
  return { level: previous.plus(change), change, contributions };
}

export interface RoundedIndexMove {
  level: Decimal;
  change: Decimal;
  /** Percent of the previous close; null when that is zero. */
  changePercent: Decimal | null;
  /** Rounded so that the ones shown add up to the change shown. */
  contributions: (Decimal | null)[];
}

/**
 * The move as shown: the level rounded half up to `places`, its change against the previous
 * close, and the contributions rounded by largest remainder so they add up to that change (each
 * rounded alone, thirty members could be several hundredths off the change beside them).
 */
export function roundIndexMove(
  indexPreviousClose: Decimal.Value,
  move: IndexMove,
  places = INDEX_POINT_DECIMALS,
): RoundedIndexMove {
  const previous = new D(indexPreviousClose);
  const level = move.level.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  const change = level.minus(previous);
  const changePercent = previous.isZero()
    ? null
    : change.div(previous).times(100).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return {
    level,
    change,
    changePercent,
    contributions: largestRemainder(move.contributions, change, places),
  };
}

/** Rounds each value down to `places`, then hands the units still missing to the largest remainders. */
export function largestRemainder(
  values: readonly (Decimal | null)[],
  target: Decimal.Value,
  places: number,
): (Decimal | null)[] {
  const unit = new D(10).pow(-places);
  const floors = values.map((v) => (v ? v.toDecimalPlaces(places, Decimal.ROUND_FLOOR) : null));
  const sum = floors.reduce<Decimal>((s, f) => (f ? s.plus(f) : s), new D(0));
  let missing = new D(target).minus(sum).div(unit).round().toNumber();
  const order = values
    .map((v, i) => ({ i, rest: v && floors[i] ? v.minus(floors[i]) : null }))
    .filter((x): x is { i: number; rest: Decimal } => x.rest !== null);
  const out = [...floors];
  if (order.length === 0) return out;
  // Ties go to the earlier member, so the answer does not depend on the sort's stability.
  const up = [...order].sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  const down = [...order].sort((a, b) => a.rest.comparedTo(b.rest) || a.i - b.i);
  for (let k = 0; missing !== 0; k++) {
    const list = missing > 0 ? up : down;
    const at = list[k % list.length];
    if (!at) break;
    const current = out[at.i];
    if (!current) break;
    out[at.i] = missing > 0 ? current.plus(unit) : current.minus(unit);
    missing += missing > 0 ? -1 : 1;
  }
  return out;
}

/** A member's change today in percent, half up to `places`; null without a usable close. */
export function changePercent(
  last: Decimal.Value | null,
  previousClose: Decimal.Value | null,
  places = INDEX_POINT_DECIMALS,
): Decimal | null {
  if (last === null || previousClose === null) return null;
  const close = new D(previousClose);
  if (close.lte(0)) return null;
  return new D(last).div(close).minus(1).times(100).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}
