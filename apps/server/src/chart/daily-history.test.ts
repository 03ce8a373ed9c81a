import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_AS_OF, type TestApp } from '../testing/test-app';
import { barCount, loadDailyBars } from './bars';
import { refresh } from './daily-history';

const SHARE = 1001;

describe('daily history refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {}, { historyYears: 1, minuteDays: 0 });
  });
  afterAll(async () => t?.close());

  const whole = () => loadDailyBars(t.database.db, SHARE, '1970-01-01', '9999-12-31');

  it('reads only from the latest day on, and ends up equal to a whole read', async () => {
    const db = t.database.db;
    const first = await refresh(db, SHARE, undefined);
    expect(barCount(first.bars)).toBeGreaterThan(200);
    // The close rewrites the latest day's bar, and the next day's bar is written.
    await db.execute(sql`update daily_bars set close = close + 1 where instrument_id = ${SHARE}
                         and day = (select max(day) from daily_bars where instrument_id = ${SHARE})`);
    await db.execute(sql`insert into daily_bars (instrument_id, day, open, high, low, close, volume)
                         values (${SHARE}, ${TEST_AS_OF}::date + 3, 10, 12, 9, 11, 500)`);
    const next = await refresh(db, SHARE, first);
    expect(next.fullAt).toBe(first.fullAt);
    expect(barCount(next.bars)).toBe(barCount(first.bars) + 1);
    expect(next.bars).toEqual(await whole());
    // The earlier history's arrays are not written into.
    expect(first.bars.close.at(-1)).not.toBe(next.bars.close.at(-2));
  });

  it('reads the whole history again after a while', async () => {
    const db = t.database.db;
    const old = { ...(await refresh(db, SHARE, undefined)), fullAt: Date.now() - 11 * 60_000 };
    await db.execute(sql`update daily_bars set close = close + 1 where instrument_id = ${SHARE}
                         and day = (select min(day) from daily_bars where instrument_id = ${SHARE})`);
    const next = await refresh(db, SHARE, old);
    expect(next.fullAt).toBeGreaterThan(old.fullAt);
    expect(next.bars).toEqual(await whole());
    expect(next.bars.close[0]).toBe(old.bars.close[0]! + 1);
  });
});
