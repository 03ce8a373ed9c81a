import type { creditsEn } from './en';

export const creditsDa: Record<keyof typeof creditsEn, string> = {
  'credits.intraday.title': 'Intradagsgrænse',
  'credits.intraday.intro':
    'Intradagsgrænsen øger købekraften til aktiekøb i løbet af én handelsdag, uden gebyr og rente. Den er baseret på kontoens egenkapital, højst {max}.',
  'credits.intraday.payBack':
    'Det, du køber med grænsen, skal betales, før børsen lukker: sælg aktier eller indsæt penge. En konto, der stadig er under nul efter lukning, er overtrukket.',
  'credits.intraday.day': 'Handelsdag {day}, indtil {time}',
  'credits.intraday.loadFailed': 'Intradagsgrænsen kunne ikke hentes.',
  'credits.intraday.none': 'Du har ingen konti her.',
  'credits.intraday.limit': 'Grænse',
  'credits.intraday.used': 'Brugt',
  'credits.intraday.tradingPower': 'Købekraft til aktier',
  'credits.intraday.active': 'Aktiv i dag',
  'credits.intraday.inactive': 'Ikke aktiv',
  'credits.intraday.notEligible': 'Ikke tilgængelig',
  'credits.intraday.risk':
    'Jeg forstår, at jeg køber på kredit, at den skal betales tilbage, før børsen lukker, og at tab er mine.',
  'credits.intraday.activate': 'Aktivér grænsen',
  'credits.intraday.activating': 'Aktiverer…',
  'credits.intraday.deactivate': 'Deaktivér',
  'credits.intraday.activated': 'Intradagsgrænsen er aktiv på {account}.',
  'credits.intraday.deactivated': 'Intradagsgrænsen på {account} er deaktiveret.',
  'credits.intraday.riskRequired': 'Bekræft risikoen først.',
  'credits.intraday.error': 'Det lykkedes ikke. Prøv igen.',
  'credits.intraday.reason.ACCOUNT_TYPE': 'Denne kontotype kan ikke have grænsen.',
  'credits.intraday.reason.ACCOUNT_CURRENCY': 'Kun for konti i dit lands valuta.',
  'credits.intraday.reason.ACCOUNT_BLOCKED': 'Kontoen er spærret.',
  'credits.intraday.reason.MINOR': 'Kun for kunder på 18 år og derover.',
  'credits.intraday.reason.BUYING_BLOCKED': 'Køb er spærret, indtil du har opdateret dine kundeoplysninger.',
  'credits.intraday.reason.NEGATIVE_CASH': 'Kontoens saldo er under nul: dæk den først.',
  'credits.intraday.reason.NO_OWN_CAPITAL': 'Kontoen har ingen kapital at basere en grænse på.',
  'credits.intraday.error.INTRADAY_LIMIT_IN_USE':
    'Grænsen er i brug: sælg, annullér købsordrer eller indsæt penge, før du deaktiverer.',
  'credits.intraday.error.INTRADAY_LIMIT_NOT_ELIGIBLE': 'Kontoen kan ikke have grænsen lige nu.',
  'notifications.kind.INTRADAY_LIMIT_OVERDRAWN': 'Intradagsgrænse ikke tilbagebetalt',
  'notifications.text.INTRADAY_LIMIT_OVERDRAWN':
    'Konto {account} havde {amount}, da børsen lukkede: din intradagsgrænse er ophørt. Indsæt penge for at dække det.',
};
