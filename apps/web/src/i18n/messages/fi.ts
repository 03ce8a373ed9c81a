import { screenerFi } from './screener/fi';
import { instrumentTermsFi } from './instrument-terms/fi';
import type { Catalogue } from './en';
import { chartCardFi } from './chart-card/fi';
import { chartCanvasFi } from './chart-canvas/fi';
import { discoverFi } from './discover/fi';
import { appropriatenessFi } from './appropriateness/fi';
import { settingsFi } from './settings/fi';
import { transactionsFi } from './transactions/fi';
import { taxFi } from './tax/fi';
import { netfondsFi } from './netfonds/fi';
import { holdingsFi } from './holdings/fi';
import { bankingFi } from './banking/fi';
import { savingsGoalsFi } from './savings-goals/fi';
import { eidFi } from './eid/fi';
import { notificationsFi } from './notifications/fi';
import { securityFi } from './security/fi';
import { requiredActionsFi } from './required-actions/fi';
import { signupFi } from './signup/fi';
import { savingsPlansFi } from './savings-plans/fi';
import { notesFi } from './notes/fi';
import { crmFi } from './crm/fi';
import { deskFi } from './desk/fi';
import { insuranceFi } from './insurance/fi';
import { affiliateFi } from './affiliate/fi';
import { companiesFi } from './companies/fi';
import { getStartedFi } from './get-started/fi';
import { creditsFi } from './credits/fi';
import { authorizationsFi } from './authorizations/fi';
import { fundInfoFi } from './fund-info/fi';
import { communityFi } from './community/fi';
import { fundOrderFi } from './fund-order/fi';
import { shareOrderFi } from './share-order/fi';
import { estatesFi } from './estates/fi';
import { searchFi } from './search/fi';
import { contentFi } from './content/fi';
import { newsPageFi } from './news/fi';
import { instrumentDataFi } from './instrument-data/fi';
import { keyFigureSeriesFi } from './key-figure-series/fi';
import { indicesFi } from './indices/fi';
import { fundFactsFi } from './fund-facts/fi';

