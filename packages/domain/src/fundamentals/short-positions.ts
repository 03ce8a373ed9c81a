/**
 * Public net short positions (EU Short Selling Regulation 236/2012, art. 6): a holder's net short
 * position in a share is published from 0.5 % of the issued shares, and again at each change of
 * 0.1 percentage point; a fall below 0.5 % is published once, after which the holder is no longer
 * shown. The registers (Finansinspektionen, Finanstilsynet, Finanssivalvonta) publish percentages
 * with two decimals.
 */

export const SHORT_DISCLOSURE_THRESHOLD = 0.5;

export interface ShortDisclosure {
  holder: string;
  /** Percent of the issued shares, two decimals. */
  percent: number;
  day: string;
}

export interface ShortPositionSummary {
  /** Each holder's latest disclosure at or above the threshold, largest first. */
  current: ShortDisclosure[];
  /** The sum of those, in percent (two decimals). */
  total: number;
}

/** The positions that are public today: each holder's latest, unless it fell below the threshold. */
export function currentShortPositions(disclosures: readonly ShortDisclosure[]): ShortPositionSummary {
  const latest = new Map<string, ShortDisclosure>();
  for (const d of disclosures) {
    const seen = latest.get(d.holder);
    if (!seen || seen.day < d.day) latest.set(d.holder, d);
  }
  const current = [...latest.values()]
    .filter((d) => d.percent >= SHORT_DISCLOSURE_THRESHOLD)
    .sort((a, b) => b.percent - a.percent || a.holder.localeCompare(b.holder));
  const hundredths = current.reduce((acc, d) => acc + Math.round(d.percent * 100), 0);
  return { current, total: hundredths / 100 };
}

/**
 * Whether a new position must be disclosed after the last one published: crossing 0.5 % either
 * way, or moving by at least 0.1 point while at or above it.
 */
export function mustDisclose(lastPublished: number | undefined, next: number): boolean {
  const was = lastPublished ?? 0;
  const wasPublic = was >= SHORT_DISCLOSURE_THRESHOLD;
  const isPublic = next >= SHORT_DISCLOSURE_THRESHOLD;
  if (wasPublic !== isPublic) return true;
  if (!isPublic) return false;
  return Math.abs(Math.round(next * 100) - Math.round(was * 100)) >= 10;
}
