import { afterEach, describe, expect, it } from 'vitest';
import { electLeader, type Leadership } from './leader';

const SILENT = { info() {}, warn() {}, error() {} };
const URL = process.env.TEST_DATABASE_URL;

function contender(url: string | undefined, lockKey: number, log: string[], name: string, retryMs = 50) {
  return electLeader({
    url,
    lockKey,
    retryMs,
    log: SILENT,
    onLead: async () => void log.push(`${name} leads`),
    onLose: async () => void log.push(`${name} stops`),
  });
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('simulator leadership', () => {
  const running: Leadership[] = [];
  afterEach(async () => {
    for (const l of running.splice(0)) await l.stop();
  });

  it('on PGlite (no URL) always leads, and stops once', async () => {
    const log: string[] = [];
    const l = await contender(undefined, 1, log, 'a');
    expect(l.isLeader).toBe(true);
    await l.stop();
    await l.stop();
    expect(log).toEqual(['a leads', 'a stops']);
  });

  describe.skipIf(!URL)('on PostgreSQL', () => {
    const key = () => 1_000_000 + Math.floor(Math.random() * 1_000_000);

    it('lets one of two contenders lead and hands over when it stops', async () => {
      const lockKey = key();
      const log: string[] = [];
      const a = await contender(URL, lockKey, log, 'a');
      const b = await contender(URL, lockKey, log, 'b');
      running.push(a, b);
      await new Promise((r) => setTimeout(r, 200));
      expect([a.isLeader, b.isLeader]).toEqual([true, false]);
      await a.stop();
      await until(() => b.isLeader);
      expect(log).toEqual(['a leads', 'a stops', 'b leads']);
    });

    it('takes over when the leader dies with its connection', async () => {
      const lockKey = key();
      const log: string[] = [];
      // a retries only after the test: like a crashed process, it does not come back in time.
      const a = await contender(URL, lockKey, log, 'a', 60_000);
      const b = await contender(URL, lockKey, log, 'b');
      running.push(a, b);
      expect(a.isLeader).toBe(true);
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: URL });
      await admin.connect();
      try {
        // What a crashed process leaves behind: its session ends and the lock goes with it.
        await admin.query(
          `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = $1 and granted`,
          [lockKey],
        );
      } finally {
        await admin.end();
      }
      // a learns of the loss from its connection at once, not at its next retry.
      await until(() => b.isLeader && !a.isLeader);
      expect(log.slice(0, 3).sort()).toEqual(['a leads', 'a stops', 'b leads']);
    });
  });
});
