import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { kycDueDate, leiCheckDigits } from '@broker/domain';
import { customers, kycAnswers, notifications } from '../db/schema';
import { fundId } from '../db/seed/catalog';
import { jobHandlers } from '../job-handlers';
import { runDueJobs } from '../platform/schedule';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { requiredActionsFallingDue } from './falling-due';
import { scheduleRequiredActionNotices } from './notice-job';

/** Friday 20 November 2026, 10:00 in Stockholm (the test seed's day), before the fund cut-off. */
const FRIDAY_10 = Date.parse('2026-11-20T09:00:00Z');
const sevenOn = (day: string) => Date.parse(`${day}T06:00:00Z`);
const SVERIGE_INDEX = fundId('Nordbrook Sverige Index'); // held by demo-kyc on 10071
const AKTIEFOND = fundId('Sveaholm Sverige Aktiefond');
const GLOBAL_HALLBAR = fundId('Lagerlund Global Hållbar'); // held by demo-pb on 10061
const KYC_ISK = 10071;

const LOW = [
  { questionId: 'purpose', optionIds: ['SAVINGS'] },
  { questionId: 'origin', optionIds: ['SALARY'] },
  { questionId: 'yearlyDeposits', optionIds: ['BAND_1'] },
  { questionId: 'depositFrequency', optionIds: ['MONTHLY'] },
  { questionId: 'occupation', optionIds: ['EMPLOYED'] },
  { questionId: 'income', optionIds: ['BAND_2'] },
  { questionId: 'pep', optionIds: ['NO'] },
  { questionId: 'ownMoney', optionIds: ['OWN'] },
];
const with_ = (questionId: string, optionIds: string[]) =>
  LOW.map((a) => (a.questionId === questionId ? { questionId, optionIds } : a));

interface ActionV2 {
  type: string;
  status: string;
  due_on: string | null;
  overdue: boolean;
  blocks_buying: boolean;
  link: string;
}

