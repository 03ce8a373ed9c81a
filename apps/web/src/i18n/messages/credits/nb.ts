import type { creditsEn } from './en';

export const creditsNb: Record<keyof typeof creditsEn, string> = {
  'credits.intraday.title': 'Intradagsgrense',
  'credits.intraday.intro':
    'Intradagsgrensen øker kjøpekraften for aksjekjøp i løpet av én handelsdag, uten gebyr og rente. Den er basert på kontoens egenkapital, høyst {max}.',
  'credits.intraday.payBack':
    'Det du kjøper med grensen må betales før børsen stenger: selg aksjer eller sett inn penger. En konto som fortsatt er under null etter stengning, er overtrukket.',
  'credits.intraday.day': 'Handelsdag {day}, til {time}',
  'credits.intraday.loadFailed': 'Intradagsgrensen kunne ikke hentes.',
  'credits.intraday.none': 'Du har ingen kontoer her.',
  'credits.intraday.limit': 'Grense',
  'credits.intraday.used': 'Brukt',
  'credits.intraday.tradingPower': 'Kjøpekraft for aksjer',
  'credits.intraday.active': 'Aktiv i dag',
  'credits.intraday.inactive': 'Ikke aktiv',
  'credits.intraday.notEligible': 'Ikke tilgjengelig',
  'credits.intraday.risk':
    'Jeg forstår at jeg kjøper på kreditt, at den må betales tilbake før børsen stenger, og at tap er mine.',
  'credits.intraday.activate': 'Aktiver grensen',
  'credits.intraday.activating': 'Aktiverer…',
  'credits.intraday.deactivate': 'Deaktiver',
  'credits.intraday.activated': 'Intradagsgrensen er aktiv på {account}.',
  'credits.intraday.deactivated': 'Intradagsgrensen på {account} er deaktivert.',
  'credits.intraday.riskRequired': 'Bekreft risikoen først.',
  'credits.intraday.error': 'Det gikk ikke. Prøv igjen.',
  'credits.intraday.reason.ACCOUNT_TYPE': 'Denne kontotypen kan ikke ha grensen.',
  'credits.intraday.reason.ACCOUNT_CURRENCY': 'Bare for kontoer i landets valuta.',
  'credits.intraday.reason.ACCOUNT_BLOCKED': 'Kontoen er sperret.',
  'credits.intraday.reason.MINOR': 'Bare for kunder som har fylt 18 år.',
  'credits.intraday.reason.BUYING_BLOCKED': 'Kjøp er sperret til du har oppdatert kundeinformasjonen din.',
  'credits.intraday.reason.NEGATIVE_CASH': 'Kontoens saldo er under null: dekk den først.',
  'credits.intraday.reason.NO_OWN_CAPITAL': 'Kontoen har ingen kapital å basere en grense på.',
  'credits.intraday.error.INTRADAY_LIMIT_IN_USE':
    'Grensen er i bruk: selg, kanseller kjøpsordrer eller sett inn penger før du deaktiverer.',
  'credits.intraday.error.INTRADAY_LIMIT_NOT_ELIGIBLE': 'Kontoen kan ikke ha grensen akkurat nå.',
  'notifications.kind.INTRADAY_LIMIT_OVERDRAWN': 'Intradagsgrense ikke tilbakebetalt',
  'notifications.text.INTRADAY_LIMIT_OVERDRAWN':
    'Konto {account} hadde {amount} da børsen stengte: intradagsgrensen din er avsluttet. Sett inn penger for å dekke det.',
};
