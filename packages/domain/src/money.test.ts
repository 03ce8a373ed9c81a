import { describe, expect, it } from 'vitest';
import { dec, money, roundTo, sum } from './money';

describe('money', () => {
  it('adds exactly where binary floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sum([0.1, 0.2]).toNumber()).toBe(0.3);
    expect(dec('1234567.89').plus('0.01').toString()).toBe('1234567.9');
  });

  it('rounds half away from zero once, to the places asked for', () => {
    expect(roundTo('2.345', 2).toString()).toBe('2.35');
    expect(roundTo('-2.345', 2).toString()).toBe('-2.35');
    expect(roundTo('1.005', 2).toString()).toBe('1.01');
    expect(money('10.125', 'SEK')).toEqual({ value: 10.13, currency: 'SEK' });
    expect(money('3.14159', 'EUR', 4)).toEqual({ value: 3.1416, currency: 'EUR' });
  });
});
