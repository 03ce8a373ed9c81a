import { Decimal } from '../money';
import { isOneLineName, isPastDay, PERCENT_SHARE } from '../named-people';

/**
 * A company account (spec 001 §3 account type CompanyBasicODD, person type JUR), opened online by a
 * customer who may sign for the company alone. The company register says who may sign; the person
 * opening names the company's beneficial owners (the natural persons who own or control more than
 * 25 %, EU AMLD art. 3(6)) and may give its LEI, without which the company cannot trade (MiFIR
 * art. 26: "no LEI, no trade"). The company becomes a customer of its own (person type JUR) with the
 * opener as its representative; they switch to it from their own login.
 */

/**
 * Legal forms of legal persons the online opening takes: a limited company or partnership, an
 * economic association. A sole trader's business is the person themself (their own accounts) and
 * a foundation or a housing society needs papers: both go to support.
 */
export const ONLINE_LEGAL_FORMS = [
  // Sweden: aktiebolag, handelsbolag, kommanditbolag, ekonomisk förening.
  'AB',
  'HB',
  'KB',
  'EK',
  // Norway: aksjeselskap, allmennaksjeselskap.
  'AS',
  'ASA',
  // Denmark: anpartsselskab, aktieselskab.
  'ApS',
  'A/S',
  // Finland: osakeyhtiö, julkinen osakeyhtiö.
  'Oy',
  'Oyj',
] as const;

/** The register's statuses; only an active company may open an account. */
export const REGISTER_STATUSES = ['ACTIVE', 'LIQUIDATION', 'DISSOLVED'] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

export const SIGNATORY_ROLES = ['CHAIR', 'BOARD_MEMBER', 'CEO', 'DEPUTY'] as const;
export type SignatoryRole = (typeof SIGNATORY_ROLES)[number];

/** Why the person may not open an account for the company online, if they may not. */
export const COMPANY_REFUSALS = [
  /** The register does not know the number. */
  'COMPANY_NOT_FOUND',
  /** The company is being wound up or is dissolved. */
  'COMPANY_NOT_ACTIVE',
  /** A legal form the online opening does not take (ONLINE_LEGAL_FORMS). */
  'COMPANY_FORM_NOT_SUPPORTED',
  /** The person may not sign for the company alone (joint signing goes through support). */
  'COMPANY_SIGNATORY_REQUIRED',
  /** The company is a customer already. */
  'COMPANY_ALREADY_CUSTOMER',
] as const;
export type CompanyRefusal = (typeof COMPANY_REFUSALS)[number];

export const COMPANY_ERROR_CODES = [
  ...COMPANY_REFUSALS,
  /** The registration number is not one of the country's (form or check digit). */
  'ORG_NUMBER_INVALID',
  /** A beneficial owner's name, birth date or share is not acceptable (fields say which). */
  'BENEFICIAL_OWNER_INVALID',
  /** The owners named hold more than 100 % together. */
  'BENEFICIAL_OWNERS_OVER_100',
  /** Owners were named and "no owner above 25 %" was said too, or neither. */
  'BENEFICIAL_OWNERS_UNCLEAR',
  /** A politically exposed beneficial owner: enhanced due diligence, done by support. */
  'BENEFICIAL_OWNER_PEP',
  /** The company register could not be reached; nothing was opened. */
  'COMPANY_REGISTER_UNAVAILABLE',
  /** No company with that customer number that the person represents. */
  'REPRESENTED_COMPANY_NOT_FOUND',
  /** The session is not a company's opened by its representative: there is no one to return to. */
  'NOT_ACTING_FOR_COMPANY',
] as const;
export type CompanyErrorCode = (typeof COMPANY_ERROR_CODES)[number];

/** What the register tells about a company (the simulated register's reply, company-register-sim/). */
export interface RegisteredCompany {
  orgNumber: string;
  name: string;
  legalForm: string;
  status: RegisterStatus;
  /** YYYY-MM-DD. */
  registeredOn: string;
  address: { street: string; postalCode: string; city: string };
  signatories: { nationalId: string; name: string; role: SignatoryRole; signsAlone: boolean }[];
}

