import { describe, expect, it } from 'vitest';
import { localTimeToUtc } from '../calendar';
import type { CountryCode } from '../countries';
import { parseBankAccount } from './account-number';
import {
  CLIENT_FUNDS_ACCOUNTS,
  accnoOfReference,
  depositReference,
  transferCreditAt,
  withdrawalTimes,
} from './money-movement';

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

describe('ordinary transfers', () => {
  it('are credited the next banking day in the morning, whatever the hour they arrive', () => {
    expect(transferCreditAt('SE', se('2026-11-23', '08:00'))).toBe(se('2026-11-24', '09:00'));
    expect(transferCreditAt('SE', se('2026-11-27', '23:30'))).toBe(se('2026-11-30', '09:00'));
  });

  it('go to client-funds accounts that pass their country’s checks', () => {
    for (const [country, a] of Object.entries(CLIENT_FUNDS_ACCOUNTS) as [
      CountryCode,
      { display: string },
    ][]) {
      const [clearing, number] =
        country === 'SE' ? a.display.split('-') : country === 'DK' ? a.display.split(' ') : ['', a.display];
      expect(parseBankAccount(country, number!, clearing).ok, `${country} ${a.display}`).toBe(true);
    }
  });
});
