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
  'header.ordersEmpty': 'No orders yet',
  'header.ordersClose': 'Close orders',
  'header.language': 'Language',
  'header.customer': 'Logged in as {name}',
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
  'positions.error': 'The holdings could not be loaded.',

  'instrumentType.EQ': 'Share',
  'instrumentType.FND': 'Fund',
  'instrumentType.IDX': 'Stock index',

  'notFound.title': 'Page not found',
  'notFound.text': 'The page you were looking for does not exist or has been moved.',
  'notFound.link': 'Go to the start page',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
