import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS } from '@broker/domain';
import type { BusMessage } from '../feed/bus';
import { notificationPreferences, notifications, users } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { notify } from './notify';
import { publishChanged } from './publisher';

const BASE = '/nnxapi/crm/v1/notifications';

interface List {
  changed: boolean;
  version: number;
  unread: number;
  total?: number;
  refreshKey?: string;
  notifications: {
    id: number;
    kind: string;
    params: Record<string, unknown>;
    link: string;
    read_at: number | null;
  }[];
}

/**
 * The customer's notifications over the API: written in the transaction of their cause (a rolled-back
 * one leaves none), the unread count, paging, the version that answers `changed: false`, reading one
 * or all, preferences that keep a kind from being written, and another customer's id as a 404.
 */
describe.each(DB_KINDS)('notifications on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  const published: BusMessage[] = [];
  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const db = () => t.database.db;
  const tell = (who: string, n: number) =>
    db().transaction(async (tx) => {
      for (let i = 0; i < n; i++)
        await notify(
          tx,
          ids[who]!,
          'DEPOSIT_ARRIVED',
          { amount: { value: 100 + i, currency: 'SEK' } },
          Date.now(),
        );
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    t.app.deps.bus.subscribe((m) => published.push(m));
    for (const who of ['demo-se', 'demo-no']) {
      headers[who] = (await loginForApi(t.app, who)).headers;
      const [u] = await db().select({ id: users.customerId }).from(users).where(eq(users.username, who));
      ids[who] = u!.id;
    }
  }, 120_000);
  afterAll(async () => t?.close());

  const list = async (who: string, query = '') => {
    const res = await call(who, 'GET', `${BASE}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as List;
  };
  const count = async (who: string) => {
    const res = await call(who, 'GET', `${BASE}/unread-count`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { unread: number; version: number };
  };

  it('starts at nothing', async () => {
    expect(await count('demo-se')).toEqual({ unread: 0, version: 0 });
    const empty = await list('demo-se');
    expect(empty).toMatchObject({ changed: true, version: 0, unread: 0, total: 0, notifications: [] });
  });

  it('writes nothing when the cause rolls back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await notify(
          tx,
          ids['demo-se']!,
          'DEPOSIT_ARRIVED',
          { amount: { value: 5, currency: 'SEK' } },
          Date.now(),
        );
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await count('demo-se')).toEqual({ unread: 0, version: 0 });
    expect(
      await db().select().from(notifications).where(eq(notifications.customerId, ids['demo-se']!)),
    ).toEqual([]);
    // Nothing to tell the feed either.
    expect(await publishChanged(t.app.deps)).toBe(0);
    expect(published.filter((m) => m.kind === 'private' && m.type === 'notification')).toEqual([]);
  });

  it('counts, pages newest first, and answers an unchanged version quickly', async () => {
    await tell('demo-se', 25);
    const c = await count('demo-se');
    expect(c).toEqual({ unread: 25, version: 25 });

    const first = await list('demo-se', '?limit=10&offset=0&refreshKey=bell-1');
    expect(first).toMatchObject({ changed: true, version: 25, unread: 25, total: 25, refreshKey: 'bell-1' });
    expect(first.notifications).toHaveLength(10);
    expect(first.notifications[0]!.params).toEqual({ amount: { value: 124, currency: 'SEK' } });
    expect(first.notifications[0]).toMatchObject({
      kind: 'DEPOSIT_ARRIVED',
      link: '/transactions',
      read_at: null,
    });
    const third = await list('demo-se', '?limit=10&offset=20');
    expect(third.notifications.map((n) => n.params.amount)).toEqual(
      [104, 103, 102, 101, 100].map((value) => ({ value, currency: 'SEK' })),
    );
    // The same version again: no items, no count.
    const same = await list('demo-se', '?version=25&refreshKey=bell-2');
    expect(same).toEqual({
      changed: false,
      version: 25,
      unread: 25,
      refreshKey: 'bell-2',
      notifications: [],
    });
    const other = await list('demo-se', '?version=24&limit=1');
    expect(other.changed).toBe(true);
    expect(other.notifications).toHaveLength(1);
    // A page larger than 100 is refused, as is an odd status.
    expect((await call('demo-se', 'GET', `${BASE}?limit=101`)).statusCode).toBe(400);
    expect((await call('demo-se', 'GET', `${BASE}?status=NEW`)).statusCode).toBe(400);
  });

  it('tells the private feed after the commit, once', async () => {
    const told = (version: number) =>
      published.filter(
        (m) =>
          m.kind === 'private' &&
          m.customerId === ids['demo-se'] &&
          m.type === 'notification' &&
          m.data.version === version,
      );
    // The app's publisher tells by itself within a moment; a manual round finds nothing left.
    await expect.poll(() => told(25).length, { timeout: 10_000 }).toBe(1);
    expect(told(25)[0]!.data).toEqual({ unread: 25, version: 25 });
    expect(await publishChanged(t.app.deps)).toBe(0);
    expect(told(25)).toHaveLength(1);
    await tell('demo-se', 1);
    await expect.poll(() => told(26).length, { timeout: 10_000 }).toBe(1);
    expect(told(26)[0]!.data).toEqual({ unread: 26, version: 26 });
  });

  it('marks one read, again is nothing, and another customer’s id is 404 with nothing changed', async () => {
    const [newest] = (await list('demo-se', '?limit=1')).notifications;
    const before = await count('demo-se');
    const other = await call('demo-no', 'POST', `${BASE}/${newest!.id}/read`);
    expect(other.statusCode).toBe(404);
    expect((other.json() as { code: string }).code).toBe('NOTIFICATION_NOT_FOUND');
    expect(await count('demo-se')).toEqual(before);
    expect((await call('demo-se', 'POST', `${BASE}/999999/read`)).statusCode).toBe(404);

    const read = await call('demo-se', 'POST', `${BASE}/${newest!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: before.unread - 1, version: before.version + 1 });
    const again = await call('demo-se', 'POST', `${BASE}/${newest!.id}/read`);
    expect(again.json()).toEqual({ unread: before.unread - 1, version: before.version + 1 });

    const readOnes = await list('demo-se', '?status=READ');
    expect(readOnes.total).toBe(1);
    expect(readOnes.notifications[0]!.id).toBe(newest!.id);
    expect(readOnes.notifications[0]!.read_at).toEqual(expect.any(Number));
    expect((await list('demo-se', '?status=UNREAD')).total).toBe(before.unread - 1);
  });

  it('marks all read', async () => {
    const before = await count('demo-se');
    const res = await call('demo-se', 'POST', `${BASE}/read-all`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread: 0, version: before.version + 1 });
    expect((await list('demo-se', '?status=UNREAD')).total).toBe(0);
    // Nothing left to read: no new version.
    expect((await call('demo-se', 'POST', `${BASE}/read-all`)).json()).toEqual({
      unread: 0,
      version: before.version + 1,
    });
    // The other customer's are their own.
    await tell('demo-no', 2);
    expect(await count('demo-no')).toEqual({ unread: 2, version: 2 });
    expect(await count('demo-se')).toEqual({ unread: 0, version: before.version + 1 });
  });

  it('keeps a kind switched off from being written, and every kind is on by default', async () => {
    const prefs = await call('demo-se', 'GET', `${BASE}/preferences`);
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect((prefs.json() as { preferences: unknown[] }).preferences).toEqual(
      NOTIFICATION_KINDS.map((k) => ({ kind: k, enabled: true })),
    );
    const off = await call('demo-se', 'PUT', `${BASE}/preferences`, {
      preferences: [{ kind: 'DEPOSIT_ARRIVED', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (off.json() as { preferences: { kind: string; enabled: boolean }[] }).preferences.find(
        (p) => p.kind === 'DEPOSIT_ARRIVED',
      ),
    ).toEqual({ kind: 'DEPOSIT_ARRIVED', enabled: false });
    const before = await count('demo-se');
    await tell('demo-se', 1);
    expect(await count('demo-se')).toEqual(before);
    // Other kinds still come; another customer's preference is theirs.
    await tell('demo-no', 1);
    expect((await count('demo-no')).unread).toBe(3);
    await db().transaction((tx) => notify(tx, ids['demo-se']!, 'DIVIDEND_PAID', {}, Date.now()));
    expect((await count('demo-se')).unread).toBe(before.unread + 1);

    const bad = await call('demo-se', 'PUT', `${BASE}/preferences`, {
      preferences: [{ kind: 'NEWSLETTER', enabled: false }],
    });
    expect(bad.statusCode).toBe(400);
    const on = await call('demo-se', 'PUT', `${BASE}/preferences`, {
      preferences: [{ kind: 'DEPOSIT_ARRIVED', enabled: true }],
    });
    expect(on.statusCode).toBe(200);
    const stored = await db()
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.customerId, ids['demo-se']!)));
    expect(stored).toEqual([{ customerId: ids['demo-se'], kind: 'DEPOSIT_ARRIVED', enabled: true }]);
  });
});
