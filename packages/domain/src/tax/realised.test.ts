import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { arrivingLots, realise, type CostMethod, type HoldingEvent } from './realised';

const buy = (id: string, date: string, quantity: number, amount: string, fees = '0'): HoldingEvent => ({
  kind: 'BUY',
  id,
  date,
  quantity,
  amount,
  fees,
});
const sell = (id: string, date: string, quantity: number, amount: string, fees = '0'): HoldingEvent => ({
  kind: 'SELL',
  id,
  date,
  quantity,
  amount,
  fees,
});

function ok(events: HoldingEvent[], method: CostMethod) {
  const r = realise(events, method);
  if (!r.ok) throw new Error(`refused: ${r.code} ${r.eventId}`);
  return r;
}
const texts = (values: Decimal[]) => values.map((v) => v.toFixed(2));

/**
 * Worked by hand: 100 shares bought for 5 000 kr + 50 kr courtage, 50 for 3 500 + 50; 60 sold for
 * 4 800 − 50, the other 90 for 5 400 − 50.
 */
const history = [
  buy('b1', '2025-02-03', 100, '5000', '50'),
  buy('b2', '2025-05-12', 50, '3500', '50'),
  sell('s1', '2025-09-01', 60, '4800', '50'),
  sell('s2', '2026-03-16', 90, '5400', '50'),
];

