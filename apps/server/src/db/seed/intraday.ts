import { roundPrice } from './history';
import { streamFor } from './random';
import type { MinuteBarRow } from './rows';

/**
 * One-minute bars for a day whose daily bar is already known. The day's path is a Brownian bridge
 * from the open to the close, stretched so it touches the day's high and low exactly, so the
 * minute bars and the daily bar always agree: first open = open, last close = close, extremes =
 * high and low, volumes sum to the day's volume. The daily bar never depends on the minute bars,
 * which keeps the daily history independent of how many days get minute bars.
 */

export interface DayBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const MS_PER_MINUTE = 60_000;

/** Splits `total` into integers proportional to `weights` that sum to exactly `total`. */
function splitVolume(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const out: number[] = [];
  let cumWeight = 0;
  let allocated = 0;
  for (const w of weights) {
    cumWeight += w;
    const upTo = Math.round((total * cumWeight) / sum);
    out.push(upTo - allocated);
    allocated = upTo;
  }
  return out;
}

/** Log-price path of `minutes + 1` points from open to close that touches high and low. */
function bridgePath(bar: DayBar, minutes: number, rng: ReturnType<typeof streamFor>): number[] {
  const lo = Math.log(bar.open);
  const lc = Math.log(bar.close);
  const lh = Math.log(bar.high);
  const ll = Math.log(bar.low);
  const walk = [0];
  for (let j = 1; j <= minutes; j++) walk.push((walk[j - 1] ?? 0) + rng.normal());
  const end = walk[minutes] ?? 0;
  const line: number[] = [];
  const bridge: number[] = [];
  let up = 0;
  let down = 0;
  for (let j = 0; j <= minutes; j++) {
    const t = j / minutes;
    const l = lo + (lc - lo) * t;
    const b = (walk[j] ?? 0) - t * end;
    line.push(l);
    bridge.push(b);
    // The stretch factor that makes the highest excursion end exactly at the high (and the lowest at the low).
    if (b > 0) up = Math.max(up, lh - l > 0 ? b / (lh - l) : Infinity);
    if (b < 0) down = Math.max(down, l - ll > 0 ? -b / (l - ll) : Infinity);
  }
  return line.map((l, j) => {
    const b = bridge[j] ?? 0;
    return b > 0 ? l + b / up : b < 0 ? l + b / down : l;
  });
}

export function minuteBarsForDay(opts: {
  seed: string;
  instrumentId: number;
  day: string;
  decimals: number;
  bar: DayBar;
  /** UTC epoch ms of the first minute, and of the end of the session. */
  openAt: number;
  closeAt: number;
}): MinuteBarRow[] {
  const { bar, decimals } = opts;
  const minutes = Math.round((opts.closeAt - opts.openAt) / MS_PER_MINUTE);
  if (minutes <= 0) return [];
  const rng = streamFor(opts.seed, 'minutes', opts.instrumentId, opts.day);
  const path = bridgePath(bar, minutes, rng);
  const clamp = (v: number) => Math.min(bar.high, Math.max(bar.low, roundPrice(v, decimals)));
  const prices = path.map((x) => clamp(Math.exp(x)));
  prices[0] = bar.open;
  prices[minutes] = bar.close;

  const opens: number[] = [];
  const closes: number[] = [];
  const highs: number[] = [];
  const lows: number[] = [];
  const weights: number[] = [];
  for (let j = 0; j < minutes; j++) {
    const open = prices[j] ?? bar.open;
    const close = prices[j + 1] ?? bar.close;
    const wiggle = Math.abs(rng.normal()) * 0.0004;
    opens.push(open);
    closes.push(close);
    highs.push(clamp(Math.max(open, close) * (1 + wiggle)));
    lows.push(clamp(Math.min(open, close) * (1 - wiggle)));
    // U-shaped intraday volume: busy after the open and into the close, quiet at lunch.
    const shape = 1 + 2.5 * Math.exp(-j / 25) + 3 * Math.exp(-(minutes - 1 - j) / 15);
    weights.push(shape * Math.exp(0.5 * rng.normal()));
  }
  // The stretched path touches the extremes at a minute boundary; this makes sure of it after rounding.
  const hi = highs.indexOf(Math.max(...highs));
  const lo = lows.indexOf(Math.min(...lows));
  highs[hi] = bar.high;
  lows[lo] = bar.low;
  const volumes = splitVolume(bar.volume, weights);

  const rows: MinuteBarRow[] = [];
  for (let j = 0; j < minutes; j++) {
    rows.push({
      instrumentId: opts.instrumentId,
      at: new Date(opts.openAt + j * MS_PER_MINUTE),
      open: (opens[j] ?? 0).toFixed(decimals),
      high: (highs[j] ?? 0).toFixed(decimals),
      low: (lows[j] ?? 0).toFixed(decimals),
      close: (closes[j] ?? 0).toFixed(decimals),
      volume: volumes[j] ?? 0,
    });
  }
  return rows;
}

