import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { kycBlocksBuying } from '@broker/domain';
import {
  accounts,
  crmAttachments,
  crmTasks,
  customers,
  kycAnswers,
  onboardingCases,
  signupApplications,
  users,
} from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { outcomeForPerson } from '../auth/identified-person';
import { PDF, onboardingApplicants } from '../testing/onboarding-applicants';
import { approveOnboardingCase, rejectOnboardingCase } from './onboarding-review';

const BASE = '/nnxapi/crm/v1/onboarding';
const HTML = Buffer.from('<html><script>alert(1)</script></html>', 'latin1');
const EICAR_PDF = Buffer.concat([
  PDF,
  Buffer.from(
    ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
    'latin1',
  ),
]);

describe.each(DB_KINDS)('onboarding cases on %s', (kind) => {
  let t: TestApp;
  let customerCookie = '';

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0', SIMULATOR: 'off' });
    customerCookie = (await loginForApi(t.app, 'demo-se')).cookie;
  });
  afterAll(async () => t?.close());

  const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const rows = async (table: typeof customers | typeof users | typeof accounts | typeof kycAnswers) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n;

  const { applicant, trigger, upload, submittedCase } = onboardingApplicants(() => t);

  it('is ready only in manual review for a high risk, and the trigger makes one case with two tasks however often it is called', async () => {
    const low = await applicant('NO');
    expect((await inject(low.cookie, 'GET', `${BASE}/ready`)).json()).toEqual({
      ready: false,
      reason: 'NOT_IN_MANUAL_REVIEW',
    });
    const refused = await inject(low.cookie, 'POST', `${BASE}/trigger`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ONBOARDING_NOT_READY');
    expect((await inject(low.cookie, 'GET', `${BASE}/status`)).json()).toEqual({ case: null });

    const { cookie } = await applicant();
    expect((await inject(cookie, 'GET', `${BASE}/ready`)).json()).toEqual({ ready: true, reason: null });
    const [a, b] = await Promise.all([trigger(cookie), trigger(cookie)]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ status: 'OPEN', statement: null });
    expect(a.tasks.map((x) => [x.type, x.status])).toEqual([
      ['PROVIDE_SOURCE_OF_FUNDS', 'OPEN'],
      ['PROVIDE_ID_DOCUMENT', 'OPEN'],
    ]);
    expect((await trigger(cookie)).id).toBe(a.id);
    const cases = await t.database.db
      .select({ n: count() })
      .from(onboardingCases)
      .where(eq(onboardingCases.id, a.id));
    expect(cases[0]!.n).toBe(1);
    expect((await inject(cookie, 'GET', `${BASE}/ready`)).json()).toEqual({
      ready: false,
      reason: 'CASE_EXISTS',
    });
    // Routing stays manual support while the case is open.
    expect((await inject(cookie, 'GET', '/nnxapi/customer/v1/routing-status')).json().status).toBe(
      'MANUAL_SUPPORT',
    );
  });

  it('creates with the statement once; a second create is 409; bad input 400 and nothing made', async () => {
    const { cookie } = await applicant();
    const empty = await inject(cookie, 'POST', `${BASE}/cases`, { statement: '' });
    expect(empty.statusCode).toBe(400);
    expect((await inject(cookie, 'GET', `${BASE}/status`)).json()).toEqual({ case: null });
    const made = await inject(cookie, 'POST', `${BASE}/cases`, { statement: '  Arv efter min mor. ' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().case).toMatchObject({ status: 'OPEN', statement: 'Arv efter min mor.' });
    const again = await inject(cookie, 'POST', `${BASE}/cases`, { statement: 'Igen' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ONBOARDING_CASE_EXISTS');
    // The trigger answers the case made.
    expect((await trigger(cookie)).id).toBe(made.json().case.id);
  });

  it('checks uploads as for customers, submits the case once every task is sent, and hides another prospect’s ids', async () => {
    const { cookie } = await applicant();
    const opened = await trigger(cookie);
    const [funds, id] = opened.tasks;
    const other = await applicant();
    const otherCase = await trigger(other.cookie);

    // Another prospect's task and file: 404, as for a missing one.
    expect((await inject(other.cookie, 'GET', `${BASE}/tasks/${funds!.id}`)).statusCode).toBe(404);
    const foreignInit = await inject(other.cookie, 'POST', `${BASE}/files/upload-initialize`, {
      taskId: funds!.id,
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(foreignInit.statusCode).toBe(404);
    expect(foreignInit.json().code).toBe('CRM_TASK_NOT_FOUND');
    expect((await inject(other.cookie, 'POST', `${BASE}/tasks/${funds!.id}/SUBMIT`)).statusCode).toBe(404);
    // A customer's own task id through the prospect calls: 404 too.
    const [customerTask] = await t.database.db
      .select({ id: crmTasks.id })
      .from(crmTasks)
      .where(sql`${crmTasks.customerId} is not null`)
      .limit(1);
    if (customerTask)
      expect((await inject(cookie, 'GET', `${BASE}/tasks/${customerTask.id}`)).statusCode).toBe(404);

    // Declared type, bytes and scan: the customer tasks' checks.
    const badType = await inject(cookie, 'POST', `${BASE}/files/upload-initialize`, {
      taskId: funds!.id,
      fileName: 'x.html',
      contentType: 'text/html',
      size: 10,
    });
    expect(badType.json().code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');
    const before = (await t.database.db.select({ n: count() }).from(crmAttachments))[0]!.n;
    const mismatch = await upload(cookie, funds!.id, HTML, 'image/png');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('ATTACHMENT_CONTENT_MISMATCH');
    const infected = await upload(cookie, funds!.id, EICAR_PDF);
    expect(infected.json().code).toBe('ATTACHMENT_INFECTED');
    expect((await t.database.db.select({ n: count() }).from(crmAttachments))[0]!.n).toBe(before);

    // Submitting without a file is refused.
    const empty = await inject(cookie, 'POST', `${BASE}/tasks/${funds!.id}/SUBMIT`);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('CRM_TASK_NO_ATTACHMENTS');

    const kept = await upload(cookie, funds!.id);
    expect(kept.statusCode, kept.body).toBe(201);
    const file = await inject(cookie, 'GET', kept.json().downloadPath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await inject(other.cookie, 'GET', kept.json().downloadPath)).statusCode).toBe(404);
    expect((await inject(customerCookie, 'GET', kept.json().downloadPath)).statusCode).toBe(404);

    const sent = await inject(cookie, 'POST', `${BASE}/tasks/${funds!.id}/SUBMIT`);
    expect(sent.json()).toMatchObject({ status: 'SUBMITTED' });
    expect((await inject(cookie, 'GET', `${BASE}/status`)).json().case.status).toBe('OPEN');
    // A sent task takes no more files.
    const late = await inject(cookie, 'POST', `${BASE}/files/upload-initialize`, {
      taskId: funds!.id,
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(late.json().code).toBe('CRM_TASK_NOT_OPEN');
    expect((await upload(cookie, id!.id)).statusCode).toBe(201);
    await inject(cookie, 'POST', `${BASE}/tasks/${id!.id}/SUBMIT`);
    const got = (await inject(cookie, 'GET', `${BASE}/status`)).json().case;
    expect(got.status).toBe('SUBMITTED');
    expect((await inject(cookie, 'GET', `${BASE}/tasks/${id!.id}`)).json()).toMatchObject({
      status: 'SUBMITTED',
      attachments: [{ contentType: 'application/pdf' }],
    });
    // The other prospect's case is untouched.
    expect((await inject(other.cookie, 'GET', `${BASE}/status`)).json().case).toMatchObject({
      id: otherCase.id,
      status: 'OPEN',
    });
  });

  it('answers 401 to a customer’s cookie and to none', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/status`],
      ['GET', `${BASE}/ready`],
      ['POST', `${BASE}/trigger`],
      ['GET', `${BASE}/tasks/1`],
    ] as const) {
      expect((await inject(customerCookie, method, url)).statusCode, url).toBe(401);
      expect((await inject('', method, url)).statusCode, url).toBe(401);
    }
  });

  it('refuses to approve before every task is sent, and nothing is made', async () => {
    const { cookie } = await applicant();
    const opened = await trigger(cookie);
    const before = { customers: await rows(customers), users: await rows(users) };
    await expect(
      approveOnboardingCase(t.database.db, opened.id, 'granskare', Date.now()),
    ).rejects.toMatchObject({
      code: 'ONBOARDING_CASE_NOT_SUBMITTED',
    });
    await expect(
      approveOnboardingCase(t.database.db, 999_999, 'granskare', Date.now()),
    ).rejects.toMatchObject({
      code: 'ONBOARDING_CASE_NOT_FOUND',
    });
    expect({ customers: await rows(customers), users: await rows(users) }).toEqual(before);
  });

  it('approves: the application completes once, the first KYC row is the review’s, buying is not blocked, routing LOGIN', async () => {
    const { cookie, p, case: sent } = await submittedCase();
    expect(sent.status).toBe('SUBMITTED');
    const before = {
      customers: await rows(customers),
      users: await rows(users),
      accounts: await rows(accounts),
      kyc: await rows(kycAnswers),
    };
    const approved = await approveOnboardingCase(t.database.db, sent.id, 'granskare', Date.now());
    expect({
      customers: await rows(customers),
      users: await rows(users),
      accounts: await rows(accounts),
      kyc: await rows(kycAnswers),
    }).toEqual({
      customers: before.customers + 1,
      users: before.users + 1,
      accounts: before.accounts + 1,
      kyc: before.kyc + 1,
    });
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, approved.customerId));
    expect(customer).toMatchObject({ nationalId: p.nationalId, firstName: 'Test', personType: 'NAT' });
    const kyc = await t.database.db
      .select()
      .from(kycAnswers)
      .where(eq(kycAnswers.customerId, approved.customerId));
    expect(kyc).toHaveLength(1);
    expect(kyc[0]).toMatchObject({ source: 'REVIEW', riskLevel: 'MEDIUM' });
    const [application] = await t.database.db
      .select()
      .from(signupApplications)
      .where(eq(signupApplications.customerId, approved.customerId));
    expect(application).toMatchObject({ status: 'DONE' });
    const status = (await inject(cookie, 'GET', `${BASE}/status`)).json().case;
    expect(status.status).toBe('APPROVED');
    expect(status.tasks.map((x: { status: string }) => x.status)).toEqual(['DONE', 'DONE']);
    expect((await inject(cookie, 'GET', '/nnxapi/customer/v1/routing-status')).json().status).toBe('LOGIN');

    // The new customer logs in (the eID finds the customer) and is not blocked from buying.
    const outcome = await outcomeForPerson(t.database.db, p);
    expect(outcome.kind).toBe('customer');
    expect(kycBlocksBuying(kyc[0]!, new Date().toISOString().slice(0, 10))).toBe(false);

    // Once only.
    await expect(
      approveOnboardingCase(t.database.db, sent.id, 'granskare', Date.now()),
    ).rejects.toMatchObject({
      code: 'ONBOARDING_CASE_CLOSED',
    });
    expect(await rows(customers)).toBe(before.customers + 1);
  });

  it('makes nothing when the completion fails halfway', async () => {
    const { case: sent } = await submittedCase();
    const before = { customers: await rows(customers), accounts: await rows(accounts) };
    // A user already holding the username the completion will choose makes its insert fail.
    const [next] = await t.database.db
      .select({
        no: sql<string>`(select coalesce(max(customer_no::bigint), 1000000) + 1 from customers where customer_no ~ '^[0-9]{1,15}$')::text`,
      })
      .from(sql`(select 1) as one`);
    const [someone] = await t.database.db.select({ customerId: users.customerId }).from(users).limit(1);
    const [blocker] = await t.database.db
      .insert(users)
      .values({
        customerId: someone!.customerId,
        username: `eid-${next!.no}`,
        passwordHash: 'x',
        createdAt: new Date(),
      })
      .returning({ id: users.id });
    await expect(approveOnboardingCase(t.database.db, sent.id, 'granskare', Date.now())).rejects.toThrow();
    expect({ customers: await rows(customers), accounts: await rows(accounts) }).toEqual(before);
    const [row] = await t.database.db.select().from(onboardingCases).where(eq(onboardingCases.id, sent.id));
    expect(row).toMatchObject({ status: 'SUBMITTED', customerId: null });
    await t.database.db.delete(users).where(eq(users.id, blocker!.id));
    await approveOnboardingCase(t.database.db, sent.id, 'granskare', Date.now());
    expect(await rows(customers)).toBe(before.customers + 1);
  });

  it('rejects: the application is refused with the reason kept, routing MANUAL_SUPPORT, and the tasks take no files', async () => {
    const { cookie } = await applicant();
    const opened = await trigger(cookie);
    await expect(
      rejectOnboardingCase(t.database.db, opened.id, 'granskare', '  ', Date.now()),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await rejectOnboardingCase(t.database.db, opened.id, 'granskare', 'Underlaget räcker inte', Date.now());
    const [row] = await t.database.db.select().from(onboardingCases).where(eq(onboardingCases.id, opened.id));
    expect(row).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Underlaget räcker inte',
      reviewer: 'granskare',
    });
    const [application] = await t.database.db
      .select()
      .from(signupApplications)
      .where(eq(signupApplications.id, row!.applicationId));
    expect(application).toMatchObject({ status: 'REFUSED', reason: 'HIGH_RISK' });
    const status = (await inject(cookie, 'GET', `${BASE}/status`)).json().case;
    expect(status.status).toBe('REJECTED');
    expect(status).not.toHaveProperty('rejectionReason');
    expect((await inject(cookie, 'GET', '/nnxapi/customer/v1/routing-status')).json().status).toBe(
      'MANUAL_SUPPORT',
    );
    const late = await inject(cookie, 'POST', `${BASE}/files/upload-initialize`, {
      taskId: opened.tasks[0]!.id,
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(late.json().code).toBe('CRM_TASK_NOT_OPEN');
    await expect(
      approveOnboardingCase(t.database.db, opened.id, 'granskare', Date.now()),
    ).rejects.toMatchObject({
      code: 'ONBOARDING_CASE_CLOSED',
    });
  });
});
