import type { Lang } from '@broker/domain';

/**
 * The estate valuation certificate's texts in the product's five languages (the PDF is written on
 * the server, as the tax reports are); placeholders are {name}.
 */
export interface EstateValuationTexts {
  fileName: string;
  title: string;
  deceased: string;
  diedOn: string;
  account: string;
  cash: string;
  total: string;
  note: string;
  footer: string;
  col: { instrument: string; isin: string; quantity: string; price: string; priceDay: string; value: string };
}

export const ESTATE_VALUATION_TEXTS: Record<Lang, EstateValuationTexts> = {
  en: {
    fileName: 'estate-valuation',
    title: 'Valuation on the day of death',
    deceased: 'The deceased',
    diedOn: 'Day of death',
    account: 'Account {accno} ({type})',
    cash: 'Cash',
    total: 'Total',
    note: 'Holdings and cash at the end of the day of death. Each holding is valued at its last closing price on or before that day; a holding in another currency is converted at the reference rate. For the estate inventory.',
    footer: 'Nordbroker · Amounts of each account in its currency',
    col: {
      instrument: 'Instrument',
      isin: 'ISIN',
      quantity: 'Quantity',
      price: 'Price',
      priceDay: 'Price of',
      value: 'Value ({currency})',
    },
  },
  sv: {
    fileName: 'vardeintyg-dodsdag',
    title: 'Värdeintyg per dödsdagen',
    deceased: 'Den avlidne',
    diedOn: 'Dödsdag',
    account: 'Konto {accno} ({type})',
    cash: 'Likvida medel',
    total: 'Summa',
    note: 'Innehav och likvida medel vid dödsdagens slut. Varje innehav är värderat till sista betalkurs på eller före den dagen; innehav i annan valuta är omräknade till referenskurs. Underlag för bouppteckningen.',
    footer: 'Nordbroker · Belopp för varje konto i kontots valuta',
    col: {
      instrument: 'Värdepapper',
      isin: 'ISIN',
      quantity: 'Antal',
      price: 'Kurs',
      priceDay: 'Kurs per',
      value: 'Värde ({currency})',
    },
  },
  nb: {
    fileName: 'verdiattest-dodsdag',
    title: 'Verdiattest per dødsdagen',
    deceased: 'Avdøde',
    diedOn: 'Dødsdag',
    account: 'Konto {accno} ({type})',
    cash: 'Kontanter',
    total: 'Sum',
    note: 'Beholdning og kontanter ved dødsdagens slutt. Hver beholdning er verdsatt til siste sluttkurs på eller før den dagen; beholdning i annen valuta er regnet om til referansekurs. Grunnlag for skifteoppgjøret.',
    footer: 'Nordbroker · Beløp for hver konto i kontoens valuta',
    col: {
      instrument: 'Verdipapir',
      isin: 'ISIN',
      quantity: 'Antall',
      price: 'Kurs',
      priceDay: 'Kurs per',
      value: 'Verdi ({currency})',
    },
  },
  da: {
    fileName: 'vaerdiopgoerelse-doedsdag',
    title: 'Værdiopgørelse pr. dødsdagen',
    deceased: 'Afdøde',
    diedOn: 'Dødsdag',
    account: 'Konto {accno} ({type})',
    cash: 'Kontanter',
    total: 'I alt',
    note: 'Beholdning og kontanter ved dødsdagens slutning. Hver beholdning er værdiansat til seneste lukkekurs på eller før den dag; beholdning i anden valuta er omregnet til referencekurs. Til boopgørelsen.',
    footer: 'Nordbroker · Beløb for hver konto i kontoens valuta',
    col: {
      instrument: 'Værdipapir',
      isin: 'ISIN',
      quantity: 'Antal',
      price: 'Kurs',
      priceDay: 'Kurs pr.',
      value: 'Værdi ({currency})',
    },
  },
  fi: {
    fileName: 'arvotodistus-kuolinpaiva',
    title: 'Arvotodistus kuolinpäivältä',
    deceased: 'Vainaja',
    diedOn: 'Kuolinpäivä',
    account: 'Tili {accno} ({type})',
    cash: 'Käteisvarat',
    total: 'Yhteensä',
    note: 'Omistukset ja käteisvarat kuolinpäivän päättyessä. Kukin omistus on arvostettu viimeiseen sulkemiskurssiin kyseisenä päivänä tai sitä ennen; muun valuutan omistukset on muunnettu viitekurssilla. Perukirjaa varten.',
    footer: 'Nordbroker · Kunkin tilin summat tilin valuutassa',
    col: {
      instrument: 'Arvopaperi',
      isin: 'ISIN',
      quantity: 'Määrä',
      price: 'Kurssi',
      priceDay: 'Kurssipäivä',
      value: 'Arvo ({currency})',
    },
  },
};
