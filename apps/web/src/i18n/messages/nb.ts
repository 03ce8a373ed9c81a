import { screenerNb } from './screener/nb';
import { instrumentTermsNb } from './instrument-terms/nb';
import type { Catalogue } from './en';
import { chartCardNb } from './chart-card/nb';
import { chartCanvasNb } from './chart-canvas/nb';
import { discoverNb } from './discover/nb';
import { appropriatenessNb } from './appropriateness/nb';
import { settingsNb } from './settings/nb';
import { transactionsNb } from './transactions/nb';
import { taxNb } from './tax/nb';
import { netfondsNb } from './netfonds/nb';
import { holdingsNb } from './holdings/nb';
import { bankingNb } from './banking/nb';
import { savingsGoalsNb } from './savings-goals/nb';
import { eidNb } from './eid/nb';
import { notificationsNb } from './notifications/nb';
import { securityNb } from './security/nb';
import { requiredActionsNb } from './required-actions/nb';
import { signupNb } from './signup/nb';
import { savingsPlansNb } from './savings-plans/nb';
import { notesNb } from './notes/nb';
import { crmNb } from './crm/nb';
import { deskNb } from './desk/nb';
import { insuranceNb } from './insurance/nb';
import { affiliateNb } from './affiliate/nb';
import { companiesNb } from './companies/nb';
import { getStartedNb } from './get-started/nb';
import { creditsNb } from './credits/nb';
import { authorizationsNb } from './authorizations/nb';
import { fundInfoNb } from './fund-info/nb';
import { communityNb } from './community/nb';
import { fundOrderNb } from './fund-order/nb';
import { shareOrderNb } from './share-order/nb';
import { estatesNb } from './estates/nb';
import { searchNb } from './search/nb';
import { contentNb } from './content/nb';
import { newsPageNb } from './news/nb';
import { instrumentDataNb } from './instrument-data/nb';
import { keyFigureSeriesNb } from './key-figure-series/nb';
import { indicesNb } from './indices/nb';
import { fundFactsNb } from './fund-facts/nb';

