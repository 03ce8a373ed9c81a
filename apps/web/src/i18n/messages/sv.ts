import { screenerSv } from './screener/sv';
import { instrumentTermsSv } from './instrument-terms/sv';
import type { Catalogue } from './en';
import { chartCardSv } from './chart-card/sv';
import { chartCanvasSv } from './chart-canvas/sv';
import { discoverSv } from './discover/sv';
import { appropriatenessSv } from './appropriateness/sv';
import { settingsSv } from './settings/sv';
import { transactionsSv } from './transactions/sv';
import { taxSv } from './tax/sv';
import { netfondsSv } from './netfonds/sv';
import { holdingsSv } from './holdings/sv';
import { bankingSv } from './banking/sv';
import { savingsGoalsSv } from './savings-goals/sv';
import { eidSv } from './eid/sv';
import { notificationsSv } from './notifications/sv';
import { securitySv } from './security/sv';
import { requiredActionsSv } from './required-actions/sv';
import { signupSv } from './signup/sv';
import { savingsPlansSv } from './savings-plans/sv';
import { notesSv } from './notes/sv';
import { crmSv } from './crm/sv';
import { deskSv } from './desk/sv';
import { insuranceSv } from './insurance/sv';
import { affiliateSv } from './affiliate/sv';
import { companiesSv } from './companies/sv';
import { getStartedSv } from './get-started/sv';
import { creditsSv } from './credits/sv';
import { authorizationsSv } from './authorizations/sv';
import { fundInfoSv } from './fund-info/sv';
import { communitySv } from './community/sv';
import { fundOrderSv } from './fund-order/sv';
import { shareOrderSv } from './share-order/sv';
import { estatesSv } from './estates/sv';
import { searchSv } from './search/sv';
import { contentSv } from './content/sv';
import { newsPageSv } from './news/sv';
import { instrumentDataSv } from './instrument-data/sv';
import { keyFigureSeriesSv } from './key-figure-series/sv';
import { indicesSv } from './indices/sv';
import { fundFactsSv } from './fund-facts/sv';

