import { describe, expect, it } from 'vitest';
import { DIVIDEND_EVENTS, EVENT_TYPES, addTradingDays, addYears, isTradingDay } from '@broker/domain';
import { CATALOG } from './catalog';
import { generateDailySeries } from './history';
import { PAYING_EVENTS, corporateEventRows } from './events';

const OPTS = { seed: 'events-test', asOf: '2026-11-20', from: '2021-11-21' };

describe('corporate events of the demo shares', () => {
  const series = generateDailySeries(CATALOG, OPTS);
  const rows = corporateEventRows(CATALOG, series, OPTS.from, OPTS.asOf);

  it('gives every share dividends of its kind, reports and an AGM; funds and indices none', () => {
    const kinds = new Set(rows.map((r) => r.event));
    for (const kind of [...DIVIDEND_EVENTS, 'QUARTERLY_REPORT', 'ANNUAL_REPORT', 'ANNUAL_GENERAL_MEETING']) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    expect(rows.every((r) => (EVENT_TYPES as readonly string[]).includes(r.event))).toBe(true);
    const shareIds = new Set(CATALOG.shares.map((s) => s.instrumentId));
    expect(rows.every((r) => shareIds.has(r.instrumentId))).toBe(true);
    const announcements = rows.filter((r) => r.event === 'DIVIDEND_AND_SPLIT_ANNOUNCEMENT');
    expect(announcements).toHaveLength(1);
    expect(new Set(rows.filter((r) => r.event === 'MONTHLY_DIVIDEND').map((r) => r.instrumentId)).size).toBe(
      1,
    );
  });

  it('falls on trading days, with the close-to-close change of the days in the history', () => {
    for (const r of rows) {
      expect(isTradingDay(CATALOG.byId.get(r.instrumentId)!.calendar, r.day)).toBe(true);
      expect(r.day >= OPTS.from && r.day <= addYears(OPTS.asOf, 1)).toBe(true);
      if ((DIVIDEND_EVENTS as readonly string[]).includes(r.event)) {
        expect(Number(r.dividendAmount)).toBeGreaterThan(0);
      } else {
        expect(r.dividendAmount).toBeNull();
      }
      if (r.day > OPTS.asOf) {
        // Announced, still to come: no change yet.
        expect(r.change).toBeNull();
        continue;
      }
      const s = series.get(r.instrumentId)!;
      const i = s.dayIndex.get(r.day)!;
      expect(i).toBeGreaterThan(0);
      const change = ((s.close[i]! - s.close[i - 1]!) / s.close[i - 1]!) * 100;
      expect(Number(r.change)).toBeCloseTo(change, 3);
    }
  });

  it('pays each dividend four trading days after its ex-day; those paid before the seed day are booked', () => {
    const paying = rows.filter((r) => PAYING_EVENTS.has(r.event as never));
    expect(paying.length).toBeGreaterThan(100);
    for (const r of rows) {
      if (!PAYING_EVENTS.has(r.event as never)) {
        expect(r.payDay).toBeNull();
        expect(r.bookedAt).toBeNull();
        continue;
      }
      const calendar = CATALOG.byId.get(r.instrumentId)!.calendar;
      expect(r.payDay).toBe(addTradingDays(calendar, r.day, 4));
      expect(r.bookedAt !== null).toBe(r.payDay! < OPTS.asOf);
    }
    // A year of announced dividends ahead, some of them already ex but not yet paid.
    expect(paying.filter((r) => r.day > OPTS.asOf).length).toBeGreaterThan(20);
  });

  it('is deterministic', () => {
    expect(corporateEventRows(CATALOG, generateDailySeries(CATALOG, OPTS), OPTS.from, OPTS.asOf)).toEqual(
      rows,
    );
  });
});
