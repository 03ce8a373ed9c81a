import { PANE_HEIGHTS, type IndicatorKind } from '@broker/domain';

/** The indicators drawn in a pane of their own; the others overlay the price pane. */
export const OSCILLATORS = ['rsi', 'stochastic', 'macd'] as const;
export type Oscillator = (typeof OSCILLATORS)[number];

export function isOscillator(kind: IndicatorKind): kind is Oscillator {
  return (OSCILLATORS as readonly string[]).includes(kind);
}

export interface PaneLayout {
  /** Pane index of each oscillator that is active. The price pane is always 0. */
  paneOf: Partial<Record<Oscillator, number>>;
  /** Share of the total height of each pane, by index; they add up to 1. */
  shares: number[];
}

/**
 * Each oscillator takes its fixed share of the chart's height (spec 002 §9: RSI 20 %, stochastic
 * 8 %, MACD 18 %) below the price pane, which keeps the rest. The order is fixed (RSI, stochastic,
 * MACD) so panes do not jump around when one is added or removed; each kind is one of a kind, so
 * there is at most one pane per kind.
 */
export function paneLayout(kinds: Iterable<IndicatorKind>): PaneLayout {
  const active = new Set(kinds);
  const paneOf: Partial<Record<Oscillator, number>> = {};
  const shares = [1];
  for (const kind of OSCILLATORS) {
    if (!active.has(kind)) continue;
    paneOf[kind] = shares.length;
    shares.push(PANE_HEIGHTS[kind]);
  }
  shares[0] = 1 - shares.slice(1).reduce((sum, share) => sum + share, 0);
  return { paneOf, shares };
}

/** The chart's height without oscillator panes, px. */
export const BASE_CHART_HEIGHT = 400;
/** The price pane keeps at least this share of the base height when oscillators are added. */
const PRICE_PANE_SHARE_OF_BASE = 0.9;
/** An upper bound, so that all three oscillators do not push the periods off a laptop screen. */
const MAX_GROWTH = 1.8;

/**
 * The panes' shares are fixed (spec 002 §9), so with all three oscillators a chart of the base
 * height would leave the stochastic 32 px. The chart grows instead: the price pane keeps about
 * 90 % of the base height, up to 1.8 times the base in all.
 */
export function chartHeight(shares: readonly number[], base: number = BASE_CHART_HEIGHT): number {
  const price = shares[0] ?? 1;
  if (shares.length <= 1 || price <= 0) return base;
  return Math.round(Math.min(base * MAX_GROWTH, Math.max(base, (base * PRICE_PANE_SHARE_OF_BASE) / price)));
}
