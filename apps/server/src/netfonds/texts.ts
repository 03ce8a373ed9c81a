import type { Lang } from '@broker/domain';

/** The Netfonds documents' texts in the five languages of the product; placeholders are {name}. */
export interface NetfondsTexts {
  statementFile: string;
  costFile: string;
  statementTitle: string;
  costTitle: string;
  footer: string;
  cashAtEnd: string;
  holdingsAtEnd: string;
  totalAtEnd: string;
  deposits: string;
  withdrawals: string;
  dividends: string;
  withholding: string;
  gains: string;
  losses: string;
  feesPaid: string;
  statementNote: string;
  holdingsTable: string;
  salesTable: string;
  dividendsTable: string;
  col: {
    date: string;
    instrument: string;
    isin: string;
    quantity: string;
    price: string;
    value: string;
    proceeds: string;
    cost: string;
    gain: string;
    amount: string;
    kind: string;
    percent: string;
  };
  averageValue: string;
  trades: string;
  courtage: string;
  currencyExchange: string;
  otherFees: string;
  fundEntryExit: string;
  totalCosts: string;
  costTable: string;
  costNote: string;
  noteIssuer: string;
}

export const NETFONDS_TEXTS: Record<Lang, NetfondsTexts> = {
  en: {
    statementFile: 'netfonds-yearly-statement',
    costFile: 'netfonds-costs-and-charges',
    statementTitle: 'Yearly statement {year}',
    costTitle: 'Costs and charges {year}',
    footer: 'Netfonds · Amounts in {currency} from the transactions on your Netfonds account.',
    cashAtEnd: 'Cash at 31 December',
    holdingsAtEnd: 'Holdings at 31 December',
    totalAtEnd: 'Total at 31 December',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    dividends: 'Dividends',
    withholding: 'Foreign withholding tax',
    gains: 'Gains on sales',
    losses: 'Losses on sales',
    feesPaid: 'Fees paid',
    statementNote:
      'Sales are matched first in, first out within this account. Your tax report matches them across all your ordinary accounts, Netfonds included.',
    holdingsTable: 'Holdings at 31 December {year}',
    salesTable: 'Sales in {year}',
    dividendsTable: 'Dividends in {year}',
    col: {
      date: 'Date',
      instrument: 'Instrument',
      isin: 'ISIN',
      quantity: 'Quantity',
      price: 'Price',
      value: 'Value',
      proceeds: 'Proceeds',
      cost: 'Acquisition cost',
      gain: 'Gain or loss',
      amount: 'Amount',
      kind: 'Cost',
      percent: 'Of average value (%)',
    },
    averageValue: 'Average value of the account',
    trades: 'Trades with costs',
    courtage: 'Courtage',
    currencyExchange: 'Currency exchange',
    otherFees: 'Other fees',
    fundEntryExit: 'Fund entry and exit fees',
    totalCosts: 'Total costs',
    costTable: 'Costs and charges',
    costNote:
      'Costs lower your return by the same amount. The average value is the account’s value at each month’s end, averaged. Ongoing charges that funds take inside their prices are not included.',
    noteIssuer: 'Netfonds',
  },
  sv: {
    statementFile: 'netfonds-arsbesked',
    costFile: 'netfonds-kostnader-och-avgifter',
    statementTitle: 'Årsbesked {year}',
    costTitle: 'Kostnader och avgifter {year}',
    footer: 'Netfonds · Belopp i {currency} från transaktionerna på ditt Netfonds-konto.',
    cashAtEnd: 'Likvida medel 31 december',
    holdingsAtEnd: 'Innehav 31 december',
    totalAtEnd: 'Totalt 31 december',
    deposits: 'Insättningar',
    withdrawals: 'Uttag',
    dividends: 'Utdelningar',
    withholding: 'Utländsk källskatt',
    gains: 'Vinster vid försäljning',
    losses: 'Förluster vid försäljning',
    feesPaid: 'Betalda avgifter',
    statementNote:
      'Försäljningar matchas först in, först ut inom detta konto. Din skatterapport matchar dem över alla dina vanliga konton, Netfonds-kontot inräknat.',
    holdingsTable: 'Innehav 31 december {year}',
    salesTable: 'Försäljningar {year}',
    dividendsTable: 'Utdelningar {year}',
    col: {
      date: 'Datum',
      instrument: 'Värdepapper',
      isin: 'ISIN',
      quantity: 'Antal',
      price: 'Kurs',
      value: 'Värde',
      proceeds: 'Försäljningspris',
      cost: 'Anskaffningsvärde',
      gain: 'Vinst eller förlust',
      amount: 'Belopp',
      kind: 'Kostnad',
      percent: 'Av genomsnittligt värde (%)',
    },
    averageValue: 'Kontots genomsnittliga värde',
    trades: 'Affärer med kostnader',
    courtage: 'Courtage',
    currencyExchange: 'Valutaväxling',
    otherFees: 'Övriga avgifter',
    fundEntryExit: 'Fonders köp- och säljavgifter',
    totalCosts: 'Totala kostnader',
    costTable: 'Kostnader och avgifter',
    costNote:
      'Kostnaderna minskar din avkastning med samma belopp. Det genomsnittliga värdet är kontots värde vid varje månadsskifte, i genomsnitt. Löpande avgifter som fonder tar ut i sina kurser ingår inte.',
    noteIssuer: 'Netfonds',
  },
  nb: {
    statementFile: 'netfonds-arsoppgave',
    costFile: 'netfonds-kostnader-og-gebyrer',
    statementTitle: 'Årsoppgave {year}',
    costTitle: 'Kostnader og gebyrer {year}',
    footer: 'Netfonds · Beløp i {currency} fra transaksjonene på Netfonds-kontoen din.',
    cashAtEnd: 'Kontanter 31. desember',
    holdingsAtEnd: 'Beholdning 31. desember',
    totalAtEnd: 'Totalt 31. desember',
    deposits: 'Innskudd',
    withdrawals: 'Uttak',
    dividends: 'Utbytte',
    withholding: 'Utenlandsk kildeskatt',
    gains: 'Gevinster ved salg',
    losses: 'Tap ved salg',
    feesPaid: 'Betalte gebyrer',
    statementNote:
      'Salg matches først inn, først ut innenfor denne kontoen. Skatterapporten din matcher dem på tvers av alle de ordinære kontoene dine, Netfonds-kontoen medregnet.',
    holdingsTable: 'Beholdning 31. desember {year}',
    salesTable: 'Salg i {year}',
    dividendsTable: 'Utbytte i {year}',
    col: {
      date: 'Dato',
      instrument: 'Verdipapir',
      isin: 'ISIN',
      quantity: 'Antall',
      price: 'Kurs',
      value: 'Verdi',
      proceeds: 'Salgssum',
      cost: 'Inngangsverdi',
      gain: 'Gevinst eller tap',
      amount: 'Beløp',
      kind: 'Kostnad',
      percent: 'Av gjennomsnittlig verdi (%)',
    },
    averageValue: 'Kontoens gjennomsnittlige verdi',
    trades: 'Handler med kostnader',
    courtage: 'Kurtasje',
    currencyExchange: 'Valutaveksling',
    otherFees: 'Andre gebyrer',
    fundEntryExit: 'Fondenes tegnings- og innløsningsgebyrer',
    totalCosts: 'Totale kostnader',
    costTable: 'Kostnader og gebyrer',
    costNote:
      'Kostnadene reduserer avkastningen din med samme beløp. Gjennomsnittlig verdi er kontoens verdi ved hvert månedsskifte, i snitt. Løpende kostnader som fondene tar i kursene sine, er ikke med.',
    noteIssuer: 'Netfonds',
  },
  da: {
    statementFile: 'netfonds-arsopgorelse',
    costFile: 'netfonds-omkostninger-og-gebyrer',
    statementTitle: 'Årsopgørelse {year}',
    costTitle: 'Omkostninger og gebyrer {year}',
    footer: 'Netfonds · Beløb i {currency} fra transaktionerne på din Netfonds-konto.',
    cashAtEnd: 'Kontanter 31. december',
    holdingsAtEnd: 'Beholdning 31. december',
    totalAtEnd: 'I alt 31. december',
    deposits: 'Indbetalinger',
    withdrawals: 'Udbetalinger',
    dividends: 'Udbytte',
    withholding: 'Udenlandsk kildeskat',
    gains: 'Gevinster ved salg',
    losses: 'Tab ved salg',
    feesPaid: 'Betalte gebyrer',
    statementNote:
      'Salg matches først ind, først ud inden for denne konto. Din skatterapport matcher dem på tværs af alle dine almindelige konti, Netfonds-kontoen medregnet.',
    holdingsTable: 'Beholdning 31. december {year}',
    salesTable: 'Salg i {year}',
    dividendsTable: 'Udbytte i {year}',
    col: {
      date: 'Dato',
      instrument: 'Værdipapir',
      isin: 'ISIN',
      quantity: 'Antal',
      price: 'Kurs',
      value: 'Værdi',
      proceeds: 'Salgssum',
      cost: 'Anskaffelsessum',
      gain: 'Gevinst eller tab',
      amount: 'Beløb',
      kind: 'Omkostning',
      percent: 'Af gennemsnitlig værdi (%)',
    },
    averageValue: 'Kontoens gennemsnitlige værdi',
    trades: 'Handler med omkostninger',
    courtage: 'Kurtage',
    currencyExchange: 'Valutaveksling',
    otherFees: 'Andre gebyrer',
    fundEntryExit: 'Fondes emissions- og indløsningsgebyrer',
    totalCosts: 'Samlede omkostninger',
    costTable: 'Omkostninger og gebyrer',
    costNote:
      'Omkostningerne mindsker dit afkast med samme beløb. Den gennemsnitlige værdi er kontoens værdi ved hvert månedsskifte, i gennemsnit. Løbende omkostninger, som fonde tager i deres kurser, er ikke medregnet.',
    noteIssuer: 'Netfonds',
  },
  fi: {
    statementFile: 'netfonds-vuosiote',
    costFile: 'netfonds-kulut-ja-maksut',
    statementTitle: 'Vuosiote {year}',
    costTitle: 'Kulut ja maksut {year}',
    footer: 'Netfonds · Summat valuutassa {currency} Netfonds-tilisi tapahtumista.',
    cashAtEnd: 'Käteinen 31. joulukuuta',
    holdingsAtEnd: 'Omistukset 31. joulukuuta',
    totalAtEnd: 'Yhteensä 31. joulukuuta',
    deposits: 'Talletukset',
    withdrawals: 'Nostot',
    dividends: 'Osingot',
    withholding: 'Ulkomainen lähdevero',
    gains: 'Luovutusvoitot',
    losses: 'Luovutustappiot',
    feesPaid: 'Maksetut kulut',
    statementNote:
      'Myynnit kohdistetaan ensin ostettu, ensin myyty -periaatteella tämän tilin sisällä. Veroraporttisi kohdistaa ne kaikkien tavallisten tiliesi kesken, Netfonds-tili mukaan lukien.',
    holdingsTable: 'Omistukset 31. joulukuuta {year}',
    salesTable: 'Myynnit vuonna {year}',
    dividendsTable: 'Osingot vuonna {year}',
    col: {
      date: 'Päivä',
      instrument: 'Arvopaperi',
      isin: 'ISIN',
      quantity: 'Määrä',
      price: 'Kurssi',
      value: 'Arvo',
      proceeds: 'Myyntihinta',
      cost: 'Hankintameno',
      gain: 'Voitto tai tappio',
      amount: 'Summa',
      kind: 'Kulu',
      percent: 'Keskiarvosta (%)',
    },
    averageValue: 'Tilin keskimääräinen arvo',
    trades: 'Kaupat, joissa kuluja',
    courtage: 'Välityspalkkio',
    currencyExchange: 'Valuutanvaihto',
    otherFees: 'Muut maksut',
    fundEntryExit: 'Rahastojen merkintä- ja lunastuspalkkiot',
    totalCosts: 'Kulut yhteensä',
    costTable: 'Kulut ja maksut',
    costNote:
      'Kulut pienentävät tuottoasi saman verran. Keskimääräinen arvo on tilin arvo kunkin kuukauden lopussa keskiarvona. Rahastojen kursseihinsa sisältämät juoksevat kulut eivät ole mukana.',
    noteIssuer: 'Netfonds',
  },
};
