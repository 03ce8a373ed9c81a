/** English texts of notifications (the bell, its panel, the page and the preferences); the reference for the others. */
export const notificationsEn = {
  'notifications.title': 'Notifications',
  'notifications.bell': 'Notifications, {count, plural, one {# unread} other {# unread}}',
  'notifications.panel.close': 'Close notifications',
  'notifications.latest': 'Latest',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.markRead': 'Mark as read',
  'notifications.markRead.label': 'Mark as read: {text}',
  'notifications.allRead': 'All notifications are marked as read.',
  'notifications.markedRead': 'Marked as read.',
  'notifications.all': 'All notifications',
  'notifications.none': 'You have no notifications.',
  'notifications.noneUnread': 'You have no unread notifications.',
  'notifications.noneRead': 'You have no read notifications.',
  'notifications.loading': 'Fetching your notifications…',
  'notifications.error': 'Your notifications could not be fetched.',
  'notifications.actionError': 'That did not work. Please try again.',
  'notifications.unread': 'Unread',
  'notifications.filter': 'Show',
  'notifications.filter.ALL': 'All',
  'notifications.filter.UNREAD': 'Unread',
  'notifications.filter.READ': 'Read',
  'notifications.preferences': 'What to notify me about',
  'notifications.preferences.intro':
    'Choose the events you want to hear about. Switched off, an event is not notified at all, not even later.',
  'notifications.marketing': 'Marketing from us',
  'notifications.marketing.intro': 'News, offers and invitations to events. You can change this at any time.',
  'notifications.marketing.email': 'News and offers by email',
  'notifications.marketing.sms': 'News and offers by SMS',
  'notifications.marketing.saved': 'Your choice is saved.',
  'notifications.preferences.saved': 'Your choice is saved.',
  'notifications.preferences.error': 'Your choice could not be saved. Please try again.',
  'notifications.kind.ORDER_FILLED': 'Share orders executed',
  'notifications.kind.FUND_ORDER_EXECUTED': 'Fund orders executed',
  'notifications.kind.DIVIDEND_PAID': 'Dividends paid',
  'notifications.kind.DEPOSIT_ARRIVED': 'Deposits arrived',
  'notifications.kind.ACCOUNT_OPENED': 'New accounts opened',
  'notifications.kind.WITHDRAWAL_SENT': 'Withdrawals sent',
  'notifications.kind.SAVINGS_PLAN_RUN': 'Monthly savings',
  'notifications.kind.REQUIRED_ACTION_DUE': 'Things you need to do',
  'notifications.text.ORDER_FILLED.BUY': 'Your buy order for {name} was executed: {volume} shares at {price}',
  'notifications.text.ORDER_FILLED.SELL':
    'Your sell order for {name} was executed: {volume} shares at {price}',
  'notifications.text.ORDER_FILLED.BUY.partial':
    'Part of your buy order for {name} was executed: {volume} shares at {price}',
  'notifications.text.ORDER_FILLED.SELL.partial':
    'Part of your sell order for {name} was executed: {volume} shares at {price}',
  'notifications.text.FUND_ORDER_EXECUTED.BUY': 'Your purchase of {name} for {amount} was executed',
  'notifications.text.FUND_ORDER_EXECUTED.SELL': 'Your sale of {name} was executed: {amount} to your account',
  'notifications.text.DIVIDEND_PAID': 'A dividend of {amount} from {name} has been paid',
  'notifications.text.DEPOSIT_ARRIVED': '{amount} has arrived in your account',
  'notifications.text.ACCOUNT_OPENED':
    'Your account {alias} ({account}) is open. Deposit money to start investing.',
  'notifications.text.WITHDRAWAL_SENT': '{amount} has been sent to your bank account',
  'notifications.text.SAVINGS_PLAN_RUN.BOUGHT':
    'Your monthly savings for {month} have been bought ({amount})',
  'notifications.text.SAVINGS_PLAN_RUN.PARTLY_BOUGHT':
    'Your monthly savings for {month} were only partly bought',
  'notifications.text.SAVINGS_PLAN_RUN.RETRY_PENDING':
    'Your monthly savings for {month} are waiting for cash: {amount} is needed by the next banking day',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_NO_CASH':
    'Your monthly savings for {month} were skipped for lack of cash',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_BY_CUSTOMER':
    'Your monthly savings for {month} were skipped, as you chose',
  'notifications.text.SAVINGS_PLAN_RUN.FAILED': 'Your monthly savings for {month} could not be bought',
  'notifications.text.REQUIRED_ACTION_DUE': 'Something needs your attention by {day}',
  'notifications.text.REQUIRED_ACTION_DUE.undated': 'Something needs your attention',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC': 'Please update your customer information by {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC.overdue':
    'Your customer information is out of date: buying is blocked until you update it.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI': "Please renew your company's LEI by {day}.",
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI.overdue':
    "Your company's LEI has lapsed: please renew it.",
} as const;
