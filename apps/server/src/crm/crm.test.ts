import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ATTACHMENTS_PER_TASK_MAX, ATTACHMENT_MAX_BYTES } from '@broker/domain';
import { crmAttachments, crmTasks } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

const TASKS = '/nnxapi/crm/v1/tasks';
const TOKENS = '/nnxapi/crm/v1/attachments/tokens';
const FRIDAY_10 = Date.parse('2026-11-20T09:00:00Z');

const HIGH = [
  { questionId: 'purpose', optionIds: ['SAVINGS'] },
  { questionId: 'origin', optionIds: ['SALARY'] },
  { questionId: 'yearlyDeposits', optionIds: ['BAND_1'] },
  { questionId: 'depositFrequency', optionIds: ['MONTHLY'] },
  { questionId: 'occupation', optionIds: ['EMPLOYED'] },
  { questionId: 'income', optionIds: ['BAND_2'] },
  { questionId: 'pep', optionIds: ['YES_SELF'] },
  { questionId: 'ownMoney', optionIds: ['OWN'] },
];

/** A small but real PDF's bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const EICAR_PDF = Buffer.concat([
  PDF,
  Buffer.from(
    ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
    'latin1',
  ),
]);

interface Task {
  id: number;
  type: string;
  status: string;
  dueOn: string;
  overdue: boolean;
  submittedAt: number | null;
  attachments: {
    id: number;
    fileName: string;
    contentType: string;
    size: number;
    sha256: string;
    downloadPath: string;
  }[];
}

describe.each(DB_KINDS)('CRM tasks and attachments on %s', (kind) => {
  let t: TestApp;
  let now = FRIDAY_10;
  const users: Record<string, { headers: Record<string, string>; cookie: string }> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: users[who]!.headers, ...(payload ? { payload } : {}) });
  const put = (path: string, body: Buffer, contentType = 'application/pdf') =>
    t.app.inject({ method: 'PUT', url: path, headers: { 'content-type': contentType }, payload: body });
  const files = async () => (await t.database.db.select({ n: count() }).from(crmAttachments))[0]!.n;
  const token = (
    who: string,
    taskId: number,
    file: Buffer,
    fileName = 'kontoutdrag.pdf',
    contentType = 'application/pdf',
  ) => call(who, 'POST', TOKENS, { taskId, fileName, contentType, size: file.length });
  let taskId = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0', SIMULATOR: 'off' });
    t.app.deps.time = { now: () => now };
    for (const u of ['demo-kyc', 'demo-se']) users[u] = await loginForApi(t.app, u);
  });
  afterAll(async () => t?.close());

  it('opens a source-of-funds task with the high-risk answers, in the same transaction', async () => {
    expect(((await call('demo-kyc', 'GET', TASKS)).json() as { tasks: Task[] }).tasks).toEqual([]);
    const answered = await call('demo-kyc', 'POST', '/api/2/required-actions/v1/questionnaires/cdd/answers', {
      answers: HIGH,
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const { tasks } = (await call('demo-kyc', 'GET', TASKS)).json() as { tasks: Task[] };
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      type: 'PROVIDE_SOURCE_OF_FUNDS',
      status: 'OPEN',
      dueOn: '2026-12-20',
      overdue: false,
      submittedAt: null,
      attachments: [],
    });
    const [row] = await t.database.db.select().from(crmTasks).where(eq(crmTasks.id, tasks[0]!.id));
    expect(row!.kycAnswerId).toBe((answered.json() as { id: number }).id);
    taskId = tasks[0]!.id;
    // Nobody else sees it.
    expect(((await call('demo-se', 'GET', TASKS)).json() as { tasks: Task[] }).tasks).toEqual([]);
    const foreign = await call('demo-se', 'GET', `${TASKS}/${taskId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'CRM_TASK_NOT_FOUND' });
  });

  it('keeps an uploaded file with its task; the customer downloads the same bytes', async () => {
    const given = await token('demo-kyc', taskId, PDF, '  Kontoutdrag mars.pdf ');
    expect(given.statusCode, given.body).toBe(201);
    const { uploadPath, expiresAt, maxBytes } = given.json() as {
      uploadPath: string;
      expiresAt: number;
      maxBytes: number;
    };
    expect(expiresAt).toBe(now + 15 * 60_000);
    expect(maxBytes).toBe(ATTACHMENT_MAX_BYTES);
    const sent = await put(uploadPath, PDF);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      taskId,
      fileName: 'Kontoutdrag mars.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    // The address is spent.
    const again = await put(uploadPath, PDF);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_TOKEN_INVALID' });

    const task = (await call('demo-kyc', 'GET', `${TASKS}/${taskId}`)).json() as Task;
    expect(task.attachments).toHaveLength(1);
    const file = task.attachments[0]!;
    const download = await t.app.inject({
      method: 'GET',
      url: file.downloadPath,
      headers: { cookie: users['demo-kyc']!.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const foreign = await t.app.inject({
      method: 'GET',
      url: file.downloadPath,
      headers: { cookie: users['demo-se']!.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ATTACHMENT_NOT_FOUND' });
  });

  it('refuses what is declared wrong before giving an address', async () => {
    const refused = async (payload: object, status: number, code: string) => {
      const res = await call('demo-kyc', 'POST', TOKENS, {
        taskId,
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 10,
        ...payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ code });
    };
    await refused({ contentType: 'text/html' }, 422, 'ATTACHMENT_TYPE_NOT_ALLOWED');
    await refused({ contentType: 'application/zip' }, 422, 'ATTACHMENT_TYPE_NOT_ALLOWED');
    await refused({ size: ATTACHMENT_MAX_BYTES + 1 }, 422, 'ATTACHMENT_TOO_LARGE');
    await refused({ fileName: '../../etc/passwd' }, 422, 'ATTACHMENT_FILE_NAME_INVALID');
    await refused({ taskId: 999_999 }, 404, 'CRM_TASK_NOT_FOUND');
    const foreign = await call('demo-se', 'POST', TOKENS, {
      taskId,
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 10,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'CRM_TASK_NOT_FOUND' });
  });

  it('refuses bytes that are not what was declared, and a file the scan finds infected; nothing is kept', async () => {
    const before = await files();
    const address = async (file: Buffer, type = 'application/pdf') =>
      ((await token('demo-kyc', taskId, file, 'x.pdf', type)).json() as { uploadPath: string }).uploadPath;
    const short = await put(await address(PDF), PDF.subarray(0, 10));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'ATTACHMENT_SIZE_MISMATCH' });
    // A PNG declared as a PDF; HTML declared as a PNG.
    const mismatch = await put(await address(PNG), PNG);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ code: 'ATTACHMENT_CONTENT_MISMATCH' });
    const html = Buffer.from('<html><script>alert(1)</script>');
    const disguised = await put(await address(html, 'image/png'), html, 'image/png');
    expect(disguised.json()).toMatchObject({ code: 'ATTACHMENT_CONTENT_MISMATCH' });
    const infected = await put(await address(EICAR_PDF), EICAR_PDF);
    expect(infected.statusCode).toBe(422);
    expect(infected.json()).toMatchObject({ code: 'ATTACHMENT_INFECTED' });
    const unknown = await put(
      '/nnxapi/crm/v1/attachments/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      PDF,
    );
    expect(unknown.json()).toMatchObject({ code: 'UPLOAD_TOKEN_INVALID' });
    // An address used late.
    const late = await address(PDF);
    now += 15 * 60_000 + 1;
    expect((await put(late, PDF)).json()).toMatchObject({ code: 'UPLOAD_TOKEN_INVALID' });
    expect(await files()).toBe(before);
  });

  it(`holds at most ${ATTACHMENTS_PER_TASK_MAX} files; one is removed while the task is open`, async () => {
    for (let n = await files(); n < ATTACHMENTS_PER_TASK_MAX; n++) {
      const { uploadPath } = (await token('demo-kyc', taskId, PNG, `foto-${n}.png`, 'image/png')).json() as {
        uploadPath: string;
      };
      expect((await put(uploadPath, PNG, 'image/png')).statusCode).toBe(201);
    }
    const full = await token('demo-kyc', taskId, PDF);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ code: 'ATTACHMENT_LIMIT_REACHED' });
    const task = (await call('demo-kyc', 'GET', `${TASKS}/${taskId}`)).json() as Task;
    const last = task.attachments.at(-1)!;
    expect((await call('demo-se', 'DELETE', `/nnxapi/crm/v1/attachments/${last.id}`)).statusCode).toBe(404);
    const removed = await call('demo-kyc', 'DELETE', `/nnxapi/crm/v1/attachments/${last.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await files()).toBe(ATTACHMENTS_PER_TASK_MAX - 1);
  });

  it('submits the task for review; after that its files are fixed', async () => {
    const foreign = await call('demo-se', 'POST', `${TASKS}/${taskId}/SUBMIT`);
    expect(foreign.statusCode).toBe(404);
    const submitted = await call('demo-kyc', 'POST', `${TASKS}/${taskId}/SUBMIT`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', submittedAt: now });
    const twice = await call('demo-kyc', 'POST', `${TASKS}/${taskId}/SUBMIT`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CRM_TASK_NOT_OPEN' });
    const task = (await call('demo-kyc', 'GET', `${TASKS}/${taskId}`)).json() as Task;
    const removed = await call('demo-kyc', 'DELETE', `/nnxapi/crm/v1/attachments/${task.attachments[0]!.id}`);
    expect(removed.statusCode).toBe(409);
    const more = await token('demo-kyc', taskId, PDF);
    expect(more.json()).toMatchObject({ code: 'CRM_TASK_NOT_OPEN' });
    expect(
      ((await call('demo-kyc', 'GET', `${TASKS}?status=OPEN`)).json() as { tasks: Task[] }).tasks,
    ).toEqual([]);
  });

  it('refuses a task with no files', async () => {
    const [customer] = await t.database.db
      .select({ customerId: crmTasks.customerId })
      .from(crmTasks)
      .where(eq(crmTasks.id, taskId));
    const [empty] = await t.database.db
      .insert(crmTasks)
      .values({
        customerId: customer!.customerId,
        type: 'PROVIDE_ID_DOCUMENT',
        status: 'OPEN',
        createdAt: new Date(now),
        dueOn: '2026-11-19',
      })
      .returning({ id: crmTasks.id });
    const task = (await call('demo-kyc', 'GET', `${TASKS}/${empty!.id}`)).json() as Task;
    expect(task.overdue).toBe(true);
    const res = await call('demo-kyc', 'POST', `${TASKS}/${empty!.id}/SUBMIT`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CRM_TASK_NO_ATTACHMENTS' });
    const list = ((await call('demo-kyc', 'GET', TASKS)).json() as { tasks: Task[] }).tasks;
    expect(list.map((x) => x.status)).toEqual(['OPEN', 'SUBMITTED']);
  });
});
