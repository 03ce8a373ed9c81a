import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { generateDemoData } from './generate';
import { indexMinuteBarsForDay, minuteBarsForDay } from './intraday';
import type { MinuteBarRow } from './rows';
import { tradingSession } from '@broker/domain';

const MINUTE = 60_000;

function byInstrumentAndSession(rows: MinuteBarRow[], country: (id: number) => string) {
  const groups = new Map<string, MinuteBarRow[]>();
  for (const r of rows) {
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: timeZoneOf(country(r.instrumentId)) }).format(
      r.at,
    );
    const key = `${r.instrumentId}|${day}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return groups;
}

function timeZoneOf(country: string): string {
  return { SE: 'Europe/Stockholm', NO: 'Europe/Oslo', DK: 'Europe/Copenhagen', FI: 'Europe/Helsinki' }[
    country
  ] as string;
}

describe('minute bars', () => {
  const data = generateDemoData({
    seed: 'intraday-test',
    asOf: '2026-11-20',
    historyYears: 1,
    minuteDays: 2,
  });
  const calendarOf = (id: number) => CATALOG.byId.get(id)!.calendar;
  const groups = byInstrumentAndSession(data.minuteBars, calendarOf);
  const daily = new Map(data.dailyBars.map((b) => [`${b.instrumentId}|${b.day}`, b]));

  it('exist for every share and index on the last minuteDays trading days only', () => {
    const instruments = [...CATALOG.shares, ...CATALOG.indices];
    expect(groups.size).toBe(instruments.length * 2);
    const days = new Set([...groups.keys()].map((k) => k.split('|')[1]));
    expect(days).toEqual(new Set(['2026-11-19', '2026-11-20']));
    const ids = new Set(data.minuteBars.map((r) => r.instrumentId));
    expect(ids).toEqual(new Set(instruments.map((s) => s.instrumentId)));
  });

  it('fill the session minute by minute, in UTC, from the local opening time', () => {
    for (const [key, bars] of groups) {
      const [id, day] = key.split('|') as [string, string];
      const session = tradingSession(calendarOf(Number(id)), day)!;
      expect(bars.length).toBe((session.closeAt - session.openAt) / MINUTE);
      bars.forEach((b, j) => expect(b.at.getTime()).toBe(session.openAt + j * MINUTE));
    }
  });

  it('add up to the daily bar of the same day', () => {
    const mismatches: string[] = [];
    for (const [key, bars] of groups) {
      const d = daily.get(key)!;
      const derived = {
        open: bars[0]!.open,
        close: bars.at(-1)!.close,
        high: Math.max(...bars.map((b) => Number(b.high))),
        low: Math.min(...bars.map((b) => Number(b.low))),
        volume: bars.reduce((a, b) => a + b.volume, 0),
      };
      expect(derived, key).toEqual({
        open: d.open,
        close: d.close,
        high: Number(d.high),
        low: Number(d.low),
        volume: d.volume,
      });
      for (const b of bars) {
        const [o, h, l, c] = [Number(b.open), Number(b.high), Number(b.low), Number(b.close)];
        if (!(l <= Math.min(o, c) && h >= Math.max(o, c) && b.volume >= 0))
          mismatches.push(`${key} ${b.at.toISOString()}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('do not change the daily history, however many days get them', () => {
    const none = generateDemoData({
      seed: 'intraday-test',
      asOf: '2026-11-20',
      historyYears: 1,
      minuteDays: 0,
    });
    expect(none.minuteBars).toEqual([]);
    expect(none.dailyBars).toEqual(data.dailyBars);
  });

  it('move their UTC times with summer time', () => {
    const spring = generateDemoData({
      seed: 'intraday-test',
      asOf: '2026-03-30',
      historyYears: 1,
      minuteDays: 2,
    });
    const firstBars = (exchange: string) => {
      const id = CATALOG.shares.find((s) => s.exchange === exchange)!.instrumentId;
      const first = new Map<string, string>();
      for (const b of spring.minuteBars.filter((r) => r.instrumentId === id)) {
        const iso = b.at.toISOString();
        const day = iso.slice(0, 10);
        if (!first.has(day) || iso < first.get(day)!) first.set(day, iso);
      }
      return Object.fromEntries(first);
    };
    const expected = { '2026-03-27': '2026-03-27T08:00:00.000Z', '2026-03-30': '2026-03-30T07:00:00.000Z' };
    expect(firstBars('XSTO')).toEqual(expected); // 09:00 CET, then 09:00 CEST
    expect(firstBars('XHEL')).toEqual(expected); // 10:00 EET, then 10:00 EEST
  });

  it('stay flat on a day that did not move', () => {
    const rows = minuteBarsForDay({
      seed: 's',
      instrumentId: 1,
      day: '2026-11-20',
      decimals: 2,
      bar: { open: 10, high: 10, low: 10, close: 10, volume: 1000 },
      openAt: 0,
      closeAt: 30 * MINUTE,
    });
    expect(rows).toHaveLength(30);
    expect(
      rows.every((r) => r.open === '10.00' && r.high === '10.00' && r.low === '10.00' && r.close === '10.00'),
    ).toBe(true);
    expect(rows.reduce((a, r) => a + r.volume, 0)).toBe(1000);
  });

  it('move an index with its members: up while they rise, down while they fall', () => {
    // Two members rising for ten minutes and falling for ten; the index's daily bar says so too.
    const member = (peak: number, volume: number) => {
      const path = Array.from({ length: 21 }, (_, j) => 100 + (peak - 100) * (1 - Math.abs(j - 10) / 10));
      return path.slice(0, 20).map((open, j) => ({
        instrumentId: 2,
        at: new Date(j * MINUTE),
        open: open.toFixed(2),
        high: Math.max(open, path[j + 1]!).toFixed(2),
        low: Math.min(open, path[j + 1]!).toFixed(2),
        close: path[j + 1]!.toFixed(2),
        volume,
      }));
    };
    const rows = indexMinuteBarsForDay({
      instrumentId: 9,
      decimals: 2,
      bar: { open: 1000, high: 1075, low: 1000, close: 1000, volume: 600 },
      members: [
        { weight: 0.5, bars: member(110, 10) },
        { weight: 0.5, bars: member(105, 20) },
      ],
    });
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.at.getTime())).toEqual(rows.map((_, j) => j * MINUTE));
    const closes = rows.map((r) => Number(r.close));
    expect(closes.slice(0, 10).every((c, j) => c > (j === 0 ? 1000 : closes[j - 1]!))).toBe(true);
    expect(closes.slice(10).every((c, j) => c < closes[9 + j]!)).toBe(true);
    expect(rows[0]!.open).toBe('1000.00');
    expect(rows.at(-1)!.close).toBe('1000.00');
    expect(Math.max(...rows.map((r) => Number(r.high)))).toBe(1075);
    expect(rows.every((r) => r.volume === 30)).toBe(true);
  });
});
