/**
 * The share trading matching engine (@broker/domain OrderBook) against nodejs-order-book, a
 * published limit order book for Node, on the same seeded workload in the same run: limit orders
 * around a drifting mid price (about a third of them cross the spread and trade) and cancels of
 * earlier orders, whether they still rest or not. Prints operations per second and the p99 time of
 * one operation for both, and the throughput ratio ours/theirs; the goal is at least 1.5.
 * Usage: npm run matching -w @broker/bench   (BENCH_OPS, BENCH_REPS, BENCH_SEED)
 */
import { loadavg } from 'node:os';
import { OrderBook as TheirBook } from 'nodejs-order-book';
import { OrderBook } from '@broker/domain';
import { seededRandom as random } from './seeded-random';

const opCount = Number(process.env.BENCH_OPS ?? 300_000);
const reps = Number(process.env.BENCH_REPS ?? 5);
const seed = Number(process.env.BENCH_SEED ?? 20261125);
const GOAL = 1.5;

type Op =
  | { kind: 'limit'; id: string; side: 'BUY' | 'SELL'; price: number; volume: number }
  | { kind: 'cancel'; id: string };

function workload(n: number): Op[] {
  const next = random(seed);
  const ops: Op[] = [];
  let mid = 10_000;
  let added = 0;
  for (let i = 0; i < n; i++) {
    mid = Math.max(1_000, mid + Math.round((next() - 0.5) * 4));
    if (added > 0 && next() < 0.3) {
      ops.push({ kind: 'cancel', id: `o${Math.floor(next() * added)}` });
      continue;
    }
    const side = next() < 0.5 ? 'BUY' : 'SELL';
    // Most orders rest a few ticks away; some reach across the spread.
    const offset = Math.round((next() - 0.35) * 20);
    const price = side === 'BUY' ? mid - offset : mid + offset;
    ops.push({ kind: 'limit', id: `o${added++}`, side, price, volume: 1 + Math.floor(next() * 100) });
  }
  return ops;
}

interface Engine {
  limit(op: Extract<Op, { kind: 'limit' }>): void;
  cancel(id: string): void;
}

function ours(): Engine {
  const book = new OrderBook();
  return {
    limit: (op) =>
      book.add({ id: op.id, side: op.side, price: op.price, volume: op.volume, timeInForce: 'REST' }),
    cancel: (id) => book.cancel(id),
  };
}

function theirs(): Engine {
  const book = new TheirBook();
  return {
    limit: (op) =>
      book.limit({
        id: op.id,
        side: op.side === 'BUY' ? 'buy' : 'sell',
        size: op.volume,
        price: op.price,
      } as never),
    cancel: (id) => book.cancel(id),
  };
}

/** Runs the workload once: total ms, and the p99 of single operations (timed one by one). */
function run(make: () => Engine, ops: readonly Op[]): { ms: number; p99us: number } {
  let engine = make();
  const started = performance.now();
  for (const op of ops) {
    if (op.kind === 'limit') engine.limit(op);
    else engine.cancel(op.id);
  }
  const ms = performance.now() - started;
  // A second pass timed per operation, for the p99 (timing each one slows the whole).
  engine = make();
  const times = new Float64Array(ops.length);
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    const t0 = performance.now();
    if (op.kind === 'limit') engine.limit(op);
    else engine.cancel(op.id);
    times[i] = performance.now() - t0;
  }
  times.sort();
  return { ms, p99us: times[Math.floor(times.length * 0.99)]! * 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Both books must do the same work: the volume traded and the top of the book at the end. */
function sameOutcome(ops: readonly Op[]): boolean {
  const a = new OrderBook();
  const b = new TheirBook();
  let tradedA = 0;
  let tradedB = 0;
  for (const op of ops) {
    if (op.kind === 'cancel') {
      a.cancel(op.id);
      b.cancel(op.id);
      continue;
    }
    const fills = a.add({
      id: op.id,
      side: op.side,
      price: op.price,
      volume: op.volume,
      timeInForce: 'REST',
    }).fills;
    tradedA += fills.reduce((sum, f) => sum + f.volume, 0);
    const r = b.limit({
      id: op.id,
      side: op.side === 'BUY' ? 'buy' : 'sell',
      size: op.volume,
      price: op.price,
    } as never) as {
      quantityLeft?: number;
    };
    tradedB += op.volume - (r.quantityLeft ?? 0);
  }
  const [asks, bids] = b.depth() as [number[][], number[][]];
  const top = (levels: { price: number; volume: number }[]) => levels.map((l) => [l.price, l.volume]);
  return (
    tradedA === tradedB &&
    JSON.stringify(top(a.depth('SELL', 5))) === JSON.stringify(asks.slice(0, 5)) &&
    JSON.stringify(top(a.depth('BUY', 5))) === JSON.stringify(bids.slice(0, 5))
  );
}

const ops = workload(opCount);
if (!sameOutcome(ops))
  throw new Error('the two books disagree on this workload: the comparison would be unfair');
console.log(
  `matching: ${opCount} operations (${ops.filter((o) => o.kind === 'cancel').length} cancels), ${reps} runs each, load ${loadavg()[0]!.toFixed(2)}`,
);
const result = {
  ours: [] as number[],
  theirs: [] as number[],
  oursP99: [] as number[],
  theirsP99: [] as number[],
};
for (let r = 0; r < reps; r++) {
  // Alternating, so a busy moment of the machine falls on both.
  const a = run(ours, ops);
  const b = run(theirs, ops);
  result.ours.push(a.ms);
  result.theirs.push(b.ms);
  result.oursP99.push(a.p99us);
  result.theirsP99.push(b.p99us);
}
const oursMs = median(result.ours);
const theirsMs = median(result.theirs);
const perSecond = (ms: number) => Math.round((opCount / ms) * 1000).toLocaleString('en');
console.log(`  ours               ${perSecond(oursMs)} ops/s, p99 ${median(result.oursP99).toFixed(2)} µs`);
console.log(
  `  nodejs-order-book  ${perSecond(theirsMs)} ops/s, p99 ${median(result.theirsP99).toFixed(2)} µs`,
);
const ratio = theirsMs / oursMs;
console.log(
  `  throughput ratio ours/theirs ${ratio.toFixed(2)} (goal ≥ ${GOAL}): ${ratio >= GOAL ? 'met' : 'NOT met'}`,
);
