import { describe, expect, it } from 'vitest';
import { isTradingDay } from '../calendar';
import { dividendAmounts, dividendPayDay, issuerCountryOf, withholdingRate } from './index';

describe('withholding at source', () => {
  it('withholds nothing at home and the treaty rate abroad, Denmark its 27 %', () => {
    expect(withholdingRate('SE', 'SE').toString()).toBe('0');
    expect(withholdingRate('SE', 'NO').toString()).toBe('0.15');
    expect(withholdingRate('NO', 'FI').toString()).toBe('0.15');
    expect(withholdingRate('FI', 'DK').toString()).toBe('0.15');
    expect(withholdingRate('DK', 'SE').toString()).toBe('0.27');
    expect(withholdingRate('US', 'SE').toString()).toBe('0.15');
    expect(withholdingRate('XX', 'SE').toString()).toBe('0');
  });

  it('reads the issuer country from the ISIN', () => {
    expect(issuerCountryOf('DK0060534915')).toBe('DK');
  });

  it('rounds gross and withholding once each, so the net is exact', () => {
    // 333 shares × 1.37 EUR = 456.21 EUR × 11.4271 SEK/EUR = 5 213.157... → 5 213.16; 15 % = 781.974 → 781.97.
    const a = dividendAmounts('333', '1.37', '11.4271', '0.15');
    expect(a.gross.toFixed(2)).toBe('5213.16');
    expect(a.withholding.toFixed(2)).toBe('781.97');
    expect(a.net.toFixed(2)).toBe('4431.19');
    expect(a.gross.minus(a.withholding).equals(a.net)).toBe(true);
  });
});

describe('pay day', () => {
  it('is the fourth trading day after the ex-day, skipping weekends and holidays', () => {
    // Ex Thursday 2026-04-30; 1 May is a Swedish holiday: Mon 4, Tue 5, Wed 6, Thu 7 May.
    expect(dividendPayDay('SE', '2026-04-30')).toBe('2026-05-07');
    for (const ex of ['2026-03-02', '2026-06-18', '2026-12-21']) {
      const pay = dividendPayDay('NO', ex);
      expect(pay > ex).toBe(true);
      expect(isTradingDay('NO', pay)).toBe(true);
    }
  });
});