describe('realised results', () => {
  it('pools purchases at their average cost, courtage included (Sweden, Denmark)', () => {
    const r = ok(history, 'AVERAGE');
    // 150 shares cost 8 600: 60 of them 3 440, result 4 800 − 50 − 3 440; the 90 left cost 5 160.
    expect(texts(r.realisations.map((s) => s.cost))).toEqual(['3440.00', '5160.00']);
    expect(texts(r.realisations.map((s) => s.result))).toEqual(['1310.00', '190.00']);
    expect(r.holding.quantity.toNumber()).toBe(0);
  });

  it('sells the earliest purchase first (Finland, Norway), and names the lots used', () => {
    const r = ok(history, 'FIFO');
    // 60 of the first 100 (5 050): 3 030; then its last 40 (2 020) and all of the second (3 550).
    expect(texts(r.realisations.map((s) => s.cost))).toEqual(['3030.00', '5570.00']);
    expect(texts(r.realisations.map((s) => s.result))).toEqual(['1720.00', '-220.00']);
    expect(r.realisations[1]!.lots.map((l) => [l.acquired, l.quantity.toNumber()])).toEqual([
      ['2025-02-03', 40],
      ['2025-05-12', 50],
    ]);
  });

  it('rounds each sale’s cost to the öre once and loses none of it', () => {
    const r = ok(
      [
        buy('b', '2026-01-02', 3, '100'),
        sell('s1', '2026-02-02', 1, '50'),
        sell('s2', '2026-03-02', 1, '50'),
        sell('s3', '2026-04-02', 1, '50'),
      ],
      'AVERAGE',
    );
    expect(texts(r.realisations.map((s) => s.cost))).toEqual(['33.33', '33.34', '33.33']);
  });

  it('keeps the cost through a split and spreads it over the new shares', () => {
    const r = ok(
      [
        buy('b', '2026-01-02', 10, '1000'),
        { kind: 'SPLIT', id: 'x', date: '2026-02-02', from: 1, to: 2 },
        sell('s', '2026-03-02', 5, '300'),
      ],
      'FIFO',
    );
    expect(texts(r.realisations.map((s) => s.result))).toEqual(['50.00']);
    expect([r.holding.quantity.toNumber(), r.holding.cost.toFixed(2)]).toEqual([15, '750.00']);
  });

  it('refuses a sale of more than is held', () => {
    expect(realise([buy('b', '2026-01-02', 2, '10'), sell('s', '2026-01-03', 3, '20')], 'FIFO')).toEqual({
      ok: false,
      code: 'SALE_EXCEEDS_HOLDING',
      eventId: 's',
    });
  });

  /** Random histories: buys, and sells of at most what is held, with öre amounts. */
  const histories = fc
    .array(
      fc.record({
        sell: fc.boolean(),
        quantity: fc.integer({ min: 1, max: 500 }),
        ore: fc.integer({ min: 1, max: 10_000_000 }),
        fees: fc.integer({ min: 0, max: 20_000 }),
      }),
      { minLength: 1, maxLength: 40 },
    )
    .map((steps) => {
      let held = 0;
      const events: HoldingEvent[] = [];
      steps.forEach((s, n) => {
        const date = new Date(Date.UTC(2025, 0, 1 + n * 3)).toISOString().slice(0, 10);
        const amount = new Decimal(s.ore).dividedBy(100).toFixed(2);
        const fees = new Decimal(s.fees).dividedBy(100).toFixed(2);
        if (s.sell && held > 0) {
          const quantity = Math.min(held, s.quantity);
          held -= quantity;
          events.push(sell(`e${n}`, date, quantity, amount, fees));
        } else {
          held += s.quantity;
          events.push(buy(`e${n}`, date, s.quantity, amount, fees));
        }
      });
      return events;
    });
  const total = (values: Decimal[]) => values.reduce((s, v) => s.plus(v), new Decimal(0));
  const paid = (events: HoldingEvent[]) =>
    total(events.flatMap((e) => (e.kind === 'BUY' ? [new Decimal(e.amount).plus(e.fees)] : [])));

  it.each(['AVERAGE', 'FIFO'] as const)(
    'conserves cost and shares to the öre over random histories (%s)',
    (method) => {
      fc.assert(
        fc.property(histories, (events) => {
          const r = ok(events, method);
          const costs = r.realisations.map((s) => s.cost);
          expect(total(costs).plus(r.holding.cost).eq(paid(events))).toBe(true);
          for (const c of costs) expect(c.decimalPlaces()).toBeLessThanOrEqual(2);
          const bought = total(events.flatMap((e) => (e.kind === 'BUY' ? [new Decimal(e.quantity)] : [])));
          const sold = total(r.realisations.map((s) => s.quantity));
          expect(sold.plus(r.holding.quantity).eq(bought)).toBe(true);
        }),
      );
    },
  );

  it('gives both methods the same total result once everything is sold', () => {
    fc.assert(
      fc.property(histories, (events) => {
        const held = ok(events, 'FIFO').holding.quantity;
        const all = held.isZero() ? events : [...events, sell('last', '2026-12-30', held.toNumber(), '1000')];
        const sumOf = (method: CostMethod) => total(ok(all, method).realisations.map((s) => s.result));
        expect(sumOf('AVERAGE').eq(sumOf('FIFO'))).toBe(true);
      }),
    );
  });

  it('takes FIFO lots earliest first: a sale never uses a lot while an earlier one has shares', () => {
    fc.assert(
      fc.property(histories, (events) => {
        const r = ok(events, 'FIFO');
        for (const s of r.realisations) {
          const dates = s.lots.map((l) => l.acquired);
          expect([...dates].sort()).toEqual(dates);
        }
        // What is still held is the latest bought.
        const held = r.holding.lots.map((l) => l.acquired);
        expect([...held].sort()).toEqual(held);
      }),
    );
  });
});

