/** A pinned tooltip's top-left corner inside the chart, px. */
export interface TooltipPosition {
  x: number;
  y: number;
}

export const TOOLTIP_X_PARAM = 'updateTooltipPositionX';
export const TOOLTIP_Y_PARAM = 'updateTooltipPositionY';

/**
 * The location query's tooltip instruction (spec 002 §2): both parameters as non-negative numbers
 * pin the tooltip there; either one present but empty or not a number unpins it (`null`); neither
 * present leaves the setting alone (`undefined`).
 */
export function tooltipPositionFromQuery(search: string): TooltipPosition | null | undefined {
  const params = new URLSearchParams(search);
  const rawX = params.get(TOOLTIP_X_PARAM);
  const rawY = params.get(TOOLTIP_Y_PARAM);
  if (rawX === null && rawY === null) return undefined;
  const x = rawX === null || rawX.trim() === '' ? NaN : Number(rawX);
  const y = rawY === null || rawY.trim() === '' ? NaN : Number(rawY);
  if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || y < 0) return null;
  return { x: Math.round(x), y: Math.round(y) };
}

export function samePosition(a: TooltipPosition | null, b: TooltipPosition | null): boolean {
  return a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);
}
