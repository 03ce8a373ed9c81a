import { describe, expect, it } from 'vitest';
import {
  cutoffAt,
  fundCountry,
  localDayAt,
  nextCutoffAfter,
  nextDealingCutoff,
  settlementDay,
} from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('fund dealing schedule', () => {
  it('fixes cut-offs in local time: SE 13:00, NO 08:30, DK/FI 12:00', () => {
    // 20 Nov 2026: winter time, Stockholm UTC+1, Helsinki UTC+2.
    expect(cutoffAt('SE', '2026-11-20')).toBe(at('2026-11-20T12:00:00Z'));
    expect(cutoffAt('NO', '2026-11-20')).toBe(at('2026-11-20T07:30:00Z'));
    expect(cutoffAt('DK', '2026-11-20')).toBe(at('2026-11-20T11:00:00Z'));
    expect(cutoffAt('FI', '2026-11-20')).toBe(at('2026-11-20T10:00:00Z'));
    // Summer time.
    expect(cutoffAt('SE', '2026-06-10')).toBe(at('2026-06-10T11:00:00Z'));
  });

  it('maps a fund to the country of its currency', () => {
    expect(['SEK', 'NOK', 'DKK', 'EUR', 'USD', 'GBP'].map(fundCountry)).toEqual([
      'SE',
      'NO',
      'DK',
      'FI',
      'SE',
      'SE',
    ]);
  });

  it('gives the next cut-off over a weekend', () => {
    // Friday 20 Nov 2026 after the cut-off: next is Monday 23 Nov.
    expect(nextDealingCutoff('SE', 'DAILY', at('2026-11-20T12:00:00Z'))).toEqual({
      day: '2026-11-23',
      at: at('2026-11-23T12:00:00Z'),
    });
    // Before the cut-off: the same day.
    expect(nextDealingCutoff('SE', 'DAILY', at('2026-11-20T11:59:59Z')).day).toBe('2026-11-20');
    expect(nextDealingCutoff('SE', 'DAILY', at('2026-11-21T10:00:00Z')).day).toBe('2026-11-23');
    expect(nextCutoffAfter('SE', at('2026-11-21T10:00:00Z')).day).toBe('2026-11-23');
  });

  it('skips public holidays of the fund country', () => {
    // Christmas 2026: 24, 25 (Fri), 26 closed; then 31 Dec and 1 Jan.
    expect(nextDealingCutoff('SE', 'DAILY', at('2026-12-23T13:00:00Z')).day).toBe('2026-12-28');
    expect(nextDealingCutoff('FI', 'DAILY', at('2026-12-04T11:00:00Z')).day).toBe('2026-12-07');
    // Norway: 17 May 2027 (Monday) is Constitution Day.
    expect(nextDealingCutoff('NO', 'DAILY', at('2027-05-14T08:00:00Z')).day).toBe('2027-05-18');
  });

  it('deals weekly and monthly funds on their dealing days', () => {
    expect(nextDealingCutoff('SE', 'WEEKLY', at('2026-11-16T08:00:00Z')).day).toBe('2026-11-20');
    expect(nextDealingCutoff('SE', 'WEEKLY', at('2026-11-20T12:30:00Z')).day).toBe('2026-11-27');
    expect(nextDealingCutoff('SE', 'MONTHLY', at('2026-11-30T12:30:00Z')).day).toBe('2026-12-30');
  });

  it('settles two banking days after the trade day', () => {
    expect(settlementDay('SE', '2026-11-19')).toBe('2026-11-23');
    expect(settlementDay('SE', '2026-12-23')).toBe('2026-12-29');
    expect(localDayAt('Europe/Stockholm', at('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
  });
});
