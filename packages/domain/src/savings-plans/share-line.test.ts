import { describe, expect, it } from 'vitest';
import { orderCosts } from '../trading/courtage';
import { runAt, nextRun } from './plans';
import { sharesForAmount } from './share-line';

const line = {
  lotSize: 1,
  shareCurrency: 'SEK',
  accountCurrency: 'SEK' as const,
  rate: 1,
  courtageClass: 'MINI' as const,
};

describe('a share line of a savings plan', () => {
  it('buys as many whole shares as the amount pays for with the courtage', () => {
    // 10 × 99.50 = 995 + courtage 2.49 = 997.49.
    expect(sharesForAmount({ ...line, amount: 1000, price: '99.5' })).toBe(10);
    // 10 × 100 = 1000 + courtage 2.50 is over: 9.
    expect(sharesForAmount({ ...line, amount: 1000, price: 100 })).toBe(9);
    // The fixed class's 99 kronor comes first.
    expect(sharesForAmount({ ...line, courtageClass: 'FIXED', amount: 1000, price: 100 })).toBe(9);
    expect(sharesForAmount({ ...line, courtageClass: 'FIXED', amount: 1000, price: 91 })).toBe(9);
    expect(sharesForAmount({ ...line, courtageClass: 'FIXED', amount: 1000, price: 90 })).toBe(10);
  });

  it('buys nothing when one share and its courtage cost more than the amount', () => {
    expect(sharesForAmount({ ...line, amount: 100, price: 150 })).toBe(0);
    expect(sharesForAmount({ ...line, amount: 100, price: 99.5 })).toBe(0);
    expect(sharesForAmount({ ...line, amount: 100, price: 0 })).toBe(0);
  });

  it('buys whole lots, and counts the exchange fee of a share in another currency', () => {
    expect(sharesForAmount({ ...line, lotSize: 10, amount: 1000, price: 5 })).toBe(190);
    const nok = { ...line, shareCurrency: 'NOK', rate: '0.98', amount: 1000, price: 10 };
    const volume = sharesForAmount(nok);
    const costs = (v: number) => orderCosts({ ...nok, side: 'BUY', volume: v }).total.toNumber();
    expect(volume).toBe(101);
    expect(costs(volume)).toBeLessThanOrEqual(1000);
    expect(costs(volume + 1)).toBeGreaterThan(1000);
  });

  it('runs a plan holding a share at its exchange’s opening, a plan of funds at 07:00', () => {
    expect(runAt('SE', '2026-11-25', [])).toBe(Date.parse('2026-11-25T06:00:00Z'));
    expect(runAt('SE', '2026-11-25', ['SE'])).toBe(Date.parse('2026-11-25T08:00:00Z'));
    // Helsinki opens at 10:00 EET, the same instant; a Finnish customer's 07:00 is 05:00 UTC.
    expect(runAt('FI', '2026-11-25', ['FI', 'SE'])).toBe(Date.parse('2026-11-25T08:00:00Z'));
    // At 08:00 on its day, a share plan of that day still buys that day.
    expect(nextRun('SE', 25, Date.parse('2026-11-25T07:00:00Z'), { markets: ['SE'] })).toMatchObject({
      day: '2026-11-25',
      at: Date.parse('2026-11-25T08:00:00Z'),
    });
  });
});
