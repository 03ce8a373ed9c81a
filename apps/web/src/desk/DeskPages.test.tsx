import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NOT_LOGGED_IN, fakeFetch } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const VERIFY = 'GET /nnxapi/authentication/v2/sessions/verify';
const DESK_SESSION = 'GET /deskapi/v1/sessions/current';
const STAFF = {
  status: 200,
  body: {
    loggedIn: true,
    expiresAt: Date.now() + 3_600_000,
    staff: { username: 'desk-compliance', name: 'Carin Holm', role: 'COMPLIANCE' },
  },
};
const CUSTOMER = { customerId: 10, customerNo: '1005182', name: 'Ebba Dahlgren', country: 'SE' };
const TASK = {
  id: 7,
  type: 'PROVIDE_SOURCE_OF_FUNDS',
  status: 'SUBMITTED',
  customer: CUSTOMER,
  createdAt: Date.parse('2026-11-16T09:00:00Z'),
  submittedAt: Date.parse('2026-11-20T09:00:00Z'),
  resolvedAt: null,
  kyc: { id: 10, riskLevel: 'HIGH', riskReasons: ['PEP'] },
  attachments: [
    {
      id: 3,
      taskId: 7,
      fileName: 'Lönebesked.pdf',
      contentType: 'application/pdf',
      size: 2048,
      sha256: 'ab',
      createdAt: 0,
      downloadPath: '/deskapi/v1/crm-tasks/7/attachments/3/file',
    },
  ],
  decision: null,
};

