import { screenerEn } from './screener/en';
import { instrumentTermsEn } from './instrument-terms/en';
import { chartCardEn } from './chart-card/en';
import { chartCanvasEn } from './chart-canvas/en';
import { discoverEn } from './discover/en';
import { appropriatenessEn } from './appropriateness/en';
import { settingsEn } from './settings/en';
import { transactionsEn } from './transactions/en';
import { taxEn } from './tax/en';
import { netfondsEn } from './netfonds/en';
import { holdingsEn } from './holdings/en';
import { bankingEn } from './banking/en';
import { savingsGoalsEn } from './savings-goals/en';
import { eidEn } from './eid/en';
import { notificationsEn } from './notifications/en';
import { securityEn } from './security/en';
import { requiredActionsEn } from './required-actions/en';
import { signupEn } from './signup/en';
import { savingsPlansEn } from './savings-plans/en';
import { notesEn } from './notes/en';
import { crmEn } from './crm/en';
import { deskEn } from './desk/en';
import { insuranceEn } from './insurance/en';
import { affiliateEn } from './affiliate/en';
import { companiesEn } from './companies/en';
import { getStartedEn } from './get-started/en';
import { creditsEn } from './credits/en';
import { authorizationsEn } from './authorizations/en';
import { fundInfoEn } from './fund-info/en';
import { communityEn } from './community/en';
import { fundOrderEn } from './fund-order/en';
import { shareOrderEn } from './share-order/en';
import { estatesEn } from './estates/en';
import { searchEn } from './search/en';
import { contentEn } from './content/en';
import { newsPageEn } from './news/en';
import { instrumentDataEn } from './instrument-data/en';
import { keyFigureSeriesEn } from './key-figure-series/en';
import { indicesEn } from './indices/en';
import { fundFactsEn } from './fund-facts/en';
/**
 * The English catalogue is the reference: its keys define every other catalogue's keys, and its
 * texts are the specification's English texts where the specification has them.
 */
