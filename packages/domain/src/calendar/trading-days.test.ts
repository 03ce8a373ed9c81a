import { describe, expect, it } from 'vitest';
import {
  addTradingDays,
  easterSunday,
  holidays,
  isTradingDay,
  midsummerEve,
  nextTradingDay,
  previousTradingDay,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  tradingDaysBetween,
} from './trading-days';

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'], // earliest possible date
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'], // latest possible date
  ])('%i -> %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('midsummerEve', () => {
  it.each([
    [2010, '2010-06-25'], // 18 June was a Friday: the eve is the next one
    [2017, '2017-06-23'],
    [2018, '2018-06-22'],
    [2024, '2024-06-21'],
    [2025, '2025-06-20'],
    [2026, '2026-06-19'],
  ])('%i -> %s', (year, expected) => {
    expect(midsummerEve(year)).toBe(expected);
  });
});

describe('isTradingDay', () => {
  it('closes on weekends everywhere', () => {
    for (const country of ['SE', 'NO', 'DK', 'FI'] as const) {
      expect(isTradingDay(country, '2026-11-21')).toBe(false);
      expect(isTradingDay(country, '2026-11-22')).toBe(false);
      expect(isTradingDay(country, '2026-11-20')).toBe(true);
    }
  });

  // Exchange closing days as published by Nasdaq Nordic and Oslo Børs.
  it.each([
    [
      'SE',
      [
        '2018-01-01',
        '2017-01-06',
        '2018-03-30',
        '2018-04-02',
        '2018-05-01',
        '2018-05-10',
        '2018-06-06',
        '2018-06-22',
        '2018-12-24',
        '2018-12-25',
        '2018-12-26',
        '2018-12-31',
        '2004-05-31',
      ],
    ],
    [
      'NO',
      [
        '2018-01-01',
        '2018-03-29',
        '2018-03-30',
        '2018-04-02',
        '2018-05-01',
        '2018-05-10',
        '2018-05-17',
        '2018-05-21',
        '2018-12-24',
        '2018-12-31',
      ],
    ],
    [
      'DK',
      [
        '2018-01-01',
        '2018-03-29',
        '2018-03-30',
        '2018-04-02',
        '2018-04-27',
        '2018-05-10',
        '2018-05-11',
        '2018-05-21',
        '2018-06-05',
        '2018-12-24',
        '2018-12-31',
      ],
    ],
    [
      'FI',
      [
        '2018-01-01',
        '2017-01-06',
        '2018-03-30',
        '2018-04-02',
        '2018-05-01',
        '2018-05-10',
        '2018-06-22',
        '2018-12-06',
        '2018-12-24',
        '2018-12-31',
      ],
    ],
  ] as const)('%s is closed on its holidays', (country, days) => {
    for (const day of days) expect(isTradingDay(country, day), `${country} ${day}`).toBe(false);
  });

  it.each([
    // Holidays on a weekend are not moved to a weekday.
    ['SE', ['2018-01-05', '2018-01-08', '2015-06-05', '2015-06-08', '2016-12-30', '2017-01-02']],
    // Midsummer Eve is the Friday after 18 June, not the 18th itself; Whit Monday ended in 2004.
    ['SE', ['2010-06-18', '2005-05-16']],
    ['NO', ['2015-05-15', '2015-05-18', '2010-12-27', '2018-06-22']],
    // Great Prayer Day was abolished from 2024; Midsummer Eve is not a Danish holiday.
    ['DK', ['2024-04-26', '2016-06-03', '2016-06-06', '2018-06-22']],
    ['FI', ['2015-12-04', '2015-12-07', '2018-05-17']],
  ] as const)('%s is open on ordinary days near holidays', (country, days) => {
    for (const day of days) expect(isTradingDay(country, day), `${country} ${day}`).toBe(true);
  });

  it('distinguishes the countries on their own days', () => {
    expect(isTradingDay('NO', '2026-05-18')).toBe(true);
    expect(isTradingDay('DK', '2026-06-05')).toBe(false);
    expect(isTradingDay('SE', '2026-06-05')).toBe(true);
    expect(isTradingDay('SE', '2026-06-19')).toBe(false);
    expect(isTradingDay('DK', '2026-06-19')).toBe(true);
  });
});

describe('holidays', () => {
  it('lists the year in date order with names', () => {
    const se = holidays('SE', 2026);
    expect(se.map((h) => h.day)).toEqual([...se.map((h) => h.day)].sort());
    expect(se).toContainEqual({ day: '2026-06-19', name: 'Midsummer Eve' });
    expect(se).toContainEqual({ day: '2026-05-14', name: 'Ascension Day' });
  });
});

describe('trading-day arithmetic', () => {
  it('lists the trading days of a range, both ends inclusive', () => {
    expect(tradingDaysBetween('SE', '2026-12-21', '2027-01-08')).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-04',
      '2027-01-05',
      '2027-01-07',
      '2027-01-08',
    ]);
    expect(tradingDaysBetween('SE', '2026-11-22', '2026-11-21')).toEqual([]);
  });

  it('a year has about 250 trading days', () => {
    for (const country of ['SE', 'NO', 'DK', 'FI'] as const) {
      const n = tradingDaysBetween(country, '2025-01-01', '2025-12-31').length;
      expect(n).toBeGreaterThanOrEqual(245);
      expect(n).toBeLessThanOrEqual(254);
    }
  });

  it('adds and subtracts trading days across holidays and weekends', () => {
    expect(addTradingDays('SE', '2026-12-23', 1)).toBe('2026-12-28');
    expect(addTradingDays('SE', '2026-12-28', -1)).toBe('2026-12-23');
    expect(addTradingDays('SE', '2026-11-20', 5)).toBe('2026-11-27');
    expect(addTradingDays('SE', '2026-11-21', 1)).toBe('2026-11-23');
    expect(addTradingDays('SE', '2026-11-21', 0)).toBe('2026-11-21');
    expect(addTradingDays('NO', '2026-05-13', 1)).toBe('2026-05-15'); // Ascension Day
    expect(addTradingDays('DK', '2026-05-13', 1)).toBe('2026-05-18'); // Ascension Day and the bank holiday after it
    expect(nextTradingDay('FI', '2026-12-04')).toBe('2026-12-07');
    expect(previousTradingDay('FI', '2026-12-07')).toBe('2026-12-04');
    expect(tradingDayOnOrAfter('SE', '2026-06-19')).toBe('2026-06-22');
    expect(tradingDayOnOrBefore('SE', '2026-06-19')).toBe('2026-06-18');
    expect(tradingDayOnOrBefore('SE', '2026-06-18')).toBe('2026-06-18');
  });

  it('agrees with tradingDaysBetween', () => {
    const days = tradingDaysBetween('DK', '2026-01-01', '2026-12-31');
    expect(addTradingDays('DK', days[0]!, days.length - 1)).toBe(days.at(-1));
  });

  it('rejects malformed dates and fractional steps', () => {
    expect(() => isTradingDay('SE', '2026-02-30')).toThrow();
    expect(() => isTradingDay('SE', '20261120')).toThrow();
    expect(() => addTradingDays('SE', '2026-11-20', 1.5)).toThrow();
  });
});
