import { addDays, addYears } from '../calendar/dates';
import type { CddRiskLevel } from '../kyc/risk';
import type { PersonType } from '../kyc/questionnaire';
import { LEI_RENEWAL_YEARS } from './lei';

/**
 * Required actions (spec 001 §7.18, §9): what a customer must do to keep their facts current. They
 * are not stored: each is derived from the customer's state (the latest KYC answers, the LEI given,
 * the terms accepted) on the day asked, so an action can never disagree with the facts it is about.
 */

export const REQUIRED_ACTION_TYPES = ['ANSWER_KYC', 'PROVIDE_LEI', 'ACCEPT_TERMS'] as const;
export type RequiredActionType = (typeof REQUIRED_ACTION_TYPES)[number];

/** Spec 001 §9. FAILED: done, but the outcome needs the bank (high-risk answers: manual review). */
export const REQUIRED_ACTION_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;
export type RequiredActionStatus = (typeof REQUIRED_ACTION_STATUSES)[number];

/** An action falls due (PENDING, shown and notified) this many days before its due day. */
export const REQUIRED_ACTION_NOTICE_DAYS = 30;

/** Where the customer does it (the web app's page). */
export const REQUIRED_ACTIONS_LINK = '/required-actions';

/**
 * The terms the customer must have accepted: a new version is published with the day it takes
 * effect, which is the consent action's due day.
 */
export const CURRENT_TERMS = { version: '2026-11', effectiveOn: '2026-12-01' } as const;

/** The latest KYC answers in force (kyc_answers' latest row). */
export interface KycStanding {
  riskLevel: CddRiskLevel | string;
  /** yyyy-MM-dd. */
  dueOn: string;
}

export interface RequiredActionFacts {
  personType: PersonType | string;
  kyc: KycStanding | null;
  /** The LEI in force (JUR): the day it was given. */
  lei: { givenOn: string } | null;
  /** The version of the terms last accepted, if any. */
  termsVersion: string | null;
}

export interface RequiredAction {
  type: RequiredActionType;
  status: RequiredActionStatus;
  /** yyyy-MM-dd, or null when there is no date (never answered, nothing given yet). */
  dueOn: string | null;
  /** Still not done after its due day. */
  overdue: boolean;
  /** While so, buying (shares, funds, requests, savings plans) is refused with KYC_ANSWER_INVALID. */
  blocksBuying: boolean;
  /** While so, exchange orders are refused on both sides (LEI_MISSING); funds stay open. */
  blocksExchangeTrading: boolean;
  link: string;
}

/**
 * Whether the KYC answers stop the customer from buying: overdue (the day after the due day), or
 * high risk (the answers wait for a person's review). No answers at all do not block: such a
 * customer is from before KYC answers were recorded here (sign-up writes the first row), and the
 * action asks them to answer.
 */
export function kycBlocksBuying(kyc: KycStanding | null | undefined, today: string): boolean {
  if (!kyc) return false;
  return kyc.riskLevel === 'HIGH' || today > kyc.dueOn;
}

/** A dated action: DONE until its notice window, PENDING in it, overdue after the due day. */
function dated(type: RequiredActionType, dueOn: string, today: string, blocks: boolean): RequiredAction {
  const pending = today >= addDays(dueOn, -REQUIRED_ACTION_NOTICE_DAYS);
  const overdue = today > dueOn;
  return {
    type,
    status: pending ? 'PENDING' : 'DONE',
    dueOn,
    overdue,
    blocksBuying: blocks && overdue,
    blocksExchangeTrading: false,
    link: REQUIRED_ACTIONS_LINK,
  };
}

export function kycAction(kyc: KycStanding | null, today: string): RequiredAction {
  if (!kyc) {
    return {
      type: 'ANSWER_KYC',
      status: 'PENDING',
      dueOn: null,
      overdue: false,
      blocksBuying: false,
      blocksExchangeTrading: false,
      link: REQUIRED_ACTIONS_LINK,
    };
  }
  if (kyc.riskLevel === 'HIGH') {
    return {
      type: 'ANSWER_KYC',
      status: 'FAILED',
      dueOn: kyc.dueOn,
      overdue: today > kyc.dueOn,
      blocksBuying: true,
      blocksExchangeTrading: false,
      link: REQUIRED_ACTIONS_LINK,
    };
  }
  return dated('ANSWER_KYC', kyc.dueOn, today, true);
}

/** The day an LEI given on `givenOn` must be given again (renewed yearly). */
export function leiDueDate(givenOn: string): string {
  return addYears(givenOn, LEI_RENEWAL_YEARS);
}

/** Every action that applies to the customer, in REQUIRED_ACTION_TYPES order, DONE ones included. */
export function requiredActions(facts: RequiredActionFacts, today: string): RequiredAction[] {
  const actions = [kycAction(facts.kyc, today)];
  if (facts.personType === 'JUR') {
    actions.push(
      facts.lei
        ? dated('PROVIDE_LEI', leiDueDate(facts.lei.givenOn), today, false)
        : {
            type: 'PROVIDE_LEI',
            status: 'PENDING',
            dueOn: null,
            overdue: false,
            // No LEI, no exchange trade on either side (MiFIR art. 26; domain trading LEI_MISSING);
            // funds are bought without one. A lapsed LEI is still the company's LEI: its renewal
            // is asked for but trading goes on.
            blocksBuying: false,
            blocksExchangeTrading: true,
            link: REQUIRED_ACTIONS_LINK,
          },
    );
  }
  const accepted = facts.termsVersion === CURRENT_TERMS.version;
  actions.push({
    type: 'ACCEPT_TERMS',
    status: accepted ? 'DONE' : 'PENDING',
    dueOn: accepted ? null : CURRENT_TERMS.effectiveOn,
    overdue: !accepted && today > CURRENT_TERMS.effectiveOn,
    blocksBuying: false,
    blocksExchangeTrading: false,
    link: REQUIRED_ACTIONS_LINK,
  });
  return actions;
}

/** Whether a dated action falls due today: its notice window opens, or it turned overdue. */
export function fallsDueOn(dueOn: string, today: string): boolean {
  return today === addDays(dueOn, -REQUIRED_ACTION_NOTICE_DAYS) || today === addDays(dueOn, 1);
}
