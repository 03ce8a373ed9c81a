import type { CountryCode } from '@broker/domain';
import type { Catalog, FundDef, IndexDef, InstrumentDef, ShareDef } from './catalog';
import { tradingDaysBetween } from '@broker/domain';
import { streamFor } from './random';
import type { DailyBarRow } from './rows';

/**
 * Daily price histories as random walks generated backwards from an anchor price on the last
 * day. Every quantity of day d is drawn from streams indexed by how many trading days d lies
 * before the last day, so a shorter history is exactly the tail of a longer one.
 *
 * Shares follow a one-factor model (country market factor plus own noise, with rare jumps), so
 * they move together the way real shares do and the cap-weighted indices come out smooth. Index
 * funds track their index; other funds walk on their own with a beta to the market.
 */

const DT = 1 / 252;
const JUMP_PROBABILITY = 0.01;
const FACTOR_VOL: Record<CountryCode, number> = { SE: 0.17, NO: 0.19, DK: 0.16, FI: 0.18 };

export interface DailySeries {
  instrumentId: number;
  decimals: number;
  /** Ascending trading (or banking) days of the instrument's calendar. */
  days: string[];
  dayIndex: ReadonlyMap<string, number>;
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: (number | null)[];
}

interface RawSeries {
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: (number | null)[];
}

