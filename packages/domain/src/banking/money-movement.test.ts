import { describe, expect, it } from 'vitest';
import { localTimeToUtc } from '../calendar';
import { accnoOfReference, depositReference, withdrawalTimes } from './money-movement';

const se = (day: string, time: string) => localTimeToUtc(day, time, 'Europe/Stockholm');

describe('withdrawalTimes', () => {
  it('sends before the cut-off the same banking day, and pays it that afternoon', () => {
    expect(withdrawalTimes('SE', se('2026-11-23', '12:59'))).toEqual({
      sendDay: '2026-11-23',
      sendAt: se('2026-11-23', '13:00'),
      paidAt: se('2026-11-23', '17:00'),
    });
  });

  it('sends at or after the cut-off, on a weekend or a holiday, on the next banking day', () => {
    expect(withdrawalTimes('SE', se('2026-11-23', '13:00')).sendDay).toBe('2026-11-24');
    expect(withdrawalTimes('SE', se('2026-11-27', '15:00')).sendDay).toBe('2026-11-30');
    expect(withdrawalTimes('SE', se('2026-11-28', '09:00')).sendDay).toBe('2026-11-30');
    // Christmas Eve, Christmas Day and Boxing Day are not Swedish banking days.
    expect(withdrawalTimes('SE', se('2026-12-23', '14:00')).sendDay).toBe('2026-12-28');
  });

  it('reads the cut-off in the country’s own time zone', () => {
    const helsinki = localTimeToUtc('2026-11-23', '12:30', 'Europe/Helsinki');
    // 12:30 in Helsinki is 11:30 in Stockholm: before a Swedish cut-off, but Finland's own is what counts.
    expect(withdrawalTimes('FI', helsinki)).toMatchObject({
      sendDay: '2026-11-23',
      sendAt: localTimeToUtc('2026-11-23', '13:00', 'Europe/Helsinki'),
    });
  });
});

describe('depositReference', () => {
  it('is the account number with a Luhn check digit, and a mistyped one names no account', () => {
    const reference = depositReference('10001234');
    expect(reference).toMatch(/^10001234\d$/);
    expect(accnoOfReference(reference)).toBe('10001234');
    const wrong = reference.slice(0, -1) + String((Number(reference.at(-1)) + 1) % 10);
    expect(accnoOfReference(wrong)).toBeNull();
    expect(accnoOfReference('12-34 x')).toBeNull();
  });
});
