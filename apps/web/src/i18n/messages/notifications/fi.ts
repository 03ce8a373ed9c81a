import type { notificationsEn } from './en';

export const notificationsFi: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'Ilmoitukset',
  'notifications.bell': 'Ilmoitukset, {count, plural, one {# lukematon} other {# lukematonta}}',
  'notifications.panel.close': 'Sulje ilmoitukset',
  'notifications.latest': 'Uusimmat',
  'notifications.markAllRead': 'Merkitse kaikki luetuiksi',
  'notifications.markRead': 'Merkitse luetuksi',
  'notifications.markRead.label': 'Merkitse luetuksi: {text}',
  'notifications.allRead': 'Kaikki ilmoitukset on merkitty luetuiksi.',
  'notifications.markedRead': 'Merkitty luetuksi.',
  'notifications.all': 'Kaikki ilmoitukset',
  'notifications.none': 'Sinulla ei ole ilmoituksia.',
  'notifications.noneUnread': 'Sinulla ei ole lukemattomia ilmoituksia.',
  'notifications.noneRead': 'Sinulla ei ole luettuja ilmoituksia.',
  'notifications.loading': 'Haetaan ilmoituksiasi…',
  'notifications.error': 'Ilmoituksiasi ei voitu hakea.',
  'notifications.actionError': 'Se ei onnistunut. Yritä uudelleen.',
  'notifications.unread': 'Lukematon',
  'notifications.filter': 'Näytä',
  'notifications.filter.ALL': 'Kaikki',
  'notifications.filter.UNREAD': 'Lukemattomat',
  'notifications.filter.READ': 'Luetut',
  'notifications.preferences': 'Mistä haluat ilmoituksen?',
  'notifications.preferences.intro':
    'Valitse, mistä tapahtumista haluat kuulla. Pois päältä olevasta tapahtumasta ei tule ilmoitusta lainkaan, ei myöhemminkään.',
  'notifications.marketing': 'Markkinointi meiltä',
  'notifications.marketing.intro':
    'Uutisia, tarjouksia ja kutsuja tapahtumiin. Voit muuttaa tätä milloin tahansa.',
  'notifications.marketing.email': 'Uutiset ja tarjoukset sähköpostilla',
  'notifications.marketing.sms': 'Uutiset ja tarjoukset tekstiviestillä',
  'notifications.marketing.saved': 'Valintasi on tallennettu.',
  'notifications.preferences.saved': 'Valintasi on tallennettu.',
  'notifications.preferences.error': 'Valintaasi ei voitu tallentaa. Yritä uudelleen.',
  'notifications.kind.ORDER_FILLED': 'Toteutuneet osaketoimeksiannot',
  'notifications.kind.FUND_ORDER_EXECUTED': 'Toteutuneet rahastotoimeksiannot',
  'notifications.kind.DIVIDEND_PAID': 'Maksetut osingot',
  'notifications.kind.DEPOSIT_ARRIVED': 'Saapuneet talletukset',
  'notifications.kind.ACCOUNT_OPENED': 'Avatut uudet tilit',
  'notifications.kind.WITHDRAWAL_SENT': 'Lähetetyt nostot',
  'notifications.kind.SAVINGS_PLAN_RUN': 'Kuukausisäästäminen',
  'notifications.kind.REQUIRED_ACTION_DUE': 'Asiat, jotka sinun on hoidettava',
  'notifications.text.ORDER_FILLED.BUY':
    'Ostotoimeksiantosi ({name}) on toteutunut: {volume} kpl hintaan {price}',
  'notifications.text.ORDER_FILLED.SELL':
    'Myyntitoimeksiantosi ({name}) on toteutunut: {volume} kpl hintaan {price}',
  'notifications.text.ORDER_FILLED.BUY.partial':
    'Osa ostotoimeksiannostasi ({name}) on toteutunut: {volume} kpl hintaan {price}',
  'notifications.text.ORDER_FILLED.SELL.partial':
    'Osa myyntitoimeksiannostasi ({name}) on toteutunut: {volume} kpl hintaan {price}',
  'notifications.text.FUND_ORDER_EXECUTED.BUY': 'Rahastomerkintäsi ({name}, {amount}) on toteutunut',
  'notifications.text.FUND_ORDER_EXECUTED.SELL':
    'Rahastolunastuksesi ({name}) on toteutunut: {amount} tilillesi',
  'notifications.text.DIVIDEND_PAID': 'Osinko {amount} ({name}) on maksettu',
  'notifications.text.DEPOSIT_ARRIVED': '{amount} on saapunut tilillesi',
  'notifications.text.ACCOUNT_OPENED':
    'Tilisi {alias} ({account}) on avattu. Talleta rahaa, niin voit aloittaa sijoittamisen.',
  'notifications.text.WITHDRAWAL_SENT': '{amount} on lähetetty pankkitilillesi',
  'notifications.text.SAVINGS_PLAN_RUN.BOUGHT': 'Kuukausisäästösi ({month}) on ostettu ({amount})',
  'notifications.text.SAVINGS_PLAN_RUN.PARTLY_BOUGHT': 'Kuukausisäästösi ({month}) ostettiin vain osittain',
  'notifications.text.SAVINGS_PLAN_RUN.RETRY_PENDING':
    'Kuukausisäästösi ({month}) odottaa rahaa: tarvitaan {amount} seuraavaan pankkipäivään mennessä',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_NO_CASH':
    'Kuukausisäästösi ({month}) jätettiin väliin, koska rahat eivät riittäneet',
  'notifications.text.SAVINGS_PLAN_RUN.SKIPPED_BY_CUSTOMER':
    'Kuukausisäästösi ({month}) jätettiin väliin valintasi mukaan',
  'notifications.text.SAVINGS_PLAN_RUN.FAILED': 'Kuukausisäästöäsi ({month}) ei voitu ostaa',
  'notifications.text.REQUIRED_ACTION_DUE': 'Jokin asia vaatii huomiotasi viimeistään {day}',
  'notifications.text.REQUIRED_ACTION_DUE.undated': 'Jokin asia vaatii huomiotasi',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC': 'Päivitä asiakastietosi viimeistään {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.ANSWER_KYC.overdue':
    'Asiakastietosi ovat vanhentuneet: ostot on estetty, kunnes päivität ne.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI': 'Uusi yrityksesi LEI-tunnus viimeistään {day}.',
  'notifications.text.REQUIRED_ACTION_DUE.PROVIDE_LEI.overdue':
    'Yrityksesi LEI-tunnus on vanhentunut: uusi se.',
};
