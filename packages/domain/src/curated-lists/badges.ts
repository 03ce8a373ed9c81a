import { addDays } from '../calendar/dates';

/**
 * Badges of a curated list card (spec 000 §2/§3). The server gives every badge a list has; the card
 * shows at most one, New over Trending (that choice is the web's, `cardBadge`).
 *
 * - NEW: published within the last NEW_DAYS (14) days, i.e. `now - publishedAt < 14 × 24 h`.
 * - TRENDING: among the lists with at least TRENDING_MIN_VIEWS (50) views in the last 7 days
 *   (today and the 6 days before, Stockholm days) and more than in the 7 days before those, the
 *   TRENDING_TOP (3) with the largest growth `(recent − previous) / max(previous, 1)`; ties go to
 *   more recent views, then the lower id. A list too new to have a previous week grows from
 *   max(0, 1) = 1, so a fresh list with enough views trends (and is NEW as well).
 */
export const CURATED_LIST_BADGES = ['NEW', 'TRENDING'] as const;
export type CuratedListBadge = (typeof CURATED_LIST_BADGES)[number];

export const NEW_DAYS = 14;
export const TRENDING_WINDOW_DAYS = 7;
export const TRENDING_MIN_VIEWS = 50;
export const TRENDING_TOP = 3;

const DAY_MS = 86_400_000;

export function isNew(publishedAt: number, now: number): boolean {
  return publishedAt <= now && now - publishedAt < NEW_DAYS * DAY_MS;
}

/** The two windows the TRENDING rule compares, as inclusive 'yyyy-MM-dd' bounds. */
export function trendingWindows(today: string): {
  recent: { from: string; to: string };
  previous: { from: string; to: string };
} {
  return {
    recent: { from: addDays(today, -(TRENDING_WINDOW_DAYS - 1)), to: today },
    previous: {
      from: addDays(today, -(2 * TRENDING_WINDOW_DAYS - 1)),
      to: addDays(today, -TRENDING_WINDOW_DAYS),
    },
  };
}

export interface ListViewWeeks {
  id: number;
  /** Views in the recent window. */
  recent: number;
  /** Views in the 7 days before it. */
  previous: number;
}

export function viewGrowth(w: Pick<ListViewWeeks, 'recent' | 'previous'>): number {
  return (w.recent - w.previous) / Math.max(w.previous, 1);
}

/** Ids of the trending lists. */
export function trendingIds(weeks: readonly ListViewWeeks[]): Set<number> {
  const ranked = weeks
    .filter((w) => w.recent >= TRENDING_MIN_VIEWS && w.recent > w.previous)
    .sort((a, b) => viewGrowth(b) - viewGrowth(a) || b.recent - a.recent || a.id - b.id);
  return new Set(ranked.slice(0, TRENDING_TOP).map((w) => w.id));
}

/** Every badge of a list, NEW before TRENDING. */
export function badgesOf(
  list: { id: number; publishedAt: number },
  trending: ReadonlySet<number>,
  now: number,
): CuratedListBadge[] {
  const badges: CuratedListBadge[] = [];
  if (isNew(list.publishedAt, now)) badges.push('NEW');
  if (trending.has(list.id)) badges.push('TRENDING');
  return badges;
}

/** The one badge a card shows (spec 000 §2): New wins over Trending. */
export function cardBadge(badges: readonly CuratedListBadge[]): CuratedListBadge | undefined {
  return badges.includes('NEW') ? 'NEW' : badges.includes('TRENDING') ? 'TRENDING' : undefined;
}
