import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@broker/domain';
import { CALLS, DESK_CALLS, toRouterPath } from '@broker/contract';
import {
  crmTasks,
  customers,
  deskDecisions,
  kycAnswers,
  notifications,
  onboardingCases,
  signupApplications,
} from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import type { Market } from '../market/start';
import { startExchangeMarket } from '../testing/exchange-market';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { onboardingApplicants } from '../testing/onboarding-applicants';

/** Monday 23 Nov 2026, 10:00 in Stockholm: continuous trading. */
const MON_10 = Date.parse('2026-11-23T09:00:00Z');
const NORV = instrumentById(shareId('NORV B'));
const EDD_ISK = 10081;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const DESK = '/deskapi/v1';

interface DeskTask {
  id: number;
  status: string;
  type: string;
  customer: { customerNo: string; name: string };
  kyc: { riskLevel: string } | null;
  attachments: { id: number; fileName: string; downloadPath: string }[];
  decision: {
    decision: string;
    reason: string | null;
    comment: string;
    decidedBy: string;
    followUpTaskId: number | null;
    kycAnswerId: number | null;
  } | null;
}

interface DeskCase {
  id: number;
  status: string;
  customerId: number | null;
  tasks: { type: string; status: string; attachments: { id: number; downloadPath: string }[] }[];
}

