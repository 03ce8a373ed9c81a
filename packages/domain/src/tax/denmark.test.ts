import { describe, expect, it } from 'vitest';
import { aktiesparekontoYear, danishShareIncomeTax } from './denmark';

describe('Denmark: share income and the aktiesparekonto', () => {
  it('taxes share income 27 % up to the year’s limit and 42 % above it', () => {
    // 2025: 67 500 × 27 % + 32 500 × 42 % = 18 225 + 13 650.
    const r = danishShareIncomeTax(2025, '100000');
    if (!r.ok) throw new Error(r.code);
    expect([r.value.lowPart, r.value.highPart, r.value.tax].map((v) => v.toFixed(2))).toEqual([
      '67500.00',
      '32500.00',
      '31875.00',
    ]);
    const small = danishShareIncomeTax(2024, '1234.56');
    expect(small.ok && small.value.tax.toFixed(2)).toBe('333.33');
  });

  it('gives a negative year no tax and carries the loss forward', () => {
    const r = danishShareIncomeTax(2025, '-2500.50');
    expect(r.ok && [r.value.tax.toFixed(2), r.value.lossCarriedForward.toFixed(2)]).toEqual([
      '0.00',
      '2500.50',
    ]);
  });

  it('uses earlier years’ losses first', () => {
    const r = danishShareIncomeTax(2025, '10000', '2500.50');
    expect(
      r.ok && [r.value.lossUsed, r.value.lowPart, r.value.tax, r.value.lossCarriedForward].map(String),
    ).toEqual(['2500.5', '7499.5', '2024.87', '0']);
    const partly = danishShareIncomeTax(2025, '1000', '2500');
    expect(partly.ok && [partly.value.tax, partly.value.lossCarriedForward].map(String)).toEqual([
      '0',
      '1500',
    ]);
  });

  it('refuses a year whose limit is not known', () => {
    expect(danishShareIncomeTax(2019, '1')).toEqual({ ok: false, code: 'TAX_YEAR_NOT_KNOWN' });
  });

  it('marks an aktiesparekonto to market at 17 % (worth 50 000 on 1 January, 20 000 paid in, 80 000 at the end)', () => {
    const y = aktiesparekontoYear({
      startValue: '50000',
      endValue: '80000',
      deposits: '20000',
      withdrawals: '0',
      lossBroughtForward: '0',
    });
    expect([y.return, y.taxable, y.tax].map((v) => v.toFixed(2))).toEqual([
      '10000.00',
      '10000.00',
      '1700.00',
    ]);
  });

  it('carries a negative return forward on the account and uses it against the next year', () => {
    const down = aktiesparekontoYear({
      startValue: '80000',
      endValue: '74000',
      deposits: '0',
      withdrawals: '1000',
      lossBroughtForward: '0',
    });
    expect([down.return.toFixed(2), down.tax.toFixed(2), down.lossCarriedForward.toFixed(2)]).toEqual([
      '-5000.00',
      '0.00',
      '5000.00',
    ]);
    const up = aktiesparekontoYear({
      startValue: '74000',
      endValue: '82000',
      deposits: '0',
      withdrawals: '0',
      lossBroughtForward: down.lossCarriedForward,
    });
    expect([up.lossUsed, up.taxable, up.tax, up.lossCarriedForward].map((v) => v.toFixed(2))).toEqual([
      '5000.00',
      '3000.00',
      '510.00',
      '0.00',
    ]);
  });
});
