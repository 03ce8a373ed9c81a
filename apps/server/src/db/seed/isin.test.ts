import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { isinCheckDigit, isValidIsin, makeIsin } from './isin';

describe('ISIN check digits', () => {
  it('accepts published ISINs', () => {
    for (const isin of [
      'US0378331005',
      'US5949181045',
      'AU0000XVGZA3',
      'GB0002634946',
      'SE0000108656',
      'NO0010096985',
      'DK0060534915',
      'FI0009000681',
    ]) {
      expect(isValidIsin(isin), isin).toBe(true);
    }
  });

  it('rejects a changed digit, swapped neighbours and bad shapes', () => {
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidIsin('US0378331050')).toBe(false);
    expect(isValidIsin('SE000010865')).toBe(false);
    expect(isValidIsin('se0000108656')).toBe(false);
    expect(() => isinCheckDigit('SE00001086')).toThrow();
  });

  it('computes the digit that makes the code valid', () => {
    expect(isinCheckDigit('US037833100')).toBe(5);
    expect(isinCheckDigit('AU0000XVGZA')).toBe(3);
    expect(makeIsin('SE', '000010865')).toBe('SE0000108656');
  });

  it('gives every demo instrument a valid, unique ISIN of its country', () => {
    const isins = CATALOG.all.map((i) => i.isin);
    expect(new Set(isins).size).toBe(isins.length);
    for (const i of CATALOG.all) expect(isValidIsin(i.isin), i.isin).toBe(true);
    for (const s of CATALOG.shares) expect(s.isin.slice(0, 2)).toBe(s.calendar);
  });
});
