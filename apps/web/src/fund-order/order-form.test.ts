import { describe, expect, it } from 'vitest';
import {
  decimalSign,
  EMPTY_SELL,
  evaluateBuy,
  evaluateSell,
  fromFieldText,
  nextBuyText,
  nextSellFromAmount,
  nextSellFromPercent,
  quickSell,
  recomputeSell,
  toFieldText,
} from './order-form';

describe('buy amount', () => {
  it('accepts digits only', () => {
    expect(nextBuyText('120')).toBe('120');
    expect(nextBuyText('')).toBe('');
    expect(nextBuyText('12.5')).toBe('12.5');
    expect(nextBuyText('12.555')).toBeNull();
    expect(nextBuyText('-1')).toBeNull();
    expect(nextBuyText('1e3')).toBeNull();
  });

  const buy = (text: string, over: Partial<Parameters<typeof evaluateBuy>[0]> = {}) =>
    evaluateBuy({
      text,
      minimum: 100,
      tradingPower: 1000,
      accountSelected: true,
      suitable: true,
      feePercent: 1,
      ...over,
    });

  it('gives the four messages: none when empty, below minimum, not enough money', () => {
    expect(buy('').message).toBeUndefined();
    expect(buy('99').message).toBe('belowMinimum');
    expect(buy('1001').message).toBe('notEnoughMoney');
    expect(buy('100').message).toBeUndefined();
  });

  it('is valid between the minimum and the trading power, inclusive, with an account and suitability', () => {
    expect(buy('100').valid).toBe(true);
    expect(buy('1000').valid).toBe(true);
    expect(buy('99').valid).toBe(false);
    expect(buy('1001').valid).toBe(false);
    expect(buy('500', { accountSelected: false }).valid).toBe(false);
    expect(buy('500', { suitable: false }).valid).toBe(false);
    expect(buy('500', { tradingPower: 50 }).valid).toBe(false);
    expect(buy('500', { tradingPower: undefined }).valid).toBe(false);
  });

  it('fee is amount × fee % / 100 and the total is the amount', () => {
    const result = buy('500', { feePercent: 0.5 });
    expect(result.fee?.toString()).toBe('2.5');
    expect(result.total?.toString()).toBe('500');
  });
});

describe('sell amount and percent', () => {
  it('links percent to amount (holdings × percent / 100)', () => {
    expect(nextSellFromPercent('25', 1000)).toEqual({ percentText: '25', amountText: '250' });
    expect(nextSellFromPercent('33.33', 1000)).toEqual({ percentText: '33.33', amountText: '333.3' });
    expect(nextSellFromPercent('150', 1000)).toEqual({ percentText: '150', amountText: '' });
    expect(nextSellFromPercent('1.234', 1000)).toBeNull();
  });

  it('links amount to percent (amount / holdings × 100, two decimals) and ignores amounts above holdings', () => {
    expect(nextSellFromAmount('333', 1000)).toEqual({ amountText: '333', percentText: '33.3' });
    expect(nextSellFromAmount('1', 3)).toEqual({ amountText: '1', percentText: '33.33' });
    expect(nextSellFromAmount('1001', 1000)).toBeNull();
    expect(nextSellFromAmount('1.234', 1000)).toBeNull();
    expect(nextSellFromAmount('', 1000)).toEqual(EMPTY_SELL);
  });

  it("'Sell Everything' sets 100 and 'Sell Half' 50", () => {
    expect(quickSell(100, 812.5)).toEqual({ percentText: '100', amountText: '812.5' });
    expect(quickSell(50, 812.5)).toEqual({ percentText: '50', amountText: '406.25' });
  });

  const sell = (percentText: string, over: Partial<Parameters<typeof evaluateSell>[0]> = {}) =>
    evaluateSell({
      fields: nextSellFromPercent(percentText, 20000) ?? EMPTY_SELL,
      mode: 'PERCENT',
      holdings: 20000,
      accountSelected: true,
      feePercent: 1,
      ...over,
    });

  it('validates: account, holdings above 0, at least the minimum sell amount, percent 0.01–100', () => {
    expect(sell('50').valid).toBe(true);
    expect(sell('0.01').valid).toBe(true);
    expect(sell('0').valid).toBe(false);
    expect(sell('150').message).toBe('incorrect');
    expect(sell('50', { accountSelected: false }).valid).toBe(false);
    expect(sell('50', { holdings: 0, fields: { percentText: '50', amountText: '0' } }).valid).toBe(false);
    // Minimum sell amount = floor(20000 × 0.0001) = 2; 0.01 % is 2.
    expect(sell('0.01').minimum.toString()).toBe('2');
    const below = evaluateSell({
      fields: { amountText: '1', percentText: '0.01' },
      mode: 'AMOUNT',
      holdings: 20000,
      accountSelected: true,
      feePercent: 1,
    });
    expect(below.message).toBe('belowMinimum');
    expect(below.valid).toBe(false);
  });

  it('sell fee = percent × holdings × fee / 10000; total = amount + fee', () => {
    const result = sell('50', { feePercent: 0.2 });
    expect(result.fee?.toString()).toBe('20');
    expect(result.total?.toString()).toBe('10020');
  });
});

