import { trailingTwelveMonths, type QuarterReport } from './statements';

/**
 * Key figures of a share (spec 001 §7.12 "key figures with categories", §9 resolutions and units),
 * computed from its published reports, its dividends and its price. A figure's resolution says how
 * often it changes: DAY figures move with the price, QUARTER figures with each report, YEAR figures
 * compare one year with the one before.
 */

export const KEY_FIGURE_RESOLUTIONS = ['QUARTER', 'YEAR', 'DAY'] as const;
export type KeyFigureResolution = (typeof KEY_FIGURE_RESOLUTIONS)[number];
export const KEY_FIGURE_UNITS = ['CURRENCY', 'PERCENT', 'NUMBER', 'NONE'] as const;
export type KeyFigureUnit = (typeof KEY_FIGURE_UNITS)[number];
export const KEY_FIGURE_CATEGORIES = [
  'VALUATION',
  'PROFITABILITY',
  'GROWTH',
  'BALANCE_SHEET',
  'PER_SHARE',
] as const;
export type KeyFigureCategory = (typeof KEY_FIGURE_CATEGORIES)[number];

export interface KeyFigureDef {
  id: string;
  category: KeyFigureCategory;
  unit: KeyFigureUnit;
  resolution: KeyFigureResolution;
  /** Decimals to show; amounts in CURRENCY are millions when `millions` is set. */
  decimals: number;
  millions?: boolean;
}

// One figure a line, so the list reads as a table.
// prettier-ignore
export const KEY_FIGURES = [
  { id: 'MARKET_CAP', category: 'VALUATION', unit: 'CURRENCY', resolution: 'DAY', decimals: 0, millions: true },
  { id: 'ENTERPRISE_VALUE', category: 'VALUATION', unit: 'CURRENCY', resolution: 'DAY', decimals: 0, millions: true },
  { id: 'PE', category: 'VALUATION', unit: 'NUMBER', resolution: 'DAY', decimals: 1 },
  { id: 'PB', category: 'VALUATION', unit: 'NUMBER', resolution: 'DAY', decimals: 2 },
  { id: 'PS', category: 'VALUATION', unit: 'NUMBER', resolution: 'DAY', decimals: 2 },
  { id: 'EV_EBIT', category: 'VALUATION', unit: 'NUMBER', resolution: 'DAY', decimals: 1 },
  { id: 'DIVIDEND_YIELD', category: 'VALUATION', unit: 'PERCENT', resolution: 'DAY', decimals: 2 },
  { id: 'GROSS_MARGIN', category: 'PROFITABILITY', unit: 'PERCENT', resolution: 'QUARTER', decimals: 1 },
  { id: 'OPERATING_MARGIN', category: 'PROFITABILITY', unit: 'PERCENT', resolution: 'QUARTER', decimals: 1 },
  { id: 'NET_MARGIN', category: 'PROFITABILITY', unit: 'PERCENT', resolution: 'QUARTER', decimals: 1 },
  { id: 'ROE', category: 'PROFITABILITY', unit: 'PERCENT', resolution: 'QUARTER', decimals: 1 },
  { id: 'ROA', category: 'PROFITABILITY', unit: 'PERCENT', resolution: 'QUARTER', decimals: 1 },
  { id: 'REVENUE_GROWTH', category: 'GROWTH', unit: 'PERCENT', resolution: 'YEAR', decimals: 1 },
  { id: 'EPS_GROWTH', category: 'GROWTH', unit: 'PERCENT', resolution: 'YEAR', decimals: 1 },
  { id: 'DIVIDEND_GROWTH', category: 'GROWTH', unit: 'PERCENT', resolution: 'YEAR', decimals: 1 },
  { id: 'EQUITY_RATIO', category: 'BALANCE_SHEET', unit: 'PERCENT', resolution: 'QUARTER', decimals: 1 },
  { id: 'NET_DEBT', category: 'BALANCE_SHEET', unit: 'CURRENCY', resolution: 'QUARTER', decimals: 0, millions: true },
  { id: 'DEBT_TO_EQUITY', category: 'BALANCE_SHEET', unit: 'NUMBER', resolution: 'QUARTER', decimals: 2 },
  { id: 'EPS', category: 'PER_SHARE', unit: 'CURRENCY', resolution: 'QUARTER', decimals: 2 },
  { id: 'BOOK_VALUE_PER_SHARE', category: 'PER_SHARE', unit: 'CURRENCY', resolution: 'QUARTER', decimals: 2 },
  { id: 'DIVIDEND_PER_SHARE', category: 'PER_SHARE', unit: 'CURRENCY', resolution: 'YEAR', decimals: 2 },
  { id: 'SHARES_OUTSTANDING', category: 'PER_SHARE', unit: 'NONE', resolution: 'QUARTER', decimals: 0 },
] as const satisfies readonly KeyFigureDef[];

