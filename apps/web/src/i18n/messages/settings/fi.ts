import type { SettingsCatalogue } from './en';

export const settingsFi: SettingsCatalogue = {
  'settings.approved.title': 'Hyväksytyt instrumentit',
  'settings.approved.intro':
    'Monimutkaisia tuotteita voi ostaa vasta lyhyen tietotestin jälkeen, joka osoittaa, että ymmärrät niiden riskit (MiFID II:n mukainen asianmukaisuusarviointi). Tässä näet, mitkä tuoteryhmät vaativat testin ja oletko hyväksytty niihin.',
  'settings.approved.validity': 'Hyväksyntä on voimassa {years} vuotta. Voit uusia sen milloin tahansa.',
  'settings.approved.category': 'Tuoteryhmä',
  'settings.approved.status': 'Hyväksyntä',
  'settings.approved.test': 'Tietotesti',
  'settings.approved.questions': '{count} kysymystä, {required} oikeaa vastausta vaaditaan',
  'settings.approved.approvedUntil': 'Hyväksytty {date} asti',
  'settings.approved.expiresSoon': 'Vanhenee pian',
  'settings.approved.expiresOn':
    'Hyväksyntäsi vanhenee {date}. Uusi testi, jotta voit jatkaa näiden tuotteiden ostamista.',
  'settings.approved.notApproved': 'Ei hyväksytty',
  'settings.approved.expiredOn': 'Hyväksyntäsi vanheni {date}.',
  'settings.approved.neverApproved': 'Tee testi, jotta voit ostaa näitä tuotteita.',
  'settings.approved.takeTest': 'Tee testi',
  'settings.approved.renewTest': 'Uusi testi',
  'settings.approved.takeTestFor': 'Tee tietotesti: {category}',
  'settings.approved.renewTestFor': 'Uusi tietotesti: {category}',
  'settings.approved.empty': 'Mikään tuoteryhmä ei tällä hetkellä vaadi tietotestiä.',
  'settings.approved.error': 'Hyväksyntöjäsi ei voitu ladata.',
  'settings.approved.link': 'Katso hyväksytyt instrumenttisi',
  'settings.fees.title': 'Välityspalkkioluokka',
  'settings.fees.intro':
    'Välityspalkkio on kunkin osaketoimeksiannon maksu, kerran toimeksiantoa ja päivää kohden riippumatta kauppojen määrästä. Valitse luokka, joka sopii kaupankäyntisi määrään.',
  'settings.fees.class': 'Luokkasi',
  'settings.fees.class.MINI': 'Mini',
  'settings.fees.class.SMALL': 'Pieni',
  'settings.fees.class.MEDIUM': 'Keskikokoinen',
  'settings.fees.class.FIXED': 'Kiinteä hinta',
  'settings.fees.percent': '{percent} % toimeksiannon arvosta, vähintään {minimum}',
  'settings.fees.fixed': '{fee} toimeksiannolta arvosta riippumatta',
  'settings.fees.current': 'nykyinen luokkasi',
  'settings.fees.when':
    'Muutos koskee sen jälkeen tekemiäsi toimeksiantoja; jo tehdyt toimeksiannot säilyttävät luokkansa.',
  'settings.fees.save': 'Vaihda luokkaa',
  'settings.fees.saved': 'Luokkasi on nyt {name}.',
  'settings.fees.saveFailed': 'Luokkaa ei voitu vaihtaa. Yritä uudelleen.',
  'settings.fees.error': 'Välityspalkkioluokkia ei voitu hakea.',
};
