/**
 * The site search's instrument index (apps/server/src/search/text-index.ts) against a naive scan,
 * on the same seeded universe of Nordic-style names in the same run. The scan is what a search
 * without an index does: per query it folds every name (all its spellings) and applies the same
 * matching and ranking rules, then sorts what matched. Both must give the same hits and totals
 * (checked first), so a fast wrong answer cannot look like a win. Prints the median and p95 per
 * query, the overall median per query of both, the ratio ours/scan, and the goals: ours p50 under
 * 1 ms and a ratio of at most 0.1.
 * Usage: npm run bench:search   (BENCH_INSTRUMENTS, BENCH_REPS, BENCH_SCAN_REPS, BENCH_SEED)
 */
import { loadavg } from 'node:os';
import { compact, normalise, spellings, words } from '../apps/server/src/search/fold';
import { instrumentIndex, type InstrumentRow } from '../apps/server/src/search/instrument-source';
import { withinOneEdit } from '../apps/server/src/search/text-index';
import { seededRandom as random } from './seeded-random';

const count = Number(process.env.BENCH_INSTRUMENTS ?? 50_000);
const reps = Number(process.env.BENCH_REPS ?? 25);
// The scan takes a second or more per query on this universe: fewer rounds of it say enough.
const scanReps = Number(process.env.BENCH_SCAN_REPS ?? 3);
const seed = Number(process.env.BENCH_SEED ?? 20261128);
const LIMIT = 5;
const GOAL_P50_MS = 1;
const GOAL_RATIO = 0.1;

// Word parts in the style of the demo catalogue: places, nature, trades, legal forms.
const FIRST = [
  'Nord',
  'Syd',
  'Väst',
  'Öst',
  'Øre',
  'Fjäll',
  'Fjord',
  'Skär',
  'Sjö',
  'Älv',
  'Berg',
  'Kron',
  'Lund',
  'Dal',
  'Holm',
  'Vik',
  'Strand',
  'Ljung',
  'Björk',
  'Gran',
  'Ek',
  'Asp',
  'Hav',
  'Sæter',
  'Å',
  'Kvit',
  'Troll',
  'Ulv',
  'Varg',
  'Örn',
  'Svan',
  'Mälar',
  'Vätter',
  'Göta',
  'Skåne',
  'Jylland',
  'Sjælland',
  'Fyn',
  'Lapp',
  'Saima',
  'Kuusi',
  'Koivu',
  'Järvi',
  'Tampere',
  'Oulu',
  'Bergen',
  'Trønder',
  'Finn',
];
const SECOND = [
  'vik',
  'berg',
  'sund',
  'havn',
  'by',
  'holm',
  'dal',
  'ström',
  'fors',
  'näs',
  'ö',
  'øy',
  'gård',
  'stad',
  'heim',
  'land',
  'mark',
  'lia',
  'koski',
  'niemi',
  'lahti',
  'mäki',
  '',
];
const TRADE = [
  'Industrier',
  'Bank',
  'Pharma',
  'Energi',
  'Fastigheter',
  'Invest',
  'Shipping',
  'Teknologi',
  'Medical',
  'Telekom',
  'Logistik',
  'Försäkring',
  'Bryggerier',
  'Software',
  'Havbruk',
  'Seafood',
  'Kraft',
  'Stål',
  'Mineraler',
  'Diagnostics',
  'Gaming',
  'Byg',
  'Ejendomme',
  'Foods',
  'Verkstäder',
  'Paper',
  'Networks',
  'Metals',
  'Koneet',
  'Pankki',
  'Offshore',
  'Rederi',
  'Biotek',
  'Smykker',
  'Mode',
  'Livs',
  'Systems',
];
const FUND_TAIL = [
  'Sverige',
  'Norge',
  'Danmark',
  'Suomi',
  'Global',
  'Norden',
  'Europa',
  'Tillväxt',
  'Räntefond',
];
const FORM = ['', ' A', ' B', ' AB', ' ASA', ' A/S', ' Oyj'];
const COUNTRIES = ['SE', 'NO', 'DK', 'FI'];
const MARKETS = ['Nasdaq Stockholm', 'Oslo Børs', 'Nasdaq Copenhagen', 'Nasdaq Helsinki'];

