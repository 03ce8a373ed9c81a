import type { notificationsEn } from './en';

export const notificationsSv: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'Notiser',
  'notifications.bell': 'Notiser, {count, plural, one {# oläst} other {# olästa}}',
  'notifications.panel.close': 'Stäng notiser',
  'notifications.latest': 'Senaste',
  'notifications.markAllRead': 'Markera alla som lästa',
  'notifications.markRead': 'Markera som läst',
  'notifications.markRead.label': 'Markera som läst: {text}',
  'notifications.allRead': 'Alla notiser är markerade som lästa.',
  'notifications.markedRead': 'Markerad som läst.',
  'notifications.all': 'Alla notiser',
  'notifications.none': 'Du har inga notiser.',
  'notifications.noneUnread': 'Du har inga olästa notiser.',
  'notifications.noneRead': 'Du har inga lästa notiser.',
  'notifications.loading': 'Hämtar dina notiser…',
  'notifications.error': 'Det gick inte att hämta dina notiser.',
  'notifications.actionError': 'Det gick inte. Försök igen.',
  'notifications.unread': 'Oläst',
  'notifications.filter': 'Visa',
  'notifications.filter.ALL': 'Alla',
  'notifications.filter.UNREAD': 'Olästa',
  'notifications.filter.READ': 'Lästa',
  'notifications.preferences': 'Vad vill du få notiser om?',
  'notifications.preferences.intro':
    'Välj vilka händelser du vill få veta om. En avstängd händelse ger ingen notis alls, inte heller senare.',
  'notifications.marketing': 'Marknadsföring från oss',
  'notifications.marketing.intro':
    'Nyheter, erbjudanden och inbjudningar till evenemang. Du kan ändra detta när som helst.',
  'notifications.marketing.email': 'Nyheter och erbjudanden via e-post',
  'notifications.marketing.sms': 'Nyheter och erbjudanden via sms',
  'notifications.marketing.saved': 'Ditt val är sparat.',
  'notifications.preferences.saved': 'Ditt val är sparat.',
  'notifications.preferences.error': 'Det gick inte att spara ditt val. Försök igen.',
  'notifications.kind.ORDER_FILLED': 'Aktieordrar som gått igenom',
  'notifications.kind.FUND_ORDER_EXECUTED': 'Fondordrar som genomförts',
  'notifications.kind.DIVIDEND_PAID': 'Utbetald utdelning',
  'notifications.kind.DEPOSIT_ARRIVED': 'Insättningar som kommit in',
  'notifications.kind.ACCOUNT_OPENED': 'Nya konton som öppnats',
  'notifications.kind.WITHDRAWAL_SENT': 'Uttag som skickats',
  'notifications.kind.SAVINGS_PLAN_RUN': 'Månadssparande',
  'notifications.kind.REQUIRED_ACTION_DUE': 'Saker du behöver göra',
  'notifications.text.ORDER_FILLED.BUY': 'Din köporder i {name} har gått igenom: {volume} st à {price}',
  'notifications.text.ORDER_FILLED.SELL': 'Din säljorder i {name} har gått igenom: {volume} st à {price}',
  'notifications.text.ORDER_FILLED.BUY.partial':
    'En del av din köporder i {name} har gått igenom: {volume} st à {price}',
  'notifications.text.ORDER_FILLED.SELL.partial':
    'En del av din säljorder i {name} har gått igenom: {volume} st à {price}',
  'notifications.text.FUND_ORDER_EXECUTED.BUY': 'Ditt köp av {name} för {amount} är genomfört',
  'notifications.text.FUND_ORDER_EXECUTED.SELL':
    'Din försäljning av {name} är genomförd: {amount} till ditt konto',
  'notifications.text.DIVIDEND_PAID': 'Utdelning på {amount} från {name} har betalats ut',
  'notifications.text.DEPOSIT_ARRIVED': '{amount} har kommit in på ditt konto',
  'notifications.text.ACCOUNT_OPENED':
    'Ditt konto {alias} ({account}) är öppnat. Sätt in pengar för att börja investera.',
  'notifications.text.WITHDRAWAL_SENT': '{amount} har skickats till ditt bankkonto',
  'notifications.text.SAVINGS_PLAN_RUN.BOUGHT': 'Ditt månadssparande för {month} är köpt ({amount})',
  'notifications.text.SAVINGS_PLAN_RUN.PARTLY_BOUGHT': 'Ditt månadssparande för {month} köptes bara delvis',
  'notifications.text.SAVINGS_PLAN_RUN.RETRY_PENDING':
    'Ditt månadssparande för {month} väntar på pengar: {amount} behövs till nästa bankdag',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_NO_CASH':
    'Ditt månadssparande för {month} hoppades över eftersom pengarna inte räckte',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_BY_CUSTOMER':
    'Ditt månadssparande för {month} hoppades över, som du valt',
  'notifications.text.SAVINGS_PLAN_RUN.FAILED': 'Ditt månadssparande för {month} kunde inte köpas',
  'notifications.text.REQUIRED_ACTION_DUE': 'Något behöver din uppmärksamhet senast {day}',
  'notifications.text.REQUIRED_ACTION_DUE.undated': 'Något behöver din uppmärksamhet',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC': 'Uppdatera din kundinformation senast {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC.overdue':
    'Din kundinformation är inaktuell: köp är spärrade tills du har uppdaterat den.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI': 'Förnya ditt företags LEI-kod senast {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI.overdue':
    'Ditt företags LEI-kod har gått ut: förnya den.',
};
