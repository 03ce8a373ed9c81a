import type { FundInfoCatalogue } from './en';

export const fundInfoFi: FundInfoCatalogue = {
  'fundInfo.title': 'Tietoa rahasto-ostoista',
  'fundInfo.sections': 'Osiot',
  'fundInfo.section.faq': 'Kysymyksiä ja vastauksia',
  'fundInfo.section.quality-enhancing-services': 'Laatua parantavat palvelut',
  'fundInfo.notFound.title': 'Osiota ei löytynyt',
  'fundInfo.notFound.text': 'Osiota ”{section}” ei ole. Valitse jokin näistä:',

  'fundInfo.faq.intro': 'Näin rahastojen osto ja myynti toimii Nordbrokerissa.',
  'fundInfo.faq.price.q': 'Mihin hintaan toimeksiantoni toteutetaan?',
  'fundInfo.faq.price.a':
    'Rahastoilla käydään kauppaa niiden osuuden arvolla (NAV), jonka rahastoyhtiö laskee kerran kaupankäyntipäivässä. Et tiedä hintaa toimeksiantoa antaessasi: se toteutetaan toimeksiantoajan päättymisen jälkeiseen seuraavaan osuuden arvoon, joten ostat tai myyt summan etkä osuuksien määrää.',
  'fundInfo.faq.cutoff.q': 'Mihin mennessä toimeksianto on annettava?',
  'fundInfo.faq.cutoff.a':
    'Pankkipäivänä ennen määräaikaa annettu toimeksianto toteutetaan saman päivän osuuden arvoon. Määräaika on Ruotsissa {se}, Norjassa {no}, Tanskassa {dk} ja Suomessa {fi} paikallista aikaa. Myöhemmin sekä viikonloppuisin tai pyhäpäivinä annetut toimeksiannot toteutetaan seuraavana pankkipäivänä. Viikoittain tai kuukausittain vaihdettavilla rahastoilla käydään kauppaa vain niiden kaupankäyntipäivinä; toimeksiantonäkymä näyttää seuraavan osto- tai myyntipäivän.',
  'fundInfo.faq.settlement.q': 'Milloin saan rahasto-osuudet tai rahani?',
  'fundInfo.faq.settlement.a':
    'Kauppa selvitetään {days} pankkipäivää kaupantekopäivän jälkeen: silloin osuudet näkyvät omistuksissasi tai myynnin rahat maksetaan tilillesi. Rahastoyhtiöstä riippuen koko toimeksianto kestää {min}–{max} arkipäivää; siihen asti löydät sen kohdasta {orders}.',
  'fundInfo.faq.cancel.q': 'Voinko peruuttaa toimeksiannon?',
  'fundInfo.faq.cancel.a':
    'Kyllä, sen määräaikaan asti: avaa {orders} ja paina {cancel}. Määräajan jälkeen toimeksianto on matkalla rahastoyhtiöön eikä sitä voi enää peruuttaa.',
  'fundInfo.faq.fees.q': 'Mitä se maksaa?',
  'fundInfo.faq.fees.a':
    'Joillakin rahastoilla on merkintä- tai lunastuspalkkio, joka näytetään prosentteina toimeksiantonäkymässä yhdessä kokonaissumman kanssa ennen vahvistamista. Rahaston juoksevat kulut vähennetään rahaston arvosta eikä niitä veloiteta erikseen. Toimeksiantonäkymän kulutietolinkki erittelee kaikki kulut summallesi.',
  'fundInfo.faq.minimum.q': 'Onko vähimmäissummaa?',
  'fundInfo.faq.minimum.a':
    'Jokainen rahasto määrää oman vähimmäissijoituksensa, joka näytetään summakentän alla. Jos rahasto ei määrää sitä, vähimmäissumma on {amount} {currency}. Voit myydä osan omistuksestasi summana tai prosentteina, 0,01 %:sta 100 %:iin.',
  'fundInfo.faq.test.q': 'Miksi minun pitää tehdä tietotesti?',
  'fundInfo.faq.test.a':
    'Monimutkaisia tuotteita, kuten vaihtoehtoisia sijoitusrahastoja ja vipuvaikutteisia tuotteita, saa myydä vain asiakkaille, jotka ovat osoittaneet ymmärtävänsä riskit (MiFID II:n mukainen asianmukaisuusarviointi). Tavalliset rahastot ja osakkeet eivät vaadi testiä. Testi vie muutaman minuutin, ja hyväksyntä on voimassa {years} vuotta.',

  'fundInfo.qes.intro':
    'Tanskan sijoittajansuojasäännöt, joilla EU:n MiFID II -direktiivi on pantu täytäntöön, määräävät, milloin sijoituspalveluyritys saa ottaa vastaan maksuja rahastoyhtiöiltä asiakkaidensa ostamista rahastoista (palkkio, myös kannustin).',
  'fundInfo.qes.rulesTitle': 'Säännöt',
  'fundInfo.qes.rules1':
    'Riippumatonta sijoitusneuvontaa ja omaisuudenhoitoa ei saa lainkaan rahoittaa palkkioilla.',
  'fundInfo.qes.rules2':
    'Muissa palveluissa, kuten itse antamissasi rahastotoimeksiannoissa, yritys saa pitää palkkion vain, jos se parantaa sinulle tarjotun palvelun laatua, ei estä yritystä toimimasta etusi mukaisesti ja kerrotaan sinulle ennen ostoa.',
  'fundInfo.qes.servicesTitle': 'Mitä laatua parantavilla palveluilla tarkoitetaan',
  'fundInfo.qes.service1':
    'Laaja valikoima rahastoja, myös monilta muilta rahastoyhtiöiltä, pienin vähimmäissummin.',
  'fundInfo.qes.service2':
    'Työkaluja ja tietoa rahastojen vertailuun: kulut, riski, vastuullisuus ja historiallinen tuotto.',
  'fundInfo.qes.service3': 'Rahastoesitteet, avaintietoasiakirjat ja kulutiedot ennen ostoa.',
  'fundInfo.qes.service4':
    'Yleiskuva omistuksistasi ja vuosittainen raportti kaikista kuluista ja palkkioista.',
  'fundInfo.qes.oursTitle': 'Mitä me saamme',
  'fundInfo.qes.ours':
    'Nordbroker ei tällä hetkellä saa palkkioita rahastoyhtiöiltä: kulutietojen kolmansien osapuolten maksujen rivi on 0. Jos tämä muuttuu, näet summan jokaisesta rahastosta ennen ostoa ja vuosittaisessa kuluraportissa, ja tällä sivulla luetellaan silloin palvelut, joihin maksu käytetään.',
};
