import { addDays, cddRisk, kycDueDate, type CddAnswerSheet } from '@broker/domain';
import type { DemoCustomerDef } from './customers';
import type { ConsentRow, KycAnswerRow } from './rows';
import { CURRENT_TERMS } from '@broker/domain';

/**
 * Every demo customer's KYC answers (kyc_answers, source SEED) and consent to the current terms,
 * so that the required actions show what is in force. The answers are a salaried saver's (LOW
 * risk), given `kycAnsweredDaysBefore` days before the seed day (60 unless said): in force for
 * about three years. demo-kyc answered more than three years before, so theirs are overdue.
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

export const DEFAULT_KYC_ANSWERED_DAYS_BEFORE = 60;

export function demoKycRows(
  customers: readonly DemoCustomerDef[],
  asOf: string,
): { kycAnswers: KycAnswerRow[]; consents: ConsentRow[] } {
  const kycAnswers: KycAnswerRow[] = [];
  const consents: ConsentRow[] = [];
  for (const c of customers) {
    const answeredOn = addDays(asOf, -(c.kycAnsweredDaysBefore ?? DEFAULT_KYC_ANSWERED_DAYS_BEFORE));
    const risk = cddRisk(c.country, DEMO_KYC_SHEET);
    kycAnswers.push({
      id: c.id,
      customerId: c.id,
      answers: DEMO_KYC_SHEET,
      riskLevel: risk.level,
      riskScore: risk.score,
      riskReasons: risk.reasons,
      answeredAt: new Date(`${answeredOn}T09:00:00.000Z`),
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
  return { kycAnswers, consents };
}
