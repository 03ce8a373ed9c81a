/**
 * Authenticated GET /api/2/accounts/{accid}/info against a bare Fastify JSON route started in the
 * same run. Prints requests per second of both and their ratio; the goal is a ratio of at least 0.5.
 * Usage: npm run bench   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_DB=postgres with TEST_DATABASE_URL)
 */
import Fastify from 'fastify';
import { startTestApp, loginForApi } from '@broker/server';
import { measure } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';

async function main() {
  const bare = Fastify({ logger: false });
  const sample = { accid: 1, account_sum: { value: 1000, currency: 'SEK' } };
  bare.get('/bare', async () => sample);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  // As in production: replies are not re-validated against the contract (tests do that).
  const t = await startTestApp(kind, { VALIDATE_REPLIES: 'false' });
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { headers } = await loginForApi(t.app, 'demo-se');
  const accounts = (await (await fetch(`${baseUrl}/api/2/accounts`, { headers })).json()) as {
    accid: number;
  }[];
  const accid = accounts[0]!.accid;

  // Rounds alternate between the two so that drift in machine load hits both alike; the median
  // ratio of the rounds is the result.
  const opts = { connections, seconds };
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const baseline = await measure(`${bareUrl}/bare`, {}, opts);
    const subject = await measure(`${baseUrl}/api/2/accounts/${accid}/info`, headers, opts);
    if (subject.non2xx > 0 || subject.errors > 0)
      throw new Error('the subject answered errors: the ratio means nothing');
    const ratio = subject.perSecond / baseline.perSecond;
    ratios.push(ratio);
    console.log(
      `round ${round}: baseline ${baseline.perSecond.toFixed(0)} req/s, ` +
        `GET /api/2/accounts/{accid}/info ${subject.perSecond.toFixed(0)} req/s, ratio ${ratio.toFixed(3)}`,
    );
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  console.log(`database: ${kind}, connections: ${connections}, ${seconds} s per measurement`);
  console.log(
    `account-info ratio (median of ${rounds}): ${median.toFixed(3)}  (goal >= 0.5: ${median >= 0.5 ? 'met' : 'NOT met'})`,
  );

  await bare.close();
  await t.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
