import { describe, expect, it } from 'vitest';
import {
  acceptsSellAmountInput,
  acceptsSellPercentInput,
  activeSellUnits,
  amountOfHoldings,
  availableHoldings,
  isSellValid,
  isValidSellPercent,
  minimumSellAmount,
  percentOfHoldings,
  sellAmountMessage,
  sellPercentMessage,
} from './sell';

describe('sell percent (spec 000 §5)', () => {
  it('allows digits with up to two decimals, or 100', () => {
    for (const t of ['', '1', '50', '0.01', '12.3', '12.34', '100'])
      expect(acceptsSellPercentInput(t), t).toBe(true);
    for (const t of ['12.345', '-1', 'a', '1,5', '.5']) expect(acceptsSellPercentInput(t), t).toBe(false);
  });

  it('is valid from 0.01 to 100', () => {
    expect(isValidSellPercent('0.01')).toBe(true);
    expect(isValidSellPercent(100)).toBe(true);
    expect(isValidSellPercent('0')).toBe(false);
    expect(isValidSellPercent('0.001')).toBe(false);
    expect(isValidSellPercent('100.01')).toBe(false);
    expect(isValidSellPercent(undefined)).toBe(false);
    expect(sellPercentMessage('')).toBeUndefined();
    expect(sellPercentMessage('150')).toBe('incorrect');
    expect(sellPercentMessage('0')).toBe('incorrect');
    expect(sellPercentMessage('25.5')).toBeUndefined();
  });
});

describe('sell amount (spec 000 §5)', () => {
  it('allows at most two decimals and ignores input above the holdings', () => {
    expect(acceptsSellAmountInput('12.34', 100)).toBe(true);
    expect(acceptsSellAmountInput('12.345', 100)).toBe(false);
    expect(acceptsSellAmountInput('100.01', 100)).toBe(false);
    expect(acceptsSellAmountInput('100', 100)).toBe(true);
    expect(sellAmountMessage('x', { minimum: 1, holdings: 10 })).toBe('incorrect');
    expect(sellAmountMessage('0', { minimum: 1, holdings: 10 })).toBe('belowMinimum');
    expect(sellAmountMessage('11', { minimum: 1, holdings: 10 })).toBe('notEnoughMoney');
    expect(sellAmountMessage('5', { minimum: 1, holdings: 10 })).toBeUndefined();
  });

  it('links amount and percent: percent = amount / holdings × 100, two decimals', () => {
    expect(percentOfHoldings(1, 3).toString()).toBe('33.33');
    expect(percentOfHoldings(2, 3).toString()).toBe('66.67');
    expect(percentOfHoldings(5, 0).toString()).toBe('0');
    expect(amountOfHoldings(50, '1234.57').toString()).toBe('617.29');
  });

  it('has a minimum of floor(holdings × 0.0001), 0 without holdings', () => {
    expect(minimumSellAmount(123456).toString()).toBe('12');
    expect(minimumSellAmount(9999).toString()).toBe('0');
    expect(minimumSellAmount(0).toString()).toBe('0');
    expect(minimumSellAmount(undefined).toString()).toBe('0');
  });

  it('is valid only with an account, holdings, an amount at the minimum and a valid percent', () => {
    const ok = { accountSelected: true, holdings: 200000, amount: 20, percent: '0.01' };
    expect(isSellValid(ok)).toBe(true);
    expect(isSellValid({ ...ok, amount: 19 })).toBe(false);
    expect(isSellValid({ ...ok, holdings: 0 })).toBe(false);
    expect(isSellValid({ ...ok, accountSelected: false })).toBe(false);
    expect(isSellValid({ ...ok, percent: '0' })).toBe(false);
  });

  it('values available holdings: (units − active sell units) × NAV × rate, two decimals', () => {
    // (10.5 − 2.25) × 123.4567 × 1.1 = 1120.36...
    expect(
      availableHoldings({
        units: '10.5',
        activeSellUnits: '2.25',
        lastNav: '123.4567',
        exchangeRate: '1.1',
      }).toString(),
    ).toBe('1120.37');
    const orders = [
      { accid: 1, order_side: 'SELL', instrument_id: 7, volume: '1.5' },
      { accid: 1, order_side: 'SELL', instrument_id: 7, volume: '0.75' },
      { accid: 1, order_side: 'BUY', instrument_id: 7, volume: '9' },
      { accid: 2, order_side: 'SELL', instrument_id: 7, volume: '9' },
      { accid: 1, order_side: 'SELL', instrument_id: 8, volume: '9' },
    ];
    expect(activeSellUnits(orders, 1, 7).toString()).toBe('2.25');
  });
});
