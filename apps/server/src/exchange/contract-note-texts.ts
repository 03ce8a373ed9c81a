import type { Lang } from '@broker/domain';

/** The contract note's texts in the five languages of the product; placeholders are {name}. */
export interface ContractNoteTexts {
  title: string;
  number: string;
  customer: string;
  account: string;
  trade: string;
  buy: string;
  sell: string;
  instrument: string;
  isin: string;
  market: string;
  tradeTime: string;
  settleDay: string;
  orderId: string;
  volume: string;
  price: string;
  averagePrice: string;
  fills: string;
  value: string;
  fxRate: string;
  valueInAccount: string;
  courtage: string;
  /** A fund trade's fee: the fund's entry or exit fee, not courtage. */
  fundFee: string;
  fxFee: string;
  total: string;
  amounts: string;
  paid: string;
  received: string;
  footer: string;
}

export const CONTRACT_NOTE_TEXTS: Record<Lang, ContractNoteTexts> = {
  sv: {
    title: 'Avräkningsnota',
    number: 'Nota nr {number}',
    customer: 'Kund',
    account: 'Konto',
    trade: 'Affär',
    buy: 'Köp',
    sell: 'Sälj',
    instrument: 'Värdepapper',
    isin: 'ISIN',
    market: 'Marknadsplats',
    tradeTime: 'Affärstid',
    settleDay: 'Likviddag',
    orderId: 'Order',
    volume: 'Antal',
    price: 'Kurs',
    averagePrice: 'Snittkurs',
    fills: 'Avslut',
    value: 'Belopp',
    fxRate: 'Valutakurs',
    valueInAccount: 'Belopp i kontots valuta',
    courtage: 'Courtage',
    fundFee: 'Fondens köp- eller säljavgift',
    fxFee: 'Valutaväxlingsavgift',
    amounts: 'Belopp och avgifter',
    total: 'Likvid',
    paid: 'att betala',
    received: 'att erhålla',
    footer: 'Affären är utförd för din räkning. Kontrollera notan och meddela oss avvikelser utan dröjsmål.',
  },
  nb: {
    title: 'Sluttseddel',
    number: 'Sluttseddel nr. {number}',
    customer: 'Kunde',
    account: 'Konto',
    trade: 'Handel',
    buy: 'Kjøp',
    sell: 'Salg',
    instrument: 'Verdipapir',
    isin: 'ISIN',
    market: 'Markedsplass',
    tradeTime: 'Handelstidspunkt',
    settleDay: 'Oppgjørsdag',
    orderId: 'Ordre',
    volume: 'Antall',
    price: 'Kurs',
    averagePrice: 'Snittkurs',
    fills: 'Handler',
    value: 'Beløp',
    fxRate: 'Valutakurs',
    valueInAccount: 'Beløp i kontoens valuta',
    courtage: 'Kurtasje',
    fundFee: 'Fondets tegnings- eller innløsningsgebyr',
    fxFee: 'Valutavekslingsgebyr',
    amounts: 'Beløp og gebyrer',
    total: 'Oppgjør',
    paid: 'å betale',
    received: 'til gode',
    footer: 'Handelen er utført for din regning. Kontroller sluttseddelen og gi oss beskjed om avvik straks.',
  },
  da: {
    title: 'Afregningsnota',
    number: 'Nota nr. {number}',
    customer: 'Kunde',
    account: 'Konto',
    trade: 'Handel',
    buy: 'Køb',
    sell: 'Salg',
    instrument: 'Værdipapir',
    isin: 'ISIN',
    market: 'Markedsplads',
    tradeTime: 'Handelstidspunkt',
    settleDay: 'Afviklingsdag',
    orderId: 'Ordre',
    volume: 'Antal',
    price: 'Kurs',
    averagePrice: 'Gennemsnitskurs',
    fills: 'Handler',
    value: 'Beløb',
    fxRate: 'Valutakurs',
    valueInAccount: 'Beløb i kontoens valuta',
    courtage: 'Kurtage',
    fundFee: 'Fondens emissions- eller indløsningsgebyr',
    fxFee: 'Valutavekslingsgebyr',
    amounts: 'Beløb og gebyrer',
    total: 'Afregning',
    paid: 'at betale',
    received: 'til gode',
    footer: 'Handlen er udført for din regning. Kontrollér notaen, og giv os besked om afvigelser straks.',
  },
  fi: {
    title: 'Kauppailmoitus',
    number: 'Ilmoitus nro {number}',
    customer: 'Asiakas',
    account: 'Tili',
    trade: 'Kauppa',
    buy: 'Osto',
    sell: 'Myynti',
    instrument: 'Arvopaperi',
    isin: 'ISIN',
    market: 'Kauppapaikka',
    tradeTime: 'Kaupan aika',
    settleDay: 'Selvityspäivä',
    orderId: 'Toimeksianto',
    volume: 'Määrä',
    price: 'Kurssi',
    averagePrice: 'Keskihinta',
    fills: 'Kaupat',
    value: 'Arvo',
    fxRate: 'Valuuttakurssi',
    valueInAccount: 'Arvo tilin valuutassa',
    courtage: 'Välityspalkkio',
    fundFee: 'Rahaston merkintä- tai lunastuspalkkio',
    fxFee: 'Valuutanvaihtopalkkio',
    amounts: 'Summat ja palkkiot',
    total: 'Yhteensä',
    paid: 'maksettavaa',
    received: 'saatavaa',
    footer: 'Kauppa on toteutettu lukuunne. Tarkistakaa ilmoitus ja kertokaa meille poikkeamista viipymättä.',
  },
  en: {
    title: 'Contract note',
    number: 'Note no. {number}',
    customer: 'Customer',
    account: 'Account',
    trade: 'Trade',
    buy: 'Buy',
    sell: 'Sell',
    instrument: 'Security',
    isin: 'ISIN',
    market: 'Venue',
    tradeTime: 'Trade time',
    settleDay: 'Settlement day',
    orderId: 'Order',
    volume: 'Quantity',
    price: 'Price',
    averagePrice: 'Average price',
    fills: 'Fills',
    value: 'Value',
    fxRate: 'Exchange rate',
    valueInAccount: 'Value in the account currency',
    courtage: 'Courtage',
    fundFee: 'Fund entry or exit fee',
    fxFee: 'Currency exchange fee',
    amounts: 'Amounts and fees',
    total: 'Settlement amount',
    paid: 'to pay',
    received: 'to receive',
    footer:
      'The trade was executed on your behalf. Check the note and tell us of any discrepancy without delay.',
  },
};