describe('the compliance desk pages', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the desk login when no staff is logged in, and says so when the password is wrong', async () => {
    const fetchFn = fakeFetch({
      [VERIFY]: NOT_LOGGED_IN,
      [DESK_SESSION]: { status: 200, body: { loggedIn: false } },
      'POST /deskapi/v1/sessions': { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'no' } },
    });
    renderApp(fetchFn, '/desk/tasks/7');
    await screen.findByTestId('desk-login');
    fireEvent.change(screen.getByTestId('desk-username'), { target: { value: 'desk-compliance' } });
    fireEvent.change(screen.getByTestId('desk-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('desk-login-submit'));
    expect((await screen.findByTestId('desk-login-error')).textContent).toBe(
      'Fel användarnamn eller lösenord.',
    );
    // The customer's login is never asked for.
    expect(fetchFn.calls).not.toContain('POST /nnxapi/authentication/v2/sessions');
  });

  it('lists the queue and links each item to its page by kind', async () => {
    renderApp(
      fakeFetch({
        [VERIFY]: NOT_LOGGED_IN,
        [DESK_SESSION]: STAFF,
        'GET /deskapi/v1/queue': {
          status: 200,
          body: {
            items: [
              {
                kind: 'CRM_TASK',
                id: 7,
                customer: CUSTOMER,
                applicant: null,
                type: 'PROVIDE_SOURCE_OF_FUNDS',
                submittedAt: TASK.submittedAt,
                files: 1,
              },
              {
                kind: 'ONBOARDING_CASE',
                id: 4,
                customer: null,
                applicant: { name: 'Test Granskad', country: 'SE' },
                type: 'HIGH_RISK',
                submittedAt: TASK.submittedAt! + 1,
                files: 2,
              },
            ],
          },
        },
      }),
      '/desk',
    );
    const row = await screen.findByTestId('desk-item-1005182');
    expect(row.textContent).toContain('Ebba Dahlgren, kund 1005182');
    const links = screen.getAllByTestId('desk-item-link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/desk/tasks/7', '/desk/onboarding-cases/4']);
    expect(screen.getByTestId('desk-case-4').textContent).toContain('Test Granskad, sökande');
    expect(screen.getByTestId('desk-case-4').textContent).toContain('Kundärende (hög risk)');
    expect(screen.getByTestId('desk-staff').textContent).toBe('Inloggad som Carin Holm');
  });

  it('asks for a reason and a comment before rejecting, then records the decision', async () => {
    let sent: unknown;
    renderApp(
      fakeFetch({
        [VERIFY]: NOT_LOGGED_IN,
        [DESK_SESSION]: STAFF,
        'GET /deskapi/v1/crm-tasks/7': { status: 200, body: TASK },
        'GET /deskapi/v1/queue': { status: 200, body: { items: [] } },
        'POST /deskapi/v1/crm-tasks/7/decisions': (init) => {
          sent = JSON.parse(String(init.body));
          return {
            status: 201,
            body: {
              ...TASK,
              status: 'REJECTED',
              decision: {
                decision: 'REJECT',
                reason: 'UNREADABLE',
                comment: 'Suddigt',
                decidedAt: TASK.submittedAt! + 60_000,
                decidedBy: 'Carin Holm',
                followUpTaskId: 8,
                kycAnswerId: null,
              },
            },
          };
        },
      }),
      '/desk/tasks/7',
    );
    const link = await screen.findByTestId('desk-file-link');
    expect(link.getAttribute('href')).toBe('/deskapi/v1/crm-tasks/7/attachments/3/file');
    fireEvent.click(screen.getByTestId('desk-decision-REJECT'));
    fireEvent.click(screen.getByTestId('desk-decide-submit'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('desk-reason')));
    expect(screen.getByTestId('desk-reason').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('desk-comment').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBeUndefined();

    fireEvent.change(screen.getByTestId('desk-reason'), { target: { value: 'UNREADABLE' } });
    fireEvent.change(screen.getByTestId('desk-comment'), { target: { value: 'Suddigt' } });
    fireEvent.click(screen.getByTestId('desk-decide-submit'));
    const record = await screen.findByTestId('desk-decision-text');
    expect(record.textContent).toMatch(/^Avslaget av Carin Holm, .+\. Skäl: Går inte att läsa\.$/);
    expect(sent).toEqual({ decision: 'REJECT', reason: 'UNREADABLE', comment: 'Suddigt' });
  });

  it('shows an onboarding case with the applicant, statement, risk and files, and approves it', async () => {
    let sent: unknown;
    const CASE = {
      id: 4,
      status: 'SUBMITTED',
      reason: 'HIGH_RISK',
      applicant: {
        prospectId: 9,
        name: 'Test Granskad',
        country: 'SE',
        nationalId: '197002031005',
        birthDate: '1970-02-03',
        email: 'granskad@example.se',
        mobile: '+46701234567',
        address: 'Storgatan 1, 113 25 Stockholm',
        citizenships: ['SE'],
      },
      statement: 'Lön och arv.',
      risk: { level: 'HIGH', score: 12, reasons: ['PEP'] },
      createdAt: TASK.createdAt,
      submittedAt: TASK.submittedAt,
      resolvedAt: null,
      tasks: [
        {
          id: 11,
          type: 'PROVIDE_SOURCE_OF_FUNDS',
          status: 'SUBMITTED',
          createdAt: TASK.createdAt,
          dueOn: '2026-12-16',
          overdue: false,
          submittedAt: TASK.submittedAt,
          resolvedAt: null,
          attachments: [
            {
              ...TASK.attachments[0]!,
              taskId: 11,
              downloadPath: '/deskapi/v1/onboarding-cases/4/attachments/3/file',
            },
          ],
        },
      ],
      customerId: null,
      decision: null,
    };
    renderApp(
      fakeFetch({
        [VERIFY]: NOT_LOGGED_IN,
        [DESK_SESSION]: STAFF,
        'GET /deskapi/v1/onboarding-cases/4': { status: 200, body: CASE },
        'GET /deskapi/v1/queue': { status: 200, body: { items: [] } },
        'POST /deskapi/v1/onboarding-cases/4/decisions': (init) => {
          sent = JSON.parse(String(init.body));
          return {
            status: 201,
            body: {
              ...CASE,
              status: 'APPROVED',
              customerId: 77,
              decision: {
                decision: 'APPROVE',
                reason: null,
                comment: '',
                decidedAt: TASK.submittedAt! + 60_000,
                decidedBy: 'Carin Holm',
                followUpTaskId: null,
                kycAnswerId: null,
              },
            },
          };
        },
      }),
      '/desk/onboarding-cases/4',
    );
    expect((await screen.findByTestId('desk-case-title')).textContent).toBe('Kundärende 4: Test Granskad');
    expect(screen.getByTestId('desk-case-nationalId').textContent).toBe('197002031005');
    expect(screen.getByTestId('desk-case-statement').textContent).toBe('Lön och arv.');
    expect(screen.getByTestId('desk-case-risk').textContent).toBe('HIGH, poäng 12 (skäl: PEP)');
    expect(screen.getByTestId('desk-file-link').getAttribute('href')).toBe(
      '/deskapi/v1/onboarding-cases/4/attachments/3/file',
    );
    fireEvent.click(screen.getByTestId('desk-decide-submit'));
    expect((await screen.findByTestId('desk-decision-customer')).textContent).toContain('Kund 77');
    expect(sent).toEqual({ decision: 'APPROVE', reason: null, comment: '' });
  });
});
