import { describe, expect, it } from 'vitest';
import {
  firstFreeColorIndex,
  newChartIndicator,
  pickComparator,
  withoutSelfComparison,
  type SearchResult,
} from './chart-overlays';
import { defaultChartSettings } from './chart-settings-storage';

const result = (id: number): SearchResult => ({
  display_name: `Company ${id}`,
  display_symbol: `C${id}`,
  instrument_id: id,
  market_data_order_book_id: `11:${id}`,
  instrument_group_type: 'EQ',
  exchange_country: 'SE',
  entity_type: 'STOCK',
});

describe('compare picks (spec 002 §5)', () => {
  it('adds with the first free colour', () => {
    const first = pickComparator([], result(1));
    expect(first.outcome).toBe('added');
    expect(first.comparators[0]).toMatchObject({
      instrumentId: 1,
      symbol: 'C1',
      colorIndex: 0,
      orderBookId: '11:1',
    });
    const second = pickComparator(first.comparators, result(2));
    expect(second.comparators.map((c) => c.colorIndex)).toEqual([0, 1]);
    const afterRemove = pickComparator(second.comparators, result(1));
    expect(afterRemove.outcome).toBe('removed');
    expect(pickComparator(afterRemove.comparators, result(3)).comparators.map((c) => c.colorIndex)).toEqual([
      1, 0,
    ]);
  });

  it('refuses a ninth comparator', () => {
    let list = pickComparator([], result(1)).comparators;
    for (let id = 2; id <= 8; id++) list = pickComparator(list, result(id)).comparators;
    expect(list).toHaveLength(8);
    expect(pickComparator(list, result(9))).toEqual({ outcome: 'refused', comparators: list });
  });

  it('replaces the pick when the limit is 1', () => {
    const one = pickComparator([], result(1), 1).comparators;
    const next = pickComparator(one, result(2), 1);
    expect(next.outcome).toBe('replaced');
    expect(next.comparators.map((c) => c.instrumentId)).toEqual([2]);
  });
});

describe('new indicators', () => {
  it('get defaults, a unique id and a free colour', () => {
    const a = newChartIndicator('sma', []);
    const b = newChartIndicator('sma', [a]);
    expect(a.params).toEqual({ period: 14 });
    expect(a.id).not.toBe(b.id);
    expect([a.colorIndex, b.colorIndex]).toEqual([0, 1]);
    expect(firstFreeColorIndex(Array.from({ length: 8 }, (_, colorIndex) => ({ colorIndex })))).toBe(0);
  });
});

describe('comparators of a chart', () => {
  const comparator = (instrumentId: number) => ({
    orderBookId: `11:${instrumentId}`,
    instrumentId,
    name: `Company ${instrumentId}`,
    symbol: `C${instrumentId}`,
    country: 'SE',
    entityType: 'STOCK',
    groupType: 'EQ',
    colorIndex: 0,
  });

  it("leave out the chart's own instrument and keep the rest in order", () => {
    const settings = {
      ...defaultChartSettings('instrument'),
      comparators: [comparator(7), comparator(1008), comparator(9)],
    };
    expect(withoutSelfComparison(settings, 1008).comparators.map((c) => c.instrumentId)).toEqual([7, 9]);
    expect(withoutSelfComparison(settings, 1008).period).toBe(settings.period);
  });

  it('are the same settings object when the instrument is not among them', () => {
    const settings = { ...defaultChartSettings('instrument'), comparators: [comparator(7)] };
    expect(withoutSelfComparison(settings, 1008)).toBe(settings);
  });
});
