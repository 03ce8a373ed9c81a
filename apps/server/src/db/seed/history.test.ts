import { describe, expect, it } from 'vitest';
import { CATALOG, type Catalog } from './catalog';
import { tradingDaysBetween } from '@broker/domain';
import { addDays, addYears } from '@broker/domain';
import { generateDailySeries, type DailySeries } from './history';

const SEED = 'history-test';
const AS_OF = '2026-11-20'; // a Friday, a trading day in all four countries
const FROM = addDays(addYears(AS_OF, -4), 1);
const series = generateDailySeries(CATALOG, { seed: SEED, asOf: AS_OF, from: FROM });
const get = (id: number) => series.get(id) as DailySeries;

function logReturns(s: DailySeries): number[] {
  return s.close.slice(1).map((c, i) => Math.log(c / (s.close[i] as number)));
}

function stdev(xs: number[]): number {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length);
}

function correlation(a: number[], b: number[]): number {
  const ma = a.reduce((x, y) => x + y, 0) / a.length;
  const mb = b.reduce((x, y) => x + y, 0) / b.length;
  let cov = 0;
  for (let i = 0; i < a.length; i++) cov += ((a[i] as number) - ma) * ((b[i] as number) - mb);
  return cov / a.length / (stdev(a) * stdev(b));
}

describe('generateDailySeries', () => {
  it('covers exactly the trading days of each instrument’s calendar and ends at the anchor', () => {
    for (const def of CATALOG.all) {
      const s = get(def.instrumentId);
      expect(s.days).toEqual(tradingDaysBetween(def.calendar, FROM, AS_OF));
      expect(s.close.at(-1)).toBeCloseTo(def.model.anchor, 1);
    }
  });

  it('keeps every bar coherent: low <= open, close <= high, positive prices', () => {
    const broken: string[] = [];
    for (const s of series.values()) {
      for (let i = 0; i < s.days.length; i++) {
        const [o, h, l, c] = [s.open[i]!, s.high[i]!, s.low[i]!, s.close[i]!];
        if (!(l > 0 && l <= Math.min(o, c) && h >= Math.max(o, c)))
          broken.push(`${s.instrumentId} ${s.days[i]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('gives funds one NAV a day and no volume, shares a volume that grows on big moves', () => {
    for (const f of CATALOG.funds) {
      const s = get(f.instrumentId);
      expect(s.open).toEqual(s.close);
      expect(s.high).toEqual(s.close);
      expect(s.volume.every((v) => v === null)).toBe(true);
    }
    for (const sh of CATALOG.shares) {
      const s = get(sh.instrumentId);
      const r = logReturns(s).map(Math.abs);
      const vols = s.volume.slice(1) as number[];
      expect(vols.every((v) => Number.isInteger(v) && v > 0)).toBe(true);
      const sorted = [...r].sort((a, b) => a - b);
      const big = sorted[Math.floor(r.length * 0.9)]!;
      const small = sorted[Math.floor(r.length * 0.5)]!;
      const avg = (pick: (x: number) => boolean) => {
        const v = vols.filter((_, i) => pick(r[i]!));
        return v.reduce((a, b) => a + b, 0) / v.length;
      };
      expect(avg((x) => x >= big)).toBeGreaterThan(avg((x) => x <= small));
    }
  });

  it('hits each instrument’s volatility: shares 18-50 %, bond funds a few percent', () => {
    for (const def of [...CATALOG.shares, ...CATALOG.funds]) {
      const annual = stdev(logReturns(get(def.instrumentId))) * Math.sqrt(252);
      expect(annual, def.symbol).toBeGreaterThan(def.model.vol * 0.8);
      expect(annual, def.symbol).toBeLessThan(def.model.vol * 1.25);
    }
  });

  it('moves shares of one market together, and the index less than its members', () => {
    for (const idx of CATALOG.indices) {
      const members = idx.constituents.map((c) => logReturns(get(c.instrumentId)));
      const pairs: number[] = [];
      for (let i = 0; i < members.length; i++)
        for (let j = i + 1; j < members.length; j++) pairs.push(correlation(members[i]!, members[j]!));
      const mean = pairs.reduce((a, b) => a + b, 0) / pairs.length;
      expect(mean).toBeGreaterThan(0.15);
      expect(mean).toBeLessThan(0.8);
      const indexVol = stdev(logReturns(get(idx.instrumentId)));
      const memberVol = members.map(stdev).reduce((a, b) => a + b, 0) / members.length;
      expect(indexVol).toBeLessThan(memberVol);
    }
  });

  it('computes each index from its members’ closes', () => {
    for (const idx of CATALOG.indices) {
      const s = get(idx.instrumentId);
      const n = s.days.length;
      for (const i of [0, Math.floor(n / 2), n - 2]) {
        const level = idx.constituents.reduce((acc, c) => {
          const m = get(c.instrumentId);
          return acc + (idx.model.anchor * Number(c.weight) * m.close[i]!) / m.close[n - 1]!;
        }, 0);
        expect(s.close[i]! / level).toBeCloseTo(1, 3);
      }
    }
  });

  it('lets index funds follow their index', () => {
    for (const f of CATALOG.funds.filter((x) => x.tracks !== undefined)) {
      expect(correlation(logReturns(get(f.instrumentId)), logReturns(get(f.tracks!)))).toBeGreaterThan(0.98);
    }
  });

  it('makes a shorter history exactly the tail of a longer one', () => {
    const shortFrom = addDays(addYears(AS_OF, -1), 1);
    const short = generateDailySeries(CATALOG, { seed: SEED, asOf: AS_OF, from: shortFrom });
    for (const [id, s] of short) {
      const long = get(id);
      const offset = long.days.indexOf(s.days[0]!);
      expect(offset).toBeGreaterThan(0);
      for (const key of ['days', 'open', 'high', 'low', 'close', 'volume'] as const) {
        expect(s[key], `${id} ${key}`).toEqual(long[key].slice(offset));
      }
    }
  });

  it('does not change one share’s series when the rest of the catalogue changes', () => {
    const share = CATALOG.shares[3]!;
    const alone: Catalog = {
      ...CATALOG,
      shares: [share],
      funds: [],
      indices: [],
      all: [share],
      byId: new Map([[share.instrumentId, share]]),
    };
    const single = generateDailySeries(alone, { seed: SEED, asOf: AS_OF, from: FROM }).get(
      share.instrumentId,
    );
    expect(single?.close).toEqual(get(share.instrumentId).close);
    expect(single?.volume).toEqual(get(share.instrumentId).volume);
  });

  it('gives another seed another history', () => {
    const other = generateDailySeries(CATALOG, { seed: 'another', asOf: AS_OF, from: FROM });
    const id = CATALOG.shares[0]!.instrumentId;
    expect(other.get(id)?.close).not.toEqual(get(id).close);
    expect(other.get(id)?.close.at(-1)).toBe(get(id).close.at(-1)); // both end at the anchor
  });
});
