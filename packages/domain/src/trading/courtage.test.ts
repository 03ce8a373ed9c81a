import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../countries';
import { dec } from '../money';
import { COURTAGE_CLASSES, COURTAGE_RULES, courtage, fxFee, orderCosts } from './courtage';

describe('courtage', () => {
  it('is the percentage of the value, at least the minimum, rounded to cents', () => {
    expect(courtage('MINI', '100', 'SEK').toFixed(2)).toBe('1.00');
    expect(courtage('MINI', '10000', 'SEK').toFixed(2)).toBe('25.00');
    expect(courtage('SMALL', '10000', 'SEK').toFixed(2)).toBe('39.00');
    expect(courtage('SMALL', '26000', 'SEK').toFixed(2)).toBe('39.00');
    expect(courtage('SMALL', '26001', 'SEK').toFixed(2)).toBe('39.00');
    expect(courtage('SMALL', '100000', 'SEK').toFixed(2)).toBe('150.00');
    expect(courtage('MEDIUM', '123456.78', 'SEK').toFixed(2)).toBe('85.19');
    expect(courtage('FIXED', '5000000', 'SEK').toFixed(2)).toBe('99.00');
    expect(courtage('SMALL', '1000', 'EUR').toFixed(2)).toBe('3.40');
    expect(courtage('MINI', '1000.02', 'NOK').toFixed(2)).toBe('2.50');
  });

  it('costs about the same in every currency: each minimum is the kronor one at the reference rate', () => {
    const sekPerUnit = { SEK: 1, NOK: 0.98, DKK: 1.54155, EUR: 11.5, USD: 10.6 };
    for (const cls of COURTAGE_CLASSES) {
      const sek = Number(COURTAGE_RULES[cls].minimum.SEK);
      for (const currency of CURRENCIES) {
        const inSek = Number(COURTAGE_RULES[cls].minimum[currency]) * sekPerUnit[currency];
        // Within the rounding to whole units (0.1 for EUR and USD) of the smallest minimum.
        expect(Math.abs(inSek - sek), `${cls} ${currency}`).toBeLessThanOrEqual(Math.max(0.6, sek * 0.02));
      }
    }
  });

  it('never falls below the minimum and never exceeds a non-fixed rate on values above it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COURTAGE_CLASSES),
        fc.constantFrom(...CURRENCIES),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (cls, currency, ore) => {
          const value = dec(ore.toString()).dividedBy(100);
          const fee = courtage(cls, value, currency);
          const rule = COURTAGE_RULES[cls];
          expect(fee.gte(rule.minimum[currency])).toBe(true);
          if (rule.percent === null) expect(fee.eq(rule.minimum[currency])).toBe(true);
          else {
            const raw = value.times(rule.percent).dividedBy(100);
            expect(
              fee
                .minus(raw.gt(rule.minimum[currency]) ? raw : rule.minimum[currency])
                .abs()
                .lte('0.005'),
            ).toBe(true);
          }
          expect(fee.decimalPlaces()).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

describe('order costs', () => {
  it('adds courtage to a buy and takes it from a sell, in the same currency without an exchange fee', () => {
    const buy = orderCosts({
      side: 'BUY',
      price: '251.40',
      volume: 40,
      shareCurrency: 'SEK',
      accountCurrency: 'SEK',
      rate: 1,
      courtageClass: 'SMALL',
    });
    expect(buy.value.toFixed(2)).toBe('10056.00');
    expect(buy.courtage.toFixed(2)).toBe('39.00');
    expect(buy.fxFee.toFixed(2)).toBe('0.00');
    expect(buy.total.toFixed(2)).toBe('10095.00');
    const sell = orderCosts({
      ...buy,
      side: 'SELL',
      price: '251.40',
      volume: 40,
      shareCurrency: 'SEK',
      accountCurrency: 'SEK',
      rate: 1,
      courtageClass: 'SMALL',
    });
    expect(sell.total.toFixed(2)).toBe('10017.00');
  });

  it('converts a foreign share, charges 0.25 % exchange fee, and keeps every figure exact', () => {
    // A Norwegian share (NOK) bought from a Swedish account: 0.98 SEK per NOK.
    const c = orderCosts({
      side: 'BUY',
      price: '187.35',
      volume: 120,
      shareCurrency: 'NOK',
      accountCurrency: 'SEK',
      rate: '0.98',
      courtageClass: 'MINI',
    });
    expect(c.value.toFixed(2)).toBe('22482.00');
    expect(c.accountValue.toFixed(2)).toBe('22032.36');
    expect(c.courtage.toFixed(2)).toBe('55.08');
    expect(c.fxFee.toFixed(2)).toBe('55.08');
    expect(c.total.toFixed(2)).toBe('22142.52');
    expect(fxFee('100', 'EUR', 'EUR').toFixed(2)).toBe('0.00');
  });
});
