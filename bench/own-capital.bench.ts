/**
 * Issue 14: the own-capital graph of all of a customer's accounts over their whole history, daily
 * (GET /api/2/holdings/own-capital-graph?period=ALL), against the price chart's daily series of a
 * share over ten years (GET /api/2/market-data/price-time-series/{id}?period=YEAR_10&resolution=DAY),
 * both served by the same server in the same run. The graph is recomputed from the ledger and the
 * daily closes on every request here (READ_CACHE_MS=0 turns its few-second series cache off), so
 * the ratio is the work itself; the goal is the same order of time: a ratio of at least 0.1.
 * The demo ledger spans two years (its transactions), over ten years of stored prices.
 * Usage: npm run bench:own-capital   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS,
 * BENCH_DB=postgres with TEST_DATABASE_URL)
 */
import { startTestApp, loginForApi } from '@broker/server';
import { measure } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const GRAPH = '/api/2/holdings/own-capital-graph?period=ALL';
const SERIES = '/api/2/market-data/price-time-series/1001?period=YEAR_10&resolution=DAY';

async function main() {
  // As in production: replies are not re-validated against the contract (tests do that).
  const t = await startTestApp(kind, { VALIDATE_REPLIES: 'false', READ_CACHE_MS: '0' }, { historyYears: 10 });
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { headers } = await loginForApi(t.app, 'demo-se');
  const accounts = (await (await fetch(`${baseUrl}/api/2/accounts`, { headers })).json()) as unknown[];
  const graph = (await (await fetch(`${baseUrl}${GRAPH}`, { headers })).json()) as { points: unknown[] };
  const series = (await (await fetch(`${baseUrl}${SERIES}`, { headers })).json()) as {
    pricePoints: unknown[];
  };
  if (graph.points.length < 365 || series.pricePoints.length < 2000) {
    throw new Error(
      `unexpected replies: ${graph.points.length} graph days, ${series.pricePoints.length} price points`,
    );
  }
  console.log(
    `${accounts.length} accounts, ${graph.points.length} graph days; ${series.pricePoints.length} daily price points`,
  );

  // Rounds alternate between the two so that drift in machine load hits both alike; the median
  // ratio of the rounds is the result.
  const opts = { connections, seconds };
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const baseline = await measure(`${baseUrl}${SERIES}`, headers, opts);
    const subject = await measure(`${baseUrl}${GRAPH}`, headers, opts);
    if (subject.non2xx > 0 || subject.errors > 0 || baseline.non2xx > 0 || baseline.errors > 0)
      throw new Error('a route answered errors: the ratio means nothing');
    const ratio = subject.perSecond / baseline.perSecond;
    ratios.push(ratio);
    console.log(
      `round ${round}: price series ${baseline.perSecond.toFixed(1)} req/s (p50 ${baseline.latencyP50Ms} ms), ` +
        `own-capital graph ${subject.perSecond.toFixed(1)} req/s (p50 ${subject.latencyP50Ms} ms), ratio ${ratio.toFixed(3)}`,
    );
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  console.log(`database: ${kind}, connections: ${connections}, ${seconds} s per measurement`);
  console.log(
    `own-capital ratio (median of ${rounds}): ${median.toFixed(3)}  (goal >= 0.1, the same order of time: ${median >= 0.1 ? 'met' : 'NOT met'})`,
  );
  await t.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
