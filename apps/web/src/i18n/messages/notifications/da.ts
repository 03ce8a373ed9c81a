import type { notificationsEn } from './en';

export const notificationsDa: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'Notifikationer',
  'notifications.bell': 'Notifikationer, {count, plural, one {# ulæst} other {# ulæste}}',
  'notifications.panel.close': 'Luk notifikationer',
  'notifications.latest': 'Seneste',
  'notifications.markAllRead': 'Markér alle som læst',
  'notifications.markRead': 'Markér som læst',
  'notifications.markRead.label': 'Markér som læst: {text}',
  'notifications.allRead': 'Alle notifikationer er markeret som læst.',
  'notifications.markedRead': 'Markeret som læst.',
  'notifications.all': 'Alle notifikationer',
  'notifications.none': 'Du har ingen notifikationer.',
  'notifications.noneUnread': 'Du har ingen ulæste notifikationer.',
  'notifications.noneRead': 'Du har ingen læste notifikationer.',
  'notifications.loading': 'Henter dine notifikationer…',
  'notifications.error': 'Dine notifikationer kunne ikke hentes.',
  'notifications.actionError': 'Det lykkedes ikke. Prøv igen.',
  'notifications.unread': 'Ulæst',
  'notifications.filter': 'Vis',
  'notifications.filter.ALL': 'Alle',
  'notifications.filter.UNREAD': 'Ulæste',
  'notifications.filter.READ': 'Læste',
  'notifications.preferences': 'Hvad vil du have notifikationer om?',
  'notifications.preferences.intro':
    'Vælg, hvilke hændelser du vil høre om. En hændelse, der er slået fra, giver ingen notifikation, heller ikke senere.',
  'notifications.marketing': 'Markedsføring fra os',
  'notifications.marketing.intro':
    'Nyheder, tilbud og invitationer til arrangementer. Du kan ændre dette når som helst.',
  'notifications.marketing.email': 'Nyheder og tilbud på e-mail',
  'notifications.marketing.sms': 'Nyheder og tilbud på sms',
  'notifications.marketing.saved': 'Dit valg er gemt.',
  'notifications.preferences.saved': 'Dit valg er gemt.',
  'notifications.preferences.error': 'Dit valg kunne ikke gemmes. Prøv igen.',
  'notifications.kind.ORDER_FILLED': 'Gennemførte aktieordrer',
  'notifications.kind.FUND_ORDER_EXECUTED': 'Gennemførte fondsordrer',
  'notifications.kind.DIVIDEND_PAID': 'Udbetalt udbytte',
  'notifications.kind.DEPOSIT_ARRIVED': 'Indbetalinger, der er modtaget',
  'notifications.kind.ACCOUNT_OPENED': 'Nye konti, der er oprettet',
  'notifications.kind.WITHDRAWAL_SENT': 'Udbetalinger, der er sendt',
  'notifications.kind.SAVINGS_PLAN_RUN': 'Månedlig opsparing',
  'notifications.kind.REQUIRED_ACTION_DUE': 'Ting, du skal gøre',
  'notifications.text.ORDER_FILLED.BUY': 'Din købsordre i {name} er gennemført: {volume} stk. à {price}',
  'notifications.text.ORDER_FILLED.SELL': 'Din salgsordre i {name} er gennemført: {volume} stk. à {price}',
  'notifications.text.ORDER_FILLED.BUY.partial':
    'En del af din købsordre i {name} er gennemført: {volume} stk. à {price}',
  'notifications.text.ORDER_FILLED.SELL.partial':
    'En del af din salgsordre i {name} er gennemført: {volume} stk. à {price}',
  'notifications.text.FUND_ORDER_EXECUTED.BUY': 'Dit køb af {name} for {amount} er gennemført',
  'notifications.text.FUND_ORDER_EXECUTED.SELL': 'Dit salg af {name} er gennemført: {amount} til din konto',
  'notifications.text.DIVIDEND_PAID': 'Udbytte på {amount} fra {name} er udbetalt',
  'notifications.text.DEPOSIT_ARRIVED': '{amount} er kommet ind på din konto',
  'notifications.text.ACCOUNT_OPENED':
    'Din konto {alias} ({account}) er oprettet. Indbetal penge for at begynde at investere.',
  'notifications.text.WITHDRAWAL_SENT': '{amount} er sendt til din bankkonto',
  'notifications.text.SAVINGS_PLAN_RUN.BOUGHT': 'Din månedlige opsparing for {month} er købt ({amount})',
  'notifications.text.SAVINGS_PLAN_RUN.PARTLY_BOUGHT':
    'Din månedlige opsparing for {month} blev kun delvist købt',
  'notifications.text.SAVINGS_PLAN_RUN.RETRY_PENDING':
    'Din månedlige opsparing for {month} venter på penge: {amount} skal være der senest næste bankdag',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_NO_CASH':
    'Din månedlige opsparing for {month} blev sprunget over, fordi der ikke var penge nok',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_BY_CUSTOMER':
    'Din månedlige opsparing for {month} blev sprunget over, som du valgte',
  'notifications.text.SAVINGS_PLAN_RUN.FAILED': 'Din månedlige opsparing for {month} kunne ikke købes',
  'notifications.text.REQUIRED_ACTION_DUE': 'Noget kræver din opmærksomhed senest {day}',
  'notifications.text.REQUIRED_ACTION_DUE.undated': 'Noget kræver din opmærksomhed',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC': 'Opdater dine kundeoplysninger senest {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC.overdue':
    'Dine kundeoplysninger er forældede: køb er spærret, indtil du har opdateret dem.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI': 'Forny din virksomheds LEI-kode senest {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI.overdue':
    'Din virksomheds LEI-kode er udløbet: forny den.',
};
