/**
 * The arithmetic of a key figure's history view (KeyFigureHistory.tsx): the line's path, the
 * summary that is its text alternative, and the rows of its table, which for a daily figure are
 * one a quarter (the last trading day's value) so the table stays a table and not a data dump.
 */

export interface HistoryPoint {
  day: string;
  fiscal_year: number | null;
  quarter: number | null;
  value: number | null;
}

export interface HistorySummary {
  first: HistoryPoint;
  last: HistoryPoint;
  low: HistoryPoint;
  high: HistoryPoint;
}

type Valued = HistoryPoint & { value: number };

const valued = (points: readonly HistoryPoint[]): Valued[] =>
  points.filter((p): p is Valued => p.value !== null && Number.isFinite(p.value));

/** First, latest, lowest and highest of the points that have a value; undefined when none has. */
export function summarize(points: readonly HistoryPoint[]): HistorySummary | undefined {
  const list = valued(points);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return undefined;
  let low = first;
  let high = first;
  for (const p of list) {
    if (p.value < low.value) low = p;
    if (p.value > high.value) high = p;
  }
  return { first, last, low, high };
}

/** The last point of each calendar quarter (the quarter's closing figure), oldest first. */
export function quarterEnds(points: readonly HistoryPoint[]): HistoryPoint[] {
  const out: HistoryPoint[] = [];
  let key = '';
  for (const p of points) {
    const k = `${p.day.slice(0, 4)}Q${Math.floor((Number(p.day.slice(5, 7)) - 1) / 3)}`;
    if (k === key) out[out.length - 1] = p;
    else out.push(p);
    key = k;
  }
  return out;
}

/**
 * An SVG path through the points across `width` × `height`: a gap (a new "M") where a day has no
 * figure, as a P/E does while the company makes a loss.
 */
export function linePath(points: readonly HistoryPoint[], width: number, height: number): string {
  const list = valued(points);
  if (list.length === 0) return '';
  const min = Math.min(...list.map((p) => p.value));
  const max = Math.max(...list.map((p) => p.value));
  const span = max - min || 1;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  let path = '';
  let pen = false;
  points.forEach((p, i) => {
    if (p.value === null || !Number.isFinite(p.value)) {
      pen = false;
      return;
    }
    const x = (i * step).toFixed(1);
    const y = (height - ((p.value - min) / span) * height).toFixed(1);
    path += `${pen ? 'L' : 'M'}${x} ${y}`;
    pen = true;
  });
  return path;
}
