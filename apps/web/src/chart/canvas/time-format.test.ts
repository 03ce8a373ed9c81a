import { describe, expect, it } from 'vitest';
import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { crosshairTimeFormatter, isoWeek, quarterOf, tickMarkFormatter, timeToMs } from './time-format';

const at = (iso: string) => (Date.parse(iso) / 1000) as UTCTimestamp;

describe('time-format', () => {
  it('shows intraday crosshair times in the chart time zone', () => {
    const format = crosshairTimeFormatter('MIN_5', 'en-GB', 'Europe/Helsinki');
    expect(format(at('2025-03-10T07:35:00Z'))).toBe('10 Mar 2025 09:35');
    expect(crosshairTimeFormatter('DAY', 'en-GB', 'Europe/Stockholm')(at('2025-03-10T00:00:00Z'))).toBe(
      '10 Mar 2025',
    );
  });

  it('labels ticks by their weight', () => {
    const format = tickMarkFormatter('sv-SE', 'Europe/Stockholm');
    expect(format(at('2025-03-10T08:00:00Z'), TickMarkType.Time)).toBe('09:00');
    expect(format(at('2025-01-01T00:00:00Z'), TickMarkType.Year)).toBe('2025');
  });

  it('converts times back to ms', () => {
    expect(timeToMs(at('2025-03-10T00:00:00Z'))).toBe(Date.parse('2025-03-10T00:00:00Z'));
    expect(timeToMs({ year: 2025, month: 3, day: 10 })).toBe(Date.parse('2025-03-10T00:00:00Z'));
  });

  it('numbers ISO weeks and quarters', () => {
    expect(isoWeek(Date.parse('2025-03-10T00:00:00Z'), 'Europe/Stockholm')).toEqual({ week: 11, year: 2025 });
    expect(isoWeek(Date.parse('2024-12-30T00:00:00Z'), 'Europe/Stockholm')).toEqual({ week: 1, year: 2025 });
    expect(isoWeek(Date.parse('2021-01-03T00:00:00Z'), 'Europe/Stockholm')).toEqual({ week: 53, year: 2020 });
    expect(quarterOf(Date.parse('2025-05-01T00:00:00Z'), 'Europe/Oslo')).toEqual({ quarter: 2, year: 2025 });
  });
});