function universe(n: number): InstrumentRow[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const rows: InstrumentRow[] = [];
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  for (let i = 0; i < n; i++) {
    const kind = next();
    const groupType = kind < 0.7 ? 'EQ' : kind < 0.98 ? 'FND' : 'IDX';
    const place = `${pick(FIRST)}${pick(SECOND)}`;
    const name =
      groupType === 'FND'
        ? `${place} ${pick(TRADE)} ${pick(FUND_TAIL)}`
        : groupType === 'IDX'
          ? `${place} Index ${i}`
          : `${place} ${pick(TRADE)}${pick(FORM)}`;
    const symbol =
      Array.from({ length: 3 + Math.floor(next() * 2) }, () => pick(letters)).join('') +
      (next() < 0.2 ? ' B' : '');
    const country = Math.floor(next() * 4);
    rows.push({
      instrumentId: 100_000 + i,
      name,
      symbol: groupType === 'FND' ? name : symbol,
      isin: `${COUNTRIES[country]}${String(1_000_000_000 + i * 7919).padStart(10, '0')}`,
      groupType,
      currency: 'SEK',
      market: MARKETS[country]!,
      // Popularity falls off like real interest: a few instruments have most of it.
      popularity: Math.floor(1000 * next() ** 6),
    });
  }
  return rows;
}

const rows = universe(count);
// Queries of each kind the index handles: names typed in every spelling, word starts, inside a
// word, symbols, ISINs, typos, several words, a single letter, and nothing at all.
const QUERIES = [
  'alvsborg',
  'älvholm',
  'øresund',
  'oeresund pharma',
  'sjalland',
  'Fjällvik',
  'nord',
  'bank',
  'invest global',
  's',
  'ström',
  'vikb',
  'koski pankki',
  rows[123]!.symbol,
  rows[4567]!.isin,
  rows[4567]!.isin.slice(0, 6),
  'pharmaa',
  'xyzzy',
];

const GROUP_ORDER: Record<string, number> = { EQ: 0, FND: 1, IDX: 2 };

