import type { creditsEn } from './en';

export const creditsFi: Record<keyof typeof creditsEn, string> = {
  'credits.intraday.title': 'Päivänsisäinen limiitti',
  'credits.intraday.intro':
    'Päivänsisäinen limiitti kasvattaa osakeostojen ostovoimaa yhden kaupankäyntipäivän ajan ilman kuluja ja korkoa. Se perustuu tilin omaan pääomaan, enintään {max}.',
  'credits.intraday.payBack':
    'Limiitillä ostetut on maksettava ennen pörssin sulkeutumista: myy osakkeita tai siirrä rahaa tilille. Tili, joka on sulkemisen jälkeen yhä miinuksella, on ylitetty.',
  'credits.intraday.day': 'Kaupankäyntipäivä {day}, klo {time} asti',
  'credits.intraday.loadFailed': 'Päivänsisäistä limiittiä ei voitu hakea.',
  'credits.intraday.none': 'Sinulla ei ole tilejä täällä.',
  'credits.intraday.limit': 'Limiitti',
  'credits.intraday.used': 'Käytetty',
  'credits.intraday.tradingPower': 'Osakkeiden ostovoima',
  'credits.intraday.active': 'Voimassa tänään',
  'credits.intraday.inactive': 'Ei voimassa',
  'credits.intraday.notEligible': 'Ei saatavilla',
  'credits.intraday.risk':
    'Ymmärrän, että ostan luotolla, että se on maksettava takaisin ennen pörssin sulkeutumista ja että tappiot ovat omiani.',
  'credits.intraday.activate': 'Ota limiitti käyttöön',
  'credits.intraday.activating': 'Otetaan käyttöön…',
  'credits.intraday.deactivate': 'Poista käytöstä',
  'credits.intraday.activated': 'Päivänsisäinen limiitti on voimassa tilillä {account}.',
  'credits.intraday.deactivated': 'Tilin {account} päivänsisäinen limiitti on poistettu käytöstä.',
  'credits.intraday.riskRequired': 'Vahvista ensin riski.',
  'credits.intraday.error': 'Se ei onnistunut. Yritä uudelleen.',
  'credits.intraday.reason.ACCOUNT_TYPE': 'Tälle tilityypille ei voi saada limiittiä.',
  'credits.intraday.reason.ACCOUNT_CURRENCY': 'Vain maasi valuutan tileille.',
  'credits.intraday.reason.ACCOUNT_BLOCKED': 'Tili on estetty.',
  'credits.intraday.reason.MINOR': 'Vain 18 vuotta täyttäneille asiakkaille.',
  'credits.intraday.reason.BUYING_BLOCKED': 'Ostot on estetty, kunnes olet päivittänyt asiakastietosi.',
  'credits.intraday.reason.NEGATIVE_CASH': 'Tilin saldo on miinuksella: kata se ensin.',
  'credits.intraday.reason.NO_OWN_CAPITAL': 'Tilillä ei ole pääomaa, johon limiitti voisi perustua.',
  'credits.intraday.error.INTRADAY_LIMIT_IN_USE':
    'Limiitti on käytössä: myy, peru osto-toimeksiannot tai siirrä rahaa ennen käytöstä poistamista.',
  'credits.intraday.error.INTRADAY_LIMIT_NOT_ELIGIBLE': 'Tilille ei voi juuri nyt saada limiittiä.',
  'notifications.kind.INTRADAY_LIMIT_OVERDRAWN': 'Päivänsisäistä limiittiä ei maksettu takaisin',
  'notifications.text.INTRADAY_LIMIT_OVERDRAWN':
    'Tilin {account} saldo oli {amount} pörssin sulkeutuessa: päivänsisäinen limiittisi on päättynyt. Siirrä rahaa tilille sen kattamiseksi.',
};
