import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireOf } from '@broker/domain';
import { fundId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

const NOW = Date.parse('2026-11-19T09:00:00Z');
const THREE_YEARS_LATER = Date.parse('2029-11-19T09:00:00Z');
const BULL_X2 = fundId('Ribbing Bull Sverige X2'); // leveraged, category 3
const ALTERNATIV = fundId('Vesterhav Alternativ'); // alternative fund, category 2

describe.each(DB_KINDS)('knowledge test on %s', (kind) => {
  let t: TestApp;
  let now = NOW;
  const users: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.deps.time = { now: () => now };
    for (const u of ['demo-se', 'demo-no', 'demo-fi']) users[u] = (await loginForApi(t.app, u)).headers;
  });
  afterAll(async () => t?.close());

  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: users[who] });
  const post = (who: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: users[who], ...(payload ? { payload } : {}) });
  const start = async (who: string, category: number) => {
    const res = await post(who, `/api/2/appropriateness/${category}/start`);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      attemptId: string;
      lang: string;
      title: string;
      questions: { id: string; text: string; options: { id: string; text: string }[] }[];
    };
  };
  const answers = (category: number, wrong = 0) =>
    questionnaireOf(category)!.questions.map((q, i) => ({
      questionId: q.id,
      optionId: i < wrong ? q.options.find((o) => o.id !== q.correct)!.id : q.correct,
    }));
  const examine = (who: string, category: number, attemptId: string, a = answers(category)) =>
    post(who, `/api/2/appropriateness/${category}/examine`, { attemptId, answers: a });

  it('lists the categories that need a test with title, question count and the approval expiry', async () => {
    const se = (await get('demo-se', '/api/2/appropriateness/questionnaires')).json();
    expect(se).toEqual([
      expect.objectContaining({
        mifid2Category: 2,
        title: 'Alternativa investeringsfonder',
        questionCount: 6,
        requiredCorrect: 5,
      }),
      expect.objectContaining({
        mifid2Category: 3,
        title: 'Hävstångsprodukter',
        questionCount: 6,
        expiresAt: null,
      }),
    ]);
    expect(se[0].expiresAt).toBeGreaterThan(now);
    const fi = (await get('demo-fi', '/api/2/appropriateness/questionnaires')).json();
    expect(fi[1]).toMatchObject({ title: 'Vipuvaikutteiset tuotteet', expiresAt: null });
  });

  it('starts an attempt in the customer’s language without giving away the answers', async () => {
    const attempt = await start('demo-no', 2);
    expect(attempt.lang).toBe('nb');
    expect(attempt.questions).toHaveLength(6);
    expect(attempt.questions[0]!.text).toBe(questionnaireOf(2)!.questions[0]!.text.nb);
    expect(JSON.stringify(attempt)).not.toContain('correct');
    const fi = await start('demo-fi', 3);
    expect(fi.questions[0]!.options[0]!.text).toBe('Noin 5 %');
    for (const c of [0, 1, 4]) {
      const res = await post('demo-se', `/api/2/appropriateness/${c}/start`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('UNKNOWN_MIFID2_CATEGORY');
    }
  });

  it('fails with two wrong answers and names them; the approval stays as it was', async () => {
    const attempt = await start('demo-no', 2);
    const res = await examine('demo-no', 2, attempt.attemptId, answers(2, 2));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      passed: false,
      correct: 4,
      total: 6,
      wrongQuestionIds: questionnaireOf(2)!
        .questions.slice(0, 2)
        .map((q) => q.id),
      expiresAt: null,
    });
    expect(
      (await get('demo-no', `/api/2/instruments/validation/suitability/${ALTERNATIV}`)).json().eligible,
    ).toBe(false);
  });

  it('passes, approves the category for three years, and the customer may then buy it', async () => {
    const attempt = await start('demo-se', 3);
    expect(
      (await get('demo-se', `/api/2/instruments/validation/suitability/${BULL_X2}`)).json().eligible,
    ).toBe(false);
    const res = await examine('demo-se', 3, attempt.attemptId, answers(3, 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ passed: true, correct: 5, expiresAt: THREE_YEARS_LATER });
    expect(
      (await get('demo-se', `/api/2/instruments/validation/suitability/${BULL_X2}`)).json().eligible,
    ).toBe(true);
    const suitability = (await get('demo-se', '/api/2/customer/suitability')).json();
    expect(suitability.expiration_timestamps['3']).toBe(THREE_YEARS_LATER);
    // The renewal of an existing approval (category 2, expiring within a year) extends it.
    const renew = await examine('demo-se', 2, (await start('demo-se', 2)).attemptId);
    expect(renew.json()).toMatchObject({ passed: true, expiresAt: THREE_YEARS_LATER });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/2/fund_orders',
      headers: { ...users['demo-se'], 'idempotency-key': 'after-test' },
      payload: {
        instrument_id: BULL_X2,
        accid: 10001,
        orderside: 'BUY',
        amount: { value: 1000, currency: 'SEK' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('examines an attempt once, and refuses other customers’, wrong categories, old attempts and bad answers', async () => {
    const attempt = await start('demo-no', 3);
    const cases: [string, number, string, object | undefined, number, string][] = [
      ['demo-se', 3, attempt.attemptId, undefined, 404, 'ATTEMPT_NOT_FOUND'],
      ['demo-no', 3, 'no-such-attempt', undefined, 404, 'ATTEMPT_NOT_FOUND'],
      ['demo-no', 2, attempt.attemptId, answers(2), 422, 'ATTEMPT_CATEGORY_MISMATCH'],
      ['demo-no', 7, attempt.attemptId, undefined, 404, 'UNKNOWN_MIFID2_CATEGORY'],
      ['demo-no', 3, attempt.attemptId, answers(3).slice(1), 400, 'MANDATORY_FIELD_MISSING'],
      [
        'demo-no',
        3,
        attempt.attemptId,
        [...answers(3).slice(1), { questionId: 'x', optionId: 'a' }],
        400,
        'INPUT_ERROR',
      ],
    ];
    for (const [who, category, id, a, status, code] of cases) {
      const res = await examine(who, category, id, (a ?? answers(3)) as never);
      expect(res.statusCode, `${code} ${res.body}`).toBe(status);
      expect(res.json().fields[0].code).toBe(code);
    }
    // None of those used the attempt up.
    expect((await examine('demo-no', 3, attempt.attemptId)).json().passed).toBe(true);
    const twice = await examine('demo-no', 3, attempt.attemptId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ATTEMPT_ALREADY_EXAMINED');

    const old = await start('demo-no', 2);
    now = NOW + 61 * 60_000;
    const expired = await examine('demo-no', 2, old.attemptId);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('ATTEMPT_EXPIRED');
    now = NOW;
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/2/appropriateness/questionnaires',
      '/api/2/appropriateness/{mifid2Category}/start',
      '/api/2/appropriateness/{mifid2Category}/examine',
      '/api/2/request-actions',
      '/api/2/v2/request-actions',
      '/api/2/allocation-requests/fund',
      '/api/2/allocation-requests',
      '/api/2/allocation-requests/{id}',
      '/api/2/instruments/{instrument_id}/positions',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
