import { isPastDay } from '../named-people';

/**
 * A customer who has died becomes an estate (person type EST, dödsbo / dødsbo / kuolinpesä): the
 * same customer, accounts and history, now run by a representative the desk names from the estate's
 * papers (a power of attorney of the heirs, an executor). Until the estate is wound up its holdings
 * may be sold or moved, never added to: every buy is refused as ACCOUNT_IS_BLOCKED_FOR_BUYING (spec
 * 000 §8), savings plans stop, and nobody logs in as the deceased.
 */
export const ESTATE_PERSON_TYPE = 'EST';

export function isEstate(customer: { personType?: string | undefined }): boolean {
  return customer.personType === ESTATE_PERSON_TYPE;
}

/** The codes of the desk's estate calls. */
export const ESTATE_ERROR_CODES = [
  /** The day of death is not a real day, is in the future, or is before the birth day. */
  'DEATH_DATE_INVALID',
  /** Only a natural person (NAT) can die; a company is wound up, and an estate is one already. */
  'NOT_A_PERSON',
  /** The representative is not a customer who may act: an estate, a company, or the estate itself. */
  'REPRESENTATIVE_INVALID',
  /** The person already represents this estate. */
  'REPRESENTATIVE_ALREADY',
  /** Ending a mandate the person does not hold (never named, or ended already). */
  'REPRESENTATIVE_NOT_FOUND',
  /** The customer is no estate: representatives are named for estates only. */
  'NOT_AN_ESTATE',
  /** A login as a customer who has died (any way of logging in). */
  'LOGIN_OF_ESTATE',
  /** The desk asked for a customer number nobody has. */
  'CUSTOMER_NOT_FOUND',
] as const;
export type EstateErrorCode = (typeof ESTATE_ERROR_CODES)[number];

/** Whether a day of death can be registered: a real day, not after today, not before birth. */
export function isDeathDateValid(diedOn: string, birthDate: string, today: string): boolean {
  return isPastDay(diedOn, today) && diedOn >= birthDate;
}

/**
 * Who may represent an estate: a living natural person other than the deceased. Answers the
 * refusal's code, or undefined.
 */
export function representativeProblem(
  estateCustomerId: number,
  candidate: { id: number; personType: string },
): EstateErrorCode | undefined {
  if (candidate.id === estateCustomerId || candidate.personType !== 'NAT') return 'REPRESENTATIVE_INVALID';
  return undefined;
}
