import { screenerDa } from './screener/da';
import { instrumentTermsDa } from './instrument-terms/da';
import type { Catalogue } from './en';
import { chartCardDa } from './chart-card/da';
import { chartCanvasDa } from './chart-canvas/da';
import { discoverDa } from './discover/da';
import { appropriatenessDa } from './appropriateness/da';
import { settingsDa } from './settings/da';
import { transactionsDa } from './transactions/da';
import { taxDa } from './tax/da';
import { netfondsDa } from './netfonds/da';
import { holdingsDa } from './holdings/da';
import { bankingDa } from './banking/da';
import { savingsGoalsDa } from './savings-goals/da';
import { eidDa } from './eid/da';
import { notificationsDa } from './notifications/da';
import { securityDa } from './security/da';
import { requiredActionsDa } from './required-actions/da';
import { signupDa } from './signup/da';
import { savingsPlansDa } from './savings-plans/da';
import { notesDa } from './notes/da';
import { crmDa } from './crm/da';
import { deskDa } from './desk/da';
import { insuranceDa } from './insurance/da';
import { affiliateDa } from './affiliate/da';
import { companiesDa } from './companies/da';
import { getStartedDa } from './get-started/da';
import { creditsDa } from './credits/da';
import { authorizationsDa } from './authorizations/da';
import { fundInfoDa } from './fund-info/da';
import { communityDa } from './community/da';
import { fundOrderDa } from './fund-order/da';
import { shareOrderDa } from './share-order/da';
import { estatesDa } from './estates/da';
import { searchDa } from './search/da';
import { contentDa } from './content/da';
import { newsPageDa } from './news/da';
import { instrumentDataDa } from './instrument-data/da';
import { keyFigureSeriesDa } from './key-figure-series/da';
import { indicesDa } from './indices/da';
import { fundFactsDa } from './fund-facts/da';

