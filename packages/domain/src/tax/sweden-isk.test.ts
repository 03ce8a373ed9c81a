import { describe, expect, it } from 'vitest';
import { iskStatement } from './sweden-isk';

describe('Sweden: ISK standard tax', () => {
  it('taxes the quarter-average capital base above the tax-free level at 30 % of 2.96 % (2025)', () => {
    // (400 000 + 420 000 + 380 000 + 440 000 + deposits 60 000 + transfers 0) / 4 = 425 000;
    // 425 000 − 150 000 = 275 000; × 2.96 % = 8 140; × 30 % = 2 442.
    const r = iskStatement({
      year: 2025,
      quarterStartValues: ['400000', '420000', '380000', '440000'],
      deposits: '60000',
      transfersIn: '0',
    });
    if (!r.ok) throw new Error(r.code);
    const s = r.statement;
    expect(
      [s.capitalBase, s.taxableBase, s.ratePercent, s.standardIncome, s.tax].map((v) => v.toFixed(2)),
    ).toEqual(['425000.00', '275000.00', '2.96', '8140.00', '2442.00']);
  });

  it('owes nothing below the tax-free level, and counts transfers in like deposits', () => {
    const r = iskStatement({
      year: 2025,
      quarterStartValues: ['100000', '100000', '100000', '100000'],
      deposits: '20000',
      transfersIn: '30000',
    });
    if (!r.ok) throw new Error(r.code);
    expect([r.statement.capitalBase.toFixed(2), r.statement.tax.toFixed(2)]).toEqual(['112500.00', '0.00']);
  });

  it('shares the tax-free level between the person’s accounts: this one uses what it is given', () => {
    const r = iskStatement({
      year: 2025,
      quarterStartValues: ['200000', '200000', '200000', '200000'],
      deposits: '0',
      transfersIn: '0',
      taxFreeUsed: '50000',
    });
    if (!r.ok) throw new Error(r.code);
    // (200 000 − 50 000) × 2.96 % × 30 % = 1 332.
    expect(r.statement.tax.toFixed(2)).toBe('1332.00');
  });

  it('refuses a year whose government bond rate is not known', () => {
    expect(
      iskStatement({ year: 2026, quarterStartValues: ['1', '1', '1', '1'], deposits: '0', transfersIn: '0' }),
    ).toEqual({ ok: false, code: 'TAX_YEAR_NOT_KNOWN' });
  });
});
