import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { finnishDisposals, heldTenYears } from './finland';
import { realise, type HoldingEvent } from './realised';

const sale = (events: HoldingEvent[]) => {
  const r = realise(events, 'FIFO');
  if (!r.ok) throw new Error(r.code);
  return r.realisations[r.realisations.length - 1]!;
};

describe('Finland: form 9A disposals', () => {
  it('deducts 40 % of the price for shares held ten years or more when that is more than the cost', () => {
    // Bought 2014 for 1 000 € + 10 €, sold 2025 for 10 000 € − 20 €: 4 000 € deemed beats 1 030 €.
    const [d] = finnishDisposals(
      sale([
        { kind: 'BUY', id: 'b', date: '2014-03-01', quantity: 100, amount: '1000', fees: '10' },
        { kind: 'SELL', id: 's', date: '2025-06-02', quantity: 100, amount: '10000', fees: '20' },
      ]),
    );
    expect([
      d!.usesDeemedCost,
      d!.deemedCost.toFixed(2),
      d!.actualCost.toFixed(2),
      d!.result.toFixed(2),
    ]).toEqual([true, '4000.00', '1030.00', '6000.00']);
  });

  it('keeps the actual cost with fees when it is larger than 20 % of the price', () => {
    const [d] = finnishDisposals(
      sale([
        { kind: 'BUY', id: 'b', date: '2024-01-02', quantity: 100, amount: '9000', fees: '10' },
        { kind: 'SELL', id: 's', date: '2025-06-02', quantity: 100, amount: '10000', fees: '20' },
      ]),
    );
    expect([d!.usesDeemedCost, d!.result.toFixed(2)]).toEqual([false, '970.00']);
  });

  it('makes each purchase of a sale a disposal of its own, with its own holding period', () => {
    const ds = finnishDisposals(
      sale([
        { kind: 'BUY', id: 'old', date: '2010-05-03', quantity: 30, amount: '300', fees: '0' },
        { kind: 'BUY', id: 'new', date: '2023-05-03', quantity: 70, amount: '6300', fees: '0' },
        { kind: 'SELL', id: 's', date: '2025-05-05', quantity: 100, amount: '10000', fees: '10' },
      ]),
    );
    // 30 % of the sale from 2010 (40 % deemed), 70 % from 2023 (its actual cost wins).
    expect(ds.map((d) => [d.acquired, d.amount.toFixed(2), d.usesDeemedCost, d.result.toFixed(2)])).toEqual([
      ['2010-05-03', '3000.00', true, '1800.00'],
      ['2023-05-03', '7000.00', false, '693.00'],
    ]);
  });

  it('counts ten years from the purchase date', () => {
    expect(heldTenYears('2015-06-30', '2025-06-29')).toBe(false);
    expect(heldTenYears('2015-06-30', '2025-06-30')).toBe(true);
  });

  it('splits a sale’s price and fees over its parts to the cent, adding up exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (lots, priceCents, feeCents) => {
          const events: HoldingEvent[] = lots.map((q, n) => ({
            kind: 'BUY',
            id: `b${n}`,
            date: `20${String(10 + n).padStart(2, '0')}-01-01`,
            quantity: q,
            amount: '100',
            fees: '1',
          }));
          const total = lots.reduce((a, b) => a + b, 0);
          const amount = new Decimal(priceCents).dividedBy(100);
          const fees = new Decimal(feeCents).dividedBy(100);
          events.push({ kind: 'SELL', id: 's', date: '2026-01-01', quantity: total, amount, fees });
          const ds = finnishDisposals(sale(events));
          const sum = ds.reduce((s, d) => s.plus(d.amount), new Decimal(0));
          expect(sum.eq(amount)).toBe(true);
          const costs = ds.reduce((s, d) => s.plus(d.actualCost), new Decimal(0));
          expect(costs.eq(new Decimal(101).times(lots.length).plus(fees))).toBe(true);
        },
      ),
    );
  });
});