describe.each(DB_KINDS)('required actions on %s', (kind) => {
  let t: TestApp;
  let now = FRIDAY_10;
  const users: Record<string, Record<string, string>> = {};
  const accno: Record<number, string> = {};
  let keyNo = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0', SIMULATOR: 'off' });
    t.app.deps.time = { now: () => now };
    for (const u of ['demo-se', 'demo-no', 'demo-dk', 'demo-kyc', 'demo-pb']) {
      users[u] = (await loginForApi(t.app, u)).headers;
      const accounts = (await call(u, 'GET', '/api/2/accounts')).json() as { accid: number; accno: string }[];
      for (const a of accounts) accno[a.accid] = a.accno;
    }
  });
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object, extra = {}) =>
    t.app.inject({ method, url, headers: { ...users[who], ...extra }, ...(payload ? { payload } : {}) });
  const actions = async (who: string) => {
    const res = await call(who, 'GET', '/api/2/required-actions/v2/actions');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ActionV2[];
  };
  const kycOf = async (who: string) => (await actions(who)).find((a) => a.type === 'ANSWER_KYC')!;
  const answer = (who: string, answers: object[]) =>
    call(who, 'POST', '/api/2/required-actions/v1/questionnaires/cdd/answers', { answers });
  const fundOrder = (who: string, body: object) =>
    call(who, 'POST', '/api/2/fund_orders', body, { 'idempotency-key': `ra-${++keyNo}` });
  const buyFund = (who: string, accid: number, instrument_id: number, value = 1000) =>
    fundOrder(who, { accid, instrument_id, orderside: 'BUY', amount: { value, currency: 'SEK' } });
  const requestActions = async (who: string, accid: number, instrumentId: number) =>
    (
      await call(
        who,
        'GET',
        `/api/2/request-actions?accountNumber=${accno[accid]}&onPremInstrumentId=${instrumentId}&orderType=FUND`,
      )
    ).json() as { side: string; isAllowed: boolean; reason: string | null; code: string | null }[];
  const rows = async () => (await t.database.db.select({ n: count() }).from(kycAnswers))[0]!.n;
  /** Makes a customer's answers in force overdue: a later row whose due day has passed. */
  const makeOverdue = (customerId: number) =>
    t.database.db.insert(kycAnswers).values({
      customerId,
      answers: {},
      riskLevel: 'LOW',
      riskScore: 0,
      riskReasons: [],
      answeredAt: new Date(now - 60_000),
      dueOn: '2026-11-01',
      source: 'REFRESH',
    });
  const expectKycRefusal = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'KYC_ANSWER_INVALID',
      fields: [{ code: 'KYC_ANSWER_INVALID' }],
    });
  };

  it('lists actions from the customer’s state: answers in force are done, demo-kyc’s overdue and blocking', async () => {
    expect(await actions('demo-se')).toEqual([
      {
        type: 'ANSWER_KYC',
        status: 'DONE',
        due_on: kycDueDate('2026-09-21', 'LOW'),
        overdue: false,
        blocks_buying: false,
        blocks_exchange_trading: false,
        link: '/required-actions',
      },
      {
        type: 'ACCEPT_TERMS',
        status: 'DONE',
        due_on: null,
        overdue: false,
        blocks_buying: false,
        blocks_exchange_trading: false,
        link: '/required-actions',
      },
    ]);
    const kyc = await kycOf('demo-kyc');
    expect(kyc).toMatchObject({ status: 'PENDING', overdue: true, blocks_buying: true });
    expect(kyc.due_on! < '2026-11-20').toBe(true);
    const v1 = await call('demo-kyc', 'GET', '/api/2/required-actions/v1/actions');
    expect(v1.json()).toEqual([
      { type: 'ANSWER_KYC', status: 'PENDING' },
      { type: 'ACCEPT_TERMS', status: 'DONE' },
    ]);
  });

  it('serves the questionnaire page by page in the customer’s language', async () => {
    const se = (await call('demo-se', 'GET', '/api/2/required-actions/v1/questionnaires/cdd')).json() as {
      lang: string;
      pages: {
        id: string;
        title: string;
        questions: { id: string; text: string; options: { text: string }[] }[];
      }[];
    };
    expect(se.lang).toBe('sv');
    expect(se.pages.map((p) => p.id)).toEqual(['purpose', 'money', 'occupation', 'pep']);
    expect(se.pages[0]!.title).toBe('Ditt sparande');
    const no = (
      await call('demo-no', 'GET', '/api/2/required-actions/v1/questionnaires/cdd')
    ).json() as typeof se;
    expect(no.lang).toBe('nb');
    expect(no.pages[1]!.questions[1]!.options[3]!.text).toBe('Over 1\u00a0500\u00a0000 NOK');
  });

  it('refuses demo-kyc’s fund buys with KYC_ANSWER_INVALID and lets the sell through', async () => {
    expectKycRefusal(await buyFund('demo-kyc', KYC_ISK, AKTIEFOND));
    expect(await requestActions('demo-kyc', KYC_ISK, SVERIGE_INDEX)).toEqual([
      { side: 'BUY', isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY', code: 'KYC_ANSWER_INVALID' },
      { side: 'SELL', isAllowed: true, reason: null, code: null },
    ]);
    const sell = await fundOrder('demo-kyc', {
      accid: KYC_ISK,
      instrument_id: SVERIGE_INDEX,
      orderside: 'SELL',
      percent: 10,
    });
    expect(sell.statusCode, sell.body).toBe(201);
  });

  it('refuses answers that do not fit, naming the question, and stores nothing', async () => {
    const before = await rows();
    for (const [answers, code, field] of [
      [LOW.slice(1), 'ANSWER_MISSING', 'purpose'],
      [with_('pep', ['NO', 'YES_SELF']), 'ONE_OPTION_ONLY', 'pep'],
      [with_('origin', ['SALARY', 'LOTTERY']), 'UNKNOWN_OPTION', 'origin'],
      [[...LOW, { questionId: 'shoeSize', optionIds: ['42'] }], 'UNKNOWN_QUESTION', 'shoeSize'],
    ] as const) {
      const res = await answer('demo-kyc', answers as object[]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INPUT_ERROR', fields: [{ code, field }] });
    }
    expect(await rows()).toBe(before);
    expect((await kycOf('demo-kyc')).blocks_buying).toBe(true);
  });

  it('answering again lifts the block at once, and the result is the customer’s own', async () => {
    const res = await answer('demo-kyc', LOW);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as { id: number; status: string; risk_level: string; due_on: string };
    expect(result).toMatchObject({ status: 'DONE', risk_level: 'LOW', due_on: '2029-11-20' });
    expect(await kycOf('demo-kyc')).toMatchObject({
      status: 'DONE',
      due_on: '2029-11-20',
      blocks_buying: false,
    });
    expect((await buyFund('demo-kyc', KYC_ISK, AKTIEFOND)).statusCode).toBe(201);
    expect((await requestActions('demo-kyc', KYC_ISK, AKTIEFOND))[0]).toMatchObject({ isAllowed: true });

    const own = await call('demo-kyc', 'GET', `/api/2/required-actions/v1/results/${result.id}`);
    expect(own.json()).toMatchObject({ id: result.id, risk_level: 'LOW' });
    expect((await call('demo-kyc', 'GET', '/api/2/required-actions/v1/results/latest')).json()).toMatchObject(
      {
        id: result.id,
      },
    );
    const other = await call('demo-se', 'GET', `/api/2/required-actions/v1/results/${result.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'KYC_RESULT_NOT_FOUND' });
  });

  it('high-risk answers FAIL: buying stays blocked until a person reviews them', async () => {
    const res = await answer('demo-kyc', with_('pep', ['YES_SELF']));
    expect(res.json()).toMatchObject({ status: 'FAILED', risk_level: 'HIGH', due_on: '2027-11-20' });
    expect(await kycOf('demo-kyc')).toMatchObject({ status: 'FAILED', blocks_buying: true });
    expectKycRefusal(await buyFund('demo-kyc', KYC_ISK, AKTIEFOND));
    // The customer cannot answer the risk away: new answers wait for the review.
    const before = await rows();
    const again = await answer('demo-kyc', LOW);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'KYC_UNDER_REVIEW' });
    expect(await rows()).toBe(before);
    expect(await kycOf('demo-kyc')).toMatchObject({ status: 'FAILED', blocks_buying: true });
    // A person's review writes the answers that replace them; buying opens again.
    const [customer] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNo, '1005174'));
    await t.database.db.insert(kycAnswers).values({
      customerId: customer!.id,
      answers: {},
      riskLevel: 'MEDIUM',
      riskScore: 2,
      riskReasons: [],
      answeredAt: new Date(now),
      dueOn: '2028-11-20',
      source: 'REVIEW',
    });
    expect(await kycOf('demo-kyc')).toMatchObject({ status: 'DONE', blocks_buying: false });
  });

  it('refuses a private-banking customer’s buy request, not their sell request', async () => {
    const pb = (await t.database.db.select().from(customers).where(eq(customers.customerNo, '1005066')))[0]!;
    await makeOverdue(pb.id);
    const request = (body: object) =>
      call('demo-pb', 'POST', '/api/2/allocation-requests/fund', { accountNumber: accno[10061], ...body });
    expectKycRefusal(
      await request({ onPremInstrumentId: AKTIEFOND, side: 'BUY', amount: { value: 5000, currency: 'SEK' } }),
    );
    const sell = await request({ onPremInstrumentId: GLOBAL_HALLBAR, side: 'SELL', percent: 10 });
    expect(sell.statusCode, sell.body).toBe(201);
  });

  it('refuses a savings plan’s buys on its day while the answers are overdue', async () => {
    const plan = await call('demo-se', 'POST', '/api/2/periodic-plans', {
      accid: 10001,
      day_of_month: 25,
      items: [{ instrument_id: AKTIEFOND, amount: { value: 500, currency: 'SEK' } }],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const id = (plan.json() as { id: number }).id;
    await makeOverdue(1);
    now = sevenOn('2026-11-25');
    await runDueJobs(t.database.db, jobHandlers(t.app.deps), now);
    const after = (await call('demo-se', 'GET', `/api/2/periodic-plans/${id}`)).json() as {
      history: { orders: { order_id: number | null; reject_code: string | null }[] }[];
    };
    expect(after.history[0]!.orders).toEqual([
      expect.objectContaining({ order_id: null, reject_code: 'KYC_ANSWER_INVALID' }),
    ]);
    expect((await answer('demo-se', LOW)).statusCode).toBe(201);
    now = FRIDAY_10;
  });

  it('asks a company for its LEI, checked by its check digits', async () => {
    const nat = await call('demo-se', 'POST', '/api/2/required-actions/v1/lei', {
      lei: '506700GE1G29325QX363',
    });
    expect(nat.statusCode).toBe(422);
    expect(nat.json()).toMatchObject({ code: 'LEI_NOT_REQUIRED' });
    await t.database.db
      .update(customers)
      .set({ personType: 'JUR' })
      .where(eq(customers.customerNo, '1004512'));
    const dk = await actions('demo-dk');
    expect(dk.map((a) => `${a.type}:${a.status}`)).toContain('PROVIDE_LEI:PENDING');
    const bad = await call('demo-dk', 'POST', '/api/2/required-actions/v1/lei', {
      lei: '506700GE1G29325QX364',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'LEI_INVALID', fields: [{ field: 'body.lei' }] });
    const lei = `5493001KJTIIGC8Y1R${leiCheckDigits('5493001KJTIIGC8Y1R')}`;
    const good = await call('demo-dk', 'POST', '/api/2/required-actions/v1/lei', { lei: lei.toLowerCase() });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toEqual({ lei, given_on: '2026-11-20', due_on: '2027-11-20' });
    expect((await actions('demo-dk')).find((a) => a.type === 'PROVIDE_LEI')).toMatchObject({
      status: 'DONE',
      due_on: '2027-11-20',
    });
  });

  it('takes the consent to the current terms only', async () => {
    const list = (await call('demo-no', 'GET', '/api/2/required-actions/v1/consents')).json() as {
      current_version: string;
      accepted_version: string | null;
    }[];
    expect(list[0]!.accepted_version).toBe(list[0]!.current_version);
    const old = await call('demo-no', 'POST', '/api/2/required-actions/v1/consents', {
      kind: 'TERMS',
      version: '2020-01',
    });
    expect(old.statusCode).toBe(422);
    expect(old.json()).toMatchObject({ code: 'CONSENT_VERSION_NOT_CURRENT' });
    const ok = await call('demo-no', 'POST', '/api/2/required-actions/v1/consents', {
      kind: 'TERMS',
      version: list[0]!.current_version,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('lists the actions falling due on a day: the notice window opening, and turning overdue', async () => {
    const due = kycDueDate('2026-09-21', 'LOW');
    const noticeDay = Date.parse(`${due}T09:00:00Z`) - 30 * 86_400_000;
    const opening = await requiredActionsFallingDue(t.database.db, noticeDay);
    expect(opening).toContainEqual({ customerId: 2, type: 'ANSWER_KYC', dueOn: due, overdue: false });
    const overdue = await requiredActionsFallingDue(
      t.database.db,
      Date.parse(`${due}T09:00:00Z`) + 86_400_000,
    );
    expect(overdue).toContainEqual({ customerId: 2, type: 'ANSWER_KYC', dueOn: due, overdue: true });
    expect(await requiredActionsFallingDue(t.database.db, FRIDAY_10)).toEqual([]);
  });

  it('tells each customer whose action falls due that morning, once, through the job schedule', async () => {
    const due = kycDueDate('2026-09-21', 'LOW');
    const noticeMorning = Date.parse(`${due}T06:00:00Z`) - 30 * 86_400_000;
    const noticesOf = async (customerId: number) =>
      (
        await t.database.db
          .select({ kind: notifications.kind, params: notifications.params })
          .from(notifications)
          .where(eq(notifications.customerId, customerId))
      ).filter((n) => n.kind === 'REQUIRED_ACTION_DUE');
    const before = (await noticesOf(2)).length;
    // The evening before: the next notice is that morning at 07:00 in Stockholm.
    await scheduleRequiredActionNotices(t.database.db, noticeMorning - 12 * 3_600_000);
    const handlers = jobHandlers(t.app.deps);
    await runDueJobs(t.database.db, handlers, noticeMorning + 60_000);
    const told = await noticesOf(2);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.params).toEqual({
      action: 'ANSWER_KYC',
      due_day: due,
      overdue: false,
      link: '/required-actions',
    });
    // The run scheduled the next morning's notice; running again now tells no one twice.
    await runDueJobs(t.database.db, handlers, noticeMorning + 120_000);
    expect(await noticesOf(2)).toHaveLength(before + 1);
  });
});