export type KeyFigureId = (typeof KEY_FIGURES)[number]['id'];
export const KEY_FIGURE_IDS = KEY_FIGURES.map((f) => f.id) as readonly KeyFigureId[];

export function isKeyFigureId(value: unknown): value is KeyFigureId {
  return typeof value === 'string' && (KEY_FIGURE_IDS as readonly string[]).includes(value);
}

export function keyFigureDef(id: KeyFigureId): KeyFigureDef {
  return KEY_FIGURES.find((f) => f.id === id) as KeyFigureDef;
}

export interface KeyFigureInput {
  /** The latest price in the share's currency; undefined when none is known. */
  price: number | undefined;
  /** The published quarterly reports, any order. */
  reports: readonly QuarterReport[];
  /** Shares outstanding today: the latest report's count with later splits applied. */
  sharesNow: number;
  /** Dividends per share with an ex-day in the last twelve months, and in the twelve before. */
  dividendsLast12m: number;
  dividendsPrev12m: number;
}

export type KeyFigureValues = Record<KeyFigureId, number | null>;

/** a / b when both are there and b is positive; a ratio against nothing or a loss is no figure. */
function ratio(a: number | undefined, b: number | undefined): number | null {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !(b > 0)) return null;
  return a / b;
}

function pct(value: number | null): number | null {
  return value === null ? null : value * 100;
}

/** The change from `before` to `now`, in percent; undefined when `before` is not positive. */
function growth(now: number | undefined, before: number | undefined): number | null {
  if (now === undefined || before === undefined || !(before > 0)) return null;
  return ((now - before) / before) * 100;
}

/**
 * All key figures of a share. Flows are trailing twelve months, so a seasonal quarter does not
 * swing them; P/E and EV/EBIT of a company making a loss are no figure (null), as brokers show.
 * Per-share figures divide by today's share count, so a split leaves the ratios unchanged.
 */
export function computeKeyFigures(input: KeyFigureInput): KeyFigureValues {
  const ttm = trailingTwelveMonths(input.reports);
  const before = trailingTwelveMonths(input.reports, 4);
  const shares = input.sharesNow;
  const marketCapM = input.price === undefined ? undefined : (input.price * shares) / 1e6;
  const netDebtM = ttm ? ttm.interestBearingDebt - ttm.cash : undefined;
  const evM = marketCapM === undefined || netDebtM === undefined ? undefined : marketCapM + netDebtM;
  const eps = ttm && shares > 0 ? (ttm.netIncome * 1e6) / shares : undefined;
  const epsBefore = before && shares > 0 ? (before.netIncome * 1e6) / shares : undefined;
  const bvps = ttm && shares > 0 ? (ttm.totalEquity * 1e6) / shares : undefined;
  const dps = input.dividendsLast12m;
  return {
    MARKET_CAP: marketCapM ?? null,
    ENTERPRISE_VALUE: evM ?? null,
    PE: ratio(input.price, eps),
    PB: ratio(input.price, bvps),
    PS: ratio(marketCapM, ttm?.revenue),
    EV_EBIT: ratio(evM, ttm?.operatingIncome),
    DIVIDEND_YIELD: pct(ratio(dps, input.price)),
    GROSS_MARGIN: pct(ratio(ttm?.grossProfit, ttm?.revenue)),
    OPERATING_MARGIN: pct(ttm && ttm.revenue > 0 ? ttm.operatingIncome / ttm.revenue : null),
    NET_MARGIN: pct(ttm && ttm.revenue > 0 ? ttm.netIncome / ttm.revenue : null),
    ROE: pct(ttm && ttm.totalEquity > 0 ? ttm.netIncome / ttm.totalEquity : null),
    ROA: pct(ttm && ttm.totalAssets > 0 ? ttm.netIncome / ttm.totalAssets : null),
    REVENUE_GROWTH: growth(ttm?.revenue, before?.revenue),
    EPS_GROWTH: growth(eps, epsBefore),
    DIVIDEND_GROWTH: growth(dps, input.dividendsPrev12m),
    EQUITY_RATIO: pct(ttm && ttm.totalAssets > 0 ? ttm.totalEquity / ttm.totalAssets : null),
    NET_DEBT: netDebtM ?? null,
    DEBT_TO_EQUITY: ratio(ttm?.interestBearingDebt, ttm?.totalEquity),
    EPS: eps ?? null,
    BOOK_VALUE_PER_SHARE: bvps ?? null,
    DIVIDEND_PER_SHARE: ttm || dps > 0 ? dps : null,
    SHARES_OUTSTANDING: shares > 0 ? shares : null,
  };
}