describe('corporate actions across holdings', () => {
  it('splits the cost at a spin-off: the parent keeps its share, the new shares carry the rest', () => {
    // 100 A for 10 000 kr; 1 B for every 4 A, the parent's cost split 80 / 20 (the tax authority's
    // share); then 25 B sold for 2 500 and 50 A for 6 000.
    const parent = ok(
      [
        buy('a', '2025-02-03', 100, '9950', '50'),
        { kind: 'MOVE_OUT', id: 'spin', date: '2025-06-02', costShare: '0.2' },
        sell('sa', '2025-09-01', 50, '6000'),
      ],
      'AVERAGE',
    );
    expect(texts(parent.realisations.map((r) => r.result))).toEqual(['2000.00']);
    const lots = arrivingLots(parent.moved.get('spin')!, { from: 4, to: 1 });
    expect(lots.map((l) => [l.acquired, l.quantity.toNumber(), l.cost.toFixed(2)])).toEqual([
      ['2025-02-03', 25, '2000.00'],
    ]);
    const child = ok(
      [{ kind: 'MOVE_IN', id: 'spin', date: '2025-06-02', lots }, sell('sb', '2025-09-01', 25, '2500')],
      'AVERAGE',
    );
    expect(texts(child.realisations.map((r) => r.result))).toEqual(['500.00']);
  });

  it('moves every lot at a merger with its own acquisition date, so FIFO still sells the earliest first', () => {
    const target = ok(
      [
        buy('a1', '2024-01-02', 10, '1000'),
        buy('a2', '2025-01-02', 10, '2000'),
        { kind: 'MOVE_OUT', id: 'merge', date: '2025-06-02', costShare: 1, shares: 20 },
      ],
      'FIFO',
    );
    expect(target.holding.quantity.toNumber()).toBe(0);
    // 2 B for every A; B was also bought in between.
    const lots = arrivingLots(target.moved.get('merge')!, { from: 1, to: 2 });
    const b = ok(
      [
        buy('b1', '2024-06-01', 5, '750'),
        { kind: 'MOVE_IN', id: 'merge', date: '2025-06-02', lots },
        sell('s', '2025-09-01', 25, '5000'),
      ],
      'FIFO',
    );
    // The A lot of 2024-01-02 (20 B, 1 000) and then B's own of 2024-06-01 (5, 750).
    expect(
      b.realisations[0]!.lots.map((l) => [l.acquired, l.quantity.toNumber(), l.cost.toFixed(2)]),
    ).toEqual([
      ['2024-01-02', 20, '1000.00'],
      ['2024-06-01', 5, '750.00'],
    ]);
    expect(texts(b.realisations.map((r) => r.result))).toEqual(['3250.00']);
    // After the merger the old holding has nothing left to sell.
    expect(
      realise(
        [
          buy('a1', '2024-01-02', 10, '1000'),
          { kind: 'MOVE_OUT', id: 'merge', date: '2025-06-02', costShare: 1, shares: 10 },
          sell('late', '2025-07-01', 1, '100'),
        ],
        'FIFO',
      ),
    ).toEqual({ ok: false, code: 'SALE_EXCEEDS_HOLDING', eventId: 'late' });
  });

  it('loses no öre at a spin-off: each lot gives its share to the öre, keeps the rest, and keeps its shares', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 999 }),
        (cents, permille) => {
          const events: HoldingEvent[] = cents.map((c, i) =>
            buy(
              `b${i}`,
              `2025-01-${String(i + 1).padStart(2, '0')}`,
              i + 1,
              new Decimal(c).dividedBy(100).toFixed(2),
            ),
          );
          const share = new Decimal(permille).dividedBy(1000);
          const r = ok(
            [...events, { kind: 'MOVE_OUT', id: 'm', date: '2025-02-01', costShare: share }],
            'FIFO',
          );
          const out = r.moved.get('m')!;
          expect(out).toHaveLength(cents.length);
          r.holding.lots.forEach((kept, i) => {
            // Worked in whole öre: the lot's cost × the share, rounded half up.
            const given = Math.floor((2 * cents[i]! * permille + 1000) / 2000);
            expect([out[i]!.cost.times(100).toNumber(), kept.cost.times(100).toNumber()]).toEqual([
              given,
              cents[i]! - given,
            ]);
            expect([kept.quantity.toNumber(), out[i]!.quantity.toNumber()]).toEqual([i + 1, i + 1]);
          });
        },
      ),
    );
  });
});
