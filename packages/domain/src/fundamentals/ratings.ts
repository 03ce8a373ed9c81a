/**
 * Analyst ratings (spec 001 §7.12 "ratings", §9 rating types): each covering firm's latest
 * recommendation and target price, summed up as counts, a consensus and the mean target.
 */

export const RATING_TYPES = ['BUY', 'HOLD', 'SELL'] as const;
export type RatingType = (typeof RATING_TYPES)[number];

export interface AnalystRating {
  firm: string;
  rating: RatingType;
  /** Target price in the share's currency. */
  targetPrice: number;
  day: string;
}

export interface RatingSummary {
  counts: Record<RatingType, number>;
  /** The recommendation of the most firms; HOLD on a tie between BUY and SELL, or with no firm. */
  consensus: RatingType | null;
  meanTarget: number | null;
  /** Mean target against the price, in percent. */
  upside: number | null;
}

/** Each firm's latest rating only: an older one of the same firm is history. */
export function latestPerFirm(ratings: readonly AnalystRating[]): AnalystRating[] {
  const latest = new Map<string, AnalystRating>();
  for (const r of ratings) {
    const seen = latest.get(r.firm);
    if (!seen || seen.day < r.day) latest.set(r.firm, r);
  }
  return [...latest.values()].sort((a, b) =>
    a.day < b.day ? 1 : a.day > b.day ? -1 : a.firm.localeCompare(b.firm),
  );
}

export function summarizeRatings(
  ratings: readonly AnalystRating[],
  price: number | undefined,
): RatingSummary {
  const current = latestPerFirm(ratings);
  const counts: Record<RatingType, number> = { BUY: 0, HOLD: 0, SELL: 0 };
  for (const r of current) counts[r.rating]++;
  let consensus: RatingType | null = null;
  if (current.length > 0) {
    const top = Math.max(counts.BUY, counts.HOLD, counts.SELL);
    const leaders = RATING_TYPES.filter((t) => counts[t] === top);
    consensus = leaders.length === 1 ? (leaders[0] as RatingType) : 'HOLD';
  }
  const meanTarget =
    current.length === 0 ? null : current.reduce((acc, r) => acc + r.targetPrice, 0) / current.length;
  const upside =
    meanTarget !== null && price !== undefined && price > 0 ? (meanTarget / price - 1) * 100 : null;
  return { counts, consensus, meanTarget, upside };
}
