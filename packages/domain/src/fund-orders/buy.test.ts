import { describe, expect, it } from 'vitest';
import {
  acceptsBuyAmountInput,
  buyAmountMessage,
  isBuyValid,
  minimumInvestment,
  parseBuyAmount,
} from './buy';

describe('buy amount (spec 000 §5)', () => {
  it('accepts digits with at most two decimals after a point', () => {
    expect(acceptsBuyAmountInput('')).toBe(true);
    expect(acceptsBuyAmountInput('1200')).toBe(true);
    expect(acceptsBuyAmountInput('1000.')).toBe(true);
    expect(acceptsBuyAmountInput('1000.5')).toBe(true);
    expect(acceptsBuyAmountInput('1000.50')).toBe(true);
    for (const t of ['1000.505', '.5', '-1', '1e3', '12 000', 'abc', '1,5', '1.2.3'])
      expect(acceptsBuyAmountInput(t), t).toBe(false);
  });

  it('shows no message for an empty field and the three messages otherwise', () => {
    const limits = { minimum: 100, tradingPower: 5000 };
    expect(buyAmountMessage('', limits)).toBeUndefined();
    expect(buyAmountMessage('99', limits)).toBe('belowMinimum');
    expect(buyAmountMessage('100', limits)).toBeUndefined();
    expect(buyAmountMessage('5000', limits)).toBeUndefined();
    expect(buyAmountMessage('5001', limits)).toBe('notEnoughMoney');
    expect(buyAmountMessage('-5', limits)).toBe('incorrect');
    expect(buyAmountMessage('12.5', limits)).toBe('belowMinimum');
    expect(buyAmountMessage('150.50', limits)).toBeUndefined();
    expect(buyAmountMessage('150.505', limits)).toBe('incorrect');
    expect(parseBuyAmount(' 42 ')?.toString()).toBe('42');
  });

  it('defaults the minimum investment to 100 SEK', () => {
    expect(minimumInvestment(undefined)).toEqual({ value: expect.anything(), currency: 'SEK' });
    expect(minimumInvestment(undefined).value.toString()).toBe('100');
    expect(minimumInvestment({ value: null, currency: 'EUR' }).value.toString()).toBe('100');
    expect(minimumInvestment({ value: '1000', currency: 'NOK' }).value.toString()).toBe('1000');
    expect(minimumInvestment({ value: '500' }).currency).toBe('SEK');
  });

  it('is valid only with an account, enough trading power, an amount in range and suitability', () => {
    const ok = { accountSelected: true, amount: 100, minimum: 100, tradingPower: 100, suitable: true };
    expect(isBuyValid(ok)).toBe(true);
    expect(isBuyValid({ ...ok, accountSelected: false })).toBe(false);
    expect(isBuyValid({ ...ok, suitable: false })).toBe(false);
    expect(isBuyValid({ ...ok, amount: undefined })).toBe(false);
    expect(isBuyValid({ ...ok, tradingPower: 99, amount: 99 })).toBe(false);
    expect(isBuyValid({ ...ok, amount: 101 })).toBe(false);
    expect(isBuyValid({ ...ok, amount: 99 })).toBe(false);
  });
});