export const da: Catalogue = {
  'app.brand': 'Nordbroker',
  'app.loading': 'Indlæser…',
  'app.skipToContent': 'Spring til hovedindholdet',
  'app.retry': 'Prøv igen',

  'nav.main': 'Hovedmenu',
  'nav.overview': 'Oversigt',

  'header.menuOpen': 'Åbn menu',
  'header.menuClose': 'Luk menu',
  'header.orders': 'Ordrer',
  'header.ordersTitle': 'Dine ordrer',
  'header.shareOrdersToday': 'Aktieordrer i dag',
  'header.ordersEmpty': 'Ingen ordrer endnu',
  'header.ordersError': 'Ordrerne kunne ikke hentes.',
  'header.ordersClose': 'Luk ordrer',
  'header.language': 'Sprog',
  'header.customer': 'Logget ind som {name}',
  'header.login': 'Log ind',
  'header.search.label': 'Søg værdipapirer',
  'header.search.placeholder': 'Søg efter aktie eller fond',
  'header.search.noResults': 'Ingen resultater',
  'header.search.error': 'Søgningen mislykkedes.',
  'header.logout': 'Log ud',
  'header.account': 'Konto',
  'header.accountMenuFor': 'Kontomenu for {name}',
  'header.loggedInAs': 'Logget ind som',

  'login.title': 'Log ind',
  'login.intro': 'Log ind for at se dine konti og beholdninger.',
  'login.username': 'Brugernavn',
  'login.password': 'Adgangskode',
  'login.country': 'Land',
  'login.submit': 'Log ind',
  'login.submitting': 'Logger ind…',
  'login.usernameRequired': 'Indtast dit brugernavn',
  'login.passwordRequired': 'Indtast din adgangskode',
  'login.errorInvalidCredentials': 'Forkert brugernavn eller adgangskode',
  'login.errorTooManyAttempts': 'For mange loginforsøg. Vent et øjeblik, og prøv igen.',
  'login.errorNetwork': 'Kunne ikke få forbindelse til serveren. Tjek din forbindelse, og prøv igen.',
  'login.errorUnknown': 'Login mislykkedes. Prøv igen.',
  'login.errorEstate':
    'Kunden er død, så ingen kan længere logge ind som kunden. Dødsboet varetages af dets repræsentanter, som skifter til det fra deres eget login.',
  'login.sessionExpired': 'Din session er udløbet. Log ind igen.',
  'login.demoTitle': 'Demo-logins',
  'login.demoText': 'Brug et af disse brugernavne med adgangskoden {password}.',

  'country.SE': 'Sverige',
  'country.NO': 'Norge',
  'country.DK': 'Danmark',
  'country.FI': 'Finland',

  'overview.title': 'Oversigt',
  'overview.totalOwnCapital': 'Egenkapital i alt',
  'overview.accountCount': '{count, plural, one {# konto} other {# konti}}',
  'overview.emptyTitle': 'Du har ingen konti endnu',
  'overview.emptyText': 'Når der er oprettet en konto til dig, bliver den vist her.',
  'overview.error': 'Dine konti kunne ikke indlæses.',

  'account.number': 'Kontonummer',
  'account.type': 'Kontotype',
  'account.blocked': 'Spærret',
  'account.cash': 'Kontanter',
  'account.tradingPower': 'Købekraft',
  'account.ownCapital': 'Egenkapital',
  'account.error': 'Kontoen kunne ikke indlæses.',
  'account.updatedAt': 'Opdateret {time}',

  'positions.title': 'Beholdning',
  'positions.caption': 'Beholdning på {account}',
  'positions.empty': 'Der er ingen beholdning på denne konto.',
  'positions.name': 'Navn',
  'positions.quantity': 'Antal',
  'positions.marketValue': 'Markedsværdi',
  'positions.return': 'Afkast',
  'positions.trend': '1 md.',
  'positions.error': 'Beholdningen kunne ikke indlæses.',

  'instrumentType.EQ': 'Aktie',
  'instrumentType.FND': 'Fond',
  'instrumentType.IDX': 'Aktieindeks',

  'notFound.title': 'Siden blev ikke fundet',
  'notFound.text': 'Den side, du ledte efter, findes ikke eller er blevet flyttet.',
  'notFound.link': 'Gå til forsiden',

  'app.back': 'Tilbage',

  'notFound.toOverview': 'Gå til oversigten',

  'freshness.prefix': 'Kursfeed:',
  'freshness.live': 'Realtid',
  'freshness.stale': 'Opdateres ikke',
  'freshness.connecting': 'Forbinder…',
  'freshness.reconnecting': 'Genforbinder…',
  'freshness.liveDetail': 'Kurserne opdateres, når der handles',
  'freshness.staleDetail': 'Intet modtaget fra kursfeedet i 15 sekunder',
  'freshness.reconnectingDetail': 'Forbindelsen til kursfeedet er nede; genforbinder',

  'marketStatus.region': 'Markeder og kursfeed',
  'marketStatus.label': 'Markedsstatus',
  'marketStatus.error': 'Markedsstatus kunne ikke hentes',
  'marketStatus.closes': 'til {time}',
  'marketStatus.opens': 'åbner {time}',

  'marketCity.SE': 'Stockholm',
  'marketCity.NO': 'Oslo',
  'marketCity.DK': 'København',
  'marketCity.FI': 'Helsinki',

  'tradingStatus.CLOSED': 'Lukket',
  'tradingStatus.CLOSING_AUCTION': 'Lukkeauktion',
  'tradingStatus.CONTINUOUS_TRADING': 'Åben',
  'tradingStatus.INTRADAY_AUCTION': 'Intradagsauktion',
  'tradingStatus.OPENING_AUCTION': 'Åbningsauktion',
  'tradingStatus.POST_TRADING': 'Efterhandel',
  'tradingStatus.PRE_TRADING': 'Førhandel',
  'tradingStatus.SUSPENDED_OR_HALTED': 'Suspenderet',
  'tradingStatus.TRADING_AT_LAST': 'Handel til sidste kurs',
  'tradingStatus.UNKNOWN': 'Ukendt status',

  'positions.lastPrice': 'Seneste',
  'positions.today': 'I dag',

  'price.unavailable': 'Ingen kurs',

  // A fund's "market" is the broker's fund distribution; the exchange name would be English.
  'instrument.fundMarket': 'Fondshandel',
  'instrument.title': 'Værdipapir',
  'instrument.quote': 'Kurs',
  'instrument.priceError': 'Kursen kunne ikke hentes.',
  'instrument.notFoundTitle': 'Værdipapiret findes ikke',
  'instrument.notFoundText':
    'Der findes intet værdipapir på denne adresse. Det kan være afnoteret, eller linket er forkert.',
  'instrument.error': 'Værdipapiret kunne ikke hentes.',
  'instrument.noMarketData': 'Der er ingen markedskurser for dette værdipapir.',

  'quote.last': 'Seneste kurs',
  'quote.nav': 'Indre værdi',
  'quote.previousNav': 'Forrige indre værdi',
  'quote.changeToday': 'Ændring i dag',
  'quote.bid': 'Køb',
  'quote.ask': 'Salg',
  'quote.open': 'Åbning',
  'quote.high': 'Højest',
  'quote.low': 'Lavest',
  'quote.previousClose': 'Forrige luk',
  'quote.volume': 'Volumen',
  'quote.turnover': 'Omsætning',
  'quote.updatedAt': 'Opdateret {time}',

  'depth.title': 'Ordredybde',
  'depth.error': 'Ordredybden kunne ikke hentes.',
  'depth.empty': 'Ingen ordrer i bogen lige nu.',
  'depth.bidVolume': 'Antal køb',
  'depth.bid': 'Køb',
  'depth.ask': 'Salg',
  'depth.askVolume': 'Antal salg',
  'depth.pick': 'Brug {price} som ordrekurs',

  'trades.title': 'Seneste handler',
  'trades.empty': 'Ingen handler endnu.',
  'trades.time': 'Tid',
  'trades.price': 'Pris',
  'trades.volume': 'Antal',

  'news.title': 'Nyheder',
  'news.error': 'Nyhederne kunne ikke hentes.',
  'news.empty': 'Ingen nyheder om {name} endnu.',
  'news.article': 'Nyhedsartikel',
  'news.notFoundTitle': 'Artiklen findes ikke',
  'news.notFoundText': 'Der findes ingen nyhedsartikel på denne adresse.',
  'news.articleError': 'Artiklen kunne ikke hentes.',
  'news.related': 'Nævnt i artiklen',

  'newsType.ANALYSIS': 'Analyse',
  'newsType.FLASH': 'Hastenyhed',
  'newsType.MARKET_COMMENTARY': 'Markedskommentar',
  'newsType.NEWS': 'Nyhed',
  'newsType.PRESS_RELEASE': 'Pressemeddelelse',
  ...chartCardDa,
  ...chartCanvasDa,
  ...discoverDa,
  ...fundOrderDa,
  ...shareOrderDa,
  ...appropriatenessDa,
  ...settingsDa,
  ...transactionsDa,
  ...taxDa,
  ...netfondsDa,
  ...holdingsDa,
  ...bankingDa,
  ...savingsGoalsDa,
  ...eidDa,
  ...notificationsDa,
  ...securityDa,
  ...requiredActionsDa,
  ...signupDa,
  ...savingsPlansDa,
  ...notesDa,
  ...instrumentTermsDa,
  ...screenerDa,
  ...crmDa,
  ...deskDa,
  ...insuranceDa,
  ...affiliateDa,
  ...companiesDa,
  ...estatesDa,
  ...creditsDa,
  ...authorizationsDa,
  ...fundInfoDa,
  ...communityDa,
  ...getStartedDa,
  ...searchDa,
  ...contentDa,
  ...newsPageDa,
  ...instrumentDataDa,
  ...keyFigureSeriesDa,
  ...indicesDa,
  ...fundFactsDa,
};