/**
 * An index's one-minute bars for a day, from its members' minute bars: the index moves with the
 * weighted returns of its members since the open (as the live index does, market/index-model.ts),
 * then the path is bent, like a share's, to agree with the index's daily bar: first open = open,
 * last close = close, extremes = high and low, volumes the members' volumes summed.
 */
export function indexMinuteBarsForDay(opts: {
  instrumentId: number;
  decimals: number;
  bar: DayBar;
  /** Each member's weight and its minute bars of the day, in time order. */
  members: readonly { weight: number; bars: readonly MinuteBarRow[] }[];
}): MinuteBarRow[] {
  const { bar, decimals } = opts;
  const members = opts.members.filter((m) => m.bars.length > 0 && Number(m.bars[0]!.open) > 0);
  const minutes = Math.min(...members.map((m) => m.bars.length));
  if (members.length === 0 || !Number.isFinite(minutes)) return [];
  const weights = members.reduce((sum, m) => sum + m.weight, 0);
  /** The weighted return since the open at the start (j = 0) or end (j = 1..) of minute j. */
  const level = (j: number) =>
    members.reduce((sum, m) => {
      const first = Number(m.bars[0]!.open);
      const price = j === 0 ? first : Number(m.bars[j - 1]!.close);
      return sum + m.weight * (price / first);
    }, 0) / weights;
  const raw = Array.from({ length: minutes + 1 }, (_, j) => Math.log(bar.open * level(j)));
  // Bend the path so it ends at the close; the members' own closes need not weigh up to it.
  const drift = Math.log(bar.close) - (raw[minutes] ?? 0);
  const clamp = (v: number) => Math.min(bar.high, Math.max(bar.low, roundPrice(v, decimals)));
  const prices = raw.map((l, j) => clamp(Math.exp(l + (drift * j) / minutes)));
  prices[0] = bar.open;
  prices[minutes] = bar.close;

  const rows: MinuteBarRow[] = [];
  for (let j = 0; j < minutes; j++) {
    const open = prices[j] ?? bar.open;
    const close = prices[j + 1] ?? bar.close;
    rows.push({
      instrumentId: opts.instrumentId,
      at: members[0]!.bars[j]!.at,
      open: open.toFixed(decimals),
      high: Math.max(open, close).toFixed(decimals),
      low: Math.min(open, close).toFixed(decimals),
      close: close.toFixed(decimals),
      volume: members.reduce((sum, m) => sum + (m.bars[j]?.volume ?? 0), 0),
    });
  }
  // The day's high and low are reached within some minute: the one closest to each.
  const closest = (target: number, of: 'high' | 'low') =>
    rows.reduce(
      (best, r, j) =>
        Math.abs(Number(r[of]) - target) < Math.abs(Number(rows[best]![of]) - target) ? j : best,
      0,
    );
  if (rows.length > 0) {
    rows[closest(bar.high, 'high')]!.high = bar.high.toFixed(decimals);
    rows[closest(bar.low, 'low')]!.low = bar.low.toFixed(decimals);
  }
  return rows;
}
