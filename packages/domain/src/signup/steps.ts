import { ageOn } from '../calendar/dates';

/**
 * The sign-up wizard's steps (spec 001 §3 sign-up steps, §7.20) in the order a person meets them,
 * in four groups each closed by a milestone (a checkpoint shown as progress). EXISTING is not a form:
 * it is the check, at the start, that the identity does not already belong to a customer (who is
 * told to log in instead).
 */
export const SIGNUP_STEPS = [
  'EXISTING',
  'CONTACT_INFO',
  'CONTACT_DETAILS',
  'MILESTONE_ONE',
  'NAME_DETAILS',
  'BIRTH_DETAILS',
  'ADDRESS_DETAILS',
  'MILESTONE_TWO',
  'RESIDENCY',
  'CITIZENSHIP',
  'US_TAX',
  'TAX_INFO',
  'MILESTONE_THREE',
  'KYC',
  'MILESTONE_FOUR',
  'ACCOUNT_PICKER',
  'ACCOUNT_ALIAS',
  'MARKETING_CONSENT',
] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** The steps the person fills in (EXISTING is the server's check only). */
export const SIGNUP_FORM_STEPS = SIGNUP_STEPS.filter((s) => s !== 'EXISTING') as Exclude<
  SignupStep,
  'EXISTING'
>[];
export type SignupFormStep = (typeof SIGNUP_FORM_STEPS)[number];

/** The step whose submit completes the sign-up (creates the customer). */
export const SIGNUP_LAST_STEP: SignupFormStep = 'MARKETING_CONSENT';

export const SIGNUP_MILESTONES = [
  'MILESTONE_ONE',
  'MILESTONE_TWO',
  'MILESTONE_THREE',
  'MILESTONE_FOUR',
] as const;
export type SignupMilestone = (typeof SIGNUP_MILESTONES)[number];

/** The group (1–5) a step belongs to: groups 1–4 end at their milestone, group 5 is the accounts. */
export function signupGroupOf(step: SignupFormStep): number {
  let group = 1;
  for (const s of SIGNUP_FORM_STEPS) {
    if (s === step) return group;
    if ((SIGNUP_MILESTONES as readonly string[]).includes(s)) group += 1;
  }
  throw new Error(`unknown step ${step}`);
}

export function signupStepIndex(step: SignupFormStep): number {
  return SIGNUP_FORM_STEPS.indexOf(step);
}

/** The step after `step`, or null after the last. */
export function nextSignupStep(step: SignupFormStep): SignupFormStep | null {
  return SIGNUP_FORM_STEPS[signupStepIndex(step) + 1] ?? null;
}

/**
 * An application's status: OPEN (being filled in), MANUAL_REVIEW (high risk at KYC: the case stays
 * open with our support desk), MINOR (under 18 by the eID's birth date), REFUSED (a US person, whom
 * we cannot take under FATCA), DONE (a customer was made).
 */
export const SIGNUP_STATUSES = ['OPEN', 'MANUAL_REVIEW', 'MINOR', 'REFUSED', 'DONE'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/**
 * Spec 001 §7.6 customer routing statuses, as this server decides them (docs/decisions.md
 * "Sign-up (issue 16)"):
 * - LOGIN: the caller is a customer (or the identified person already is one): log in;
 * - ONBOARDING_UNIDENTIFIED: nobody identified yet: identify with an eID first;
 * - ONBOARDING_INTENT: identified, but has not yet said they want to become a customer;
 * - ONBOARDING: an open application at its first step;
 * - ONBOARDING_OPEN_CASE: an open application with steps done: resume where it was left;
 * - MANUAL_SUPPORT: refused here (a US person) or high risk at KYC (the case kept open): our
 *   support desk takes over;
 * - MINOR: under 18;
 * - ONBOARDING_NIGHTLY_DOWNTIME: inside the nightly window when sign-up is closed.
 */
export const ROUTING_STATUSES = [
  'LOGIN',
  'ONBOARDING',
  'ONBOARDING_INTENT',
  'ONBOARDING_OPEN_CASE',
  'MANUAL_SUPPORT',
  'MINOR',
  'ONBOARDING_NIGHTLY_DOWNTIME',
  'ONBOARDING_UNIDENTIFIED',
] as const;
export type RoutingStatus = (typeof ROUTING_STATUSES)[number];

/** A daily window in minutes after midnight UTC, from inclusive, to exclusive. */
export interface DailyWindowUtc {
  fromMinute: number;
  toMinute: number;
}

/**
 * The nightly window (UTC, server clock) when sign-up is closed by default: 01:00–01:30 UTC, i.e.
 * 02:00–02:30 in Stockholm in winter, when the nightly batch (settlement, statements) runs and new
 * customers must not be half-created beside it. The server's SIGNUP_DOWNTIME setting moves it or
 * turns it off.
 */
export const SIGNUP_DOWNTIME_UTC: DailyWindowUtc = { fromMinute: 60, toMinute: 90 };

/** Whether the instant falls in the window; no window (switched off) is never closed. */
export function inSignupDowntime(
  nowMs: number,
  window: DailyWindowUtc | null = SIGNUP_DOWNTIME_UTC,
): boolean {
  if (!window) return false;
  const d = new Date(nowMs);
  const minute = d.getUTCHours() * 60 + d.getUTCMinutes();
  return minute >= window.fromMinute && minute < window.toMinute;
}

/**
 * Reads a window written "HH:MM-HH:MM" (UTC, the end after the start on the same day), or "off";
 * undefined for anything else.
 */
export function parseDailyWindowUtc(text: string): DailyWindowUtc | null | undefined {
  if (text === 'off') return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/.exec(text);
  if (!m) return undefined;
  const fromMinute = Number(m[1]) * 60 + Number(m[2]);
  const toMinute = Number(m[3]) * 60 + Number(m[4]);
  if (toMinute <= fromMinute || toMinute > 24 * 60) return undefined;
  return { fromMinute, toMinute };
}

/** Sign-up is for adults: 18 on the day. */
export const SIGNUP_MIN_AGE = 18;

export function isMinorOn(birthDate: string, day: string): boolean {
  return ageOn(birthDate, day) < SIGNUP_MIN_AGE;
}
