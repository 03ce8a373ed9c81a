import { describe, expect, it } from 'vitest';
import { positionReturn } from './position-return';
import { ownCapitalTotals } from './own-capital-total';

const sek = (value: number) => ({ value, currency: 'SEK' });

describe('positionReturn', () => {
  it('is market value less acquisition value, with the percent of the acquisition value', () => {
    expect(positionReturn({ market_value_acc: sek(11_000), acq_value_acc: sek(10_000) })).toEqual({
      amount: sek(1000),
      percent: 10,
      direction: 'gain',
    });
  });

  it('is a loss when the market value is lower', () => {
    const result = positionReturn({ market_value_acc: sek(7500), acq_value_acc: sek(10_000) });
    expect(result.amount).toEqual(sek(-2500));
    expect(result.percent).toBe(-25);
    expect(result.direction).toBe('loss');
  });

  it('does not suffer binary floating point error', () => {
    const result = positionReturn({ market_value_acc: sek(0.3), acq_value_acc: sek(0.1) });
    expect(result.amount.value).toBe(0.2);
    expect(result.percent).toBe(200);
  });

  it('rounds the amount to cents and calls a rounded zero flat', () => {
    const result = positionReturn({ market_value_acc: sek(100.004), acq_value_acc: sek(100) });
    expect(result.amount.value).toBe(0);
    expect(result.direction).toBe('flat');
  });

  it('has no percent when nothing was paid', () => {
    const result = positionReturn({ market_value_acc: sek(50), acq_value_acc: sek(0) });
    expect(result.percent).toBeNull();
    expect(result.direction).toBe('gain');
  });
});

describe('ownCapitalTotals', () => {
  it('adds amounts of one currency exactly', () => {
    expect(ownCapitalTotals([sek(0.1), sek(0.2)], 'SEK')).toEqual([sek(0.3)]);
  });

  it('keeps currencies apart, main currency first', () => {
    expect(
      ownCapitalTotals(
        [{ value: 5, currency: 'EUR' }, sek(100), { value: 7, currency: 'USD' }, sek(50)],
        'SEK',
      ),
    ).toEqual([sek(150), { value: 5, currency: 'EUR' }, { value: 7, currency: 'USD' }]);
  });

  it('is empty without accounts', () => {
    expect(ownCapitalTotals([], 'SEK')).toEqual([]);
  });
});
