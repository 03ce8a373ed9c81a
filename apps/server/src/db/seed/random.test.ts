import { describe, expect, it } from 'vitest';
import { Rng, streamFor } from './random';

const draw = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.next());

describe('Rng', () => {
  it('repeats for the same seed and differs for another', () => {
    expect(draw(new Rng('a'), 20)).toEqual(draw(new Rng('a'), 20));
    expect(draw(new Rng('a'), 20)).not.toEqual(draw(new Rng('b'), 20));
  });

  it('keeps streams of different keys independent of each other', () => {
    const alone = draw(streamFor('s', 'daily', 1001), 10);
    const other = streamFor('s', 'daily', 1002);
    draw(other, 1000);
    expect(draw(streamFor('s', 'daily', 1001), 10)).toEqual(alone);
    expect(draw(streamFor('s', 'daily', 10, 1), 5)).not.toEqual(draw(streamFor('s', 'daily', 1, 1001), 5));
  });

  it('draws uniforms in [0, 1) with the right mean', () => {
    const xs = draw(new Rng('uniform'), 50_000);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(xs.reduce((a, b) => a + b, 0) / xs.length).toBeCloseTo(0.5, 2);
  });

  it('draws normals with the requested mean and standard deviation', () => {
    const rng = new Rng('normal');
    const xs = Array.from({ length: 50_000 }, () => rng.normal(3, 2));
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    expect(mean).toBeCloseTo(3, 1);
    expect(sd).toBeCloseTo(2, 1);
    expect(xs.every(Number.isFinite)).toBe(true);
  });

  it('covers an integer range inclusively and picks every item', () => {
    const rng = new Rng('int');
    const seen = new Set(Array.from({ length: 2_000 }, () => rng.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const picked = new Set(Array.from({ length: 200 }, () => rng.pick(['x', 'y', 'z'])));
    expect(picked.size).toBe(3);
    expect(() => rng.pick([])).toThrow();
  });
});
