import type { CountryCode } from '../countries';
import { BAND_IDS, type PersonType } from './questionnaire';
import type { CddAnswerSheet } from './answers';

/** Spec 001 §4 (risk label LOW, MEDIUM, HIGH) used for a customer's money-laundering risk too. */
export const CDD_RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type CddRiskLevel = (typeof CDD_RISK_LEVELS)[number];

/** What raised the risk; shown to the compliance desk, not to the customer. */
export type CddRiskReason =
  | 'PEP'
  | 'OTHERS_MONEY'
  | 'GAMBLING_ORIGIN'
  | 'BUSINESS_ORIGIN'
  | 'LARGE_DEPOSITS'
  | 'VERY_LARGE_DEPOSITS'
  | 'FREQUENT_DEPOSITS'
  | 'DEPOSITS_ABOVE_INCOME'
  | 'SELF_EMPLOYED';

export interface CddRisk {
  level: CddRiskLevel;
  score: number;
  reasons: CddRiskReason[];
  /**
   * High risk needs enhanced due diligence by a person (sign-up routes to MANUAL_SUPPORT): a
   * politically exposed person or someone investing others' money always does, whatever the score.
   */
  needsManualReview: boolean;
  /** Expected deposits reach the country's private banking prospect threshold (spec 001 §5). */
  privateBankingProspect: boolean;
}

/**
 * Spec 001 §5: the private banking prospect threshold is 1,500,000 in Sweden and unlimited (never
 * reached) in Norway, Finland, Denmark and Germany. Germany is not a market here.
 */
export const PRIVATE_BANKING_PROSPECT_THRESHOLD: Readonly<Record<CountryCode, number | null>> = {
  SE: 1_500_000,
  NO: null,
  FI: null,
  DK: null,
};

const rank = (optionId: string | undefined) =>
  BAND_IDS.indexOf((optionId ?? 'BAND_1') as (typeof BAND_IDS)[number]);

/**
 * A risk-based approach in points (our weights, after the national supervisors' guidance on risk
 * factors: origin of funds, volumes relative to income, frequency, occupation): 0–1 LOW, 2–3 MEDIUM,
 * 4 or more HIGH. PEP status and investing others' money make the risk HIGH on their own.
 */
export function cddRisk(
  country: CountryCode,
  sheet: CddAnswerSheet,
  personType: PersonType = 'NAT',
): CddRisk {
  const reasons: CddRiskReason[] = [];
  let score = 0;
  const add = (reason: CddRiskReason, points: number) => {
    reasons.push(reason);
    score += points;
  };
  const pep = sheet.pep[0] !== 'NO';
  const othersMoney = sheet.ownMoney[0] === 'OTHERS';
  if (pep) reasons.push('PEP');
  if (othersMoney) reasons.push('OTHERS_MONEY');
  if (sheet.origin.includes('GAMBLING')) add('GAMBLING_ORIGIN', 2);
  // A company's profits are its ordinary money; a person's business money is a risk factor.
  if (personType !== 'JUR' && sheet.origin.includes('BUSINESS')) add('BUSINESS_ORIGIN', 1);
  const deposits = rank(sheet.yearlyDeposits[0]);
  if (deposits === 3) add('VERY_LARGE_DEPOSITS', 2);
  else if (deposits === 2) add('LARGE_DEPOSITS', 1);
  if (sheet.depositFrequency[0] === 'DAILY') add('FREQUENT_DEPOSITS', 1);
  // Deposits two bands above income are out of line with it (the bands of the two questions are of
  // a similar scale: a year's deposits against a year's income).
  if (deposits - rank(sheet.income[0]) >= 2) add('DEPOSITS_ABOVE_INCOME', 2);
  if (sheet.occupation[0] === 'SELF_EMPLOYED') add('SELF_EMPLOYED', 1);
  const needsManualReview = pep || othersMoney || score >= 4;
  const level: CddRiskLevel = needsManualReview ? 'HIGH' : score >= 2 ? 'MEDIUM' : 'LOW';
  return {
    level,
    score,
    reasons,
    needsManualReview,
    privateBankingProspect: PRIVATE_BANKING_PROSPECT_THRESHOLD[country] !== null && deposits === 3,
  };
}

/**
 * How long answers stay valid before the customer must answer again (periodic KYC refresh by
 * risk; our intervals, in line with common practice of 1, 2 and 3 years).
 */
export const KYC_REFRESH_MONTHS: Readonly<Record<CddRiskLevel, number>> = { LOW: 36, MEDIUM: 24, HIGH: 12 };

/** The day (yyyy-MM-dd) answers given on `answeredOn` must be renewed by. */
export function kycDueDate(answeredOn: string, level: CddRiskLevel): string {
  const [y, m, d] = answeredOn.split('-').map(Number) as [number, number, number];
  const months = m - 1 + KYC_REFRESH_MONTHS[level];
  const year = y + Math.floor(months / 12);
  const month = (months % 12) + 1;
  // The same day of the month, or the month's last day where it has fewer (29 Feb → 28 Feb).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
