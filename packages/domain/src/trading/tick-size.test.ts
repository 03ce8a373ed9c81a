import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromPriceUnits, isOnTickGrid, stepTicks, toPriceUnits, toTickGrid } from './tick-size';

describe('tick grid', () => {
  it('knows which exact prices are on the grid of their band', () => {
    for (const p of [
      '0.0005',
      '0.9995',
      '1.001',
      '9.999',
      '10.01',
      '49.99',
      '50.02',
      '99.98',
      '100.05',
      '499.95',
      '500.1',
      '999.9',
      '1000.5',
      '4999.5',
      '5000',
      '12345',
    ]) {
      expect(isOnTickGrid(p), p).toBe(true);
    }
    for (const p of [
      '0',
      '-1',
      '0.0003',
      '1.0005',
      '10.005',
      '50.01',
      '100.02',
      '500.05',
      '1000.1',
      '5000.5',
      'NaN',
    ]) {
      expect(isOnTickGrid(p), p).toBe(false);
    }
  });

  it('turns grid prices into whole engine units and back, exactly', () => {
    expect(toPriceUnits('251.40')).toBe(2_514_000);
    expect(toPriceUnits('0.0005')).toBe(5);
    expect(fromPriceUnits(2_514_000)).toBe('251.40');
    expect(fromPriceUnits(5)).toBe('0.0005');
    expect(fromPriceUnits(50_000_000)).toBe('5000');
    expect(() => toPriceUnits('251.41')).toThrow(RangeError);
  });

  it('steps by the tick of the band, across band bounds in both directions', () => {
    expect(stepTicks('251.40', 1)).toBe('251.45');
    expect(stepTicks('251.40', -2)).toBe('251.30');
    expect(stepTicks('99.98', 1)).toBe('100.00');
    expect(stepTicks('100.00', 1)).toBe('100.05');
    expect(stepTicks('100.00', -1)).toBe('99.98');
    expect(stepTicks('1000.0', -1)).toBe('999.9');
    expect(stepTicks('0.0005', -1)).toBe('0.0005');
    for (const p of ['0.9995', '9.999', '49.99', '99.98', '499.95', '999.9', '4999.5']) {
      expect(isOnTickGrid(stepTicks(p, 1)), p).toBe(true);
      expect(isOnTickGrid(stepTicks(stepTicks(p, 1), -1)), p).toBe(true);
      expect(stepTicks(stepTicks(p, 1), -1)).toBe(stepTicks(p, 0));
    }
  });
});

describe('toTickGrid', () => {
  it('rounds a hand-typed price onto the grid in the asked direction', () => {
    expect(toTickGrid('245.63', 'down')).toBe('245.60');
    expect(toTickGrid('245.63', 'up')).toBe('245.65');
    expect(toTickGrid('245.65', 'up')).toBe('245.65');
    expect(toTickGrid('99.99', 'up')).toBe('100.00');
    expect(toTickGrid('0.0001', 'down')).toBe('0.0005');
  });

  it('always lands on the grid, never further than one tick', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom('up', 'down' as const),
        (n, dir) => {
          const price = (n / 10_000).toFixed(4);
          const grid = toTickGrid(price, dir);
          expect(isOnTickGrid(grid)).toBe(true);
          const diff = Number(grid) - Number(price);
          expect(dir === 'up' ? diff >= -1e-9 : diff <= 1e-9 || Number(price) < 0.0005).toBe(true);
        },
      ),
    );
  });
});
