import type { creditsEn } from './en';

export const creditsSv: Record<keyof typeof creditsEn, string> = {
  'credits.intraday.title': 'Intradagslimit',
  'credits.intraday.intro':
    'Intradagslimiten höjer köpkraften för aktieköp under en handelsdag, utan avgift och ränta. Den baseras på kontots eget kapital, högst {max}.',
  'credits.intraday.payBack':
    'Det du köper med limiten måste betalas innan börsen stänger: sälj aktier eller sätt in pengar. Ett konto som fortfarande är under noll efter stängning är övertrasserat.',
  'credits.intraday.day': 'Handelsdag {day}, till {time}',
  'credits.intraday.loadFailed': 'Intradagslimiten kunde inte hämtas.',
  'credits.intraday.none': 'Du har inga konton här.',
  'credits.intraday.limit': 'Beviljad limit',
  'credits.intraday.used': 'Utnyttjat',
  'credits.intraday.tradingPower': 'Köpkraft för aktier',
  'credits.intraday.active': 'Aktiv i dag',
  'credits.intraday.inactive': 'Inte aktiv',
  'credits.intraday.notEligible': 'Inte tillgänglig',
  'credits.intraday.risk':
    'Jag förstår att jag köper på kredit, att den ska betalas tillbaka innan börsen stänger och att förluster är mina.',
  'credits.intraday.activate': 'Aktivera limiten',
  'credits.intraday.activating': 'Aktiverar…',
  'credits.intraday.deactivate': 'Avaktivera',
  'credits.intraday.activated': 'Intradagslimiten är aktiv på {account}.',
  'credits.intraday.deactivated': 'Intradagslimiten på {account} har avaktiverats.',
  'credits.intraday.riskRequired': 'Bekräfta risken först.',
  'credits.intraday.error': 'Det gick inte. Försök igen.',
  'credits.intraday.reason.ACCOUNT_TYPE': 'Den här kontotypen kan inte ha limiten.',
  'credits.intraday.reason.ACCOUNT_CURRENCY': 'Bara för konton i ditt lands valuta.',
  'credits.intraday.reason.ACCOUNT_BLOCKED': 'Kontot är spärrat.',
  'credits.intraday.reason.MINOR': 'Bara för kunder som fyllt 18 år.',
  'credits.intraday.reason.BUYING_BLOCKED': 'Köp är spärrade tills du har uppdaterat din kundinformation.',
  'credits.intraday.reason.NEGATIVE_CASH': 'Kontots saldo är under noll: täck det först.',
  'credits.intraday.reason.NO_OWN_CAPITAL': 'Kontot har inget kapital att basera en limit på.',
  'credits.intraday.error.INTRADAY_LIMIT_IN_USE':
    'Limiten används: sälj, makulera köpordrar eller sätt in pengar innan du avaktiverar.',
  'credits.intraday.error.INTRADAY_LIMIT_NOT_ELIGIBLE': 'Kontot kan inte ha limiten just nu.',
  'notifications.kind.INTRADAY_LIMIT_OVERDRAWN': 'Intradagslimit inte återbetald',
  'notifications.text.INTRADAY_LIMIT_OVERDRAWN':
    'Konto {account} hade {amount} när börsen stängde: din intradagslimit har upphört. Sätt in pengar för att täcka det.',
};
