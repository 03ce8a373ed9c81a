import type { Lang } from '@broker/domain';

/**
 * The fact sheet's texts in the five languages of the product. The PDF is drawn on the server, so
 * its texts live here rather than in the web app's catalogues; placeholders are {name}.
 */
export interface FactSheetTexts {
  title: string;
  asOf: string;
  keyFacts: string;
  fundType: string;
  category: string;
  indexFund: string;
  currency: string;
  nav: string;
  risk: string;
  sustainability: string;
  buyDealing: string;
  sellDealing: string;
  minInvestment: string;
  yes: string;
  no: string;
  fundTypes: Record<'EQUITY' | 'INDEX' | 'BOND' | 'MIXED' | 'HEDGE', string>;
  risks: Record<'LOW' | 'MEDIUM' | 'HIGH', string>;
  sfdr: Record<6 | 8 | 9, string>;
  frequencies: Record<'DAILY' | 'WEEKLY' | 'MONTHLY', string>;
  costs: string;
  buyFee: string;
  sellFee: string;
  costExample: string;
  performance: string;
  periods: Record<'MONTH_1' | 'MONTH_3' | 'YEAR_1' | 'YEAR_3' | 'YEAR_5', string>;
  navHistory: string;
  disclaimer: string;
  footer: string;
}