/**
 * Whether the person (by national id) may open an account for the company online, or why not.
 * Being a customer already is the caller's to check (it needs the database).
 */
export function companyRefusal(company: RegisteredCompany, nationalId: string): CompanyRefusal | null {
  if (company.status !== 'ACTIVE') return 'COMPANY_NOT_ACTIVE';
  if (!(ONLINE_LEGAL_FORMS as readonly string[]).includes(company.legalForm))
    return 'COMPANY_FORM_NOT_SUPPORTED';
  const own = company.signatories.find((s) => s.nationalId === nationalId);
  if (!own?.signsAlone) return 'COMPANY_SIGNATORY_REQUIRED';
  return null;
}

export interface BeneficialOwner {
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** Percent of ownership or control, above 25 and at most 100, at most two decimals. */
  share: string;
  /** A politically exposed person, or their family member or close associate. */
  pep: boolean;
}

export interface BeneficialOwnerProblem {
  code: 'BENEFICIAL_OWNER_INVALID' | 'BENEFICIAL_OWNERS_OVER_100' | 'BENEFICIAL_OWNERS_UNCLEAR';
  field: string;
}

/** Above 25 % each and at most 100 % together: at most three people can own more than a quarter. */
export const BENEFICIAL_OWNERS_MAX = 3;
export const BENEFICIAL_OWNER_THRESHOLD = 25;
const NAME_MAX = 100;

/**
 * What is wrong with the beneficial owners as declared: either 1–3 people (a name, a real birth
 * date not in the future, a share above 25 and at most 100 with at most two decimals, together at
 * most 100) or none with `noneAbove25` said. A PEP among them is not a problem of the input: the
 * caller refuses the online opening for it (BENEFICIAL_OWNER_PEP).
 */
export function beneficialOwnerProblems(
  owners: readonly BeneficialOwner[],
  noneAbove25: boolean,
  today: string,
): BeneficialOwnerProblem[] {
  if (noneAbove25 === owners.length > 0 || owners.length > BENEFICIAL_OWNERS_MAX) {
    return [{ code: 'BENEFICIAL_OWNERS_UNCLEAR', field: 'beneficialOwners' }];
  }
  const problems: BeneficialOwnerProblem[] = [];
  let total = new Decimal(0);
  let sharesReadable = true;
  owners.forEach((o, i) => {
    if (!isOneLineName(o.name, 2, NAME_MAX)) {
      problems.push({ code: 'BENEFICIAL_OWNER_INVALID', field: `beneficialOwners.${i}.name` });
    }
    if (!isPastDay(o.birthDate, today)) {
      problems.push({ code: 'BENEFICIAL_OWNER_INVALID', field: `beneficialOwners.${i}.birthDate` });
    }
    const share = PERCENT_SHARE.test(o.share) ? new Decimal(o.share) : null;
    if (!share || share.lte(BENEFICIAL_OWNER_THRESHOLD) || share.gt(100)) {
      problems.push({ code: 'BENEFICIAL_OWNER_INVALID', field: `beneficialOwners.${i}.share` });
      sharesReadable = false;
    } else {
      total = total.plus(share);
    }
  });
  if (sharesReadable && total.gt(100)) {
    problems.push({ code: 'BENEFICIAL_OWNERS_OVER_100', field: 'beneficialOwners' });
  }
  return problems;
}

/** The owners as stored: names trimmed, shares written with two decimals. */
export function normalizeBeneficialOwners(owners: readonly BeneficialOwner[]): BeneficialOwner[] {
  return owners.map((o) => ({
    name: o.name.trim(),
    birthDate: o.birthDate,
    share: new Decimal(o.share).toFixed(2),
    pep: o.pep,
  }));
}
