import { addDays, cddRisk, kycDueDate, type CddAnswerSheet } from '@broker/domain';
import type { DemoCustomerDef } from './customers';
import type { ConsentRow, CrmTaskRow, KycAnswerRow } from './rows';
import { CRM_TASK_DAYS_TO_ANSWER, CURRENT_TERMS } from '@broker/domain';

/**
 * Every demo customer's KYC answers (kyc_answers, source SEED) and consent to the current terms,
 * so that the required actions show what is in force. The answers are a salaried saver's (LOW
 * risk), given `kycAnsweredDaysBefore` days before the seed day (60 unless said): in force for
 * about three years. demo-kyc answered more than three years before, so theirs are overdue;
 * demo-edd answered as a politically exposed person (HIGH), with the CRM task that asks for papers
 * on the money's origin open since then.
 */
export const DEMO_KYC_SHEET: CddAnswerSheet = {
  purpose: ['SAVINGS'],
  origin: ['SALARY'],
  yearlyDeposits: ['BAND_1'],
  depositFrequency: ['MONTHLY'],
  occupation: ['EMPLOYED'],
  income: ['BAND_2'],
  pep: ['NO'],
  ownMoney: ['OWN'],
};

/** A politically exposed person's answers: HIGH risk whatever the rest. */
export const DEMO_PEP_KYC_SHEET: CddAnswerSheet = { ...DEMO_KYC_SHEET, pep: ['YES_SELF'] };

export const DEFAULT_KYC_ANSWERED_DAYS_BEFORE = 60;

export function demoKycRows(
  customers: readonly DemoCustomerDef[],
  asOf: string,
): { kycAnswers: KycAnswerRow[]; consents: ConsentRow[]; crmTasks: CrmTaskRow[] } {
  const kycAnswers: KycAnswerRow[] = [];
  const consents: ConsentRow[] = [];
  const crmTasks: CrmTaskRow[] = [];
  for (const c of customers) {
    const answeredOn = addDays(asOf, -(c.kycAnsweredDaysBefore ?? DEFAULT_KYC_ANSWERED_DAYS_BEFORE));
    const sheet = c.kycSheet === 'PEP' ? DEMO_PEP_KYC_SHEET : DEMO_KYC_SHEET;
    const risk = cddRisk(c.country, sheet);
    const answeredAt = new Date(`${answeredOn}T09:00:00.000Z`);
    for (const type of c.openTasks ?? []) {
      crmTasks.push({
        id: crmTasks.length + 1,
        customerId: c.id,
        onboardingCaseId: null,
        type,
        status: 'OPEN',
        kycAnswerId: c.id,
        createdAt: answeredAt,
        dueOn: addDays(answeredOn, CRM_TASK_DAYS_TO_ANSWER),
        submittedAt: null,
        resolvedAt: null,
      });
    }
    kycAnswers.push({
      id: c.id,
      customerId: c.id,
      answers: sheet,
      riskLevel: risk.level,
      riskScore: risk.score,
      riskReasons: risk.reasons,
      answeredAt,
      dueOn: kycDueDate(answeredOn, risk.level),
      source: 'SEED',
    });
    consents.push({
      id: c.id,
      customerId: c.id,
      kind: 'TERMS',
      version: CURRENT_TERMS.version,
      acceptedAt: new Date(`${addDays(asOf, -30)}T09:00:00.000Z`),
    });
  }
  return { kycAnswers, consents, crmTasks };
}
