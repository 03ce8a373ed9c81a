import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createMarketWriter } from './market-store';

/** A stand-in for the database that records the minute-bar upserts and fails the first one. */
function flakyDb() {
  const written: number[][] = [];
  let calls = 0;
  const db = {
    insert: () => ({
      values: (rows: { instrumentId: number }[]) => ({
        onConflictDoUpdate: async () => {
          calls++;
          await new Promise((r) => setTimeout(r, 5));
          if (calls === 1) throw new Error('connection reset');
          written.push(rows.map((r) => r.instrumentId));
        },
      }),
    }),
  } as unknown as Db;
  return { db, written };
}

const bar = (instrumentId: number) => ({
  instrumentId,
  at: 0,
  open: 1,
  high: 1,
  low: 1,
  close: 1,
  volume: 1,
});

describe('market writer', () => {
  it('logs a failed write and goes on; bars that pile up meanwhile go out in one statement', async () => {
    const { db, written } = flakyDb();
    const errors: object[] = [];
    const writer = createMarketWriter(db, { info() {}, warn() {}, error: (o) => void errors.push(o) });
    writer.minuteBars([bar(1)]);
    await new Promise((r) => setTimeout(r, 1));
    // Enqueued while the first write runs: they wait and are written together.
    writer.minuteBars([bar(2)]);
    writer.minuteBars([bar(3), bar(4)]);
    await writer.flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ what: 'minute bars' });
    expect(written).toEqual([[2, 3, 4]]);
  });
});