export const nb: Catalogue = {
  'app.brand': 'Nordbroker',
  'app.loading': 'Laster…',
  'app.skipToContent': 'Hopp til hovedinnholdet',
  'app.retry': 'Prøv igjen',

  'nav.main': 'Hovedmeny',
  'nav.overview': 'Oversikt',

  'header.menuOpen': 'Åpne meny',
  'header.menuClose': 'Lukk meny',
  'header.orders': 'Ordrer',
  'header.ordersTitle': 'Dine ordrer',
  'header.shareOrdersToday': 'Aksjeordrer i dag',
  'header.ordersEmpty': 'Ingen ordrer ennå',
  'header.ordersError': 'Ordrene kunne ikke hentes.',
  'header.ordersClose': 'Lukk ordrer',
  'header.language': 'Språk',
  'header.customer': 'Logget inn som {name}',
  'header.login': 'Logg inn',
  'header.search.label': 'Søk i verdipapirer',
  'header.search.placeholder': 'Søk etter aksje eller fond',
  'header.search.noResults': 'Ingen treff',
  'header.search.error': 'Søket mislyktes.',
  'header.logout': 'Logg ut',
  'header.account': 'Konto',
  'header.accountMenuFor': 'Kontomeny for {name}',
  'header.loggedInAs': 'Logget inn som',

  'login.title': 'Logg inn',
  'login.intro': 'Logg inn for å se kontoene og beholdningen din.',
  'login.username': 'Brukernavn',
  'login.password': 'Passord',
  'login.country': 'Land',
  'login.submit': 'Logg inn',
  'login.submitting': 'Logger inn…',
  'login.usernameRequired': 'Skriv inn brukernavnet ditt',
  'login.passwordRequired': 'Skriv inn passordet ditt',
  'login.errorInvalidCredentials': 'Feil brukernavn eller passord',
  'login.errorTooManyAttempts': 'For mange innloggingsforsøk. Vent litt og prøv igjen.',
  'login.errorNetwork': 'Fikk ikke kontakt med serveren. Sjekk tilkoblingen og prøv igjen.',
  'login.errorUnknown': 'Innloggingen mislyktes. Prøv igjen.',
  'login.errorEstate':
    'Kunden er død, så ingen kan lenger logge inn som kunden. Dødsboet forvaltes av representantene, som bytter til det fra sin egen innlogging.',
  'login.sessionExpired': 'Økten din er avsluttet. Logg inn på nytt.',
  'login.demoTitle': 'Demoinnlogginger',
  'login.demoText': 'Bruk ett av disse brukernavnene med passordet {password}.',

  'country.SE': 'Sverige',
  'country.NO': 'Norge',
  'country.DK': 'Danmark',
  'country.FI': 'Finland',

  'overview.title': 'Oversikt',
  'overview.totalOwnCapital': 'Total egenkapital',
  'overview.accountCount': '{count, plural, one {# konto} other {# kontoer}}',
  'overview.emptyTitle': 'Du har ingen kontoer ennå',
  'overview.emptyText': 'Når en konto er opprettet for deg, vises den her.',
  'overview.error': 'Kontoene dine kunne ikke lastes inn.',

  'account.number': 'Kontonummer',
  'account.type': 'Kontotype',
  'account.blocked': 'Sperret',
  'account.cash': 'Kontanter',
  'account.tradingPower': 'Kjøpekraft',
  'account.ownCapital': 'Egenkapital',
  'account.error': 'Kontoen kunne ikke lastes inn.',
  'account.updatedAt': 'Oppdatert {time}',

  'positions.title': 'Beholdning',
  'positions.caption': 'Beholdning i {account}',
  'positions.empty': 'Det er ingen beholdning på denne kontoen.',
  'positions.name': 'Navn',
  'positions.quantity': 'Antall',
  'positions.marketValue': 'Markedsverdi',
  'positions.return': 'Avkastning',
  'positions.trend': '1 mnd',
  'positions.error': 'Beholdningen kunne ikke lastes inn.',

  'instrumentType.EQ': 'Aksje',
  'instrumentType.FND': 'Fond',
  'instrumentType.IDX': 'Aksjeindeks',

  'notFound.title': 'Fant ikke siden',
  'notFound.text': 'Siden du lette etter, finnes ikke eller er flyttet.',
  'notFound.link': 'Gå til startsiden',

  'app.back': 'Tilbake',

  'notFound.toOverview': 'Gå til oversikten',

  'freshness.prefix': 'Kursstrøm:',
  'freshness.live': 'Sanntid',
  'freshness.stale': 'Oppdateres ikke',
  'freshness.connecting': 'Kobler til…',
  'freshness.reconnecting': 'Kobler til på nytt…',
  'freshness.liveDetail': 'Kursene oppdateres når handler skjer',
  'freshness.staleDetail': 'Ingenting mottatt fra kursstrømmen på 15 sekunder',
  'freshness.reconnectingDetail': 'Forbindelsen til kursstrømmen er nede; kobler til på nytt',

  'marketStatus.region': 'Markeder og kursstrøm',
  'marketStatus.label': 'Markedsstatus',
  'marketStatus.error': 'Markedsstatus kunne ikke hentes',
  'marketStatus.closes': 'til {time}',
  'marketStatus.opens': 'åpner {time}',

  'marketCity.SE': 'Stockholm',
  'marketCity.NO': 'Oslo',
  'marketCity.DK': 'København',
  'marketCity.FI': 'Helsingfors',

  'tradingStatus.CLOSED': 'Stengt',
  'tradingStatus.CLOSING_AUCTION': 'Sluttauksjon',
  'tradingStatus.CONTINUOUS_TRADING': 'Åpen',
  'tradingStatus.INTRADAY_AUCTION': 'Auksjon i løpet av dagen',
  'tradingStatus.OPENING_AUCTION': 'Åpningsauksjon',
  'tradingStatus.POST_TRADING': 'Etterhandel',
  'tradingStatus.PRE_TRADING': 'Førhandel',
  'tradingStatus.SUSPENDED_OR_HALTED': 'Handelsstans',
  'tradingStatus.TRADING_AT_LAST': 'Handel til siste kurs',
  'tradingStatus.UNKNOWN': 'Ukjent status',

  'positions.lastPrice': 'Siste',
  'positions.today': 'I dag',

  'price.unavailable': 'Ingen kurs',

  // A fund's "market" is the broker's fund distribution; the exchange name would be English.
  'instrument.fundMarket': 'Fondshandel',
  'instrument.title': 'Verdipapir',
  'instrument.quote': 'Kurs',
  'instrument.priceError': 'Kursen kunne ikke hentes.',
  'instrument.notFoundTitle': 'Fant ikke verdipapiret',
  'instrument.notFoundText':
    'Det finnes ikke noe verdipapir på denne adressen. Det kan være avnotert, eller lenken er feil.',
  'instrument.error': 'Verdipapiret kunne ikke hentes.',
  'instrument.noMarketData': 'Det finnes ingen markedskurser for dette verdipapiret.',

  'quote.last': 'Siste kurs',
  'quote.nav': 'NAV-kurs',
  'quote.previousNav': 'Forrige NAV-kurs',
  'quote.changeToday': 'Endring i dag',
  'quote.bid': 'Kjøp',
  'quote.ask': 'Selg',
  'quote.open': 'Åpning',
  'quote.high': 'Høyest',
  'quote.low': 'Lavest',
  'quote.previousClose': 'Forrige slutt',
  'quote.volume': 'Volum',
  'quote.turnover': 'Omsetning',
  'quote.updatedAt': 'Oppdatert {time}',

  'depth.title': 'Ordredybde',
  'depth.error': 'Ordredybden kunne ikke hentes.',
  'depth.empty': 'Ingen ordrer i boken akkurat nå.',
  'depth.bidVolume': 'Antall kjøp',
  'depth.bid': 'Kjøp',
  'depth.ask': 'Selg',
  'depth.askVolume': 'Antall selg',
  'depth.pick': 'Bruk {price} som ordrekurs',

  'trades.title': 'Siste handler',
  'trades.empty': 'Ingen handler ennå.',
  'trades.time': 'Tid',
  'trades.price': 'Pris',
  'trades.volume': 'Antall',

  'news.title': 'Nyheter',
  'news.error': 'Nyhetene kunne ikke hentes.',
  'news.empty': 'Ingen nyheter om {name} ennå.',
  'news.article': 'Nyhetsartikkel',
  'news.notFoundTitle': 'Fant ikke artikkelen',
  'news.notFoundText': 'Det finnes ingen nyhetsartikkel på denne adressen.',
  'news.articleError': 'Artikkelen kunne ikke hentes.',
  'news.related': 'Nevnt i artikkelen',

  'newsType.ANALYSIS': 'Analyse',
  'newsType.FLASH': 'Hastenyhet',
  'newsType.MARKET_COMMENTARY': 'Markedskommentar',
  'newsType.NEWS': 'Nyhet',
  'newsType.PRESS_RELEASE': 'Pressemelding',
  ...chartCardNb,
  ...chartCanvasNb,
  ...discoverNb,
  ...fundOrderNb,
  ...shareOrderNb,
  ...appropriatenessNb,
  ...settingsNb,
  ...transactionsNb,
  ...taxNb,
  ...netfondsNb,
  ...holdingsNb,
  ...bankingNb,
  ...savingsGoalsNb,
  ...eidNb,
  ...notificationsNb,
  ...securityNb,
  ...requiredActionsNb,
  ...signupNb,
  ...savingsPlansNb,
  ...notesNb,
  ...instrumentTermsNb,
  ...screenerNb,
  ...crmNb,
  ...deskNb,
  ...insuranceNb,
  ...affiliateNb,
  ...companiesNb,
  ...estatesNb,
  ...creditsNb,
  ...authorizationsNb,
  ...fundInfoNb,
  ...communityNb,
  ...getStartedNb,
  ...searchNb,
  ...contentNb,
  ...newsPageNb,
  ...instrumentDataNb,
  ...keyFigureSeriesNb,
  ...indicesNb,
  ...fundFactsNb,
};