export const en = {
  'app.brand': 'Nordbroker',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to main content',
  'app.retry': 'Try again',

  'nav.main': 'Main navigation',
  'nav.overview': 'Overview',

  'header.menuOpen': 'Open menu',
  'header.menuClose': 'Close menu',
  'header.orders': 'Orders',
  'header.ordersTitle': 'Your orders',
  'header.shareOrdersToday': 'Share orders today',
  'header.ordersEmpty': 'No orders yet',
  'header.ordersError': 'Your orders could not be loaded.',
  'header.ordersClose': 'Close orders',
  'header.language': 'Language',
  'header.customer': 'Logged in as {name}',
  'header.login': 'Log in',
  'header.search.label': 'Search instruments',
  'header.search.placeholder': 'Search for a share or fund',
  'header.search.noResults': 'No results',
  'header.search.error': 'The search failed.',
  'header.logout': 'Log out',
  'header.account': 'Account',
  'header.accountMenuFor': 'Account menu for {name}',
  'header.loggedInAs': 'Logged in as',

  'login.title': 'Log in',
  'login.intro': 'Log in to see your accounts and holdings.',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.country': 'Country',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in…',
  'login.usernameRequired': 'Enter your username',
  'login.passwordRequired': 'Enter your password',
  'login.errorInvalidCredentials': 'Wrong username or password',
  'login.errorTooManyAttempts': 'Too many login attempts. Wait a moment and try again.',
  'login.errorNetwork': 'Could not reach the server. Check your connection and try again.',
  'login.errorUnknown': 'Login failed. Please try again.',
  'login.errorEstate':
    'The customer has died, so nobody logs in as them any more. The estate is run by its representatives, who switch to it from their own login.',
  'login.sessionExpired': 'Your session has ended. Please log in again.',
  'login.demoTitle': 'Demo logins',
  'login.demoText': 'Use one of these usernames with the password {password}.',

  'country.SE': 'Sweden',
  'country.NO': 'Norway',
  'country.DK': 'Denmark',
  'country.FI': 'Finland',

  'overview.title': 'Overview',
  'overview.totalOwnCapital': 'Total own capital',
  'overview.accountCount': '{count, plural, one {# account} other {# accounts}}',
  'overview.emptyTitle': 'You have no accounts yet',
  'overview.emptyText': 'When an account has been opened for you, it will show up here.',
  'overview.error': 'Your accounts could not be loaded.',

  'account.number': 'Account number',
  'account.type': 'Account type',
  'account.blocked': 'Blocked',
  'account.cash': 'Cash',
  'account.tradingPower': 'Trading power',
  'account.ownCapital': 'Own capital',
  'account.error': 'This account could not be loaded.',
  'account.updatedAt': 'Updated {time}',

  'positions.title': 'Holdings',
  'positions.caption': 'Holdings in {account}',
  'positions.empty': 'There are no holdings in this account.',
  'positions.name': 'Name',
  'positions.quantity': 'Quantity',
  'positions.marketValue': 'Market value',
  'positions.return': 'Return',
  'positions.trend': '1 month',
  'positions.error': 'The holdings could not be loaded.',

  'instrumentType.EQ': 'Share',
  'instrumentType.FND': 'Fund',
  'instrumentType.IDX': 'Stock index',

  'notFound.title': 'Page not found',
  'notFound.text': 'The page you were looking for does not exist or has been moved.',
  'notFound.link': 'Go to the start page',

  'app.back': 'Back',

  'notFound.toOverview': 'Go to the overview',

  'freshness.prefix': 'Price feed:',
  'freshness.live': 'Live',
  'freshness.stale': 'Not updating',
  'freshness.connecting': 'Connecting…',
  'freshness.reconnecting': 'Reconnecting…',
  'freshness.liveDetail': 'Prices update as trades happen',
  'freshness.staleDetail': 'Nothing received from the price feed for 15 seconds',
  'freshness.reconnectingDetail': 'The connection to the price feed is down; reconnecting',

  'marketStatus.region': 'Markets and price feed',
  'marketStatus.label': 'Market status',
  'marketStatus.error': 'Market status unavailable',
  'marketStatus.closes': 'until {time}',
  'marketStatus.opens': 'opens {time}',

  'marketCity.SE': 'Stockholm',
  'marketCity.NO': 'Oslo',
  'marketCity.DK': 'Copenhagen',
  'marketCity.FI': 'Helsinki',

  'tradingStatus.CLOSED': 'Closed',
  'tradingStatus.CLOSING_AUCTION': 'Closing auction',
  'tradingStatus.CONTINUOUS_TRADING': 'Open',
  'tradingStatus.INTRADAY_AUCTION': 'Intraday auction',
  'tradingStatus.OPENING_AUCTION': 'Opening auction',
  'tradingStatus.POST_TRADING': 'Post-trading',
  'tradingStatus.PRE_TRADING': 'Pre-trading',
  'tradingStatus.SUSPENDED_OR_HALTED': 'Halted',
  'tradingStatus.TRADING_AT_LAST': 'Trading at last',
  'tradingStatus.UNKNOWN': 'Status unknown',

  'positions.lastPrice': 'Last',
  'positions.today': 'Today',

  'price.unavailable': 'No price',

  // A fund's "market" is the broker's fund distribution; the exchange name would be English.
  'instrument.fundMarket': 'Fund trading',
  'instrument.title': 'Instrument',
  'instrument.quote': 'Price',
  'instrument.priceError': 'The price could not be loaded.',
  'instrument.notFoundTitle': 'Instrument not found',
  'instrument.notFoundText':
    'There is no instrument at this address. It may have been delisted, or the link is wrong.',
  'instrument.error': 'The instrument could not be loaded.',
  'instrument.noMarketData': 'There are no market prices for this instrument.',

  'quote.last': 'Last price',
  'quote.nav': 'NAV',
  'quote.previousNav': 'Previous NAV',
  'quote.changeToday': 'Change today',
  'quote.bid': 'Bid',
  'quote.ask': 'Ask',
  'quote.open': 'Open',
  'quote.high': 'High',
  'quote.low': 'Low',
  'quote.previousClose': 'Prev. close',
  'quote.volume': 'Volume',
  'quote.turnover': 'Turnover',
  'quote.updatedAt': 'Updated {time}',

  'depth.title': 'Order book',
  'depth.error': 'The order book could not be loaded.',
  'depth.empty': 'No orders in the book right now.',
  'depth.bidVolume': 'Bid vol.',
  'depth.bid': 'Bid',
  'depth.ask': 'Ask',
  'depth.askVolume': 'Ask vol.',
  'depth.pick': 'Use {price} as the order price',

  'trades.title': 'Latest trades',
  'trades.empty': 'No trades yet.',
  'trades.time': 'Time',
  'trades.price': 'Price',
  'trades.volume': 'Volume',

  'news.title': 'News',
  'news.error': 'The news could not be loaded.',
  'news.empty': 'No news about {name} yet.',
  'news.article': 'News article',
  'news.notFoundTitle': 'Article not found',
  'news.notFoundText': 'There is no news article at this address.',
  'news.articleError': 'The article could not be loaded.',
  'news.related': 'Mentioned in the article',

  'newsType.ANALYSIS': 'Analysis',
  'newsType.FLASH': 'Flash',
  'newsType.MARKET_COMMENTARY': 'Market commentary',
  'newsType.NEWS': 'News',
  'newsType.PRESS_RELEASE': 'Press release',
  ...chartCardEn,
  ...chartCanvasEn,
  ...discoverEn,
  ...fundOrderEn,
  ...shareOrderEn,
  ...appropriatenessEn,
  ...settingsEn,
  ...transactionsEn,
  ...taxEn,
  ...netfondsEn,
  ...holdingsEn,
  ...bankingEn,
  ...savingsGoalsEn,
  ...eidEn,
  ...notificationsEn,
  ...securityEn,
  ...requiredActionsEn,
  ...signupEn,
  ...savingsPlansEn,
  ...notesEn,
  ...instrumentTermsEn,
  ...screenerEn,
  ...crmEn,
  ...deskEn,
  ...insuranceEn,
  ...affiliateEn,
  ...companiesEn,
  ...estatesEn,
  ...creditsEn,
  ...authorizationsEn,
  ...fundInfoEn,
  ...communityEn,
  ...getStartedEn,
  ...searchEn,
  ...contentEn,
  ...newsPageEn,
  ...instrumentDataEn,
  ...keyFigureSeriesEn,
  ...indicesEn,
  ...fundFactsEn,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
