/**
 * Authenticated GET /api/2/market-data/price-time-series/{id}?period=YEAR_1&resolution=DAY with three
 * indicators (sma-14, bollinger-20-2, macd-12-26-9) against a bare Fastify route that answers a
 * copy of the same reply, both started in the same run: the ratio is what loading, aggregating and
 * computing the series costs on top of serving its JSON. Prints requests per second and the ratio.
 * Usage: npm run bench:time-series   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS,
 * BENCH_DB=postgres with TEST_DATABASE_URL)
 */
import Fastify from 'fastify';
import { startTestApp, loginForApi } from '@broker/server';
import { measure } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const PATH =
  '/api/2/market-data/price-time-series/1001?period=YEAR_1&resolution=DAY' +
  '&technicalAnalysis=sma-14,bollinger-20-2,macd-12-26-9';

async function main() {
  // Two years of history, so YEAR_1's indicators have their warm-up bars.
  // As in production: replies are not re-validated against the contract (tests do that).
  const t = await startTestApp(kind, { VALIDATE_REPLIES: 'false' }, { historyYears: 2 });
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { headers } = await loginForApi(t.app, 'demo-se');
  const sample = await (await fetch(`${baseUrl}${PATH}`, { headers })).text();
  const parsed = JSON.parse(sample) as { pricePoints: unknown[] };
  if (parsed.pricePoints.length < 200) throw new Error(`unexpected reply: ${sample.slice(0, 200)}`);

  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_request, reply) => reply.type('application/json').send(sample));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  // Rounds alternate between the two so that drift in machine load hits both alike; the median
  // ratio of the rounds is the result.
  const opts = { connections, seconds };
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const baseline = await measure(`${bareUrl}/bare`, {}, opts);
    const subject = await measure(`${baseUrl}${PATH}`, headers, opts);
    if (subject.non2xx > 0 || subject.errors > 0)
      throw new Error('the subject answered errors: the ratio means nothing');
    const ratio = subject.perSecond / baseline.perSecond;
    ratios.push(ratio);
    console.log(
      `round ${round}: baseline ${baseline.perSecond.toFixed(0)} req/s, ` +
        `time series YEAR_1/DAY + 3 indicators ${subject.perSecond.toFixed(0)} req/s ` +
        `(p50 ${subject.latencyP50Ms} ms), ratio ${ratio.toFixed(3)}`,
    );
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  console.log(
    `database: ${kind}, connections: ${connections}, ${seconds} s per measurement, reply ${sample.length} bytes`,
  );
  console.log(`time-series ratio (median of ${rounds}): ${median.toFixed(3)}`);

  await bare.close();
  await t.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