export const FACT_SHEET_TEXTS: Record<Lang, FactSheetTexts> = {
  en: {
    title: 'Fact sheet',
    asOf: 'Facts as of {date}',
    keyFacts: 'Key facts',
    fundType: 'Fund type',
    category: 'Category',
    indexFund: 'Index fund',
    currency: 'Currency',
    nav: 'Net asset value (NAV)',
    risk: 'Risk level',
    sustainability: 'Sustainability (SFDR)',
    buyDealing: 'Buying',
    sellDealing: 'Selling',
    minInvestment: 'Minimum investment',
    yes: 'Yes',
    no: 'No',
    fundTypes: {
      EQUITY: 'Equity fund',
      INDEX: 'Index fund',
      BOND: 'Bond fund',
      MIXED: 'Mixed fund',
      HEDGE: 'Hedge fund',
    },
    risks: { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' },
    sfdr: {
      6: 'Article 6: does not promote sustainability',
      8: 'Article 8: promotes environmental or social characteristics',
      9: 'Article 9: sustainable investment is its objective',
    },
    frequencies: { DAILY: 'Every banking day', WEEKLY: 'Once a week', MONTHLY: 'Once a month' },
    costs: 'Costs',
    buyFee: 'Buy fee',
    sellFee: 'Sell fee',
    costExample:
      'On an investment of {amount}, the buy fee is {buy}; selling the same value again costs {sell}.',
    performance: 'Performance',
    periods: {
      MONTH_1: '1 month',
      MONTH_3: '3 months',
      YEAR_1: '1 year',
      YEAR_3: '3 years',
      YEAR_5: '5 years',
    },
    navHistory: 'Net asset value since {date}',
    disclaimer:
      'Past performance is no guarantee of future returns. The value of a fund can fall as well as rise, and ' +
      'you may get back less than you invested. This fact sheet summarises what Nordbroker knows about the ' +
      "fund; the fund company's prospectus and key information document are the binding documents.",
    footer: 'Nordbroker · Fact sheet · {date}',
  },
  sv: {
    title: 'Faktablad',
    asOf: 'Uppgifter per {date}',
    keyFacts: 'Fakta i korthet',
    fundType: 'Fondtyp',
    category: 'Kategori',
    indexFund: 'Indexfond',
    currency: 'Valuta',
    nav: 'Andelskurs (NAV)',
    risk: 'Risknivå',
    sustainability: 'Hållbarhet (SFDR)',
    buyDealing: 'Köp',
    sellDealing: 'Försäljning',
    minInvestment: 'Lägsta insättning',
    yes: 'Ja',
    no: 'Nej',
    fundTypes: {
      EQUITY: 'Aktiefond',
      INDEX: 'Indexfond',
      BOND: 'Räntefond',
      MIXED: 'Blandfond',
      HEDGE: 'Hedgefond',
    },
    risks: { LOW: 'Låg', MEDIUM: 'Medel', HIGH: 'Hög' },
    sfdr: {
      6: 'Artikel 6: främjar inte hållbarhet',
      8: 'Artikel 8: främjar miljörelaterade eller sociala egenskaper',
      9: 'Artikel 9: har hållbar investering som mål',
    },
    frequencies: { DAILY: 'Varje bankdag', WEEKLY: 'En gång i veckan', MONTHLY: 'En gång i månaden' },
    costs: 'Kostnader',
    buyFee: 'Köpavgift',
    sellFee: 'Säljavgift',
    costExample:
      'Vid en investering på {amount} är köpavgiften {buy}; att sälja samma värde igen kostar {sell}.',
    performance: 'Utveckling',
    periods: {
      MONTH_1: '1 månad',
      MONTH_3: '3 månader',
      YEAR_1: '1 år',
      YEAR_3: '3 år',
      YEAR_5: '5 år',
    },
    navHistory: 'Andelskurs sedan {date}',
    disclaimer:
      'Historisk avkastning är ingen garanti för framtida avkastning. Fondens värde kan både öka och minska, ' +
      'och det är inte säkert att du får tillbaka hela det insatta kapitalet. Faktabladet sammanfattar vad ' +
      'Nordbroker vet om fonden; fondbolagets informationsbroschyr och faktablad är de bindande dokumenten.',
    footer: 'Nordbroker · Faktablad · {date}',
  },
  nb: {
    title: 'Faktaark',
    asOf: 'Opplysninger per {date}',
    keyFacts: 'Nøkkelopplysninger',
    fundType: 'Fondstype',
    category: 'Kategori',
    indexFund: 'Indeksfond',
    currency: 'Valuta',
    nav: 'Andelsverdi (NAV)',
    risk: 'Risikonivå',
    sustainability: 'Bærekraft (SFDR)',
    buyDealing: 'Kjøp',
    sellDealing: 'Salg',
    minInvestment: 'Minste innskudd',
    yes: 'Ja',
    no: 'Nei',
    fundTypes: {
      EQUITY: 'Aksjefond',
      INDEX: 'Indeksfond',
      BOND: 'Rentefond',
      MIXED: 'Kombinasjonsfond',
      HEDGE: 'Hedgefond',
    },
    risks: { LOW: 'Lav', MEDIUM: 'Middels', HIGH: 'Høy' },
    sfdr: {
      6: 'Artikkel 6: fremmer ikke bærekraft',
      8: 'Artikkel 8: fremmer miljømessige eller sosiale egenskaper',
      9: 'Artikkel 9: har bærekraftige investeringer som mål',
    },
    frequencies: { DAILY: 'Hver bankdag', WEEKLY: 'En gang i uken', MONTHLY: 'En gang i måneden' },
    costs: 'Kostnader',
    buyFee: 'Kjøpsgebyr',
    sellFee: 'Salgsgebyr',
    costExample:
      'Ved en investering på {amount} er kjøpsgebyret {buy}; å selge samme verdi igjen koster {sell}.',
    performance: 'Avkastning',
    periods: {
      MONTH_1: '1 måned',
      MONTH_3: '3 måneder',
      YEAR_1: '1 år',
      YEAR_3: '3 år',
      YEAR_5: '5 år',
    },
    navHistory: 'Andelsverdi siden {date}',
    disclaimer:
      'Historisk avkastning er ingen garanti for fremtidig avkastning. Fondets verdi kan både øke og falle, ' +
      'og du kan få tilbake mindre enn du har investert. Faktaarket oppsummerer det Nordbroker vet om fondet; ' +
      'forvaltningsselskapets prospekt og nøkkelinformasjon er de bindende dokumentene.',
    footer: 'Nordbroker · Faktaark · {date}',
  },
  da: {
    title: 'Faktaark',
    asOf: 'Oplysninger pr. {date}',
    keyFacts: 'Nøgleoplysninger',
    fundType: 'Fondstype',
    category: 'Kategori',
    indexFund: 'Indeksfond',
    currency: 'Valuta',
    nav: 'Indre værdi (NAV)',
    risk: 'Risikoniveau',
    sustainability: 'Bæredygtighed (SFDR)',
    buyDealing: 'Køb',
    sellDealing: 'Salg',
    minInvestment: 'Mindste investering',
    yes: 'Ja',
    no: 'Nej',
    fundTypes: {
      EQUITY: 'Aktiefond',
      INDEX: 'Indeksfond',
      BOND: 'Obligationsfond',
      MIXED: 'Blandet fond',
      HEDGE: 'Hedgefond',
    },
    risks: { LOW: 'Lav', MEDIUM: 'Middel', HIGH: 'Høj' },
    sfdr: {
      6: 'Artikel 6: fremmer ikke bæredygtighed',
      8: 'Artikel 8: fremmer miljømæssige eller sociale egenskaber',
      9: 'Artikel 9: har bæredygtige investeringer som mål',
    },
    frequencies: { DAILY: 'Hver bankdag', WEEKLY: 'En gang om ugen', MONTHLY: 'En gang om måneden' },
    costs: 'Omkostninger',
    buyFee: 'Købsgebyr',
    sellFee: 'Salgsgebyr',
    costExample:
      'Ved en investering på {amount} er købsgebyret {buy}; at sælge samme værdi igen koster {sell}.',
    performance: 'Afkast',
    periods: {
      MONTH_1: '1 måned',
      MONTH_3: '3 måneder',
      YEAR_1: '1 år',
      YEAR_3: '3 år',
      YEAR_5: '5 år',
    },
    navHistory: 'Indre værdi siden {date}',
    disclaimer:
      'Historisk afkast er ingen garanti for fremtidigt afkast. Fondens værdi kan både stige og falde, og du ' +
      'kan få mindre tilbage, end du har investeret. Faktaarket opsummerer, hvad Nordbroker ved om fonden; ' +
      'fondsselskabets prospekt og central investorinformation er de bindende dokumenter.',
    footer: 'Nordbroker · Faktaark · {date}',
  },
  fi: {
    title: 'Rahaston tietolehti',
    asOf: 'Tiedot {date}',
    keyFacts: 'Perustiedot',
    fundType: 'Rahastotyyppi',
    category: 'Luokka',
    indexFund: 'Indeksirahasto',
    currency: 'Valuutta',
    nav: 'Osuuden arvo (NAV)',
    risk: 'Riskitaso',
    sustainability: 'Kestävyys (SFDR)',
    buyDealing: 'Merkintä',
    sellDealing: 'Lunastus',
    minInvestment: 'Vähimmäissijoitus',
    yes: 'Kyllä',
    no: 'Ei',
    fundTypes: {
      EQUITY: 'Osakerahasto',
      INDEX: 'Indeksirahasto',
      BOND: 'Korkorahasto',
      MIXED: 'Yhdistelmärahasto',
      HEDGE: 'Hedge-rahasto',
    },
    risks: { LOW: 'Matala', MEDIUM: 'Keskitaso', HIGH: 'Korkea' },
    sfdr: {
      6: 'Artikla 6: ei edistä kestävyyttä',
      8: 'Artikla 8: edistää ympäristöön liittyviä tai sosiaalisia ominaisuuksia',
      9: 'Artikla 9: tavoitteena kestävät sijoitukset',
    },
    frequencies: { DAILY: 'Joka pankkipäivä', WEEKLY: 'Kerran viikossa', MONTHLY: 'Kerran kuukaudessa' },
    costs: 'Kulut',
    buyFee: 'Merkintäpalkkio',
    sellFee: 'Lunastuspalkkio',
    costExample: 'Kun sijoitat {amount}, merkintäpalkkio on {buy}; saman arvon lunastaminen maksaa {sell}.',
    performance: 'Tuotto',
    periods: {
      MONTH_1: '1 kuukausi',
      MONTH_3: '3 kuukautta',
      YEAR_1: '1 vuosi',
      YEAR_3: '3 vuotta',
      YEAR_5: '5 vuotta',
    },
    navHistory: 'Osuuden arvo {date} alkaen',
    disclaimer:
      'Aiempi tuotto ei ole tae tulevasta tuotosta. Rahaston arvo voi nousta tai laskea, ja voit saada ' +
      'takaisin vähemmän kuin sijoitit. Tietolehti tiivistää, mitä Nordbroker tietää rahastosta; ' +
      'rahastoyhtiön rahastoesite ja avaintietoasiakirja ovat sitovat asiakirjat.',
    footer: 'Nordbroker · Rahaston tietolehti · {date}',
  },
};
