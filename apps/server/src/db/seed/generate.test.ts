import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSwedishPersonnummer } from '@broker/domain';
import { generateDemoData, type DemoData } from './generate';

/**
 * SHA-256 over a canonical JSON form: tables in a fixed order, each row as the JSON array of its
 * values in sorted-key order, so the digest depends on the data and not on property order.
 */
function digest(data: DemoData): string {
  const h = createHash('sha256');
  for (const table of Object.keys(data).sort() as (keyof DemoData)[]) {
    const rows = data[table] as unknown as Record<string, unknown>[];
    const keys = Object.keys(rows[0] ?? {}).sort();
    h.update(`${table}:${JSON.stringify(keys)}\n`);
    for (const row of rows) {
      if (Object.keys(row).length !== keys.length) throw new Error(`${table}: rows differ in shape`);
      h.update(`${JSON.stringify(keys.map((k) => row[k]))}\n`);
    }
  }
  return h.digest('hex');
}

describe('generateDemoData', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives byte-identical data for the same inputs, with the full default history', () => {
    const a = digest(generateDemoData({ asOf: '2026-11-20' }));
    const b = digest(generateDemoData({ asOf: '2026-11-20' }));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toBe(b);
  });

  it('gives every demo customer a national id (a deposit’s payer is matched by it); Swedish ones are valid personnummer', () => {
    const data = generateDemoData({ asOf: '2026-11-20', historyYears: 1, minuteDays: 1 });
    expect(data.customers.filter((c) => !c.nationalId)).toEqual([]);
    for (const c of data.customers.filter((x) => x.country === 'SE'))
      expect(isSwedishPersonnummer(c.nationalId!), `${c.customerNo} ${c.nationalId}`).toBe(true);
  });

  it('gives other data for another seed or another day', () => {
    const base = digest(generateDemoData({ seed: 's1', asOf: '2026-11-20', historyYears: 1, minuteDays: 1 }));
    expect(
      digest(generateDemoData({ seed: 's2', asOf: '2026-11-20', historyYears: 1, minuteDays: 1 })),
    ).not.toBe(base);
    expect(
      digest(generateDemoData({ seed: 's1', asOf: '2026-11-19', historyYears: 1, minuteDays: 1 })),
    ).not.toBe(base);
    expect(digest(generateDemoData({ seed: 's1', asOf: '2026-11-20', historyYears: 1, minuteDays: 1 }))).toBe(
      base,
    );
  });

  it('reads neither the clock nor Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    generateDemoData({ asOf: '2026-11-20', historyYears: 1, minuteDays: 1 });
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  it('covers historyYears of daily bars and keeps numbers within their column scales', () => {
    const d = generateDemoData({ asOf: '2026-11-20', historyYears: 2, minuteDays: 1 });
    const days = d.dailyBars.map((b) => b.day).sort();
    expect(days[0]! > '2024-11-20').toBe(true);
    expect(days[0]! < '2024-11-27').toBe(true);
    expect(days.at(-1)).toBe('2026-11-20');
    const price = /^\d+\.\d{2,4}$/;
    const badPrices = [...d.dailyBars, ...d.minuteBars].filter(
      (b) => ![b.open, b.high, b.low, b.close].every((v) => price.test(v)),
    );
    expect(badPrices).toEqual([]);
    const badAmounts = d.transactions.filter(
      (t) => !/^-?\d+\.\d{2}$/.test(t.amount) || (t.quantity !== null && !/^\d+\.\d{6}$/.test(t.quantity)),
    );
    expect(badAmounts).toEqual([]);
  });

  it('ends the history on the last trading day when the seed day is a weekend', () => {
    const d = generateDemoData({ asOf: '2026-11-22', historyYears: 1, minuteDays: 1 });
    const lastDays = new Set(d.dailyBars.map((b) => b.day).filter((day) => day > '2026-11-15'));
    expect([...lastDays].sort().at(-1)).toBe('2026-11-20');
    const minuteDays = new Set(d.minuteBars.map((b) => b.at.toISOString().slice(0, 10)));
    expect(minuteDays).toEqual(new Set(['2026-11-20']));
    expect(d.transactions.every((t) => t.tradeDate < '2026-11-22')).toBe(true);
  });

  it('rejects bad options', () => {
    expect(() => generateDemoData({ asOf: '2026-13-01' })).toThrow();
    expect(() => generateDemoData({ asOf: '2026-11-20', historyYears: 0 })).toThrow();
    expect(() => generateDemoData({ asOf: '2026-11-20', minuteDays: -1 })).toThrow();
  });
});
