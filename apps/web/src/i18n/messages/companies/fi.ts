/** Finnish texts of company accounts (docs/decisions.md "Company accounts"). */
import type { companiesEn } from './en';

export const companiesFi: Record<keyof typeof companiesEn, string> = {
  'companies.title': 'Avaa yritystili',
  'companies.menu': 'Avaa yritystili',
  'companies.intro':
    'Jos kirjoitat yrityksen nimen yksin, voit avata sille tilin täällä. Haemme yrityksen tiedot kaupparekisteristä.',
  'companies.orgNumber.SE': 'Organisaationumero (organisationsnummer)',
  'companies.orgNumber.NO': 'Organisaationumero (organisasjonsnummer)',
  'companies.orgNumber.DK': 'CVR-numero',
  'companies.orgNumber.FI': 'Y-tunnus',
  'companies.lookup': 'Hae',
  'companies.lookingUp': 'Haetaan…',
  'companies.error.ORG_NUMBER_INVALID': 'Tunnus ei ole kelvollinen. Tarkista numerot.',
  'companies.error.COMPANY_NOT_FOUND': 'Rekisterissä ei ole yritystä tällä tunnuksella.',
  'companies.error.COMPANY_REGISTER_UNAVAILABLE':
    'Kaupparekisteriin ei saada juuri nyt yhteyttä. Yritä hetken päästä uudelleen.',
  'companies.error.lookup': 'Yrityksen tietoja ei saatu haettua. Yritä uudelleen.',
  'companies.card.legalForm': 'Yhtiömuoto',
  'companies.card.orgNumber': 'Tunnus',
  'companies.card.address': 'Osoite',
  'companies.card.registeredOn': 'Rekisteröity',
  'companies.card.role': 'Roolisi',
  'companies.role.CHAIR': 'Hallituksen puheenjohtaja',
  'companies.role.BOARD_MEMBER': 'Hallituksen jäsen',
  'companies.role.CEO': 'Toimitusjohtaja',
  'companies.role.DEPUTY': 'Hallituksen varajäsen',
  'companies.role.none': 'Ei rekisteröity',
  'companies.refusal.COMPANY_NOT_FOUND': 'Rekisterissä ei ole yritystä tällä tunnuksella.',
  'companies.refusal.COMPANY_NOT_ACTIVE':
    'Yritys on selvitystilassa tai lakannut, joten se ei voi avata tiliä.',
  'companies.refusal.COMPANY_FORM_NOT_SUPPORTED':
    'Tämänlaisten yritysten tilit avaamme käsin, emme verkossa. Ota meihin yhteyttä, niin autamme.',
  'companies.refusal.COMPANY_SIGNATORY_REQUIRED':
    'Vain yrityksen nimen yksin kirjoittava henkilö voi avata sen tilin verkossa. Ota meihin yhteyttä, niin autamme.',
  'companies.refusal.COMPANY_ALREADY_CUSTOMER':
    'Yritys on jo asiakkaamme. Sen edustajat vaihtavat siihen tilivalikosta.',
  'companies.owners.legend': 'Tosiasialliset edunsaajat',
  'companies.owners.help':
    'Henkilöt, jotka suoraan tai välillisesti omistavat tai hallitsevat yli 25 % yrityksestä.',
  'companies.owners.some': 'Nämä henkilöt omistavat tai hallitsevat yli 25 %',
  'companies.owners.none': 'Kukaan ei omista tai hallitse yli 25 %',
  'companies.owner.legend': 'Edunsaaja {number}',
  'companies.owner.name': 'Koko nimi',
  'companies.owner.birthDate': 'Syntymäaika',
  'companies.owner.share': 'Osuus (%)',
  'companies.owner.pep': 'Poliittisesti vaikutusvaltainen henkilö (PEP)',
  'companies.owner.pepHelp':
    'Rastita, jos henkilö toimii tai on viimeisen 12 kuukauden aikana toiminut merkittävässä julkisessa tehtävässä (esimerkiksi ministeri, kansanedustaja, tuomari tai suurlähettiläs) tai on tällaisen henkilön perheenjäsen tai läheinen yhtiökumppani.',
  'companies.owner.add': 'Lisää edunsaaja',
  'companies.owner.remove': 'Poista edunsaaja {number}',
  'companies.owner.error.name': 'Kirjoita henkilön koko nimi.',
  'companies.owner.error.birthDate': 'Kirjoita oikea syntymäaika muodossa VVVV-KK-PP.',
  'companies.owner.error.share':
    'Kirjoita osuus, joka on yli 25 ja enintään 100, enintään kahdella desimaalilla.',
  'companies.error.BENEFICIAL_OWNERS_OVER_100': 'Osuudet ovat yhteensä yli 100 %.',
  'companies.error.BENEFICIAL_OWNERS_UNCLEAR':
    'Kerro, ketkä omistavat tai hallitsevat yli 25 % yrityksestä, tai ettei kukaan.',
  'companies.error.BENEFICIAL_OWNER_PEP':
    'Kun edunsaaja on poliittisesti vaikutusvaltainen, avaamme tilin itse tehostetun tarkistuksen jälkeen. Ota meihin yhteyttä, niin autamme.',
  'companies.lei.label': 'LEI-tunnus (vapaaehtoinen)',
  'companies.lei.help':
    'Ilman LEI-tunnusta yritys ei voi käydä kauppaa ennen kuin se antaa tunnuksen. Sen voi antaa myöhemmin kohdassa Tehtävät.',
  'companies.error.LEI_INVALID': 'LEI-tunnus ei ole kelvollinen. Tarkista 20 merkkiä.',
  'companies.submit': 'Avaa tili',
  'companies.submitting': 'Avataan…',
  'companies.error.open': 'Tiliä ei voitu avata. Yritä uudelleen.',
  'companies.opened.title': 'Yritystili on avattu',
  'companies.opened.text': 'Yrityksellä {company} on nyt meillä tili, tilinumero {accno}.',
  'companies.opened.switchHelp': 'Vaihdat itsesi ja yrityksen välillä tilivalikosta.',
  'companies.goTo': 'Siirry: {company}',
  'companies.switchTo': 'Vaihda: {company}',
  'companies.switchFailed': 'Vaihto ei onnistunut. Yritä uudelleen.',
  'companies.acting.label': 'Toimit yrityksen puolesta',
  'companies.acting.text': 'Toimit yrityksen {company} puolesta',
  'companies.acting.back': 'Takaisin: {person}',
  'companies.estate.switchTo': 'Vaihda: Kuolinpesä: {name}',
  'companies.acting.labelEstate': 'Toimit kuolinpesän puolesta',
  'companies.acting.textEstate': 'Toimit kuolinpesän puolesta (Kuolinpesä: {name})',
  'companies.acting.valuation': 'Arvostus kuolinpäivänä',
};