export const fi: Catalogue = {
  'app.brand': 'Nordbroker',
  'app.loading': 'Ladataan…',
  'app.skipToContent': 'Siirry pääsisältöön',
  'app.retry': 'Yritä uudelleen',

  'nav.main': 'Päävalikko',
  'nav.overview': 'Yleiskatsaus',

  'header.menuOpen': 'Avaa valikko',
  'header.menuClose': 'Sulje valikko',
  'header.orders': 'Toimeksiannot',
  'header.ordersTitle': 'Omat toimeksiannot',
  'header.shareOrdersToday': 'Osaketoimeksiannot tänään',
  'header.ordersEmpty': 'Ei vielä toimeksiantoja',
  'header.ordersError': 'Toimeksiantoja ei voitu hakea.',
  'header.ordersClose': 'Sulje toimeksiannot',
  'header.language': 'Kieli',
  'header.customer': 'Kirjautuneena: {name}',
  'header.login': 'Kirjaudu sisään',
  'header.search.label': 'Hae arvopapereita',
  'header.search.placeholder': 'Hae osaketta tai rahastoa',
  'header.search.noResults': 'Ei tuloksia',
  'header.search.error': 'Haku epäonnistui.',
  'header.logout': 'Kirjaudu ulos',
  'header.account': 'Tili',
  'header.accountMenuFor': 'Tilivalikko: {name}',
  'header.loggedInAs': 'Kirjautuneena',

  'login.title': 'Kirjaudu sisään',
  'login.intro': 'Kirjaudu sisään nähdäksesi tilisi ja omistuksesi.',
  'login.username': 'Käyttäjätunnus',
  'login.password': 'Salasana',
  'login.country': 'Maa',
  'login.submit': 'Kirjaudu sisään',
  'login.submitting': 'Kirjaudutaan…',
  'login.usernameRequired': 'Syötä käyttäjätunnuksesi',
  'login.passwordRequired': 'Syötä salasanasi',
  'login.errorInvalidCredentials': 'Väärä käyttäjätunnus tai salasana',
  'login.errorTooManyAttempts': 'Liian monta kirjautumisyritystä. Odota hetki ja yritä uudelleen.',
  'login.errorNetwork': 'Palvelimeen ei saatu yhteyttä. Tarkista yhteytesi ja yritä uudelleen.',
  'login.errorUnknown': 'Kirjautuminen epäonnistui. Yritä uudelleen.',
  'login.errorEstate':
    'Asiakas on kuollut, joten kukaan ei voi enää kirjautua asiakkaana. Kuolinpesää hoitavat sen edustajat, jotka vaihtavat siihen omalla kirjautumisellaan.',
  'login.sessionExpired': 'Istuntosi on päättynyt. Kirjaudu uudelleen sisään.',
  'login.demoTitle': 'Demotunnukset',
  'login.demoText': 'Käytä jotakin näistä käyttäjätunnuksista salasanalla {password}.',

  'country.SE': 'Ruotsi',
  'country.NO': 'Norja',
  'country.DK': 'Tanska',
  'country.FI': 'Suomi',

  'overview.title': 'Yleiskatsaus',
  'overview.totalOwnCapital': 'Oma pääoma yhteensä',
  'overview.accountCount': '{count, plural, one {# tili} other {# tiliä}}',
  'overview.emptyTitle': 'Sinulla ei ole vielä tilejä',
  'overview.emptyText': 'Kun sinulle on avattu tili, se näkyy täällä.',
  'overview.error': 'Tilejäsi ei voitu ladata.',

  'account.number': 'Tilinumero',
  'account.type': 'Tilityyppi',
  'account.blocked': 'Estetty',
  'account.cash': 'Käteinen',
  'account.tradingPower': 'Ostovoima',
  'account.ownCapital': 'Oma pääoma',
  'account.error': 'Tiliä ei voitu ladata.',
  'account.updatedAt': 'Päivitetty {time}',

  'positions.title': 'Omistukset',
  'positions.caption': 'Omistukset tilillä {account}',
  'positions.empty': 'Tilillä ei ole omistuksia.',
  'positions.name': 'Nimi',
  'positions.quantity': 'Määrä',
  'positions.marketValue': 'Markkina-arvo',
  'positions.return': 'Tuotto',
  'positions.trend': '1 kk',
  'positions.error': 'Omistuksia ei voitu ladata.',

  'instrumentType.EQ': 'Osake',
  'instrumentType.FND': 'Rahasto',
  'instrumentType.IDX': 'Osakeindeksi',

  'notFound.title': 'Sivua ei löytynyt',
  'notFound.text': 'Etsimääsi sivua ei ole olemassa tai se on siirretty.',
  'notFound.link': 'Siirry etusivulle',

  'app.back': 'Takaisin',

  'notFound.toOverview': 'Siirry yleiskatsaukseen',

  'freshness.prefix': 'Kurssisyöte:',
  'freshness.live': 'Reaaliaikainen',
  'freshness.stale': 'Ei päivity',
  'freshness.connecting': 'Yhdistetään…',
  'freshness.reconnecting': 'Yhdistetään uudelleen…',
  'freshness.liveDetail': 'Kurssit päivittyvät kauppojen mukaan',
  'freshness.staleDetail': 'Kurssisyötteestä ei ole tullut mitään 15 sekuntiin',
  'freshness.reconnectingDetail': 'Yhteys kurssisyötteeseen on katki; yhdistetään uudelleen',

  'marketStatus.region': 'Markkinat ja kurssisyöte',
  'marketStatus.label': 'Markkinoiden tila',
  'marketStatus.error': 'Markkinoiden tilaa ei saatu haettua',
  'marketStatus.closes': '{time} asti',
  'marketStatus.opens': 'avautuu {time}',

  'marketCity.SE': 'Tukholma',
  'marketCity.NO': 'Oslo',
  'marketCity.DK': 'Kööpenhamina',
  'marketCity.FI': 'Helsinki',

  'tradingStatus.CLOSED': 'Suljettu',
  'tradingStatus.CLOSING_AUCTION': 'Päätöshuutokauppa',
  'tradingStatus.CONTINUOUS_TRADING': 'Avoinna',
  'tradingStatus.INTRADAY_AUCTION': 'Päivänsisäinen huutokauppa',
  'tradingStatus.OPENING_AUCTION': 'Avaushuutokauppa',
  'tradingStatus.POST_TRADING': 'Jälkikauppa',
  'tradingStatus.PRE_TRADING': 'Esikauppa',
  'tradingStatus.SUSPENDED_OR_HALTED': 'Kaupankäynti keskeytetty',
  'tradingStatus.TRADING_AT_LAST': 'Kaupankäynti viimeiseen hintaan',
  'tradingStatus.UNKNOWN': 'Tila tuntematon',

  'positions.lastPrice': 'Viimeisin',
  'positions.today': 'Tänään',

  'price.unavailable': 'Ei hintaa',

  // A fund's "market" is the broker's fund distribution; the exchange name would be English.
  'instrument.fundMarket': 'Rahastokauppa',
  'instrument.title': 'Arvopaperi',
  'instrument.quote': 'Kurssi',
  'instrument.priceError': 'Kurssia ei saatu haettua.',
  'instrument.notFoundTitle': 'Arvopaperia ei löytynyt',
  'instrument.notFoundText':
    'Tässä osoitteessa ei ole arvopaperia. Se on voitu poistaa listalta, tai linkki on virheellinen.',
  'instrument.error': 'Arvopaperia ei saatu haettua.',
  'instrument.noMarketData': 'Tälle arvopaperille ei ole markkinahintoja.',

  'quote.last': 'Viimeisin kurssi',
  'quote.nav': 'Arvo (NAV)',
  'quote.previousNav': 'Edellinen arvo (NAV)',
  'quote.changeToday': 'Muutos tänään',
  'quote.bid': 'Osto',
  'quote.ask': 'Myynti',
  'quote.open': 'Avaus',
  'quote.high': 'Ylin',
  'quote.low': 'Alin',
  'quote.previousClose': 'Ed. päätös',
  'quote.volume': 'Vaihdettu määrä',
  'quote.turnover': 'Vaihto',
  'quote.updatedAt': 'Päivitetty {time}',

  'depth.title': 'Tarjoustasot',
  'depth.error': 'Tarjoustasoja ei saatu haettua.',
  'depth.empty': 'Kirjassa ei ole nyt toimeksiantoja.',
  'depth.bidVolume': 'Ostomäärä',
  'depth.bid': 'Osto',
  'depth.ask': 'Myynti',
  'depth.askVolume': 'Myyntimäärä',
  'depth.pick': 'Käytä hintaa {price} toimeksiannon hintana',

  'trades.title': 'Viimeisimmät kaupat',
  'trades.empty': 'Ei vielä kauppoja.',
  'trades.time': 'Aika',
  'trades.price': 'Hinta',
  'trades.volume': 'Määrä',

  'news.title': 'Uutiset',
  'news.error': 'Uutisia ei saatu haettua.',
  'news.empty': 'Ei vielä uutisia aiheesta {name}.',
  'news.article': 'Uutisartikkeli',
  'news.notFoundTitle': 'Artikkelia ei löytynyt',
  'news.notFoundText': 'Tässä osoitteessa ei ole uutisartikkelia.',
  'news.articleError': 'Artikkelia ei saatu haettua.',
  'news.related': 'Mainitaan artikkelissa',

  'newsType.ANALYSIS': 'Analyysi',
  'newsType.FLASH': 'Pikauutinen',
  'newsType.MARKET_COMMENTARY': 'Markkinakommentti',
  'newsType.NEWS': 'Uutinen',
  'newsType.PRESS_RELEASE': 'Lehdistötiedote',
  ...chartCardFi,
  ...chartCanvasFi,
  ...discoverFi,
  ...fundOrderFi,
  ...shareOrderFi,
  ...appropriatenessFi,
  ...settingsFi,
  ...transactionsFi,
  ...taxFi,
  ...netfondsFi,
  ...holdingsFi,
  ...bankingFi,
  ...savingsGoalsFi,
  ...eidFi,
  ...notificationsFi,
  ...securityFi,
  ...requiredActionsFi,
  ...signupFi,
  ...savingsPlansFi,
  ...notesFi,
  ...instrumentTermsFi,
  ...screenerFi,
  ...crmFi,
  ...deskFi,
  ...insuranceFi,
  ...affiliateFi,
  ...companiesFi,
  ...estatesFi,
  ...creditsFi,
  ...authorizationsFi,
  ...fundInfoFi,
  ...communityFi,
  ...getStartedFi,
  ...searchFi,
  ...contentFi,
  ...newsPageFi,
  ...instrumentDataFi,
  ...keyFigureSeriesFi,
  ...indicesFi,
  ...fundFactsFi,
};
