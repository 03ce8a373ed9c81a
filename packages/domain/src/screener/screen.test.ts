import { describe, expect, it } from 'vitest';
import { buildUniverse, screen, type ScreenQuery, type ScreenRow } from './screen';

type F = 'PE' | 'YIELD';
type C = 'country';

function rows(): ScreenRow<F, C>[] {
  return [
    { id: 1, name: 'Älvsborg', values: { PE: 12, YIELD: 3 }, categories: { country: 'SE' } },
    { id: 2, name: 'Bergen', values: { PE: null, YIELD: 5 }, categories: { country: 'NO' } },
    { id: 3, name: 'Aker', values: { PE: 8, YIELD: 6 }, categories: { country: 'NO' } },
    { id: 4, name: 'Dansk', values: { PE: 20, YIELD: 0 }, categories: { country: 'DK' } },
    { id: 5, name: 'Espoo', values: { PE: 8, YIELD: null }, categories: { country: 'FI' } },
  ];
}

const query = (q: Partial<ScreenQuery<F, C>>): ScreenQuery<F, C> => ({
  ranges: [],
  categories: {},
  sort: { field: 'NAME', order: 'ASC' },
  offset: 0,
  limit: 10,
  ...q,
});

const u = buildUniverse<F, C>(['PE', 'YIELD'], ['country'], rows());
const ids = (r: { rows: number[] }) => r.rows.map((i) => u.ids[i]);

describe('screen', () => {
  it('filters by ranges, leaving out rows without the value', () => {
    const r = screen(
      u,
      query({
        ranges: [
          { field: 'PE', max: 12 },
          { field: 'YIELD', min: 3 },
        ],
      }),
    );
    expect(ids(r)).toEqual([3, 1]);
    expect(r.total).toBe(2);
  });

  it('sorts by a value either way with blanks last, ties by name', () => {
    expect(ids(screen(u, query({ sort: { field: 'PE', order: 'ASC' } })))).toEqual([3, 5, 1, 4, 2]);
    expect(ids(screen(u, query({ sort: { field: 'PE', order: 'DESC' } })))).toEqual([4, 1, 3, 5, 2]);
    // Swedish order: Ä after Z-less names.
    expect(ids(screen(u, query({ sort: { field: 'NAME', order: 'DESC' } })))).toEqual([1, 5, 4, 2, 3]);
  });

  it('filters by category and pages with the total of all pages', () => {
    const r = screen(u, query({ categories: { country: ['NO', 'SE'] }, offset: 1, limit: 1 }));
    expect(r.total).toBe(3);
    expect(ids(r)).toEqual([2]);
  });

  it('agrees with a plain filter-and-sort on random universes', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 30; round++) {
      const data: ScreenRow<F, C>[] = Array.from({ length: 200 }, (_, i) => ({
        id: i + 1,
        name: `N${Math.floor(rand() * 1000)}`,
        values: {
          PE: rand() < 0.1 ? null : Math.round(rand() * 40),
          YIELD: rand() < 0.1 ? null : rand() * 8,
        },
        categories: { country: ['SE', 'NO', 'DK', 'FI'][Math.floor(rand() * 4)]! },
      }));
      const universe = buildUniverse<F, C>(['PE', 'YIELD'], ['country'], data);
      const min = rand() * 20;
      const order = rand() < 0.5 ? 'ASC' : 'DESC';
      const got = screen(
        universe,
        query({
          ranges: [{ field: 'PE', min }],
          categories: { country: ['SE', 'FI'] },
          sort: { field: 'YIELD', order },
          offset: 3,
          limit: 7,
        }),
      );
      const naive = data
        .filter(
          (d) => d.values.PE != null && d.values.PE >= min && ['SE', 'FI'].includes(d.categories.country),
        )
        .sort((a, b) => {
          const x = a.values.YIELD ?? null;
          const y = b.values.YIELD ?? null;
          if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
          return order === 'ASC' ? x - y : y - x;
        });
      expect(got.total).toBe(naive.length);
      const values = got.rows.map((r) => universe.columns.YIELD[r]);
      const expected = naive.slice(3, 10).map((d) => d.values.YIELD ?? NaN);
      expect(values).toEqual(expected);
    }
  });
});
