/** English texts of the intraday limit (credits); the reference for their other languages. */
export const creditsEn = {
  'credits.intraday.title': 'Intraday limit',
  'credits.intraday.intro':
    'The intraday limit raises the trading power for share buys during one trading day, free of fees and interest. It is based on the account’s own capital, at most {max}.',
  'credits.intraday.payBack':
    'What you buy with the limit must be paid for before the market closes: sell shares or move money in. An account still below zero after the close is overdrawn.',
  'credits.intraday.day': 'Trading day {day}, until {time}',
  'credits.intraday.loadFailed': 'The intraday limit could not be fetched.',
  'credits.intraday.none': 'You have no accounts here.',
  'credits.intraday.limit': 'Limit',
  'credits.intraday.used': 'In use',
  'credits.intraday.tradingPower': 'Trading power for shares',
  'credits.intraday.active': 'Active today',
  'credits.intraday.inactive': 'Not active',
  'credits.intraday.notEligible': 'Not available',
  'credits.intraday.risk':
    'I understand that I buy on credit, that it must be paid back before the market closes, and that losses are mine.',
  'credits.intraday.activate': 'Activate the limit',
  'credits.intraday.activating': 'Activating…',
  'credits.intraday.deactivate': 'Deactivate',
  'credits.intraday.activated': 'The intraday limit is active on {account}.',
  'credits.intraday.deactivated': 'The intraday limit on {account} has been deactivated.',
  'credits.intraday.riskRequired': 'Confirm the risk first.',
  'credits.intraday.error': 'That did not work. Please try again.',
  'credits.intraday.reason.ACCOUNT_TYPE': 'This account type cannot have the limit.',
  'credits.intraday.reason.ACCOUNT_CURRENCY': 'Only for accounts in your country’s currency.',
  'credits.intraday.reason.ACCOUNT_BLOCKED': 'The account is blocked.',
  'credits.intraday.reason.MINOR': 'Only for customers of 18 and over.',
  'credits.intraday.reason.BUYING_BLOCKED':
    'Buying is blocked until you have updated your customer information.',
  'credits.intraday.reason.NEGATIVE_CASH': 'The account’s cash is below zero: cover it first.',
  'credits.intraday.reason.NO_OWN_CAPITAL': 'The account has no capital to base a limit on.',
  'credits.intraday.error.INTRADAY_LIMIT_IN_USE':
    'The limit is in use: sell, cancel buy orders or move money in before deactivating.',
  'credits.intraday.error.INTRADAY_LIMIT_NOT_ELIGIBLE': 'The account cannot have the limit right now.',
  'notifications.kind.INTRADAY_LIMIT_OVERDRAWN': 'Intraday limit not paid back',
  'notifications.text.INTRADAY_LIMIT_OVERDRAWN':
    'Account {account} was {amount} when the market closed: your intraday limit has ended. Move money in to cover it.',
} as const;
