import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  changePercent,
  contributionPoints,
  indexMove,
  largestRemainder,
  roundIndexMove,
} from './contribution';
import { INDEX_LISTS, INDEX_LIST_IDS, isIndexListId } from './lists';

const d = (v: Decimal.Value) => new Decimal(v);
const strings = (xs: (Decimal | null)[]) => xs.map((x) => (x === null ? null : x.toFixed(2)));

describe('index contributions', () => {
  it('is the previous close times the weight share times the member return', () => {
    // 2000 × 0.25 × (110 / 100 − 1) = 50 points
    expect(contributionPoints(2000, '0.25', 110, 100).toString()).toBe('50');
    expect(contributionPoints(2000, '0.25', 90, 100).toString()).toBe('-50');
    expect(contributionPoints(2000, '0.25', 100, 100).toString()).toBe('0');
    expect(() => contributionPoints(2000, '0.25', 100, 0)).toThrow(RangeError);
  });

  it('adds up to the change of the level the simulator computes', () => {
    const members = [
      { weight: '0.5', last: 105, previousClose: 100 },
      { weight: '0.3', last: 48, previousClose: 50 },
      { weight: '0.2', last: 201, previousClose: 200 },
    ];
    const move = indexMove(1000, members);
    // 1000 × (0.5·1.05 + 0.3·0.96 + 0.2·1.005) = 1014
    expect(move.level.toString()).toBe('1014');
    expect(move.change.toString()).toBe('14');
    expect(strings(move.contributions)).toEqual(['25.00', '-12.00', '1.00']);
  });

  it('uses weight shares, so weights need not add up to one', () => {
    const a = indexMove(1000, [
      { weight: 1, last: 110, previousClose: 100 },
      { weight: 3, last: 100, previousClose: 100 },
    ]);
    expect(a.change.toString()).toBe('25');
    expect(strings(a.contributions)).toEqual(['25.00', '0.00']);
  });

  it('leaves out a member without a price, from the level and the weights alike', () => {
    const move = indexMove(1000, [
      { weight: '0.5', last: 110, previousClose: 100 },
      { weight: '0.5', last: null, previousClose: 100 },
      { weight: '0.5', last: 120, previousClose: 0 },
    ]);
    expect(move.contributions[1]).toBeNull();
    expect(move.contributions[2]).toBeNull();
    expect(move.change.toString()).toBe('100');
    expect(indexMove(1000, []).level.toString()).toBe('1000');
  });

  it('keeps thirds exact enough that the sum matches the change', () => {
    const members = Array.from({ length: 3 }, (_, i) => ({ weight: 1, last: 100 + i + 1, previousClose: 3 }));
    const move = indexMove('2584.37', members);
    const sum = move.contributions.reduce<Decimal>((s, c) => s.plus(c ?? 0), d(0));
    expect(sum.minus(move.change).abs().lt('1e-30')).toBe(true);
  });

  it('rounds the contributions so the ones shown add up to the change shown', () => {
    // Three equal thirds of 0.10 points: each 0.0333…, rounded alone 0.03 + 0.03 + 0.03 = 0.09.
    const members = Array.from({ length: 3 }, () => ({ weight: 1, last: '100.005', previousClose: 100 }));
    const move = indexMove(2000, members);
    expect(move.change.toDecimalPlaces(30).toString()).toBe('0.1');
    const shown = roundIndexMove(2000, move);
    expect(shown.level.toFixed(2)).toBe('2000.10');
    expect(shown.change.toFixed(2)).toBe('0.10');
    expect(shown.changePercent?.toFixed(2)).toBe('0.01');
    expect(strings(shown.contributions)).toEqual(['0.04', '0.03', '0.03']);
  });

  it('rounds falls the same way, the largest remainder taking the missing hundredth', () => {
    const out = largestRemainder([d('-0.333'), d('-0.333'), d('-0.334'), null], '-1.00', 2);
    expect(strings(out)).toEqual(['-0.33', '-0.33', '-0.34', null]);
    const sum = out.reduce<Decimal>((s, c) => s.plus(c ?? 0), d(0));
    expect(sum.toFixed(2)).toBe('-1.00');
  });

  it('gives a member change in percent, half up', () => {
    expect(changePercent(105, 100)?.toString()).toBe('5');
    expect(changePercent('100.005', 100)?.toFixed(2)).toBe('0.01');
    expect(changePercent('99.995', 100)?.toFixed(2)).toBe('-0.01');
    expect(changePercent(null, 100)).toBeNull();
    expect(changePercent(100, 0)).toBeNull();
  });
});

describe('index lists', () => {
  it('names the Nordic main indices and one list per exchange', () => {
    expect(INDEX_LISTS.NORDIC_MAIN.symbols).toEqual(['OMXS30', 'OBX', 'OMXC25', 'OMXH25']);
    expect(INDEX_LIST_IDS).toEqual(['NORDIC_MAIN', 'SSE', 'OSE', 'CSE', 'HEX']);
    expect(isIndexListId('SSE')).toBe(true);
    expect(isIndexListId('toString')).toBe(false);
    expect(isIndexListId('sse')).toBe(false);
  });
});
