import type { notificationsEn } from './en';

export const notificationsNb: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'Varsler',
  'notifications.bell': 'Varsler, {count, plural, one {# ulest} other {# uleste}}',
  'notifications.panel.close': 'Lukk varsler',
  'notifications.latest': 'Siste',
  'notifications.markAllRead': 'Merk alle som lest',
  'notifications.markRead': 'Merk som lest',
  'notifications.markRead.label': 'Merk som lest: {text}',
  'notifications.allRead': 'Alle varsler er merket som lest.',
  'notifications.markedRead': 'Merket som lest.',
  'notifications.all': 'Alle varsler',
  'notifications.none': 'Du har ingen varsler.',
  'notifications.noneUnread': 'Du har ingen uleste varsler.',
  'notifications.noneRead': 'Du har ingen leste varsler.',
  'notifications.loading': 'Henter varslene dine…',
  'notifications.error': 'Vi kunne ikke hente varslene dine.',
  'notifications.actionError': 'Det gikk ikke. Prøv igjen.',
  'notifications.unread': 'Ulest',
  'notifications.filter': 'Vis',
  'notifications.filter.ALL': 'Alle',
  'notifications.filter.UNREAD': 'Uleste',
  'notifications.filter.READ': 'Leste',
  'notifications.preferences': 'Hva vil du få varsler om?',
  'notifications.preferences.intro':
    'Velg hvilke hendelser du vil høre om. En hendelse som er slått av, gir ikke noe varsel, heller ikke senere.',
  'notifications.marketing': 'Markedsføring fra oss',
  'notifications.marketing.intro':
    'Nyheter, tilbud og invitasjoner til arrangementer. Du kan endre dette når som helst.',
  'notifications.marketing.email': 'Nyheter og tilbud på e-post',
  'notifications.marketing.sms': 'Nyheter og tilbud på SMS',
  'notifications.marketing.saved': 'Valget ditt er lagret.',
  'notifications.preferences.saved': 'Valget ditt er lagret.',
  'notifications.preferences.error': 'Vi kunne ikke lagre valget ditt. Prøv igjen.',
  'notifications.kind.ORDER_FILLED': 'Aksjeordrer som er gjennomført',
  'notifications.kind.FUND_ORDER_EXECUTED': 'Fondsordrer som er gjennomført',
  'notifications.kind.DIVIDEND_PAID': 'Utbetalt utbytte',
  'notifications.kind.DEPOSIT_ARRIVED': 'Innskudd som har kommet inn',
  'notifications.kind.ACCOUNT_OPENED': 'Nye kontoer som er åpnet',
  'notifications.kind.WITHDRAWAL_SENT': 'Uttak som er sendt',
  'notifications.kind.SAVINGS_PLAN_RUN': 'Månedlig sparing',
  'notifications.kind.REQUIRED_ACTION_DUE': 'Ting du må gjøre',
  'notifications.text.ORDER_FILLED.BUY': 'Kjøpsordren din i {name} er gjennomført: {volume} aksjer à {price}',
  'notifications.text.ORDER_FILLED.SELL':
    'Salgsordren din i {name} er gjennomført: {volume} aksjer à {price}',
  'notifications.text.ORDER_FILLED.BUY.partial':
    'En del av kjøpsordren din i {name} er gjennomført: {volume} aksjer à {price}',
  'notifications.text.ORDER_FILLED.SELL.partial':
    'En del av salgsordren din i {name} er gjennomført: {volume} aksjer à {price}',
  'notifications.text.FUND_ORDER_EXECUTED.BUY': 'Kjøpet ditt av {name} for {amount} er gjennomført',
  'notifications.text.FUND_ORDER_EXECUTED.SELL':
    'Salget ditt av {name} er gjennomført: {amount} til kontoen din',
  'notifications.text.DIVIDEND_PAID': 'Utbytte på {amount} fra {name} er utbetalt',
  'notifications.text.DEPOSIT_ARRIVED': '{amount} har kommet inn på kontoen din',
  'notifications.text.ACCOUNT_OPENED':
    'Kontoen din {alias} ({account}) er åpnet. Sett inn penger for å begynne å investere.',
  'notifications.text.WITHDRAWAL_SENT': '{amount} er sendt til bankkontoen din',
  'notifications.text.SAVINGS_PLAN_RUN.BOUGHT': 'Den månedlige sparingen din for {month} er kjøpt ({amount})',
  'notifications.text.SAVINGS_PLAN_RUN.PARTLY_BOUGHT':
    'Den månedlige sparingen din for {month} ble bare delvis kjøpt',
  'notifications.text.SAVINGS_PLAN_RUN.RETRY_PENDING':
    'Den månedlige sparingen din for {month} venter på penger: {amount} trengs innen neste bankdag',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_NO_CASH':
    'Den månedlige sparingen din for {month} ble hoppet over fordi det ikke var nok penger',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_BY_CUSTOMER':
    'Den månedlige sparingen din for {month} ble hoppet over, slik du valgte',
  'notifications.text.SAVINGS_PLAN_RUN.FAILED': 'Den månedlige sparingen din for {month} kunne ikke kjøpes',
  'notifications.text.REQUIRED_ACTION_DUE': 'Noe trenger oppmerksomheten din innen {day}',
  'notifications.text.REQUIRED_ACTION_DUE.undated': 'Noe trenger oppmerksomheten din',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC': 'Oppdater kundeinformasjonen din innen {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC.overdue':
    'Kundeinformasjonen din er utdatert: kjøp er sperret til du har oppdatert den.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI': 'Forny selskapets LEI-kode innen {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI.overdue': 'Selskapets LEI-kode har utløpt: forny den.',
};
