import { describe, expect, it } from 'vitest';
import { courtage } from './courtage';
import {
  choosableCourtageClasses,
  effectiveCourtageClass,
  tierCourtageClass,
  tiersOf,
} from './fee-conditions';

describe('fee conditions by segment and tier', () => {
  it('gives private banking its tier’s class and employees theirs; the others choose', () => {
    expect(tierCourtageClass('PRIVATE_BANKING', 'PLATINUM')).toBe('PB_PLATINUM');
    expect(tierCourtageClass('EMPLOYEE', 'EMPLOYEE_NO')).toBe('EMPLOYEE');
    expect(tierCourtageClass('RETAIL', null)).toBeNull();
    expect(effectiveCourtageClass('PRIVATE_BANKING', 'GOLD', 'MINI')).toBe('PB_GOLD');
    expect(effectiveCourtageClass('ACTIVE_TRADER', null, 'FIXED')).toBe('FIXED');
    expect(choosableCourtageClasses('RETAIL', null)).toEqual(['MINI', 'SMALL', 'MEDIUM', 'FIXED']);
    expect(choosableCourtageClasses('PRIVATE_BANKING', 'BLACK')).toEqual([]);
  });

  it('charges the tiers a percentage without a minimum, lower the higher the tier, and employees nothing', () => {
    expect(courtage('PB_GOLD', '100000', 'SEK').toFixed(2)).toBe('69.00');
    expect(courtage('PB_SIGNATURE', '100000', 'SEK').toFixed(2)).toBe('25.00');
    expect(courtage('PB_GOLD', '100', 'SEK').toFixed(2)).toBe('0.07');
    expect(courtage('EMPLOYEE', '100000', 'EUR').toFixed(2)).toBe('0.00');
  });

  it('offers private banking from its thresholds in Sweden only (spec 001 §5), employees per country', () => {
    expect(tiersOf('SE', 'PRIVATE_BANKING').map((t) => t.threshold)).toEqual([
      1_500_000, 5_000_000, 15_000_000, 50_000_000,
    ]);
    expect(tiersOf('FI', 'PRIVATE_BANKING').map((t) => t.threshold)).toEqual([null, null, null, null]);
    expect(tiersOf('NO', 'EMPLOYEE')).toEqual([
      { tier: 'EMPLOYEE_NO', courtageClass: 'EMPLOYEE', threshold: null },
    ]);
    expect(tiersOf('DK', 'RETAIL')).toEqual([]);
  });
});
