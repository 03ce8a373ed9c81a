import { Decimal } from '../money';
import { isOneLineName, isPastDay, PERCENT_SHARE } from '../named-people';

/**
 * The beneficiary designation (förmånstagarförordnande) of a kapitalförsäkring (KF, endowment
 * insurance; spec 001 §7.5 "Scrive links", "Insurance documents"). The policyholder names who is
 * paid if the insured dies: the standard clause (spouse or registered partner, then children), or
 * named people with shares that add up to exactly 100 %. A designation takes effect when the
 * policyholder has signed it (an e-signature at the signing service); until then the one in force
 * stays, and with none signed the policy's terms apply the standard clause.
 */

export const BENEFICIARY_CLAUSES = ['STANDARD', 'NAMED'] as const;
export type BeneficiaryClause = (typeof BENEFICIARY_CLAUSES)[number];

/** A designation's life: waiting for the signature, then signed (in force until a newer one is). */
export const DESIGNATION_STATUSES = [
  'PENDING_SIGNATURE',
  'SIGNED',
  'SUPERSEDED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type DesignationStatus = (typeof DESIGNATION_STATUSES)[number];

/** Account types that are insurances with a beneficiary designation and insurance documents. */
export const INSURANCE_ACCOUNT_TYPES = ['KF'] as const;

export const BENEFICIARIES_MAX = 10;
export const BENEFICIARY_NAME_MAX = 100;
/** How long a signing link may be used (Scrive's default deadline is 90 days; a week is enough here). */
export const SIGNING_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export interface NamedBeneficiary {
  name: string;
  /** YYYY-MM-DD: with the name, how the insurer finds the person (no national id is asked for). */
  birthDate: string;
  /** Percent with at most two decimals, e.g. "33.34". */
  share: string;
}

export interface BeneficiaryProblem {
  code: 'BENEFICIARY_INVALID' | 'BENEFICIARY_SHARES_NOT_100';
  field: string;
}

export const INSURANCE_ERROR_CODES = [
  /** The account is not an insurance (KF) account: it has no beneficiaries or insurance documents. */
  'NOT_AN_INSURANCE_ACCOUNT',
  /** A named beneficiary's name, birth date or share is not acceptable (fields say which). */
  'BENEFICIARY_INVALID',
  /** The named beneficiaries' shares do not add up to exactly 100 %. */
  'BENEFICIARY_SHARES_NOT_100',
  /** No designation with that id of the customer's. */
  'DESIGNATION_NOT_FOUND',
  /** The designation is no longer waiting for a signature (signed, cancelled or expired). */
  'DESIGNATION_NOT_PENDING',
  /** No insurance document with that id on the account. */
  'INSURANCE_DOCUMENT_NOT_FOUND',
  /** The signing service could not be reached; nothing was started. */
  'SIGNING_SERVICE_UNAVAILABLE',
  /** A signing callback whose signature does not match, or was signed too long ago. */
  'SIGNING_CALLBACK_INVALID',
] as const;

/**
 * What is wrong with a designation as sent: for NAMED, 1–BENEFICIARIES_MAX people, each with a
 * name (1–100 characters, one line), a real birth date not in the future and a share above 0 and at
 * most 100 with at most two decimals; the shares together exactly 100. STANDARD takes no names.
 */
export function beneficiaryProblems(
  clause: BeneficiaryClause,
  named: readonly NamedBeneficiary[],
  today: string,
): BeneficiaryProblem[] {
  if (clause === 'STANDARD') {
    return named.length === 0 ? [] : [{ code: 'BENEFICIARY_INVALID', field: 'beneficiaries' }];
  }
  if (named.length === 0 || named.length > BENEFICIARIES_MAX) {
    return [{ code: 'BENEFICIARY_INVALID', field: 'beneficiaries' }];
  }
  const problems: BeneficiaryProblem[] = [];
  let total = new Decimal(0);
  let sharesReadable = true;
  named.forEach((b, i) => {
    if (!isOneLineName(b.name, 1, BENEFICIARY_NAME_MAX)) {
      problems.push({ code: 'BENEFICIARY_INVALID', field: `beneficiaries.${i}.name` });
    }
    if (!isPastDay(b.birthDate, today)) {
      problems.push({ code: 'BENEFICIARY_INVALID', field: `beneficiaries.${i}.birthDate` });
    }
    if (!PERCENT_SHARE.test(b.share) || new Decimal(b.share).lte(0) || new Decimal(b.share).gt(100)) {
      problems.push({ code: 'BENEFICIARY_INVALID', field: `beneficiaries.${i}.share` });
      sharesReadable = false;
    } else {
      total = total.plus(b.share);
    }
  });
  if (sharesReadable && !total.eq(100)) {
    problems.push({ code: 'BENEFICIARY_SHARES_NOT_100', field: 'beneficiaries' });
  }
  return problems;
}

/** The designation as stored: names trimmed, shares written with two decimals. */
export function normalizeBeneficiaries(named: readonly NamedBeneficiary[]): NamedBeneficiary[] {
  return named.map((b) => ({
    name: b.name.trim(),
    birthDate: b.birthDate,
    share: new Decimal(b.share).toFixed(2),
  }));
}
