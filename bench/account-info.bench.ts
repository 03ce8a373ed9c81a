/**
 * Authenticated GET /api/2/accounts/{accid}/info against a bare Fastify JSON route started in the
 * same run. Prints requests per second of both and their ratio; the goal is a ratio of at least 0.5.
 * Usage: npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DB=postgres with TEST_DATABASE_URL)
 */
import Fastify from 'fastify';
import { startTestApp, loginForApi } from '@broker/server';
import { measure } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';

async function main() {
  const bare = Fastify({ logger: false });
  const sample = { accid: 1, account_sum: { value: 1000, currency: 'SEK' } };
  bare.get('/bare', async () => sample);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const t = await startTestApp(kind);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { headers } = await loginForApi(t.app, 'demo-se');
  const accounts = (await (await fetch(`${baseUrl}/api/2/accounts`, { headers })).json()) as { accid: number }[];
  const accid = accounts[0]!.accid;

  const opts = { connections, durationMs: seconds * 1000 };
  const baseline = await measure(`${bareUrl}/bare`, {}, opts);
  const subject = await measure(`${baseUrl}/api/2/accounts/${accid}/info`, headers, opts);
  const ratio = subject.perSecond / baseline.perSecond;

  console.log(`database: ${kind}, connections: ${connections}, ${seconds} s each`);
  console.log(`baseline  bare Fastify JSON route      ${baseline.perSecond.toFixed(0).padStart(7)} req/s`);
  console.log(`subject   GET /api/2/accounts/{accid}/info ${subject.perSecond.toFixed(0).padStart(7)} req/s (errors: ${subject.errors})`);
  console.log(`ratio     ${ratio.toFixed(3)}  (goal >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);

  await bare.close();
  await t.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