export const sv: Catalogue = {
  'app.brand': 'Nordbroker',
  'app.loading': 'Laddar…',
  'app.skipToContent': 'Hoppa till huvudinnehållet',
  'app.retry': 'Försök igen',

  'nav.main': 'Huvudmeny',
  'nav.overview': 'Översikt',

  'header.menuOpen': 'Öppna meny',
  'header.menuClose': 'Stäng meny',
  'header.orders': 'Ordrar',
  'header.ordersTitle': 'Dina ordrar',
  'header.shareOrdersToday': 'Aktieorder i dag',
  'header.ordersEmpty': 'Inga ordrar ännu',
  'header.ordersError': 'Ordrarna kunde inte hämtas.',
  'header.ordersClose': 'Stäng ordrar',
  'header.language': 'Språk',
  'header.customer': 'Inloggad som {name}',
  'header.login': 'Logga in',
  'header.search.label': 'Sök värdepapper',
  'header.search.placeholder': 'Sök aktie eller fond',
  'header.search.noResults': 'Inga träffar',
  'header.search.error': 'Sökningen misslyckades.',
  'header.logout': 'Logga ut',
  'header.account': 'Konto',
  'header.accountMenuFor': 'Kontomeny för {name}',
  'header.loggedInAs': 'Inloggad som',

  'login.title': 'Logga in',
  'login.intro': 'Logga in för att se dina konton och innehav.',
  'login.username': 'Användarnamn',
  'login.password': 'Lösenord',
  'login.country': 'Land',
  'login.submit': 'Logga in',
  'login.submitting': 'Loggar in…',
  'login.usernameRequired': 'Ange ditt användarnamn',
  'login.passwordRequired': 'Ange ditt lösenord',
  'login.errorInvalidCredentials': 'Fel användarnamn eller lösenord',
  'login.errorTooManyAttempts': 'För många inloggningsförsök. Vänta en stund och försök igen.',
  'login.errorNetwork': 'Kunde inte nå servern. Kontrollera din anslutning och försök igen.',
  'login.errorUnknown': 'Inloggningen misslyckades. Försök igen.',
  'login.errorEstate':
    'Kunden har avlidit, så ingen kan längre logga in som kunden. Dödsboet sköts av dess företrädare, som byter till det från sin egen inloggning.',
  'login.sessionExpired': 'Din session har avslutats. Logga in igen.',
  'login.demoTitle': 'Demoinloggningar',
  'login.demoText': 'Använd något av dessa användarnamn med lösenordet {password}.',

  'country.SE': 'Sverige',
  'country.NO': 'Norge',
  'country.DK': 'Danmark',
  'country.FI': 'Finland',

  'overview.title': 'Översikt',
  'overview.totalOwnCapital': 'Totalt eget kapital',
  'overview.accountCount': '{count, plural, one {# konto} other {# konton}}',
  'overview.emptyTitle': 'Du har inga konton ännu',
  'overview.emptyText': 'När ett konto har öppnats åt dig visas det här.',
  'overview.error': 'Dina konton kunde inte laddas.',

  'account.number': 'Kontonummer',
  'account.type': 'Kontotyp',
  'account.blocked': 'Spärrat',
  'account.cash': 'Likvida medel',
  'account.tradingPower': 'Köpkraft',
  'account.ownCapital': 'Eget kapital',
  'account.error': 'Kontot kunde inte laddas.',
  'account.updatedAt': 'Uppdaterad {time}',

  'positions.title': 'Innehav',
  'positions.caption': 'Innehav i {account}',
  'positions.empty': 'Det finns inga innehav på det här kontot.',
  'positions.name': 'Namn',
  'positions.quantity': 'Antal',
  'positions.marketValue': 'Marknadsvärde',
  'positions.return': 'Avkastning',
  'positions.trend': '1 mån',
  'positions.error': 'Innehaven kunde inte laddas.',

  'instrumentType.EQ': 'Aktie',
  'instrumentType.FND': 'Fond',
  'instrumentType.IDX': 'Aktieindex',

  'notFound.title': 'Sidan hittades inte',
  'notFound.text': 'Sidan du letade efter finns inte eller har flyttats.',
  'notFound.link': 'Gå till startsidan',

  'app.back': 'Tillbaka',

  'notFound.toOverview': 'Gå till översikten',

  'freshness.prefix': 'Kursflöde:',
  'freshness.live': 'Realtid',
  'freshness.stale': 'Uppdateras inte',
  'freshness.connecting': 'Ansluter…',
  'freshness.reconnecting': 'Återansluter…',
  'freshness.liveDetail': 'Kurserna uppdateras när affärer görs',
  'freshness.staleDetail': 'Inget har tagits emot från kursflödet på 15 sekunder',
  'freshness.reconnectingDetail': 'Anslutningen till kursflödet är nere; återansluter',

  'marketStatus.region': 'Marknader och kursflöde',
  'marketStatus.label': 'Marknadsstatus',
  'marketStatus.error': 'Marknadsstatus kunde inte hämtas',
  'marketStatus.closes': 'till {time}',
  'marketStatus.opens': 'öppnar {time}',

  'marketCity.SE': 'Stockholm',
  'marketCity.NO': 'Oslo',
  'marketCity.DK': 'Köpenhamn',
  'marketCity.FI': 'Helsingfors',

  'tradingStatus.CLOSED': 'Stängd',
  'tradingStatus.CLOSING_AUCTION': 'Stängningsauktion',
  'tradingStatus.CONTINUOUS_TRADING': 'Öppen',
  'tradingStatus.INTRADAY_AUCTION': 'Intradagsauktion',
  'tradingStatus.OPENING_AUCTION': 'Öppningsauktion',
  'tradingStatus.POST_TRADING': 'Efterhandel',
  'tradingStatus.PRE_TRADING': 'Förhandel',
  'tradingStatus.SUSPENDED_OR_HALTED': 'Handelsstopp',
  'tradingStatus.TRADING_AT_LAST': 'Handel till senast betalt',
  'tradingStatus.UNKNOWN': 'Okänd status',

  'positions.lastPrice': 'Senast',
  'positions.today': 'Idag',

  'price.unavailable': 'Inget pris',

  // A fund's "market" is the broker's fund distribution; the exchange name would be English.
  'instrument.fundMarket': 'Fondhandel',
  'instrument.title': 'Värdepapper',
  'instrument.quote': 'Kurs',
  'instrument.priceError': 'Kursen kunde inte hämtas.',
  'instrument.notFoundTitle': 'Värdepappret finns inte',
  'instrument.notFoundText':
    'Det finns inget värdepapper på den här adressen. Det kan ha avnoterats, eller så är länken fel.',
  'instrument.error': 'Värdepappret kunde inte hämtas.',
  'instrument.noMarketData': 'Det finns inga marknadskurser för det här värdepappret.',

  'quote.last': 'Senast betalt',
  'quote.nav': 'NAV-kurs',
  'quote.previousNav': 'Föreg. NAV-kurs',
  'quote.changeToday': 'Utveckling idag',
  'quote.bid': 'Köp',
  'quote.ask': 'Sälj',
  'quote.open': 'Öppning',
  'quote.high': 'Högst',
  'quote.low': 'Lägst',
  'quote.previousClose': 'Föreg. stängning',
  'quote.volume': 'Volym',
  'quote.turnover': 'Omsättning',
  'quote.updatedAt': 'Uppdaterad {time}',

  'depth.title': 'Orderdjup',
  'depth.error': 'Orderdjupet kunde inte hämtas.',
  'depth.empty': 'Inga order i boken just nu.',
  'depth.bidVolume': 'Antal köp',
  'depth.bid': 'Köp',
  'depth.ask': 'Sälj',
  'depth.askVolume': 'Antal sälj',
  'depth.pick': 'Använd {price} som orderpris',

  'trades.title': 'Senaste avslut',
  'trades.empty': 'Inga avslut ännu.',
  'trades.time': 'Tid',
  'trades.price': 'Pris',
  'trades.volume': 'Antal',

  'news.title': 'Nyheter',
  'news.error': 'Nyheterna kunde inte hämtas.',
  'news.empty': 'Inga nyheter om {name} ännu.',
  'news.article': 'Nyhetsartikel',
  'news.notFoundTitle': 'Artikeln finns inte',
  'news.notFoundText': 'Det finns ingen nyhetsartikel på den här adressen.',
  'news.articleError': 'Artikeln kunde inte hämtas.',
  'news.related': 'Nämns i artikeln',

  'newsType.ANALYSIS': 'Analys',
  'newsType.FLASH': 'Snabbnyhet',
  'newsType.MARKET_COMMENTARY': 'Marknadskommentar',
  'newsType.NEWS': 'Nyhet',
  'newsType.PRESS_RELEASE': 'Pressmeddelande',
  ...chartCardSv,
  ...chartCanvasSv,
  ...discoverSv,
  ...fundOrderSv,
  ...shareOrderSv,
  ...appropriatenessSv,
  ...settingsSv,
  ...transactionsSv,
  ...taxSv,
  ...netfondsSv,
  ...holdingsSv,
  ...bankingSv,
  ...savingsGoalsSv,
  ...eidSv,
  ...notificationsSv,
  ...securitySv,
  ...requiredActionsSv,
  ...signupSv,
  ...savingsPlansSv,
  ...notesSv,
  ...instrumentTermsSv,
  ...screenerSv,
  ...crmSv,
  ...deskSv,
  ...insuranceSv,
  ...affiliateSv,
  ...companiesSv,
  ...estatesSv,
  ...creditsSv,
  ...authorizationsSv,
  ...fundInfoSv,
  ...communitySv,
  ...getStartedSv,
  ...searchSv,
  ...contentSv,
  ...newsPageSv,
  ...instrumentDataSv,
  ...keyFigureSeriesSv,
  ...indicesSv,
  ...fundFactsSv,
};
