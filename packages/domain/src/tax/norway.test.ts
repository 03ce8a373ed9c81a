import { describe, expect, it } from 'vitest';
import { norwegianAskYear, norwegianShares, norwegianShareTax, type NorwayEvent } from './norway';

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
      { kind: 'DIVIDEND', id: 'd', date: '2024-05-10', amount: '500' },
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
      { kind: 'DIVIDEND', id: 'd', date: '2024-04-10', amount: '200' },
      { kind: 'SELL', id: 's', date: '2024-06-03', quantity: 100, proceeds: '10000' },
      { kind: 'YEAR_END', year: 2024 },
    ]);
    expect([r.years[0]!.dividends.toFixed(2), r.years[0]!.taxableDividends.toFixed(2)]).toEqual([
      '200.00',
      '200.00',
    ]);
  });

  it('splits each lot’s shares and keeps its cost and shield', () => {
    // 100 shares for 10 000, a 2:1 split, then 150 of the 200 sold for 9 000: 75 % of the cost
    // (7 500) and of the 2023 shield (320 × 75 % = 240) go with them.
    const r = run([
      buy,
      { kind: 'YEAR_END', year: 2023 },
      { kind: 'SPLIT', id: 'x', date: '2024-02-01', from: 1, to: 2 },
      { kind: 'SELL', id: 's', date: '2024-03-01', quantity: 150, proceeds: '9000' },
    ]);
    const s = r.sales[0]!;
    expect([s.cost, s.gain, s.shieldUsed].map((v) => v.toFixed(2))).toEqual(['7500.00', '1500.00', '240.00']);
    expect(r.lots[0]!.quantity.toString()).toBe('50');
    expect(
      norwegianShares([
        buy,
        { kind: 'SPLIT', id: 'x', date: '2023-04-01', from: 2, to: 1 },
        { kind: 'SELL', id: 's', date: '2023-05-01', quantity: 51, proceeds: '1' },
      ]),
    ).toEqual({ ok: false, code: 'SALE_EXCEEDS_HOLDING', at: 's' });
  });

  it('refuses a year whose shield rate is not known, and a sale of more than is held', () => {
    expect(norwegianShares([buy, { kind: 'YEAR_END', year: 2026 }])).toEqual({
      ok: false,
      code: 'SHIELD_RATE_NOT_KNOWN',
      at: '2026',
    });
    expect(
      norwegianShares([buy, { kind: 'SELL', id: 's', date: '2023-04-01', quantity: 101, proceeds: '1' }]),
    ).toEqual({ ok: false, code: 'SALE_EXCEEDS_HOLDING', at: 's' });
  });
});

describe('Norway: dividends shared over lots, and the aksjesparekonto', () => {
  it('shares a dividend over the lots to the øre, the last lot taking the rest', () => {
    const r = run([
      { kind: 'BUY', id: 'a', date: '2024-01-02', quantity: 1, cost: '100' },
      { kind: 'BUY', id: 'b', date: '2024-01-03', quantity: 2, cost: '200' },
      { kind: 'DIVIDEND', id: 'd', date: '2024-05-10', amount: '10.00' },
      { kind: 'SELL', id: 's', date: '2024-06-03', quantity: 1, proceeds: '100' },
      { kind: 'YEAR_END', year: 2024 },
    ]);
    // 3.33 on the first lot (sold before the year end: taxed in full), 6.67 on the second.
    const y = r.years[0]!;
    expect([y.dividends.toFixed(2), y.shieldUsed.toFixed(2), y.taxableDividends.toFixed(2)]).toEqual([
      '10.00',
      '6.67',
      '3.33',
    ]);
  });

  it('taxes what an ASK pays out beyond its deposits (Skatteetaten: deposit 100 000, take out 120 000)', () => {
    const year = norwegianAskYear(
      [
        { date: '2023-02-01', kind: 'DEPOSIT', amount: '100000' },
        { date: '2025-03-01', kind: 'WITHDRAWAL', amount: '120000' },
      ],
      2025,
    );
    expect(
      [year.depositsAtStart, year.withdrawals, year.taxableWithdrawals, year.depositsAtEnd].map(String),
    ).toEqual(['100000', '120000', '20000', '0']);
    // A year without withdrawals beyond the deposits owes nothing.
    const quiet = norwegianAskYear([{ date: '2025-02-01', kind: 'DEPOSIT', amount: '5000' }], 2025);
    expect([quiet.deposits, quiet.taxableWithdrawals].map(String)).toEqual(['5000', '0']);
  });
});

describe('Norway: demergers and mergers', () => {
  it('splits each lot’s cost and unused shield at a demerger; both shares keep the purchase date', () => {
    // 2023 earns 320 on 10 000; the demerger gives a quarter of the cost (2 500) and of the shield
    // (80) to the new share, 1 for 1; each is then sold with its own gain and shield.
    const parent = run([
      buy,
      { kind: 'YEAR_END', year: 2023 },
      { kind: 'MOVE_OUT', id: 'fisjon', date: '2024-05-01', costShare: '0.25' },
      { kind: 'SELL', id: 'sa', date: '2024-09-01', quantity: 100, proceeds: '8000' },
    ]);
    const moved = parent.moved.get('fisjon')!;
    expect(moved.map((l) => [l.acquired, l.cost.toFixed(2), l.unusedShield.toFixed(2)])).toEqual([
      ['2023-03-01', '2500.00', '80.00'],
    ]);
    const a = parent.sales[0]!;
    expect([a.cost, a.gain, a.shieldUsed, a.taxableGain].map((v) => v.toFixed(2))).toEqual([
      '7500.00',
      '500.00',
      '240.00',
      '260.00',
    ]);
    const child = run([
      { kind: 'MOVE_IN', id: 'fisjon', date: '2024-05-01', lots: moved },
      { kind: 'SELL', id: 'sb', date: '2024-08-01', quantity: 100, proceeds: '3000' },
    ]);
    const b = child.sales[0]!;
    expect([b.cost, b.gain, b.shieldUsed, b.taxableGain].map((v) => v.toFixed(2))).toEqual([
      '2500.00',
      '500.00',
      '80.00',
      '420.00',
    ]);
  });

  it('moves whole lots at a merger, ahead of later purchases of the receiving share', () => {
    const target = run([
      buy,
      { kind: 'MOVE_OUT', id: 'fusjon', date: '2024-05-01', costShare: 1, shares: 100 },
    ]);
    expect(target.lots).toEqual([]);
    const r = run([
      { kind: 'BUY', id: 'own', date: '2024-01-10', quantity: 10, cost: '5000' },
      { kind: 'MOVE_IN', id: 'fusjon', date: '2024-05-01', lots: target.moved.get('fusjon')! },
      { kind: 'SELL', id: 's', date: '2024-06-01', quantity: 100, proceeds: '12000' },
    ]);
    // The merged lot was bought first (2023-03-01): the sale takes it, not the 2024 purchase.
    expect([r.sales[0]!.cost.toFixed(2), r.lots.map((l) => l.acquired)]).toEqual([
      '10000.00',
      ['2024-01-10'],
    ]);
  });
});
