import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { Lang } from '@broker/domain';
import { CATALOGUES } from '../i18n/catalogues';
import type { Translate } from '../i18n/use-t';
import { formatMonth, notificationText } from './notification-text';
import type { Notification } from './notifications-queries';

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', nb: 'nb-NO', da: 'da-DK', fi: 'fi-FI', en: 'en' };
const tIn = (lang: Lang): Translate => {
  const intl = createIntl({ locale: LOCALES[lang], messages: CATALOGUES[lang] });
  return (id, values) => String(intl.formatMessage({ id }, values));
};
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const note = (kind: Notification['kind'], params: Notification['params']): Notification => ({
  id: 1,
  kind,
  params,
  link: '/',
  created_at: 0,
  read_at: null,
});

describe('notification texts', () => {
  it('are rendered from kind and parameters in the reader’s language and money format', () => {
    const deposit = note('DEPOSIT_ARRIVED', { amount: { value: 1500.5, currency: 'SEK' } });
    expect(plain(notificationText(deposit, tIn('sv'), 'sv-SE'))).toBe(
      '1 500,50 kr har kommit in på ditt konto',
    );
    expect(plain(notificationText(deposit, tIn('en'), 'en'))).toBe(
      'SEK 1,500.50 has arrived in your account',
    );
    const opened = note('ACCOUNT_OPENED', { accno: '9552-1004301', alias: 'ISK' });
    expect(notificationText(opened, tIn('fi'), 'fi-FI')).toBe(
      'Tilisi ISK (9552-1004301) on avattu. Talleta rahaa, niin voit aloittaa sijoittamisen.',
    );
    const fill = note('ORDER_FILLED', {
      instrument_name: 'Norrvik Industrier B',
      side: 'SELL',
      volume: 1200,
      price: { value: 245.6, currency: 'SEK' },
      complete: false,
    });
    expect(plain(notificationText(fill, tIn('sv'), 'sv-SE'))).toBe(
      'En del av din säljorder i Norrvik Industrier B har gått igenom: 1 200 st à 245,60 kr',
    );
    const dividend = note('DIVIDEND_PAID', {
      instrument_name: 'Nokka',
      amount: { value: 12.3, currency: 'EUR' },
    });
    expect(plain(notificationText(dividend, tIn('fi'), 'fi-FI'))).toBe('Osinko 12,30 € (Nokka) on maksettu');
  });

  it('names the month and the savings plan’s outcome, and falls back for an unknown one', () => {
    expect(formatMonth('2026-11', 'nb-NO')).toBe('november 2026');
    const run = note('SAVINGS_PLAN_RUN', { month: '2026-11', status: 'SKIPPED_NO_CASH' });
    expect(notificationText(run, tIn('da'), 'da-DK')).toBe(
      'Din månedlige opsparing for november 2026 blev sprunget over, fordi der ikke var penge nok',
    );
    const odd = note('SAVINGS_PLAN_RUN', {
      month: '2026-11',
      status: 'SOMETHING_NEW',
      amount: { value: 500, currency: 'NOK' },
    });
    expect(plain(notificationText(odd, tIn('nb'), 'nb-NO'))).toContain('november 2026 er kjøpt');
  });

  it('tells a required action with or without its day', () => {
    expect(notificationText(note('REQUIRED_ACTION_DUE', { due_day: '2026-12-31' }), tIn('en'), 'en')).toBe(
      'Something needs your attention by Dec 31, 2026',
    );
    expect(notificationText(note('REQUIRED_ACTION_DUE', {}), tIn('en'), 'en')).toBe(
      'Something needs your attention',
    );
  });

  it('names the KYC refresh and the LEI, and says when buying is blocked', () => {
    const kyc = { action: 'ANSWER_KYC', due_day: '2026-12-31' };
    expect(plain(notificationText(note('REQUIRED_ACTION_DUE', kyc), tIn('sv'), 'sv-SE'))).toBe(
      'Uppdatera din kundinformation senast 31 dec. 2026.',
    );
    expect(notificationText(note('REQUIRED_ACTION_DUE', { ...kyc, overdue: true }), tIn('en'), 'en')).toBe(
      'Your customer information is out of date: buying is blocked until you update it.',
    );
    expect(
      notificationText(
        note('REQUIRED_ACTION_DUE', { action: 'PROVIDE_LEI', due_day: '2027-01-15' }),
        tIn('fi'),
        'fi-FI',
      ),
    ).toContain('LEI-tunnus');
  });
  it('tells of a CRM task opened, approved or rejected with its reason, falling back for an unknown one', () => {
    const opened = note('CRM_TASK_OPENED', { task_type: 'PROVIDE_SOURCE_OF_FUNDS', task_id: 3 });
    expect(notificationText(opened, tIn('sv'), 'sv-SE')).toBe(
      'Vi behöver något från dig: dokument om var dina pengar kommer ifrån.',
    );
    const approved = note('CRM_TASK_APPROVED', { task_type: 'PROVIDE_ID_DOCUMENT', task_id: 3 });
    expect(notificationText(approved, tIn('en'), 'en')).toBe(
      'We have reviewed and accepted what you sent: a copy of your ID document.',
    );
    const rejected = note('CRM_TASK_REJECTED', {
      task_type: 'PROVIDE_SOURCE_OF_FUNDS',
      reason: 'UNREADABLE',
    });
    expect(notificationText(rejected, tIn('nb'), 'nb-NO')).toBe(
      'Vi kunne ikke lese det du sendte (dokumenter på hvor pengene dine kommer fra). Send tydeligere kopier.',
    );
    const odd = note('CRM_TASK_REJECTED', { task_type: 'PROVIDE_SOURCE_OF_FUNDS', reason: 'SOMETHING_NEW' });
    expect(notificationText(odd, tIn('fi'), 'fi-FI')).toBe(
      'Emme voineet hyväksyä lähettämääsi aineistoa (asiakirjat varojesi alkuperästä). Lähetä se uudelleen.',
    );
  });
});
