import { describe, expect, it } from 'vitest';
import { norwegianShares, norwegianShareTax, type NorwayEvent } from './norway';

const run = (events: NorwayEvent[]) => {
  const r = norwegianShares(events);
  if (!r.ok) throw new Error(`${r.code} ${r.at}`);
  return r;
};
const buy: NorwayEvent = { kind: 'BUY', id: 'b', date: '2023-03-01', quantity: 100, cost: '10000' };

describe('Norway: shielding deduction', () => {
  it('carries the unused shield forward, compounding, and deducts it from the gain on a sale', () => {
    // 2023: 10 000 × 3.2 % = 320; 2024: 10 320 × 3.9 % = 402.48; unused 722.48 at the sale.
    const r = run([
      buy,
      { kind: 'YEAR_END', year: 2023 },
      { kind: 'YEAR_END', year: 2024 },
      { kind: 'SELL', id: 's', date: '2025-05-02', quantity: 100, proceeds: '12000' },
    ]);
    const s = r.sales[0]!;
    expect([s.gain, s.shieldUsed, s.taxableGain].map((v) => v.toFixed(2))).toEqual([
      '2000.00',
      '722.48',
      '1277.52',
    ]);
    // 1 277.52 × 1.72 × 22 % = 483.413568.
    expect(norwegianShareTax(s.taxableGain).toFixed(2)).toBe('483.41');
  });

  it('uses the year’s shield against the year’s dividends first', () => {
    const r = run([
      buy,
      { kind: 'YEAR_END', year: 2023 },
      { kind: 'DIVIDEND', id: 'd', date: '2024-05-10', perShare: '5' },
      { kind: 'YEAR_END', year: 2024 },
    ]);
    // 2024's shield 402.48 covers that much of the 500 dividend; 2023's 320 stays unused.
    expect(
      r.years.map((y) => [
        y.year,
        y.dividends.toFixed(2),
        y.shieldUsed.toFixed(2),
        y.taxableDividends.toFixed(2),
      ]),
    ).toEqual([
      [2023, '0.00', '0.00', '0.00'],
      [2024, '500.00', '402.48', '97.52'],
    ]);
    expect(r.lots[0]!.unusedShield.toFixed(2)).toBe('320.00');
  });

  it('never makes or grows a loss with the shield', () => {
    const r = run([
      buy,
      { kind: 'YEAR_END', year: 2023 },
      { kind: 'SELL', id: 'loss', date: '2024-02-01', quantity: 100, proceeds: '9000' },
    ]);
    expect([r.sales[0]!.shieldUsed.toFixed(2), r.sales[0]!.taxableGain.toFixed(2)]).toEqual([
      '0.00',
      '-1000.00',
    ]);
    const small = run([
      buy,
      { kind: 'YEAR_END', year: 2023 },
      { kind: 'SELL', id: 's', date: '2024-02-01', quantity: 100, proceeds: '10100' },
    ]);
    // A gain of 100 under a shield of 320: nothing taxable, no loss.
    expect([small.sales[0]!.shieldUsed.toFixed(2), small.sales[0]!.taxableGain.toFixed(2)]).toEqual([
      '100.00',
      '0.00',
    ]);
  });

  it('sells the first purchase first, with its own shield, and gives no shield for the year of sale', () => {
    const r = run([
      buy,
      { kind: 'YEAR_END', year: 2023 },
      { kind: 'BUY', id: 'b2', date: '2024-03-01', quantity: 100, cost: '12000' },
      { kind: 'SELL', id: 's', date: '2024-06-03', quantity: 150, proceeds: '18000' },
      { kind: 'YEAR_END', year: 2024 },
    ]);
    // All of the first lot (10 000, shield 320) and half the second (6 000, no shield yet).
    const s = r.sales[0]!;
    expect([s.cost, s.gain, s.shieldUsed].map((v) => v.toFixed(2))).toEqual([
      '16000.00',
      '2000.00',
      '320.00',
    ]);
    // The 50 left earn 2024's shield on their 6 000.
    expect(r.lots.map((l) => [l.quantity.toNumber(), l.cost.toFixed(2), l.unusedShield.toFixed(2)])).toEqual([
      [50, '6000.00', '234.00'],
    ]);
  });

  it('taxes dividends on shares sold before the year end in full', () => {
    const r = run([
      buy,
      { kind: 'DIVIDEND', id: 'd', date: '2024-04-10', perShare: '2' },
      { kind: 'SELL', id: 's', date: '2024-06-03', quantity: 100, proceeds: '10000' },
      { kind: 'YEAR_END', year: 2024 },
    ]);
    expect([r.years[0]!.dividends.toFixed(2), r.years[0]!.taxableDividends.toFixed(2)]).toEqual([
      '200.00',
      '200.00',
    ]);
  });

  it('refuses a year whose shield rate is not known, and a sale of more than is held', () => {
    expect(norwegianShares([buy, { kind: 'YEAR_END', year: 2025 }])).toEqual({
      ok: false,
      code: 'SHIELD_RATE_NOT_KNOWN',
      at: '2025',
    });
    expect(
      norwegianShares([buy, { kind: 'SELL', id: 's', date: '2023-04-01', quantity: 101, proceeds: '1' }]),
    ).toEqual({ ok: false, code: 'SALE_EXCEEDS_HOLDING', at: 's' });
  });
});