/** The scan: the index's rules applied to every row, folding every name again for each query. */
function scan(query: string, limit: number): { total: number; ids: number[] } {
  const text = normalise(query);
  const queryWords = words(text);
  const key = queryWords.join('');
  if (key.length === 0) return { total: 0, ids: [] };
  const matched: { row: InstrumentRow; tier: number }[] = [];
  const typo: InstrumentRow[] = [];
  for (const row of rows) {
    const names = spellings(row.name);
    const nameWords = [...new Set(names.flatMap((n) => n.split(' ')))];
    const symbol = row.groupType === 'FND' ? '' : compact(row.symbol);
    const isin = compact(row.isin);
    let tier = Infinity;
    if (symbol === key || isin === key) tier = 0;
    else if (names.includes(text) && queryWords.every((w) => nameWords.some((nw) => nw.startsWith(w))))
      tier = 1;
    else if (symbol.startsWith(key) || names.some((n) => n.startsWith(text))) tier = 2;
    else if (queryWords.every((w) => nameWords.some((nw) => nw.startsWith(w)))) tier = 3;
    else if (
      (text.length >= 3 && names.some((n) => n.includes(text))) ||
      (key.length >= 4 && isin.startsWith(key))
    )
      tier = 4;
    if (tier < Infinity) matched.push({ row, tier });
    else if (
      queryWords.some((w) => w.length >= 4) &&
      queryWords.every((w) =>
        nameWords.some((nw) => nw.startsWith(w) || (w.length >= 4 && withinOneEdit(w, nw))),
      )
    )
      typo.push(row);
  }
  const all = matched.length > 0 ? matched : typo.map((row) => ({ row, tier: 5 }));
  all.sort(
    (a, b) =>
      a.tier - b.tier ||
      (GROUP_ORDER[a.row.groupType] ?? 3) - (GROUP_ORDER[b.row.groupType] ?? 3) ||
      b.row.popularity - a.row.popularity ||
      a.row.name.length - b.row.name.length ||
      a.row.name.localeCompare(b.row.name, 'en'),
  );
  return { total: all.length, ids: all.slice(0, limit).map((m) => m.row.instrumentId) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

function main(): void {
  const buildStart = performance.now();
  const { index } = instrumentIndex(rows);
  const buildMs = performance.now() - buildStart;
  const ours = (q: string) => {
    const r = index.search(q, LIMIT);
    return { total: r.total, ids: r.hits.map((h) => rows[h.doc]!.instrumentId) };
  };

  // Same answers first: the same totals and the same best hits, in the same order.
  for (const q of QUERIES) {
    const a = ours(q);
    const b = scan(q, LIMIT);
    if (a.total !== b.total || a.ids.join() !== b.ids.join())
      throw new Error(`"${q}": index ${a.total} [${a.ids.join()}], scan ${b.total} [${b.ids.join()}]`);
  }

  const oursTimes = QUERIES.map(() => [] as number[]);
  const scanTimes = QUERIES.map(() => [] as number[]);
  let sink = 0;
  const time = (run: () => { total: number }) => {
    const start = performance.now();
    sink += run().total;
    return performance.now() - start;
  };
  // Unrecorded rounds warm both up (the agreement check above was the scan's); the order
  // alternates so neither always runs second.
  for (let round = -2; round < reps; round++) {
    QUERIES.forEach((q, i) => {
      const withScan = round >= 0 && round < scanReps;
      const oursFirst = round % 2 === 0;
      const a = oursFirst || !withScan ? time(() => ours(q)) : time(() => scan(q, LIMIT));
      const b = !withScan ? 0 : oursFirst ? time(() => scan(q, LIMIT)) : time(() => ours(q));
      if (round < 0) return;
      oursTimes[i]!.push(oursFirst || !withScan ? a : b);
      if (withScan) scanTimes[i]!.push(oursFirst ? b : a);
    });
  }

  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `${count.toLocaleString('en')} instruments, ${QUERIES.length} queries x ${reps} repetitions (scan ${scanReps}), limit ${LIMIT} (node ${process.version}, load ${load})`,
  );
  console.log(`index built in ${buildMs.toFixed(0)} ms`);
  console.log(
    `${'query'.padEnd(22)}${'hits'.padStart(7)}${'ours p50'.padStart(10)}${'ours p95'.padStart(10)}${'scan p50'.padStart(10)}${'ratio'.padStart(8)}`,
  );
  QUERIES.forEach((q, i) => {
    const o = median(oursTimes[i]!);
    const s = median(scanTimes[i]!);
    console.log(
      `${q.slice(0, 21).padEnd(22)}${String(ours(q).total).padStart(7)}${o.toFixed(3).padStart(10)}${p95(oursTimes[i]!).toFixed(3).padStart(10)}${s.toFixed(1).padStart(10)}${(o / s).toFixed(4).padStart(8)}`,
    );
  });
  const oursAll = oursTimes.flat();
  const scanAll = scanTimes.flat();
  const oursP50 = median(oursAll);
  const ratio = oursP50 / median(scanAll);
  console.log(
    `all queries: ours p50 ${oursP50.toFixed(3)} ms, p95 ${p95(oursAll).toFixed(3)} ms; scan p50 ${median(scanAll).toFixed(1)} ms; ratio ${ratio.toFixed(4)}`,
  );
  console.log(`goal ours p50 < ${GOAL_P50_MS} ms: ${oursP50 < GOAL_P50_MS ? 'met' : 'NOT met'}`);
  console.log(`goal ratio <= ${GOAL_RATIO}: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}`);
  if (sink === -1) console.log('');
}

main();
