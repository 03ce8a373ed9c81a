import { expect } from 'vitest';
import { cddPages } from '@broker/domain';
import type { SignupStepSubmit } from '@broker/contract';
import { outcomeForPerson, type IdentifiedPerson } from '../auth/identified-person';
import { createSession } from '../auth/sessions';
import type { TestApp } from './test-app';

/**
 * High-risk applicants for server tests of onboarding cases (crm/onboarding.test.ts) and of their
 * review at the desk (desk/desk.test.ts): a prospect walked through sign-up to manual review, its
 * case triggered, its tasks answered with a PDF and sent.
 */

const BASE = '/nnxapi/crm/v1/onboarding';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** A fresh Swedish adult with a valid personnummer (Luhn) of the given birth day and serial. */
export function person(birth: string, serial: string): IdentifiedPerson {
  const nine = birth.replace(/-/g, '').slice(2) + serial;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const v = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(v / 10) + (v % 10);
  }
  const check = (10 - (sum % 10)) % 10;
  return {
    country: 'SE',
    nationalId: `${birth.slice(0, 2)}${nine}${check}`,
    firstName: 'Test Person',
    lastName: 'Granskad',
    birthDate: birth,
    provider: 'SE_BANKID',
  };
}

/** The steps up to and with the CDD pages; `pep` answers the PEP question (YES_SELF makes it HIGH). */
export function stepsToKyc(nationalId: string, pep: string): SignupStepSubmit[] {
  return [
    { step: 'CONTACT_INFO', data: { email: 'granskad@example.se', mobile: '070-123 45 67' } },
    { step: 'CONTACT_DETAILS', data: { preferredLang: 'sv' } },
    { step: 'MILESTONE_ONE', data: {} },
    { step: 'NAME_DETAILS', data: { givenName: 'Test' } },
    { step: 'BIRTH_DETAILS', data: { birthCountry: 'SE', birthTown: 'Uppsala' } },
    { step: 'ADDRESS_DETAILS', data: { street: 'Storgatan 1', postalCode: '11325', town: 'Stockholm' } },
    { step: 'MILESTONE_TWO', data: {} },
    { step: 'RESIDENCY', data: { residenceCountry: 'SE' } },
    { step: 'CITIZENSHIP', data: { citizenships: ['SE'] } },
    { step: 'US_TAX', data: { usPerson: false } },
    { step: 'TAX_INFO', data: { taxResidences: [{ country: 'SE', tin: nationalId }] } },
    { step: 'MILESTONE_THREE', data: {} },
    ...cddPages('SE').map((p): SignupStepSubmit => ({
      step: 'KYC',
      data: {
        pageId: p.id,
        answers: p.questions.map((q) => ({
          questionId: q.id,
          optionIds: [q.id === 'pep' ? pep : q.options[0]!.id],
        })),
      },
    })),
  ];
}

export interface CaseReply {
  id: number;
  status: string;
  statement: string | null;
  tasks: { id: number; type: string; status: string; attachments: { id: number; downloadPath: string }[] }[];
}

let serial = 100;

/** The applicant helpers of a test app (`app()` is read when called, after beforeAll). */
export function onboardingApplicants(app: () => TestApp) {
  const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const put = (path: string, body: Buffer, contentType = 'application/pdf') =>
    app().app.inject({ method: 'PUT', url: path, headers: { 'content-type': contentType }, payload: body });

  /** A new prospect's cookie, walked to the end of KYC (HIGH risk by default: manual review). */
  async function applicant(pep = 'YES_SELF'): Promise<{ cookie: string; p: IdentifiedPerson }> {
    const p = person('1970-02-03', String(serial++));
    const outcome = await outcomeForPerson(app().database.db, p);
    if (outcome.kind !== 'prospect') throw new Error('not a prospect');
    const { token } = await createSession(
      app().database.db,
      { prospectId: outcome.prospectId },
      3_600_000,
      undefined,
    );
    const cookie = `nnx_session=${token}`;
    expect((await inject(cookie, 'POST', '/nnxapi/customer/v1/become-customer-intent')).statusCode).toBe(200);
    for (const s of stepsToKyc(p.nationalId, pep)) {
      const res = await inject(cookie, 'POST', '/nnxapi/signup/v1/steps', s);
      expect(res.statusCode, `${s.step}: ${res.body}`).toBe(200);
    }
    return { cookie, p };
  }

  async function trigger(cookie: string): Promise<CaseReply> {
    const res = await inject(cookie, 'POST', `${BASE}/trigger`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().case;
  }

  async function upload(cookie: string, taskId: number, bytes = PDF, contentType = 'application/pdf') {
    const init = await inject(cookie, 'POST', `${BASE}/files/upload-initialize`, {
      taskId,
      fileName: 'underlag.pdf',
      contentType,
      size: bytes.length,
    });
    expect(init.statusCode, init.body).toBe(201);
    return put(init.json().uploadPath, bytes, contentType);
  }

  async function submittedCase(): Promise<{ cookie: string; p: IdentifiedPerson; case: CaseReply }> {
    const { cookie, p } = await applicant();
    const opened = await trigger(cookie);
    for (const task of opened.tasks) {
      expect((await upload(cookie, task.id)).statusCode).toBe(201);
      expect((await inject(cookie, 'POST', `${BASE}/tasks/${task.id}/SUBMIT`)).statusCode).toBe(200);
    }
    return { cookie, p, case: (await inject(cookie, 'GET', `${BASE}/status`)).json().case };
  }

  return { applicant, trigger, upload, submittedCase };
}
