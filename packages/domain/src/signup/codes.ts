/**
 * The codes a sign-up call answers with (added to API_ERROR_CODES). A bad step input is one 400
 * SIGNUP_INPUT_INVALID whose fields name each problem (SIGNUP_FIELD_CODES) and its field.
 */
export const SIGNUP_ERROR_CODES = [
  /** A step's input broke a rule; `fields` says which and why. */
  'SIGNUP_INPUT_INVALID',
  /** A step after the one the application has reached (steps are taken in order). */
  'SIGNUP_STEP_NOT_REACHED',
  /** The application is no longer open (manual review, minor, refused, done) or was never started. */
  'SIGNUP_NOT_OPEN',
  /** Inside the nightly window when sign-up is closed (503). */
  'SIGNUP_NIGHTLY_DOWNTIME',
  /** The identified person is already a customer: they log in instead. */
  'SIGNUP_EXISTING_CUSTOMER',
] as const;

/** Why a field of a step was refused (the `fields[].code` of SIGNUP_INPUT_INVALID). */
export const SIGNUP_FIELD_CODES = [
  'EMAIL_INVALID',
  'MOBILE_INVALID',
  'GIVEN_NAME_NOT_IN_EID',
  'COUNTRY_INVALID',
  'TOWN_REQUIRED',
  'STREET_REQUIRED',
  'POSTAL_CODE_INVALID',
  'NOT_RESIDENT_IN_SITE_COUNTRY',
  'CITIZENSHIP_REQUIRED',
  'CITIZENSHIP_DUPLICATE',
  'US_CITIZEN_IS_US_PERSON',
  'HOME_TAX_RESIDENCE_REQUIRED',
  'TAX_RESIDENCE_DUPLICATE',
  'US_TAX_RESIDENT_IS_US_PERSON',
  'TIN_REQUIRED',
  'TIN_INVALID',
  'TIN_NOT_NATIONAL_ID',
  'UNKNOWN_CDD_PAGE',
  'ANSWER_MISSING',
  'UNKNOWN_QUESTION',
  'UNKNOWN_OPTION',
  'ONE_OPTION_ONLY',
  'DUPLICATE_ANSWER',
  'CDD_PAGES_MISSING',
  'ACCOUNT_TYPE_REQUIRED',
  'ACCOUNT_TYPE_DUPLICATE',
  'ACCOUNT_TYPE_NOT_FOR_PERSON',
  'ACCOUNT_TYPE_NOT_CHOSEN',
  'ALIAS_LENGTH',
] as const;
export type SignupFieldCode = (typeof SIGNUP_FIELD_CODES)[number];

export interface SignupProblem {
  code: SignupFieldCode;
  field: string;
}