export function roundPrice(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** One trading day's log-return drawn from the market factor, the instrument's own noise and a rare jump. */
function logReturn(def: InstrumentDef, factor: number, z: number, jumpU: number, jumpZ: number): number {
  const { vol, drift, beta } = def.model;
  const fVol = FACTOR_VOL[def.calendar];
  const idioVol = Math.sqrt(Math.max(vol * vol - beta * beta * fVol * fVol, 0.0025 * vol * vol));
  const sd = vol * Math.sqrt(DT);
  const jump = jumpU < JUMP_PROBABILITY ? jumpZ * 3 * sd : 0;
  return (
    (drift - (vol * vol) / 2) * DT + beta * fVol * Math.sqrt(DT) * factor + idioVol * Math.sqrt(DT) * z + jump
  );
}

function shareSeries(seed: string, def: ShareDef, factors: number[]): RawSeries {
  const n = factors.length;
  const rng = streamFor(seed, 'daily', def.instrumentId);
  const sd = def.model.vol * Math.sqrt(DT);
  const s: RawSeries = { open: [], high: [], low: [], close: [], volume: [] };
  let close = def.model.anchor;
  for (let i = n - 1; i >= 0; i--) {
    // Seven draws per day, always, so that day d's draws never depend on the history length.
    const z = rng.normal();
    const jumpU = rng.next();
    const jumpZ = rng.normal();
    const gapZ = rng.normal();
    const highU = 1 - rng.next();
    const lowU = 1 - rng.next();
    const volumeZ = rng.normal();
    const r = logReturn(def, factors[i] ?? 0, z, jumpU, jumpZ);
    const prevClose = close / Math.exp(r);
    const open = prevClose * Math.exp(0.3 * sd * gapZ);
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    s.close[i] = close;
    s.open[i] = open;
    s.high[i] = top * Math.exp(-Math.log(highU) * 0.35 * sd);
    s.low[i] = bottom * Math.exp(Math.log(lowU) * 0.35 * sd);
    // Volume is lognormal and grows with the size of the move, as on news days.
    const surprise = Math.min((r / sd) ** 2, 12);
    s.volume[i] = Math.max(
      1,
      Math.round(def.avgVolume * Math.exp(0.35 * volumeZ - 0.06) * (0.6 + 0.4 * surprise)),
    );
    close = prevClose;
  }
  return s;
}

function fundWalk(seed: string, def: FundDef, factors: number[]): number[] {
  const n = factors.length;
  const rng = streamFor(seed, 'daily', def.instrumentId);
  const closes: number[] = [];
  let close = def.model.anchor;
  for (let i = n - 1; i >= 0; i--) {
    const z = rng.normal();
    const jumpU = rng.next();
    const jumpZ = rng.normal();
    closes[i] = close;
    close /= Math.exp(logReturn(def, factors[i] ?? 0, z, jumpU, jumpZ));
  }
  return closes;
}

/** The index fund's NAV: the index scaled to the fund's NAV, plus a small tracking difference. */
function trackingWalk(seed: string, def: FundDef, index: RawSeries): number[] {
  const n = index.close.length;
  const rng = streamFor(seed, 'daily', def.instrumentId);
  const last = index.close[n - 1] ?? 1;
  const closes: number[] = [];
  let te = 0;
  for (let i = n - 1; i >= 0; i--) {
    closes[i] = def.model.anchor * ((index.close[i] ?? last) / last) * Math.exp(te);
    te -= rng.normal(0, 0.0004);
  }
  return closes;
}

function indexSeries(def: IndexDef, members: ReadonlyMap<number, RawSeries>): RawSeries {
  const parts = def.constituents.map((c) => {
    const s = members.get(c.instrumentId);
    if (!s) throw new Error(`index ${def.symbol}: constituent ${c.instrumentId} has no series`);
    const lastClose = s.close[s.close.length - 1] ?? 1;
    return { s, k: (def.model.anchor * Number(c.weight)) / lastClose };
  });
  const n = parts[0]?.s.close.length ?? 0;
  const out: RawSeries = { open: [], high: [], low: [], close: [], volume: [] };
  for (let i = 0; i < n; i++) {
    let open = 0;
    let close = 0;
    let highs = 0;
    let lows = 0;
    let volume = 0;
    for (const { s, k } of parts) {
      open += k * (s.open[i] ?? 0);
      close += k * (s.close[i] ?? 0);
      highs += k * (s.high[i] ?? 0);
      lows += k * (s.low[i] ?? 0);
      volume += s.volume[i] ?? 0;
    }
    // The members do not all peak at the same minute: the index high lies between the higher of
    // open and close and the weighted sum of the members' highs.
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    out.open[i] = open;
    out.close[i] = close;
    out.high[i] = top + 0.5 * (highs - top);
    out.low[i] = bottom - 0.5 * (bottom - lows);
    out.volume[i] = volume;
  }
  return out;
}

function finish(
  def: InstrumentDef,
  days: string[],
  dayIndex: ReadonlyMap<string, number>,
  raw: RawSeries,
): DailySeries {
  const d = def.model.decimals;
  const tick = 10 ** -d;
  const s: DailySeries = {
    instrumentId: def.instrumentId,
    decimals: d,
    days,
    dayIndex,
    open: [],
    high: [],
    low: [],
    close: [],
    volume: raw.volume,
  };
  for (let i = 0; i < days.length; i++) {
    const open = Math.max(tick, roundPrice(raw.open[i] ?? 0, d));
    const close = Math.max(tick, roundPrice(raw.close[i] ?? 0, d));
    s.open.push(open);
    s.close.push(close);
    s.high.push(Math.max(open, close, roundPrice(raw.high[i] ?? 0, d)));
    s.low.push(Math.max(tick, Math.min(open, close, roundPrice(raw.low[i] ?? 0, d))));
  }
  return s;
}

function navSeries(closes: number[]): RawSeries {
  return { open: closes, high: closes, low: closes, close: closes, volume: closes.map(() => null) };
}

/**
 * Daily series of every instrument over the trading days of its calendar from `from` to `asOf`
 * (both inclusive). The last day carries the anchor price.
 */
export function generateDailySeries(
  catalog: Catalog,
  opts: { seed: string; asOf: string; from: string },
): Map<number, DailySeries> {
  const countries = [...new Set(catalog.all.map((i) => i.calendar))];
  const calendars = new Map(
    countries.map((c) => {
      const days = tradingDaysBetween(c, opts.from, opts.asOf);
      const rng = streamFor(opts.seed, 'factor', c);
      const factors: number[] = [];
      for (let i = days.length - 1; i >= 0; i--) factors[i] = rng.normal();
      return [c, { days, dayIndex: new Map(days.map((d, i) => [d, i])), factors }] as const;
    }),
  );
  const cal = (c: CountryCode) => {
    const entry = calendars.get(c);
    if (!entry) throw new Error(`no calendar for ${c}`);
    return entry;
  };

  const raw = new Map<number, RawSeries>();
  for (const s of catalog.shares) raw.set(s.instrumentId, shareSeries(opts.seed, s, cal(s.calendar).factors));
  for (const idx of catalog.indices) raw.set(idx.instrumentId, indexSeries(idx, raw));
  for (const f of catalog.funds) {
    const tracked = f.tracks === undefined ? undefined : raw.get(f.tracks);
    const tracksOwnCalendar = tracked && catalog.byId.get(f.tracks ?? -1)?.calendar === f.calendar;
    const closes =
      tracked && tracksOwnCalendar
        ? trackingWalk(opts.seed, f, tracked)
        : fundWalk(opts.seed, f, cal(f.calendar).factors);
    raw.set(f.instrumentId, navSeries(closes));
  }

  const out = new Map<number, DailySeries>();
  for (const def of catalog.all) {
    const { days, dayIndex } = cal(def.calendar);
    const series = raw.get(def.instrumentId);
    if (series) out.set(def.instrumentId, finish(def, days, dayIndex, series));
  }
  return out;
}

function fixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** Daily bar rows from `from` on, in catalogue order then by day. */
export function dailyBarRows(series: ReadonlyMap<number, DailySeries>, from: string): DailyBarRow[] {
  const rows: DailyBarRow[] = [];
  for (const s of series.values()) {
    for (let i = 0; i < s.days.length; i++) {
      const day = s.days[i] as string;
      if (day < from) continue;
      rows.push({
        instrumentId: s.instrumentId,
        day,
        open: fixed(s.open[i] ?? 0, s.decimals),
        high: fixed(s.high[i] ?? 0, s.decimals),
        low: fixed(s.low[i] ?? 0, s.decimals),
        close: fixed(s.close[i] ?? 0, s.decimals),
        volume: s.volume[i] ?? null,
      });
    }
  }
  return rows;
}
