import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { NOTES_PER_INSTRUMENT_MAX } from '@broker/domain';
import { instrumentNotes } from '../db/schema';
import { CATALOG } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

const NOTES = '/nnxapi/personalization/v1/notes';
const SHARE = CATALOG.shares[0]!.instrumentId;
const OTHER_SHARE = CATALOG.shares[1]!.instrumentId;

interface Note {
  id: number;
  instrumentId: number;
  text: string;
  createdAt: number;
  updatedAt: number;
}

describe.each(DB_KINDS)('notes on instruments on %s', (kind) => {
  let t: TestApp;
  let now = Date.parse('2026-11-20T10:00:00Z');
  const headers: Record<string, Record<string, string>> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const rows = async () => (await t.database.db.select({ n: count() }).from(instrumentNotes))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    t.app.deps.time = { now: () => now };
    for (const who of ['demo-se', 'demo-no']) headers[who] = (await loginForApi(t.app, who)).headers;
  });
  afterAll(async () => t?.close());

  it('writes, reads, rewrites and deletes a note, trimmed, newest change first', async () => {
    const made = await call('demo-se', 'POST', NOTES, {
      instrumentId: SHARE,
      text: '  Köpt för utdelningen.\nSälj under 100.  ',
    });
    expect(made.statusCode, made.body).toBe(201);
    const note = made.json() as Note;
    expect(note).toMatchObject({
      instrumentId: SHARE,
      text: 'Köpt för utdelningen.\nSälj under 100.',
      createdAt: now,
      updatedAt: now,
    });
    now += 60_000;
    const second = (
      await call('demo-se', 'POST', NOTES, { instrumentId: SHARE, text: 'Rapport 5 feb' })
    ).json() as Note;
    await call('demo-se', 'POST', NOTES, { instrumentId: OTHER_SHARE, text: 'Bevaka' });

    const onShare = (await call('demo-se', 'GET', `${NOTES}?instrumentId=${SHARE}`)).json() as {
      notes: Note[];
    };
    expect(onShare.notes.map((n) => n.id)).toEqual([second.id, note.id]);
    expect(((await call('demo-se', 'GET', NOTES)).json() as { notes: Note[] }).notes).toHaveLength(3);

    now += 60_000;
    const changed = await call('demo-se', 'PUT', `${NOTES}/${note.id}`, { text: 'Sälj under 95' });
    expect(changed.json()).toMatchObject({
      id: note.id,
      text: 'Sälj under 95',
      createdAt: note.createdAt,
      updatedAt: now,
    });
    expect((await call('demo-se', 'GET', `${NOTES}/${note.id}`)).json()).toMatchObject({
      text: 'Sälj under 95',
    });

    const exists = await call(
      'demo-se',
      'GET',
      `${NOTES}/exists?instrumentIds=${OTHER_SHARE},${SHARE},${CATALOG.shares[2]!.instrumentId}`,
    );
    expect(exists.json()).toEqual({ instrumentIds: [SHARE, OTHER_SHARE].sort((a, b) => a - b) });

    expect((await call('demo-se', 'DELETE', `${NOTES}/${note.id}`)).json()).toEqual({ id: note.id });
    const gone = await call('demo-se', 'GET', `${NOTES}/${note.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOTE_NOT_FOUND');
  });

  it('keeps notes private: another customer’s note answers 404 and is left as it was', async () => {
    const mine = (await call('demo-se', 'POST', NOTES, { instrumentId: SHARE, text: 'Min' })).json() as Note;
    for (const res of [
      await call('demo-no', 'GET', `${NOTES}/${mine.id}`),
      await call('demo-no', 'PUT', `${NOTES}/${mine.id}`, { text: 'Hijacked' }),
      await call('demo-no', 'DELETE', `${NOTES}/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOTE_NOT_FOUND');
    }
    expect(((await call('demo-no', 'GET', NOTES)).json() as { notes: Note[] }).notes).toEqual([]);
    expect((await call('demo-no', 'GET', `${NOTES}/exists?instrumentIds=${SHARE}`)).json()).toEqual({
      instrumentIds: [],
    });
    expect((await call('demo-se', 'GET', `${NOTES}/${mine.id}`)).json()).toMatchObject({ text: 'Min' });
  });

  it('refuses an empty or too long text, unsafe characters and an unknown instrument, and writes nothing', async () => {
    const before = await rows();
    const refusals = [
      [{ instrumentId: SHARE, text: '   ' }, 400],
      [{ instrumentId: SHARE, text: 'x'.repeat(2001) }, 400],
      [{ instrumentId: SHARE, text: 'gpj\u202Eexe' }, 400],
      [{ instrumentId: 999_999, text: 'Nope' }, 404],
    ] as const;
    for (const [payload, status] of refusals) {
      const res = await call('demo-se', 'POST', NOTES, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect((await call('demo-se', 'POST', NOTES, { instrumentId: 999_999, text: 'Nope' })).json().code).toBe(
      'UNKNOWN_INSTRUMENT',
    );
    expect(await rows()).toBe(before);
  });

  it(`keeps at most ${NOTES_PER_INSTRUMENT_MAX} notes on one instrument, even when written at once`, async () => {
    const instrumentId = CATALOG.shares[3]!.instrumentId;
    const results = await Promise.all(
      Array.from({ length: NOTES_PER_INSTRUMENT_MAX + 5 }, (_, i) =>
        call('demo-no', 'POST', NOTES, { instrumentId, text: `Note ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(NOTES_PER_INSTRUMENT_MAX);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(
      Array.from({ length: 5 }, () => [422, 'NOTE_LIMIT_REACHED']),
    );
  });
});