describe.each(DB_KINDS)('the compliance desk on %s', (kind) => {
  let t: TestApp;
  let market: Market;
  let deskCookie = '';
  let keyNo = 0;
  const customersBy: Record<string, { headers: Record<string, string>; cookie: string }> = {};
  const tasks: Record<string, number> = {};

  const customerCall = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...customersBy[who]!.headers, 'idempotency-key': `desk-${++keyNo}` },
      ...(payload ? { payload } : {}),
    });
  const desk = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = deskCookie) =>
    t.app.inject({ method, url: `${DESK}${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const deskLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: `${DESK}/sessions`, payload: { username, password } });
  const customerIdOf = async (no: string) =>
    (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.customerNo, no)))[0]!
      .id;
  const noticesOf = async (customerId: number) =>
    t.database.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.customerId, customerId))
      .orderBy(desc(notifications.id));
  const state = async () => ({
    tasks: await t.database.db.select().from(crmTasks).orderBy(crmTasks.id),
    decisions: (await t.database.db.select({ n: count() }).from(deskDecisions))[0]!.n,
    kyc: (await t.database.db.select({ n: count() }).from(kycAnswers))[0]!.n,
    notices: (await t.database.db.select({ n: count() }).from(notifications))[0]!.n,
  });
  const kycOf = async (who: string) =>
    (
      (await customerCall(who, 'GET', '/api/2/required-actions/v2/actions')).json() as { type: string }[]
    ).find((a) => a.type === 'ANSWER_KYC');
  const shareBuy = () =>
    customerCall('demo-edd', 'POST', `/api/2/accounts/${EDD_ISK}/orders`, {
      market_id: NORV.marketId,
      identifier: NORV.identifier,
      side: 'BUY',
      volume: 1,
      currency: NORV.currency,
      order_type: 'MARKET',
    });

  /** The customer's own side: the open task gets a PDF and is submitted. */
  async function uploadAndSubmit(who: string): Promise<number> {
    const list = await customerCall(who, 'GET', '/nnxapi/crm/v1/tasks?status=OPEN');
    const taskId = (list.json() as { tasks: { id: number }[] }).tasks[0]!.id;
    const token = await customerCall(who, 'POST', '/nnxapi/crm/v1/attachments/tokens', {
      taskId,
      fileName: 'Lönebesked.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(token.statusCode, token.body).toBe(201);
    const put = await t.app.inject({
      method: 'PUT',
      url: (token.json() as { uploadPath: string }).uploadPath,
      headers: { 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(put.statusCode, put.body).toBe(201);
    const submitted = await customerCall(who, 'POST', `/nnxapi/crm/v1/tasks/${taskId}/SUBMIT`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return taskId;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    ({ market } = await startExchangeMarket(t, () => MON_10, `desk-test-${kind}`));
    for (const u of ['demo-edd', 'demo-desk', 'demo-kyc']) customersBy[u] = await loginForApi(t.app, u);
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  it('registers every call of the desk’s catalogue, none of which is in CALLS', () => {
    for (const call of DESK_CALLS) {
      expect(t.app.hasRoute({ method: call.method, url: toRouterPath(call.path) }), call.id).toBe(true);
      expect(CALLS.some((c) => c.path === call.path)).toBe(false);
    }
  });

  it('logs staff in with its own cookie, kept to the desk’s API', async () => {
    const wrong = await deskLogin('desk-compliance', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // A customer's username and password are no staff login.
    expect((await deskLogin('demo-edd', DEMO_PASSWORD)).statusCode).toBe(401);
    const res = await deskLogin('desk-compliance', DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      loggedIn: true,
      staff: { username: 'desk-compliance', name: 'Carin Holm', role: 'COMPLIANCE' },
    });
    const cookie = res.cookies.find((c) => c.name === 'nnx_desk_session')!;
    expect(cookie).toMatchObject({ path: '/deskapi', httpOnly: true, sameSite: 'Strict' });
    expect(res.cookies.find((c) => c.name === 'nnx_session')).toBeUndefined();
    deskCookie = `nnx_desk_session=${cookie.value}`;
    expect((await desk('GET', '/sessions/current')).json()).toMatchObject({ loggedIn: true });
  });

  it('refuses a customer’s cookie or token at the desk, and the desk’s cookie as a customer’s', async () => {
    const edd = customersBy['demo-edd']!;
    for (const headers of [{ cookie: edd.cookie }, edd.headers, {}]) {
      const res = await t.app.inject({ method: 'GET', url: `${DESK}/queue`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'DESK_SESSION_INVALID' });
    }
    expect((await desk('GET', '/sessions/current', undefined, edd.cookie)).json()).toEqual({
      loggedIn: false,
    });
    // The desk's session value, sent as a customer's cookie, is no customer session.
    const value = deskCookie.split('=')[1]!;
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/nnxapi/authorization/v1/tokens',
      headers: { cookie: `nnx_session=${value}` },
    });
    expect(asCustomer.statusCode).toBe(401);
    const withDeskCookie = await t.app.inject({
      method: 'POST',
      url: '/nnxapi/authorization/v1/tokens',
      headers: { cookie: deskCookie },
    });
    expect(withDeskCookie.statusCode).toBe(401);
  });

  it('a task that opens tells the customer, in the same transaction', async () => {
    const kycId = await customerIdOf('1005174');
    const before = (await noticesOf(kycId)).length;
    const answers = [
      ['purpose', 'SAVINGS'],
      ['origin', 'SALARY'],
      ['yearlyDeposits', 'BAND_1'],
      ['depositFrequency', 'MONTHLY'],
      ['occupation', 'EMPLOYED'],
      ['income', 'BAND_2'],
      ['pep', 'YES_SELF'],
      ['ownMoney', 'OWN'],
    ].map(([questionId, option]) => ({ questionId, optionIds: [option] }));
    const res = await customerCall(
      'demo-kyc',
      'POST',
      '/api/2/required-actions/v1/questionnaires/cdd/answers',
      {
        answers,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const notices = await noticesOf(kycId);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toMatchObject({
      kind: 'CRM_TASK_OPENED',
      params: { task_type: 'PROVIDE_SOURCE_OF_FUNDS', link: '/tasks' },
    });
  });

  it('lists submitted tasks with customer, type and files; opens one and gives its files to staff only', async () => {
    expect((await desk('GET', '/queue')).json()).toEqual({ items: [] });
    tasks.edd = await uploadAndSubmit('demo-edd');
    const queue = (await desk('GET', '/queue')).json() as { items: object[] };
    expect(queue.items).toEqual([
      {
        kind: 'CRM_TASK',
        id: tasks.edd,
        customer: expect.objectContaining({ customerNo: '1005182', name: 'Ebba Dahlgren', country: 'SE' }),
        applicant: null,
        type: 'PROVIDE_SOURCE_OF_FUNDS',
        submittedAt: MON_10,
        files: 1,
      },
    ]);
    const opened = await desk('GET', `/crm-tasks/${tasks.edd}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const task = opened.json() as DeskTask;
    expect(task).toMatchObject({ status: 'SUBMITTED', kyc: { riskLevel: 'HIGH' }, decision: null });
    const file = task.attachments[0]!;
    expect(file.downloadPath).toBe(`${DESK}/crm-tasks/${tasks.edd}/attachments/${file.id}/file`);
    const download = await t.app.inject({
      method: 'GET',
      url: file.downloadPath,
      headers: { cookie: deskCookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: file.downloadPath,
      headers: { cookie: customersBy['demo-edd']!.cookie },
    });
    expect(asCustomer.statusCode).toBe(401);
    const wrongTask = await t.app.inject({
      method: 'GET',
      url: `${DESK}/crm-tasks/${tasks.edd + 1000}/attachments/${file.id}/file`,
      headers: { cookie: deskCookie },
    });
    expect(wrongTask.statusCode).toBe(404);
    expect((await desk('GET', '/crm-tasks/999999')).json()).toMatchObject({ code: 'CRM_TASK_NOT_FOUND' });
  });

  it('refuses bad decisions with a code and changes nothing', async () => {
    const before = await state();
    const cases: [object, number, string][] = [
      [{ decision: 'REJECT', comment: 'Suddigt' }, 422, 'DESK_DECISION_INVALID'],
      [{ decision: 'REJECT', reason: 'UNREADABLE' }, 422, 'DESK_DECISION_INVALID'],
      [{ decision: 'APPROVE', reason: 'UNREADABLE' }, 422, 'DESK_DECISION_INVALID'],
      [{ decision: 'MAYBE' }, 400, 'INPUT_ERROR'],
      [{ decision: 'REJECT', reason: 'BECAUSE', comment: 'x' }, 400, 'INPUT_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await desk('POST', `/crm-tasks/${tasks.edd}/decisions`, body);
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as { code: string }).code).toBe(code);
    }
    const missingReason = await desk('POST', `/crm-tasks/${tasks.edd}/decisions`, { decision: 'REJECT' });
    expect((missingReason.json() as { fields: object[] }).fields).toEqual([
      { code: 'REASON_REQUIRED', field: 'reason' },
      { code: 'COMMENT_REQUIRED', field: 'comment' },
    ]);
    // An open task (the customer has not sent it) cannot be decided.
    const openTask = before.tasks.find((r) => r.status === 'OPEN')!;
    const open = await desk('POST', `/crm-tasks/${openTask.id}/decisions`, { decision: 'APPROVE' });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'CRM_TASK_NOT_SUBMITTED' });
    // The customer's cookie cannot decide.
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `${DESK}/crm-tasks/${tasks.edd}/decisions`,
      headers: { cookie: customersBy['demo-edd']!.cookie },
      payload: { decision: 'APPROVE' },
    });
    expect(asCustomer.statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('approving the source of funds clears the high-risk block: the share buy goes through', async () => {
    const refused = await shareBuy();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'KYC_ANSWER_INVALID' });

    const res = await desk('POST', `/crm-tasks/${tasks.edd}/decisions`, {
      decision: 'APPROVE',
      comment: ' Lönebesked och kontoutdrag stämmer med svaren. ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json() as DeskTask;
    expect(task).toMatchObject({
      status: 'DONE',
      decision: {
        decision: 'APPROVE',
        reason: null,
        comment: 'Lönebesked och kontoutdrag stämmer med svaren.',
        decidedBy: 'Carin Holm',
        followUpTaskId: null,
      },
    });
    const eddId = await customerIdOf('1005182');
    const [reviewed] = await t.database.db
      .select()
      .from(kycAnswers)
      .where(and(eq(kycAnswers.customerId, eddId), eq(kycAnswers.source, 'REVIEW')));
    expect(reviewed).toMatchObject({ id: task.decision!.kycAnswerId, riskLevel: 'MEDIUM' });
    expect((await noticesOf(eddId))[0]).toMatchObject({
      kind: 'CRM_TASK_APPROVED',
      params: { task_type: 'PROVIDE_SOURCE_OF_FUNDS', task_id: tasks.edd },
    });
    expect(await kycOf('demo-edd')).toMatchObject({ status: 'DONE', blocks_buying: false });
    const buy = await shareBuy();
    expect(buy.statusCode, buy.body).toBe(201);
    expect((await desk('GET', '/queue')).json()).toEqual({ items: [] });
  });

  it('refuses a second decision on a decided task', async () => {
    const before = await state();
    const again = await desk('POST', `/crm-tasks/${tasks.edd}/decisions`, {
      decision: 'REJECT',
      reason: 'UNREADABLE',
      comment: 'Ändrade mig',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CRM_TASK_NOT_SUBMITTED' });
    expect(await state()).toEqual(before);
  });

  it('a rejection closes the task, asks again with a new one and tells the customer why', async () => {
    tasks.desk = await uploadAndSubmit('demo-desk');
    const deskId = await customerIdOf('1005190');
    const noticesBefore = (await noticesOf(deskId)).length;
    const res = await desk('POST', `/crm-tasks/${tasks.desk}/decisions`, {
      decision: 'REJECT',
      reason: 'UNREADABLE',
      comment: 'Sidan två går inte att läsa.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json() as DeskTask;
    expect(task).toMatchObject({
      status: 'REJECTED',
      decision: { decision: 'REJECT', reason: 'UNREADABLE' },
    });
    const followUp = task.decision!.followUpTaskId!;
    const [row] = await t.database.db.select().from(crmTasks).where(eq(crmTasks.id, followUp));
    const [old] = await t.database.db.select().from(crmTasks).where(eq(crmTasks.id, tasks.desk));
    expect(row).toMatchObject({
      status: 'OPEN',
      type: 'PROVIDE_SOURCE_OF_FUNDS',
      kycAnswerId: old!.kycAnswerId,
    });
    const notices = await noticesOf(deskId);
    // One notice: the rejection, which names the new task (no separate "task opened").
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices[0]).toMatchObject({
      kind: 'CRM_TASK_REJECTED',
      params: { reason: 'UNREADABLE', task_id: followUp },
    });
    // The block stays: no reviewed answers.
    const reviewed = await t.database.db
      .select({ n: count() })
      .from(kycAnswers)
      .where(and(eq(kycAnswers.customerId, deskId), eq(kycAnswers.source, 'REVIEW')));
    expect(reviewed[0]!.n).toBe(0);
    expect(await kycOf('demo-desk')).toMatchObject({ status: 'FAILED', blocks_buying: true });
  });

  describe('onboarding cases', () => {
    const applicants = onboardingApplicants(() => t);
    const cases: Record<string, { id: number; cookie: string }> = {};
    const caseState = async () => ({
      customers: (await t.database.db.select({ n: count() }).from(customers))[0]!.n,
      decisions: await t.database.db.select().from(deskDecisions).orderBy(deskDecisions.id),
      cases: await t.database.db.select().from(onboardingCases).orderBy(onboardingCases.id),
      applications: await t.database.db
        .select({ id: signupApplications.id, status: signupApplications.status })
        .from(signupApplications)
        .orderBy(signupApplications.id),
      tasks: await t.database.db.select().from(crmTasks).orderBy(crmTasks.id),
    });
    const routingOf = async (cookie: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/nnxapi/customer/v1/routing-status',
          headers: { cookie },
        })
      ).json().status as string;

    it('lists a sent case beside the tasks and opens it with applicant, statement, risk and files for staff only', async () => {
      const sent = await applicants.submittedCase();
      cases.approve = { id: sent.case.id, cookie: sent.cookie };
      const queue = (await desk('GET', '/queue')).json() as { items: { kind: string; id: number }[] };
      expect(queue.items.find((i) => i.kind === 'ONBOARDING_CASE' && i.id === sent.case.id)).toEqual({
        kind: 'ONBOARDING_CASE',
        id: sent.case.id,
        customer: null,
        applicant: { name: 'Test Person Granskad', country: 'SE' },
        type: 'HIGH_RISK',
        submittedAt: expect.any(Number),
        files: 2,
      });
      const opened = await desk('GET', `/onboarding-cases/${sent.case.id}`);
      expect(opened.statusCode, opened.body).toBe(200);
      const view = opened.json() as DeskCase;
      expect(view).toMatchObject({
        status: 'SUBMITTED',
        reason: 'HIGH_RISK',
        applicant: {
          name: 'Test Granskad',
          nationalId: sent.p.nationalId,
          birthDate: '1970-02-03',
          email: 'granskad@example.se',
          address: 'Storgatan 1, 113 25 Stockholm',
          citizenships: ['SE'],
        },
        risk: { level: 'HIGH' },
        customerId: null,
        decision: null,
      });
      expect(view.tasks.map((x) => x.type).sort()).toEqual([
        'PROVIDE_ID_DOCUMENT',
        'PROVIDE_SOURCE_OF_FUNDS',
      ]);
      const file = view.tasks[0]!.attachments[0]!;
      expect(file.downloadPath).toBe(`${DESK}/onboarding-cases/${sent.case.id}/attachments/${file.id}/file`);
      const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
      const download = await get(file.downloadPath, deskCookie);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      // Staff only: the applicant's own cookie (or a customer's) is no desk session.
      for (const cookie of [sent.cookie, customersBy['demo-edd']!.cookie]) {
        expect((await get(file.downloadPath, cookie)).statusCode).toBe(401);
        expect((await get(`${DESK}/onboarding-cases/${sent.case.id}`, cookie)).statusCode).toBe(401);
      }
      // The address names the case: another case's, or a task's route, does not open it.
      expect(
        (await get(`${DESK}/onboarding-cases/${sent.case.id + 1000}/attachments/${file.id}/file`, deskCookie))
          .statusCode,
      ).toBe(404);
      expect((await desk('GET', '/onboarding-cases/999999')).json()).toMatchObject({
        code: 'ONBOARDING_CASE_NOT_FOUND',
      });
    });

    it('refuses bad decisions, an open case and the applicant’s or a customer’s cookie; nothing changes', async () => {
      const open = await applicants.applicant();
      const openCase = await applicants.trigger(open.cookie);
      const before = await caseState();
      const url = `/onboarding-cases/${cases.approve!.id}/decisions`;
      const bad: [string, object, number, string][] = [
        [url, { decision: 'REJECT', comment: 'Oklart' }, 422, 'DESK_DECISION_INVALID'],
        [url, { decision: 'REJECT', reason: 'INCOMPLETE' }, 422, 'DESK_DECISION_INVALID'],
        [url, { decision: 'APPROVE', reason: 'INCOMPLETE' }, 422, 'DESK_DECISION_INVALID'],
        [url, { decision: 'MAYBE' }, 400, 'INPUT_ERROR'],
        [url, { decision: 'REJECT', reason: 'BECAUSE', comment: 'x' }, 400, 'INPUT_ERROR'],
        ['/onboarding-cases/999999/decisions', { decision: 'APPROVE' }, 404, 'ONBOARDING_CASE_NOT_FOUND'],
        [
          `/onboarding-cases/${openCase.id}/decisions`,
          { decision: 'APPROVE' },
          409,
          'ONBOARDING_CASE_NOT_SUBMITTED',
        ],
        [
          `/onboarding-cases/${openCase.id}/decisions`,
          { decision: 'REJECT', reason: 'INCOMPLETE', comment: 'Inget skickat' },
          409,
          'ONBOARDING_CASE_NOT_SUBMITTED',
        ],
      ];
      for (const [path, body, status, code] of bad) {
        const res = await desk('POST', path, body);
        expect(res.statusCode, res.body).toBe(status);
        expect((res.json() as { code: string }).code).toBe(code);
      }
      for (const cookie of [cases.approve!.cookie, customersBy['demo-edd']!.cookie]) {
        const res = await desk('POST', url, { decision: 'APPROVE' }, cookie);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'DESK_SESSION_INVALID' });
      }
      expect(await caseState()).toEqual(before);
    });

    it('approves once: exactly one customer, the applicant routes to LOGIN, a second decision is 409', async () => {
      const before = await caseState();
      const res = await desk('POST', `/onboarding-cases/${cases.approve!.id}/decisions`, {
        decision: 'APPROVE',
        comment: ' Källan till pengarna är styrkt. ',
      });
      expect(res.statusCode, res.body).toBe(201);
      const view = res.json() as DeskCase;
      expect(view).toMatchObject({
        status: 'APPROVED',
        customerId: expect.any(Number),
        decision: {
          decision: 'APPROVE',
          reason: null,
          comment: 'Källan till pengarna är styrkt.',
          decidedBy: 'Carin Holm',
        },
      });
      expect(view.tasks.map((x) => x.status)).toEqual(['DONE', 'DONE']);
      const after = await caseState();
      expect(after.customers).toBe(before.customers + 1);
      expect(after.decisions.slice(before.decisions.length)).toEqual([
        expect.objectContaining({
          itemKind: 'ONBOARDING_CASE',
          itemId: cases.approve!.id,
          customerId: view.customerId,
          decision: 'APPROVE',
        }),
      ]);
      expect(await routingOf(cases.approve!.cookie)).toBe('LOGIN');
      // The applicant, waiting for the decision, is told: each new account is a notification.
      const told = await t.database.db
        .select({ kind: notifications.kind, params: notifications.params })
        .from(notifications)
        .where(eq(notifications.customerId, view.customerId!));
      expect(told.length).toBeGreaterThan(0);
      expect(told.every((n) => n.kind === 'ACCOUNT_OPENED')).toBe(true);
      expect(told[0]!.params).toMatchObject({
        accno: expect.stringMatching(/^\d{8}$/),
        alias: expect.any(String),
      });
      const queue = (await desk('GET', '/queue')).json() as { items: { kind: string; id: number }[] };
      expect(queue.items.some((i) => i.kind === 'ONBOARDING_CASE' && i.id === cases.approve!.id)).toBe(false);

      for (const body of [
        { decision: 'APPROVE' },
        { decision: 'REJECT', reason: 'INCOMPLETE', comment: 'Ändrade mig' },
      ]) {
        const again = await desk('POST', `/onboarding-cases/${cases.approve!.id}/decisions`, body);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ code: 'ONBOARDING_CASE_CLOSED' });
      }
      expect(await caseState()).toEqual(after);
    });

    it('rejects: the application is refused with the reason kept and no customer is made', async () => {
      const sent = await applicants.submittedCase();
      const before = await caseState();
      const res = await desk('POST', `/onboarding-cases/${sent.case.id}/decisions`, {
        decision: 'REJECT',
        reason: 'NOT_SUFFICIENT',
        comment: 'Kontoutdraget visar inte varifrån pengarna kommer.',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'REJECTED',
        customerId: null,
        decision: { decision: 'REJECT', reason: 'NOT_SUFFICIENT', decidedBy: 'Carin Holm' },
      });
      const after = await caseState();
      expect(after.customers).toBe(before.customers);
      const [row] = await t.database.db
        .select()
        .from(onboardingCases)
        .where(eq(onboardingCases.id, sent.case.id));
      expect(row).toMatchObject({
        status: 'REJECTED',
        rejectionReason: 'NOT_SUFFICIENT',
        reviewer: 'desk-compliance',
      });
      const [application] = await t.database.db
        .select()
        .from(signupApplications)
        .where(eq(signupApplications.id, row!.applicationId));
      expect(application).toMatchObject({ status: 'REFUSED', reason: 'HIGH_RISK' });
      expect(await routingOf(sent.cookie)).toBe('MANUAL_SUPPORT');
      const again = await desk('POST', `/onboarding-cases/${sent.case.id}/decisions`, {
        decision: 'APPROVE',
      });
      expect(again.statusCode).toBe(409);
      expect(await caseState()).toEqual(after);
    });
  });

  it('logs out: the cookie no longer opens the desk', async () => {
    const out = await desk('DELETE', '/sessions');
    expect(out.json()).toEqual({ loggedIn: false });
    expect((await desk('GET', '/queue')).statusCode).toBe(401);
  });

  it('throttles failed staff logins like customer logins', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await deskLogin('desk-nobody', 'guess')).statusCode;
    expect(last).toBe(429);
  });
});
