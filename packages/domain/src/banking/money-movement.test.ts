import { describe, expect, it } from 'vitest';
import { localTimeToUtc } from '../calendar';
import type { CountryCode } from '../countries';
import fc from 'fast-check';
import { luhnValid, parseBankAccount } from './account-number';
import {
  CLIENT_FUNDS_ACCOUNTS,
  accnoOfReference,
  clientFundsCountry,
  depositReference,
  finnishReferenceCheckDigit,
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
  it('is the account number with a Luhn check digit in SE, NO and DK, and a mistyped one names no account', () => {
    for (const country of ['SE', 'NO', 'DK'] as const) {
      const reference = depositReference(country, '10001234');
      expect(reference).toMatch(/^10001234\d$/);
      expect(luhnValid(reference)).toBe(true);
      expect(accnoOfReference(country, reference)).toBe('10001234');
      const wrong = reference.slice(0, -1) + String((Number(reference.at(-1)) + 1) % 10);
      expect(accnoOfReference(country, wrong)).toBeNull();
      expect(accnoOfReference(country, '12-34 x')).toBeNull();
    }
  });

  it('takes the 7-3-1 check digit in Finland, as Finance Finland’s guide works it', () => {
    // Finanssiala, "Kotimaisen viitteen rakenneohje": the reference 12 34561 is the base 123456,
    // weighted 6·7 + 5·3 + 4·1 + 3·7 + 2·3 + 1·1 = 89, and the 1 that makes it 90.
    expect(finnishReferenceCheckDigit('123456')).toBe('1');
    expect(depositReference('FI', '123456')).toBe('1234561');
    expect(accnoOfReference('FI', '12 34561')).toBe('123456');
    expect(accnoOfReference('FI', '1234562')).toBeNull();
    // A sum that is already a ten takes 0.
    expect(finnishReferenceCheckDigit('100')).toBe('9');
    expect(finnishReferenceCheckDigit('10')).toBe('7');
    expect(finnishReferenceCheckDigit('55')).toBe('0');
    // Too short for a Finnish reference (at least four digits with the check digit).
    expect(accnoOfReference('FI', '107')).toBeNull();
  });

  it('catches every mistyped digit of a Finnish reference, and names its account', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{2,18}$/),
        fc.nat(18),
        fc.integer({ min: 1, max: 9 }),
        (accno, at, plus) => {
          const reference = depositReference('FI', accno);
          expect(accnoOfReference('FI', reference)).toBe(accno);
          const i = at % reference.length;
          const typo =
            reference.slice(0, i) + String((Number(reference[i]) + plus) % 10) + reference.slice(i + 1);
          expect(accnoOfReference('FI', typo)).toBeNull();
        },
      ),
    );
  });

  it('tells the country of a client-funds account however it is written', () => {
    expect(clientFundsCountry('FI20 1012 9955 0496 84')).toBe('FI');
    expect(clientFundsCountry('FI2010129955049684')).toBe('FI');
    expect(clientFundsCountry('6789-835202631')).toBe('SE');
    expect(clientFundsCountry('6789-835202632')).toBeUndefined();
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
