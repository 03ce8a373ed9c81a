import type { Money } from '../money';

/**
 * What a customer is told about (issue 16; spec 001 §7.5 "Notifications"). A notification is
 * stored as its kind and parameters, never as prose: the reader's language and locale render it
 * (the web app's messages), so a customer who switches language reads old notices in the new one,
 * and amounts and dates follow their locale.
 */
export const NOTIFICATION_KINDS = [
  /** A share order traded (each fill: a part of the order, or all of what was left). */
  'ORDER_FILLED',
  /** A fund order was executed at its NAV. */
  'FUND_ORDER_EXECUTED',
  /** A dividend was paid into an account. */
  'DIVIDEND_PAID',
  /** Money arrived: an instant bank payment or a transfer was credited. */
  'DEPOSIT_ARRIVED',
  /** A withdrawal left for the customer's bank. */
  'WITHDRAWAL_SENT',
  /** A monthly savings plan's run: bought, partly bought, waiting for cash or skipped. */
  'SAVINGS_PLAN_RUN',
  /** Something the customer must do (the required-actions area calls `notify` with it). */
  'REQUIRED_ACTION_DUE',
  /** An account was still below zero when its intraday limit's trading day closed (credits area). */
  'INTRADAY_LIMIT_OVERDRAWN',
  /** The broker asks the customer for something in a CRM task (documents, mostly). */
  'CRM_TASK_OPENED',
  /** A reviewer accepted what the customer sent in a CRM task. */
  'CRM_TASK_APPROVED',
  /** A reviewer did not accept it (with a reason code); a new task asks again. */
  'CRM_TASK_REJECTED',
  /**
   * A new customer's account was opened: at the end of sign-up, or when the desk approved an
   * onboarding case (the applicant had been waiting for that decision); leads to the deposit.
   */
  'ACCOUNT_OPENED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_STATUSES = ['UNREAD', 'READ', 'ALL'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** A page of the list holds at most this many; the default when the client names none. */
export const NOTIFICATIONS_MAX_LIMIT = 100;
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;

/**
 * A notification's parameters: the facts its text is made of, each optional because each kind uses
 * some of them. Amounts are money (`{ value, currency }`), never a formatted string.
 */
export interface NotificationParams {
  /** Where in the app it happened, a path such as `/orders/shares`. */
  link?: string;
  instrument_id?: number;
  instrument_name?: string;
  side?: 'BUY' | 'SELL';
  /** Shares traded in this fill. */
  volume?: number;
  /** Fund units bought or sold. */
  units?: number;
  price?: Money;
  amount?: Money;
  order_id?: number;
  accid?: number;
  accno?: string;
  /** ORDER_FILLED: the order has nothing left to trade. */
  complete?: boolean;
  /** SAVINGS_PLAN_RUN: the month ('yyyy-MM') and its outcome (domain SAVINGS_PLAN_RUN_STATUSES). */
  month?: string;
  status?: string;
  /** REQUIRED_ACTION_DUE: the action's title key and the day it is due by. */
  action?: string;
  due_day?: string;
  /** REQUIRED_ACTION_DUE: it turned overdue (rather than its notice window opening). */
  overdue?: boolean;
  /** INTRADAY_LIMIT_OVERDRAWN: the trading day whose limit ended with the account below zero. */
  day?: string;
  /** ACCOUNT_OPENED: the account's name as the customer gave it (or the product's). */
  alias?: string;
  /** CRM_TASK_*: the task's type (domain CRM_TASK_TYPES) and id. */
  task_type?: string;
  task_id?: number;
  /** CRM_TASK_REJECTED: why (domain DESK_REJECT_REASONS). */
  reason?: string;
}

/** Where each kind's notice leads when its parameters name no place of their own. */
export const NOTIFICATION_LINKS: Readonly<Record<NotificationKind, string>> = {
  ORDER_FILLED: '/orders/shares',
  FUND_ORDER_EXECUTED: '/orders/funds',
  DIVIDEND_PAID: '/dividends',
  DEPOSIT_ARRIVED: '/transactions',
  WITHDRAWAL_SENT: '/withdraw',
  SAVINGS_PLAN_RUN: '/savings-plans',
  REQUIRED_ACTION_DUE: '/overview',
  INTRADAY_LIMIT_OVERDRAWN: '/intraday-limit',
  CRM_TASK_OPENED: '/tasks',
  CRM_TASK_APPROVED: '/tasks',
  CRM_TASK_REJECTED: '/tasks',
  ACCOUNT_OPENED: '/deposit',
};

/** The path a notice links to: its own when it names one inside the app, else its kind's. */
export function notificationLink(kind: NotificationKind, params: Pick<NotificationParams, 'link'>): string {
  const own = params.link;
  // Only a path of this app: never another site or a protocol-relative `//host`.
  if (own && own.startsWith('/') && !own.startsWith('//')) return own;
  return NOTIFICATION_LINKS[kind];
}

/** The page a list call asks for, kept inside its bounds. */
export function notificationPage(limit: number | undefined, offset: number | undefined) {
  return {
    limit: Math.min(Math.max(1, Math.trunc(limit ?? NOTIFICATIONS_DEFAULT_LIMIT)), NOTIFICATIONS_MAX_LIMIT),
    offset: Math.max(0, Math.trunc(offset ?? 0)),
  };
}

/** A preference per kind: a kind the customer never set is on. */
export function notificationPreferences(
  stored: readonly { kind: string; enabled: boolean }[],
): { kind: NotificationKind; enabled: boolean }[] {
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    enabled: stored.find((s) => s.kind === kind)?.enabled ?? true,
  }));
}

export const NOTIFICATION_ERROR_CODES = ['NOTIFICATION_NOT_FOUND'] as const;
