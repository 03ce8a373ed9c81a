import { describe, expect, it } from 'vitest';
import { parseMoneyInput as parseCost, tooManyDecimals } from './money-input';

describe('a typed acquisition cost', () => {
  it('reads a decimal comma or point and spaces between thousands', () => {
    expect(parseCost('1 234,50')).toBe(1234.5);
    expect(parseCost('1234.5')).toBe(1234.5);
    expect(parseCost('0')).toBe(0);
    expect(parseCost('12\u00a0000')).toBe(12000);
  });

  it('refuses three decimals, signs, letters and nothing', () => {
    for (const text of ['12,345', '-5', '1e3', 'abc', '', ',5', '1,2,3', '12345678901234'])
      expect(parseCost(text)).toBeUndefined();
    expect(parseCost('1234567890123,45')).toBe(1234567890123.45);
  });
});

describe('an amount with too many decimals', () => {
  it('is told apart from one that is no amount at all', () => {
    expect(tooManyDecimals('10,555')).toBe(true);
    expect(tooManyDecimals('1 000.123')).toBe(true);
    for (const text of ['10,55', '10', 'abc', '', '-1,555', '1,2,3'])
      expect(tooManyDecimals(text)).toBe(false);
  });
});
