/**
 * The screener's engine (spec 001 §7.12 "screening by type"): filter a universe of instruments by
 * ranges of numeric fields and by sets of categories, sort by a field, take a page. The universe
 * is columnar (one Float64Array per field, NaN where a value is missing) and keeps, per field, the
 * rows in sorted order, made once when it is built; a query then walks that order and tests each
 * row, so it costs one pass over the universe and no sort, however many rows match.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface ScreenRow<F extends string, C extends string> {
  id: number;
  name: string;
  values: Partial<Record<F, number | null>>;
  categories: Record<C, string>;
}

export interface Universe<F extends string, C extends string> {
  readonly size: number;
  readonly ids: Int32Array;
  readonly names: readonly string[];
  readonly columns: Readonly<Record<F, Float64Array>>;
  readonly categories: Readonly<Record<C, readonly string[]>>;
  /** Row numbers by ascending value of the field, missing values last; built on first use. */
  order(field: F | 'NAME'): Int32Array;
}

export interface Range<F extends string> {
  field: F;
  min?: number | undefined;
  max?: number | undefined;
}

export interface ScreenQuery<F extends string, C extends string> {
  ranges: readonly Range<F>[];
  /** Per category, the values a row may have; an absent or empty set lets every row through. */
  categories: Partial<Record<C, readonly string[]>>;
  sort: { field: F | 'NAME'; order: SortOrder };
  offset: number;
  limit: number;
}

export interface ScreenResult {
  /** How many rows match, over all pages. */
  total: number;
  /** The page's row numbers, in order. */
  rows: number[];
}

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });

export function buildUniverse<F extends string, C extends string>(
  fields: readonly F[],
  categoryNames: readonly C[],
  rows: readonly ScreenRow<F, C>[],
): Universe<F, C> {
  const size = rows.length;
  const ids = new Int32Array(size);
  const names: string[] = new Array<string>(size);
  const columns = {} as Record<F, Float64Array>;
  for (const f of fields) columns[f] = new Float64Array(size);
  const categories = {} as Record<C, string[]>;
  for (const c of categoryNames) categories[c] = new Array<string>(size);
  rows.forEach((row, r) => {
    ids[r] = row.id;
    names[r] = row.name;
    for (const f of fields) {
      const v = row.values[f];
      columns[f][r] = typeof v === 'number' && Number.isFinite(v) ? v : NaN;
    }
    for (const c of categoryNames) categories[c][r] = row.categories[c];
  });
  const orders = new Map<F | 'NAME', Int32Array>();
  const order = (field: F | 'NAME'): Int32Array => {
    let sorted = orders.get(field);
    if (sorted) return sorted;
    const rowsOf = Array.from({ length: size }, (_, r) => r);
    if (field === 'NAME') {
      rowsOf.sort((a, b) => collator.compare(names[a] as string, names[b] as string) || ids[a]! - ids[b]!);
    } else {
      const col = columns[field];
      rowsOf.sort((a, b) => {
        const x = col[a] as number;
        const y = col[b] as number;
        if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? a - b : 1) : -1;
        return x - y || collator.compare(names[a] as string, names[b] as string);
      });
    }
    sorted = Int32Array.from(rowsOf);
    orders.set(field, sorted);
    return sorted;
  };
  return { size, ids, names, columns, categories, order };
}

export function screen<F extends string, C extends string>(
  universe: Universe<F, C>,
  query: ScreenQuery<F, C>,
): ScreenResult {
  const ranges = query.ranges.map((r) => ({
    col: universe.columns[r.field],
    min: r.min ?? -Infinity,
    max: r.max ?? Infinity,
  }));
  const sets: { values: readonly string[]; allowed: ReadonlySet<string> }[] = [];
  for (const [name, allowed] of Object.entries(query.categories) as [C, readonly string[] | undefined][]) {
    if (allowed && allowed.length > 0)
      sets.push({ values: universe.categories[name], allowed: new Set(allowed) });
  }
  const matches = (r: number): boolean => {
    for (const { col, min, max } of ranges) {
      const v = col[r] as number;
      // NaN fails both comparisons: a row without the value is not in any range.
      if (!(v >= min && v <= max)) return false;
    }
    for (const { values, allowed } of sets) if (!allowed.has(values[r] as string)) return false;
    return true;
  };
  const sorted = universe.order(query.sort.field);
  const col = query.sort.field === 'NAME' ? undefined : universe.columns[query.sort.field];
  const end = query.offset + query.limit;
  const page: number[] = [];
  let total = 0;
  if (query.sort.order === 'ASC' || !col) {
    const ascending = query.sort.order === 'ASC';
    const n = sorted.length;
    for (let k = 0; k < n; k++) {
      const r = sorted[ascending ? k : n - 1 - k] as number;
      if (!matches(r)) continue;
      if (total >= query.offset && total < end) page.push(r);
      total++;
    }
    return { total, rows: page };
  }
  // Descending by a value: the rows with values from the end backwards, then those without (last
  // either way, as a table shows its blanks after its figures).
  let firstMissing = sorted.length;
  while (firstMissing > 0 && Number.isNaN(col[sorted[firstMissing - 1] as number] as number)) firstMissing--;
  const visit = (r: number) => {
    if (!matches(r)) return;
    if (total >= query.offset && total < end) page.push(r);
    total++;
  };
  // Equal values keep their name order, as they do ascending: each run of them is walked forwards.
  for (let k = firstMissing - 1; k >= 0;) {
    const value = col[sorted[k] as number] as number;
    let start = k;
    while (start > 0 && col[sorted[start - 1] as number] === value) start--;
    for (let j = start; j <= k; j++) visit(sorted[j] as number);
    k = start - 1;
  }
  for (let k = firstMissing; k < sorted.length; k++) visit(sorted[k] as number);
  return { total, rows: page };
}
