/**
 * The transactions downloads (issue 13) over ten years of five accounts: the CSV and the account
 * statement PDF, each fetched over HTTP as a browser would, against a baseline started in the same
 * run: the database reading the very same rows in one query (what any export must at least do).
 * Prints rows per second of each and their ratio to the baseline, and (for information: one process
 * holds the embedded database too) how far its resident memory rose while each ran. Goals: CSV
 * >= 0.5 of the baseline's rate, PDF >= 0.1.
 * Usage: npm run bench:exports   (BENCH_ROWS, BENCH_ROUNDS, BENCH_DB=postgres with TEST_DATABASE_URL)
 */
import { sql } from 'drizzle-orm';
import { startTestApp, loginForApi } from '@broker/server';

const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';

/** Samples the process's resident memory while `run` goes on; answers its result and the peak rise. */
async function withPeakMemory<T>(run: () => Promise<T>): Promise<{ result: T; riseMb: number }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, riseMb: (peak - start) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const t = await startTestApp(kind, { VALIDATE_REPLIES: 'false' });
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { cookie, headers } = await loginForApi(t.app, 'demo-se');
  const accids = (
    (await (await fetch(`${baseUrl}/api/2/accounts`, { headers })).json()) as { accid: number }[]
  )
    .map((a) => a.accid)
    .slice(0, 5);
  const db = t.database.db;

  // Ten years of trading on the customer's accounts: buys, sells and dividends of 20 shares.
  await db.execute(sql`
    insert into transactions (accid, type, instrument_id, trade_date, settle_date, quantity, price,
                              amount, fee, currency, created_at)
    select (${`{${accids.join(',')}}`}::int[])[1 + g % ${accids.length}],
           (array['BUY', 'SELL', 'DIVIDEND'])[1 + g % 3],
           i.instrument_id,
           date '2016-01-04' + (g * 3650 / ${rowCount}),
           date '2016-01-06' + (g * 3650 / ${rowCount}),
           1 + g % 400, round((50 + (g % 997) / 7.0)::numeric, 6),
           case when g % 3 = 0 then -round(((1 + g % 400) * (50 + (g % 997) / 7.0))::numeric, 2)
                else round(((1 + g % 400) * (50 + (g % 997) / 7.0))::numeric, 2) end,
           round(((g % 97) / 4.0)::numeric, 2), 'SEK', now()
    from generate_series(1, ${rowCount}) g
    join (select instrument_id, row_number() over (order by instrument_id) - 1 as n
          from instruments where group_type = 'EQ' limit 20) i on i.n = g % 20`);
  await db.execute(sql`analyze transactions`);
  const counted = (await db.execute(
    sql`select count(*)::int as n from transactions where accid = any(${`{${accids.join(',')}}`}::int[])`,
  )) as unknown as { rows: { n: number }[] };
  const rows = Number(counted.rows[0]!.n);
  console.log(`${rows} transactions on ${accids.length} accounts over ten years (${kind})`);

  const baseline = async () => {
    const started = performance.now();
    await db.execute(sql`
      select t.id, t.accid, a.accno, t.type, i.name, i.isin, t.trade_date::text, t.settle_date::text,
             t.quantity::text, t.price::text, t.amount::text, t.fee::text, t.currency
      from transactions t join accounts a on a.accid = t.accid
      left join instruments i on i.instrument_id = t.instrument_id
      where t.accid = any(${`{${accids.join(',')}}`}::int[]) order by t.trade_date, t.id`);
    return performance.now() - started;
  };
  const download = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
    return { ms: performance.now() - started, bytes };
  };

  const csvRatios: number[] = [];
  const pdfRatios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const base = await withPeakMemory(baseline);
    const csv = await withPeakMemory(() => download('/api/2/transactions/csv?sort=ASC'));
    const pdf = await withPeakMemory(() => download('/api/2/transactions/statement.pdf?lang=sv'));
    const perSecond = (ms: number) => (rows / ms) * 1000;
    csvRatios.push(perSecond(csv.result.ms) / perSecond(base.result));
    pdfRatios.push(perSecond(pdf.result.ms) / perSecond(base.result));
    console.log(
      `round ${round}: database read ${perSecond(base.result).toFixed(0)} rows/s (+${base.riseMb.toFixed(0)} MB); ` +
        `CSV ${perSecond(csv.result.ms).toFixed(0)} rows/s, ${(csv.result.bytes / 2 ** 20).toFixed(1)} MB file ` +
        `(+${csv.riseMb.toFixed(0)} MB); PDF ${perSecond(pdf.result.ms).toFixed(0)} rows/s, ` +
        `${(pdf.result.bytes / 2 ** 20).toFixed(1)} MB file (+${pdf.riseMb.toFixed(0)} MB)`,
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const csv = median(csvRatios);
  const pdf = median(pdfRatios);
  console.log(
    `CSV ratio (median of ${rounds}): ${csv.toFixed(3)}  (goal >= 0.5: ${csv >= 0.5 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `PDF ratio (median of ${rounds}): ${pdf.toFixed(3)}  (goal >= 0.1: ${pdf >= 0.1 ? 'met' : 'NOT met'})`,
  );
  await t.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
