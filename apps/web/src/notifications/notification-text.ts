import type { Translate } from '../i18n/use-t';
import type { MessageKey } from '../i18n/catalogues';
import { formatDateTime, formatDay, formatMoney, formatPrice, formatVolume } from '../ui/format';
import type { Notification } from './notifications-queries';

/** A month (`yyyy-MM`) as the locale names it: "november 2026", "marraskuu 2026". */
export function formatMonth(month: string, locale: string): string {
  const at = Date.parse(`${month}-01T12:00:00Z`);
  if (Number.isNaN(at)) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/**
 * A notification's sentence in the reader's language: its kind and parameters are stored, never
 * the prose, so amounts, prices and months come out in the locale's own format.
 */
export function notificationText(n: Notification, t: Translate, locale: string): string {
  const p = n.params;
  const amount = p.amount ? formatMoney(p.amount, locale) : '';
  const name = p.instrument_name ?? '';
  switch (n.kind) {
    case 'ORDER_FILLED': {
      const side = p.side === 'SELL' ? 'SELL' : 'BUY';
      const key =
        `notifications.text.ORDER_FILLED.${side}${p.complete === false ? '.partial' : ''}` as MessageKey;
      return t(key, {
        name,
        volume: formatVolume(p.volume ?? 0, locale),
        price: p.price ? formatPrice(p.price.value, locale, p.price.currency) : '',
      });
    }
    case 'FUND_ORDER_EXECUTED':
      return t(
        p.side === 'SELL'
          ? 'notifications.text.FUND_ORDER_EXECUTED.SELL'
          : 'notifications.text.FUND_ORDER_EXECUTED.BUY',
        { name, amount },
      );
    case 'DIVIDEND_PAID':
      return t('notifications.text.DIVIDEND_PAID', { name, amount });
    case 'DEPOSIT_ARRIVED':
      return t('notifications.text.DEPOSIT_ARRIVED', { amount });
    case 'ACCOUNT_OPENED':
      return t('notifications.text.ACCOUNT_OPENED', { alias: p.alias ?? '', account: p.accno ?? '' });
    case 'WITHDRAWAL_SENT':
      return t('notifications.text.WITHDRAWAL_SENT', { amount });
    case 'SAVINGS_PLAN_RUN': {
      const status = SAVINGS_PLAN_STATUSES.has(p.status ?? '') ? p.status! : 'BOUGHT';
      return t(`notifications.text.SAVINGS_PLAN_RUN.${status}` as MessageKey, {
        month: formatMonth(p.month ?? '', locale),
        amount,
      });
    }
    case 'REQUIRED_ACTION_DUE':
      if (p.due_day && (p.action === 'ANSWER_KYC' || p.action === 'PROVIDE_LEI')) {
        const key = `notifications.text.REQUIRED_ACTION_DUE.${p.action}${p.overdue ? '.overdue' : ''}`;
        return t(key as MessageKey, { day: formatDay(p.due_day, locale) });
      }
      return p.due_day
        ? t('notifications.text.REQUIRED_ACTION_DUE', { day: formatDay(p.due_day, locale) })
        : t('notifications.text.REQUIRED_ACTION_DUE.undated');
    case 'INTRADAY_LIMIT_OVERDRAWN':
      return t('notifications.text.INTRADAY_LIMIT_OVERDRAWN', { account: p.accno ?? '', amount });
    case 'CRM_TASK_OPENED':
      return t('notifications.text.CRM_TASK_OPENED', { task: taskName(p.task_type, t) });
    case 'CRM_TASK_APPROVED':
      return t('notifications.text.CRM_TASK_APPROVED', { task: taskName(p.task_type, t) });
    case 'CRM_TASK_REJECTED':
      return t(
        REJECT_REASONS.has(p.reason ?? '')
          ? (`notifications.text.CRM_TASK_REJECTED.${p.reason}` as MessageKey)
          : 'notifications.text.CRM_TASK_REJECTED',
        { task: taskName(p.task_type, t) },
      );
  }
}

const REJECT_REASONS = new Set(['UNREADABLE', 'INCOMPLETE', 'WRONG_DOCUMENT', 'NOT_SUFFICIENT']);

/** A CRM task's name in a sentence ("documents on where your money comes from"). */
function taskName(type: string | undefined, t: Translate): string {
  return type === 'PROVIDE_ID_DOCUMENT'
    ? t('notifications.task.PROVIDE_ID_DOCUMENT')
    : t('notifications.task.PROVIDE_SOURCE_OF_FUNDS');
}

const SAVINGS_PLAN_STATUSES = new Set([
  'BOUGHT',
  'PARTLY_BOUGHT',
  'RETRY_PENDING',
  'SKIPPED_NO_CASH',
  'SKIPPED_BY_CUSTOMER',
  'FAILED',
]);

/** When it happened, in the customer's country's time zone. */
export function notificationTime(n: Notification, locale: string, timeZone: string): string {
  return formatDateTime(n.created_at, locale, timeZone);
}