describe('decimal sign of the fields', () => {
  it('reads a typed comma as the decimal sign and shows the locale sign', () => {
    expect(decimalSign('sv-SE')).toBe(',');
    expect(decimalSign('fi-FI')).toBe(',');
    expect(decimalSign('en')).toBe('.');
    // "1000,50" typed in Swedish is 1000.50, never 100050.
    expect(nextBuyText(fromFieldText('1000,50'))).toBe('1000.50');
    expect(toFieldText('1000.50', 'sv-SE')).toBe('1000,50');
    expect(toFieldText('1000.50', 'en')).toBe('1000.50');
    // "0,5" in the percent field is half a percent, and the help text's own "0,01" works as shown.
    expect(nextSellFromPercent(fromFieldText('0,5'), 10_000)).toEqual({
      percentText: '0.5',
      amountText: '50',
    });
    expect(nextSellFromPercent(fromFieldText('0,01'), 10_000)?.percentText).toBe('0.01');
  });
});

describe('sell fields follow the holdings', () => {
  const evaluate = (
    fields: { percentText: string; amountText: string },
    mode: 'PERCENT' | 'AMOUNT',
    holdings: string,
  ) => evaluateSell({ fields, mode, holdings, accountSelected: true, feePercent: 0 });

  it('works both fields out again when the account (and so the holdings) changes', () => {
    const half = quickSell(50, '55119.93');
    expect(half.amountText).toBe('27559.97');
    // Another account holding DKK 8 832.18: half of that is what the screen and dialog now say.
    expect(recomputeSell(half, 'PERCENT', '8832.18')).toEqual({ percentText: '50', amountText: '4416.09' });
    // In amount mode an amount the new holdings cannot cover is no longer valid.
    const typed = nextSellFromAmount('20000', '55119.93')!;
    const moved = recomputeSell(typed, 'AMOUNT', '8832.18');
    expect(moved.amountText).toBe('20000');
    expect(evaluate(moved, 'AMOUNT', '8832.18').valid).toBe(false);
  });

  it('confirms the amount the sent percent sells, not the typed one', () => {
    const fields = nextSellFromAmount('1000', '43852')!;
    expect(fields.percentText).toBe('2.28');
    const evaluation = evaluate(fields, 'AMOUNT', '43852');
    expect(evaluation.percent?.toString()).toBe('2.28');
    expect(evaluation.amount?.toString()).toBe('999.83');
  });

  it('says why a tiny amount cannot be sold instead of only disabling Sell', () => {
    // 0.01 of 300 is 0.0033 %, which rounds to 0 %: the minimum becomes the smallest amount that sells.
    const evaluation = evaluate(nextSellFromAmount('0.01', '300')!, 'AMOUNT', '300');
    expect(evaluation.valid).toBe(false);
    expect(evaluation.message).toBe('belowMinimum');
    expect(evaluation.minimum.toString()).toBe('0.02');
  });
});
