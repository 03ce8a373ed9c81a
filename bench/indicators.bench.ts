/**
 * The chart's indicator engine (@broker/domain) against @ixjb94/indicators, a library that
 * advertises itself as the fastest in JavaScript, on the same 1,000,000 seeded random-walk bars in
 * the same run. Prints the median time of each of the six indicators for both, their ratio
 * ours/theirs and the ratio of the totals; the goal is a total ratio of at most 0.25.
 * Usage: npx tsx bench/indicators.bench.ts   (BENCH_BARS, BENCH_REPS, BENCH_SEED, BENCH_ONLY=rsi,macd)
 */
import { loadavg } from 'node:os';
import { IndicatorsSync } from '@ixjb94/indicators';
import { bollinger, ema, macd, rsi, sma, stochastic } from '@broker/domain';
import { seededRandom as random } from './seeded-random';

const bars = Number(process.env.BENCH_BARS ?? 1_000_000);
const reps = Number(process.env.BENCH_REPS ?? 21);
const seed = Number(process.env.BENCH_SEED ?? 20240611);
const only = process.env.BENCH_ONLY?.split(',');
const GOAL = 0.25;

/** Plain arrays, the only input @ixjb94/indicators takes; ours is handed the very same arrays. */
function makeBars(n: number): { high: number[]; low: number[]; close: number[] } {
  const next = random(seed);
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  let last = 100;
  for (let i = 0; i < n; i++) {
    const open = last;
    last = Math.max(1, last * (1 + (next() - 0.5) * 0.02));
    close.push(last);
    high.push(Math.max(open, last) * (1 + next() * 0.005));
    low.push(Math.min(open, last) * (1 - next() * 0.005));
  }
  return { high, low, close };
}

const { high, low, close } = makeBars(bars);
const ta = new IndicatorsSync();

interface Case {
  name: string;
  ours: () => unknown;
  theirs: () => unknown;
}

// Defaults of spec 002 §9. Their stoch's kslow of 1 makes it the fast stochastic computed here.
const allCases: Case[] = [
  { name: 'sma(14)', ours: () => sma(close, 14), theirs: () => ta.sma(close, 14) },
  { name: 'ema(9)', ours: () => ema(close, 9), theirs: () => ta.ema(close, 9) },
  { name: 'bollinger(20, 2)', ours: () => bollinger(close, 20, 2), theirs: () => ta.bbands(close, 20, 2) },
  { name: 'rsi(14)', ours: () => rsi(close, 14), theirs: () => ta.rsi(close, 14) },
  { name: 'macd(12, 26, 9)', ours: () => macd(close, 12, 26, 9), theirs: () => ta.macd(close, 12, 26, 9) },
  {
    name: 'stochastic(14, 3)',
    ours: () => stochastic(high, low, close, 14, 3),
    theirs: () => ta.stoch(high, low, close, 14, 1, 3),
  },
];
const cases = allCases.filter((c) => !only || only.some((name) => c.name.startsWith(name)));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

let sink = 0;
function time(run: () => unknown): number {
  const start = performance.now();
  const result = run();
  const elapsed = performance.now() - start;
  // Keeps the result observable so that no engine can drop the call as dead code.
  sink += result === undefined ? 0 : 1;
  return elapsed;
}

/**
 * Same-answer check on the last bar, where the two agree: both use TA-Lib's SMA-seeded Wilder RSI,
 * and their first-value-seeded EMAs have long forgotten the seed. Without it a fast wrong answer
 * would look like a win.
 */
function lastOf(values: ArrayLike<number>): number {
  return values[values.length - 1]!;
}
function checkAgreement(): void {
  const pairs: [string, number, number][] = [
    ['sma', lastOf(sma(close, 14)), lastOf(ta.sma(close, 14))],
    ['ema', lastOf(ema(close, 9)), lastOf(ta.ema(close, 9))],
    ['bollinger upper', lastOf(bollinger(close, 20, 2).upper), lastOf(ta.bbands(close, 20, 2)[2]!)],
    ['rsi', lastOf(rsi(close, 14)), lastOf(ta.rsi(close, 14))],
    ['macd signal', lastOf(macd(close, 12, 26, 9).signal), lastOf(ta.macd(close, 12, 26, 9)[1]!)],
    [
      'stochastic d',
      lastOf(stochastic(high, low, close, 14, 3).d),
      lastOf(ta.stoch(high, low, close, 14, 1, 3)[1]!),
    ],
  ];
  for (const [name, ours, theirs] of pairs) {
    const relative = Math.abs(ours - theirs) / Math.max(1e-12, Math.abs(theirs));
    if (!(relative < 1e-8))
      throw new Error(`${name} disagrees on the last bar: ours ${ours}, theirs ${theirs}`);
  }
}

function main(): void {
  checkAgreement();
  const oursTimes = cases.map(() => [] as number[]);
  const theirsTimes = cases.map(() => [] as number[]);
  // Two unrecorded rounds let both sides reach optimised code; the order alternates per round so
  // neither side always runs on the other's garbage.
  const measureRound = (c: Case, index: number, round: number): void => {
    const first = round % 2 === 0 ? c.ours : c.theirs;
    const second = first === c.ours ? c.theirs : c.ours;
    const a = time(first);
    const b = time(second);
    if (round < 0) return;
    oursTimes[index]!.push(first === c.ours ? a : b);
    theirsTimes[index]!.push(first === c.ours ? b : a);
  };
  for (let round = -2; round < reps; round++) cases.forEach((c, index) => measureRound(c, index, round));

  // Both sides are timed by the wall clock, so a busy machine shows in both; the load says how busy.
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `${bars.toLocaleString('en')} bars, ${reps} repetitions, median ms (node ${process.version}, load ${load})`,
  );
  console.log(
    `${'indicator'.padEnd(20)}${'ours'.padStart(9)}${'theirs'.padStart(9)}${'ours/theirs'.padStart(13)}`,
  );
  let oursTotal = 0;
  let theirsTotal = 0;
  cases.forEach((c, index) => {
    const ours = median(oursTimes[index]!);
    const theirs = median(theirsTimes[index]!);
    oursTotal += ours;
    theirsTotal += theirs;
    console.log(
      `${c.name.padEnd(20)}${ours.toFixed(2).padStart(9)}${theirs.toFixed(2).padStart(9)}${(ours / theirs).toFixed(3).padStart(13)}`,
    );
  });
  const ratio = oursTotal / theirsTotal;
  console.log(
    `${'total'.padEnd(20)}${oursTotal.toFixed(2).padStart(9)}${theirsTotal.toFixed(2).padStart(9)}${ratio.toFixed(3).padStart(13)}`,
  );
  console.log(`goal total ratio <= ${GOAL}: ${ratio <= GOAL ? 'met' : 'NOT met'}`);
  if (sink === 0) console.log('');
}

main();
