import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { tradingSession } from './exchange-hours';
import { localTimeToUtc, utcOffsetMinutes } from './timezone';

const utc = (iso: string) => Date.parse(iso);

// One formatter per zone: making one per call took the test past its time limit on a busy machine.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string, ms: number): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

describe('localTimeToUtc', () => {
  it('follows the EU summer-time switch (last Sundays of March and October)', () => {
    expect(localTimeToUtc('2026-03-27', '09:00', 'Europe/Stockholm')).toBe(utc('2026-03-27T08:00:00Z'));
    expect(localTimeToUtc('2026-03-30', '09:00', 'Europe/Stockholm')).toBe(utc('2026-03-30T07:00:00Z'));
    expect(localTimeToUtc('2026-10-23', '09:00', 'Europe/Oslo')).toBe(utc('2026-10-23T07:00:00Z'));
    expect(localTimeToUtc('2026-10-26', '09:00', 'Europe/Oslo')).toBe(utc('2026-10-26T08:00:00Z'));
    expect(localTimeToUtc('2026-07-01', '10:00', 'Europe/Helsinki')).toBe(utc('2026-07-01T07:00:00Z'));
    expect(utcOffsetMinutes('Europe/Helsinki', utc('2026-01-15T12:00:00Z'))).toBe(120);
  });

  it('agrees with the time-zone database for every day of several years', () => {
    for (const tz of ['Europe/Stockholm', 'Europe/Oslo', 'Europe/Copenhagen', 'Europe/Helsinki']) {
      for (const day of daysBetween('2024-01-01', '2027-12-31')) {
        for (const time of ['09:00', '17:30']) {
          expect(wallClock(tz, localTimeToUtc(day, time, tz))).toBe(`${day} ${time}`);
        }
      }
    }
  });

  it('refuses a zone it does not know', () => {
    expect(() => localTimeToUtc('2026-01-01', '09:00', 'America/New_York')).toThrow();
  });
});

describe('tradingSession', () => {
  it('gives each exchange its hours in UTC, with Helsinki on Stockholm time', () => {
    expect(tradingSession('SE', '2026-11-20')).toMatchObject({
      open: '09:00',
      close: '17:30',
      openAt: utc('2026-11-20T08:00:00Z'),
      closeAt: utc('2026-11-20T16:30:00Z'),
      isHalfDay: false,
    });
    const fi = tradingSession('FI', '2026-11-20');
    expect(fi).toMatchObject({ open: '10:00', close: '18:30' });
    expect(fi?.openAt).toBe(tradingSession('SE', '2026-11-20')?.openAt);
    expect(tradingSession('NO', '2026-07-01')?.closeAt).toBe(utc('2026-07-01T14:20:00Z'));
    expect(tradingSession('DK', '2026-07-01')?.closeAt).toBe(utc('2026-07-01T15:00:00Z'));
  });

  it('is null on closed days', () => {
    expect(tradingSession('SE', '2026-06-19')).toBeNull();
    expect(tradingSession('NO', '2026-11-21')).toBeNull();
  });

  it('closes early on the half days', () => {
    for (const day of [
      '2018-01-05',
      '2018-03-29',
      '2018-04-30',
      '2018-05-09',
      '2018-11-02',
      '2015-10-30',
      '2010-11-05',
    ]) {
      expect(tradingSession('SE', day), day).toMatchObject({ close: '13:00', isHalfDay: true });
    }
    expect(tradingSession('NO', '2011-04-20')).toMatchObject({ close: '13:00', isHalfDay: true });
    expect(tradingSession('NO', '2010-03-31')).toMatchObject({ close: '16:20', isHalfDay: false });
    expect(tradingSession('SE', addDays('2018-11-02', -1))?.isHalfDay).toBe(false);
  });
});
