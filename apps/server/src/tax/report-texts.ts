import type { Lang } from '@broker/domain';

/**
 * The tax reports' PDF and CSV texts in the five languages of the product, worded as the tax page
 * words them (the files are written on the server, so their texts live here, as the statement's
 * do); placeholders are {name}.
 */
export interface TaxReportTexts {
  fileName: string;
  customer: string;
  created: string;
  page: string;
  footer: string;
  flagYes: string;
  flagNo: string;
  total: string;
  excluded: string;
  col: {
    date: string;
    account: string;
    instrument: string;
    isin: string;
    quantity: string;
    acquired: string;
    sold: string;
    salePrice: string;
    proceeds: string;
    cost: string;
    gain: string;
    loss: string;
    result: string;
    actualCost: string;
    deemedCost: string;
    deemedUsed: string;
    shieldUsed: string;
    taxable: string;
    amount: string;
    kind: string;
    startValue: string;
    endValue: string;
    deposits: string;
    withdrawals: string;
    return: string;
    lossUsed: string;
    tax: string;
    lossCarried: string;
    depositsAtStart: string;
    depositsAtEnd: string;
  };
  k4: { title: string; sections: { A: string; C: string; D: string } };
  isk: {
    title: string;
    accounts: string;
    rate: string;
    quarters: [string, string, string, string];
    transfersIn: string;
    capitalBase: string;
    taxFree: string;
    standardIncome: string;
  };
  fi: { title: string; disposals: string; small: string };
  no: {
    title: string;
    sales: string;
    dividends: string;
    ask: string;
    summary: string;
    shieldRate: string;
    shieldRateUnknown: string;
    taxableIncome: string;
    interestResult: string;
    estimatedTax: string;
    share: string;
    interestFund: string;
  };
  dk: {
    title: string;
    sales: string;
    dividends: string;
    shareIncome: string;
    ask: string;
    income: string;
    limit: string;
    lowPart: string;
    highPart: string;
    capitalIncome: string;
  };
}

export const TAX_REPORT_TEXTS: Record<Lang, TaxReportTexts> = {
  en: {
    fileName: 'tax-report',
    customer: 'Customer',
    created: 'Created {date}',
    page: 'Page {n}',
    footer:
      'Nordbroker · Amounts in {currency} from the transactions on your accounts; check them before you file.',
    flagYes: 'Yes',
    flagNo: 'No',
    total: 'Total',
    excluded: 'Excluded',
    col: {
      date: 'Trade date',
      account: 'Account',
      instrument: 'Instrument',
      isin: 'ISIN',
      quantity: 'Quantity',
      acquired: 'Acquired',
      sold: 'Sold',
      salePrice: 'Sale price',
      proceeds: 'Sale price after fees',
      cost: 'Acquisition cost',
      gain: 'Gain',
      loss: 'Loss',
      result: 'Result',
      actualCost: 'Actual cost',
      deemedCost: 'Deemed cost',
      deemedUsed: 'Deemed cost deducted',
      shieldUsed: 'Shield used',
      taxable: 'Taxable',
      amount: 'Amount',
      kind: 'Kind',
      startValue: 'Value at the start',
      endValue: 'Value at the end',
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      return: 'Return',
      lossUsed: 'Earlier loss used',
      tax: 'Tax',
      lossCarried: 'Loss carried forward',
      depositsAtStart: 'Deposits at the start',
      depositsAtEnd: 'Deposits at the end',
    },
    k4: {
      title: 'K4 for {year}',
      sections: {
        A: 'Section A: listed shares and equity funds',
        C: 'Section C: listed SEK bonds, currency and SEK interest funds',
        D: 'Section D: other securities',
      },
    },
    isk: {
      title: 'ISK and KF standard income for {year}',
      accounts: 'Accounts',
      rate: 'Standard rate {rate}; the tax is 30 % of the standard income.',
      quarters: ['Value 1 Jan', 'Value 1 Apr', 'Value 1 Jul', 'Value 1 Oct'],
      transfersIn: 'Transfers in',
      capitalBase: 'Capital base',
      taxFree: 'Tax-free level',
      standardIncome: 'Standard income',
    },
    fi: {
      title: 'Form 9A for {year}',
      disposals: 'Disposals',
      small: 'The year’s sale prices add up to at most 1,000 euros: the gains are tax-free.',
    },
    no: {
      title: 'Norwegian tax report for {year}',
      sales: 'Sales on ordinary accounts',
      dividends: 'Dividends',
      ask: 'Share savings accounts (ASK)',
      summary: 'Summary',
      shieldRate: 'Shield rate {rate}',
      shieldRateUnknown: 'The year’s shield rate is not set yet',
      taxableIncome: 'Taxable share income',
      interestResult: 'Interest funds, gain or loss',
      estimatedTax: 'Estimated tax',
      share: 'Share',
      interestFund: 'Interest fund',
    },
    dk: {
      title: 'Danish tax report for {year}',
      sales: 'Sales on ordinary accounts',
      dividends: 'Dividends',
      shareIncome: 'Share income',
      ask: 'Aktiesparekonto',
      income: 'Share income',
      limit: 'Limit for 27 %',
      lowPart: 'Taxed at 27 %',
      highPart: 'Taxed at 42 %',
      capitalIncome: 'Bond-based funds: capital income',
    },
  },
  sv: {
    fileName: 'skatterapport',
    customer: 'Kund',
    created: 'Skapad {date}',
    page: 'Sida {n}',
    footer:
      'Nordbroker · Belopp i {currency} från transaktionerna på dina konton; kontrollera dem innan du deklarerar.',
    flagYes: 'Ja',
    flagNo: 'Nej',
    total: 'Summa',
    excluded: 'Undantagen',
    col: {
      date: 'Affärsdag',
      account: 'Konto',
      instrument: 'Värdepapper',
      isin: 'ISIN',
      quantity: 'Antal',
      acquired: 'Anskaffad',
      sold: 'Såld',
      salePrice: 'Försäljningspris',
      proceeds: 'Försäljningspris efter avgifter',
      cost: 'Anskaffningsvärde',
      gain: 'Vinst',
      loss: 'Förlust',
      result: 'Resultat',
      actualCost: 'Faktisk kostnad',
      deemedCost: 'Presumtiv kostnad',
      deemedUsed: 'Presumtiv kostnad avdragen',
      shieldUsed: 'Använt skärmningsavdrag',
      taxable: 'Skattepliktigt',
      amount: 'Belopp',
      kind: 'Slag',
      startValue: 'Värde vid årets början',
      endValue: 'Värde vid årets slut',
      deposits: 'Insättningar',
      withdrawals: 'Uttag',
      return: 'Avkastning',
      lossUsed: 'Tidigare förlust använd',
      tax: 'Skatt',
      lossCarried: 'Förlust att föra vidare',
      depositsAtStart: 'Insättningar vid årets början',
      depositsAtEnd: 'Insättningar vid årets slut',
    },
    k4: {
      title: 'K4 för {year}',
      sections: {
        A: 'Avsnitt A: marknadsnoterade aktier och aktiefonder',
        C: 'Avsnitt C: marknadsnoterade obligationer i svenska kronor, valuta och räntefonder',
        D: 'Avsnitt D: övriga värdepapper',
      },
    },
    isk: {
      title: 'Schablonintäkt för ISK och KF {year}',
      accounts: 'Konton',
      rate: 'Schablonränta {rate}; skatten är 30 % av schablonintäkten.',
      quarters: ['Värde 1 jan', 'Värde 1 apr', 'Värde 1 jul', 'Värde 1 okt'],
      transfersIn: 'Överföringar in',
      capitalBase: 'Kapitalunderlag',
      taxFree: 'Skattefri grundnivå',
      standardIncome: 'Schablonintäkt',
    },
    fi: {
      title: 'Blankett 9A för {year}',
      disposals: 'Överlåtelser',
      small: 'Årets försäljningspriser är sammanlagt högst 1 000 euro: vinsterna är skattefria.',
    },
    no: {
      title: 'Norsk skatterapport för {year}',
      sales: 'Försäljningar på vanliga konton',
      dividends: 'Utdelningar',
      ask: 'Aksjesparekonto (ASK)',
      summary: 'Sammanfattning',
      shieldRate: 'Skärmningsränta {rate}',
      shieldRateUnknown: 'Årets skärmningsränta är inte fastställd än',
      taxableIncome: 'Skattepliktig aktieinkomst',
      interestResult: 'Räntefonder, vinst eller förlust',
      estimatedTax: 'Beräknad skatt',
      share: 'Aktie',
      interestFund: 'Räntefond',
    },
    dk: {
      title: 'Dansk skatterapport för {year}',
      sales: 'Försäljningar på vanliga konton',
      dividends: 'Utdelningar',
      shareIncome: 'Aktieinkomst',
      ask: 'Aktiesparekonto',
      income: 'Aktieinkomst',
      limit: 'Gräns för 27 %',
      lowPart: 'Beskattas med 27 %',
      highPart: 'Beskattas med 42 %',
      capitalIncome: 'Obligationsbaserade fonder: kapitalinkomst',
    },
  },
  nb: {
    fileName: 'skatterapport',
    customer: 'Kunde',
    created: 'Laget {date}',
    page: 'Side {n}',
    footer:
      'Nordbroker · Beløp i {currency} fra transaksjonene på kontoene dine; kontroller dem før du leverer.',
    flagYes: 'Ja',
    flagNo: 'Nei',
    total: 'Sum',
    excluded: 'Unntatt',
    col: {
      date: 'Handelsdag',
      account: 'Konto',
      instrument: 'Verdipapir',
      isin: 'ISIN',
      quantity: 'Antall',
      acquired: 'Kjøpt',
      sold: 'Solgt',
      salePrice: 'Salgssum',
      proceeds: 'Salgssum etter kostnader',
      cost: 'Inngangsverdi',
      gain: 'Gevinst',
      loss: 'Tap',
      result: 'Resultat',
      actualCost: 'Faktisk kostnad',
      deemedCost: 'Sjablongkostnad',
      deemedUsed: 'Sjablongkostnad trukket fra',
      shieldUsed: 'Brukt skjerming',
      taxable: 'Skattepliktig',
      amount: 'Beløp',
      kind: 'Type',
      startValue: 'Verdi ved årets start',
      endValue: 'Verdi ved årets slutt',
      deposits: 'Innskudd',
      withdrawals: 'Uttak',
      return: 'Avkastning',
      lossUsed: 'Tidligere tap brukt',
      tax: 'Skatt',
      lossCarried: 'Tap til fremføring',
      depositsAtStart: 'Innskudd ved årets start',
      depositsAtEnd: 'Innskudd ved årets slutt',
    },
    k4: {
      title: 'K4 for {year}',
      sections: {
        A: 'Del A: børsnoterte aksjer og aksjefond',
        C: 'Del C: børsnoterte obligasjoner i svenske kroner, valuta og rentefond',
        D: 'Del D: andre verdipapirer',
      },
    },
    isk: {
      title: 'Sjablonginntekt for ISK og KF {year}',
      accounts: 'Kontoer',
      rate: 'Sjablongrente {rate}; skatten er 30 % av sjablonginntekten.',
      quarters: ['Verdi 1. jan', 'Verdi 1. apr', 'Verdi 1. jul', 'Verdi 1. okt'],
      transfersIn: 'Overføringer inn',
      capitalBase: 'Kapitalgrunnlag',
      taxFree: 'Skattefritt grunnbeløp',
      standardIncome: 'Sjablonginntekt',
    },
    fi: {
      title: 'Skjema 9A for {year}',
      disposals: 'Avhendelser',
      small: 'Årets salgssummer er til sammen høyst 1 000 euro: gevinstene er skattefrie.',
    },
    no: {
      title: 'Skatterapport for {year}',
      sales: 'Salg på ordinære kontoer',
      dividends: 'Utbytte',
      ask: 'Aksjesparekontoer (ASK)',
      summary: 'Oppsummering',
      shieldRate: 'Skjermingsrente {rate}',
      shieldRateUnknown: 'Årets skjermingsrente er ikke fastsatt ennå',
      taxableIncome: 'Skattepliktig aksjeinntekt',
      interestResult: 'Rentefond, gevinst eller tap',
      estimatedTax: 'Beregnet skatt',
      share: 'Aksje',
      interestFund: 'Rentefond',
    },
    dk: {
      title: 'Dansk skatterapport for {year}',
      sales: 'Salg på ordinære kontoer',
      dividends: 'Utbytte',
      shareIncome: 'Aksjeinntekt',
      ask: 'Aktiesparekonto',
      income: 'Aksjeinntekt',
      limit: 'Grense for 27 %',
      lowPart: 'Skattlagt med 27 %',
      highPart: 'Skattlagt med 42 %',
      capitalIncome: 'Obligasjonsbaserte fond: kapitalinntekt',
    },
  },
  da: {
    fileName: 'skatterapport',
    customer: 'Kunde',
    created: 'Oprettet {date}',
    page: 'Side {n}',
    footer:
      'Nordbroker · Beløb i {currency} fra transaktionerne på dine konti; kontrollér dem, før du indberetter.',
    flagYes: 'Ja',
    flagNo: 'Nej',
    total: 'I alt',
    excluded: 'Undtaget',
    col: {
      date: 'Handelsdag',
      account: 'Konto',
      instrument: 'Værdipapir',
      isin: 'ISIN',
      quantity: 'Antal',
      acquired: 'Købt',
      sold: 'Solgt',
      salePrice: 'Salgssum',
      proceeds: 'Salgssum efter omkostninger',
      cost: 'Anskaffelsessum',
      gain: 'Gevinst',
      loss: 'Tab',
      result: 'Resultat',
      actualCost: 'Faktisk omkostning',
      deemedCost: 'Skønnet omkostning',
      deemedUsed: 'Skønnet omkostning fratrukket',
      shieldUsed: 'Brugt skjermingsfradrag',
      taxable: 'Skattepligtigt',
      amount: 'Beløb',
      kind: 'Type',
      startValue: 'Værdi ved årets start',
      endValue: 'Værdi ved årets slutning',
      deposits: 'Indskud',
      withdrawals: 'Hævninger',
      return: 'Afkast',
      lossUsed: 'Tidligere tab brugt',
      tax: 'Skat',
      lossCarried: 'Tab til fremførsel',
      depositsAtStart: 'Indskud ved årets start',
      depositsAtEnd: 'Indskud ved årets slutning',
    },
    k4: {
      title: 'K4 for {year}',
      sections: {
        A: 'Afsnit A: børsnoterede aktier og aktiefonde',
        C: 'Afsnit C: børsnoterede obligationer i svenske kroner, valuta og rentefonde',
        D: 'Afsnit D: andre værdipapirer',
      },
    },
    isk: {
      title: 'Standardindkomst for ISK og KF {year}',
      accounts: 'Konti',
      rate: 'Standardrente {rate}; skatten er 30 % af standardindkomsten.',
      quarters: ['Værdi 1. jan', 'Værdi 1. apr', 'Værdi 1. jul', 'Værdi 1. okt'],
      transfersIn: 'Overførsler ind',
      capitalBase: 'Kapitalgrundlag',
      taxFree: 'Skattefrit grundbeløb',
      standardIncome: 'Standardindkomst',
    },
    fi: {
      title: 'Blanket 9A for {year}',
      disposals: 'Afståelser',
      small: 'Årets salgssummer er tilsammen højst 1.000 euro: gevinsterne er skattefri.',
    },
    no: {
      title: 'Norsk skatterapport for {year}',
      sales: 'Salg på almindelige konti',
      dividends: 'Udbytte',
      ask: 'Aksjesparekonto (ASK)',
      summary: 'Opsummering',
      shieldRate: 'Skjermingsrente {rate}',
      shieldRateUnknown: 'Årets skjermingsrente er ikke fastsat endnu',
      taxableIncome: 'Skattepligtig aktieindkomst',
      interestResult: 'Rentefonde, gevinst eller tab',
      estimatedTax: 'Beregnet skat',
      share: 'Aktie',
      interestFund: 'Rentefond',
    },
    dk: {
      title: 'Skatterapport for {year}',
      sales: 'Salg på almindelige depoter',
      dividends: 'Udbytte',
      shareIncome: 'Aktieindkomst',
      ask: 'Aktiesparekonto',
      income: 'Aktieindkomst',
      limit: 'Progressionsgrænse',
      lowPart: 'Beskattes med 27 %',
      highPart: 'Beskattes med 42 %',
      capitalIncome: 'Obligationsbaserede fonde: kapitalindkomst',
    },
  },
  fi: {
    fileName: 'veroraportti',
    customer: 'Asiakas',
    created: 'Luotu {date}',
    page: 'Sivu {n}',
    footer: 'Nordbroker · Summat ({currency}) tiliesi tapahtumista; tarkista ne ennen ilmoittamista.',
    flagYes: 'Kyllä',
    flagNo: 'Ei',
    total: 'Yhteensä',
    excluded: 'Jätetty pois',
    col: {
      date: 'Kauppapäivä',
      account: 'Tili',
      instrument: 'Arvopaperi',
      isin: 'ISIN',
      quantity: 'Määrä',
      acquired: 'Hankittu',
      sold: 'Myyty',
      salePrice: 'Luovutushinta',
      proceeds: 'Luovutushinta kulujen jälkeen',
      cost: 'Hankintameno',
      gain: 'Voitto',
      loss: 'Tappio',
      result: 'Tulos',
      actualCost: 'Todellinen hankintameno',
      deemedCost: 'Hankintameno-olettama',
      deemedUsed: 'Olettama vähennetty',
      shieldUsed: 'Käytetty suojavähennys',
      taxable: 'Veronalainen',
      amount: 'Määrä (rahaa)',
      kind: 'Laji',
      startValue: 'Arvo vuoden alussa',
      endValue: 'Arvo vuoden lopussa',
      deposits: 'Talletukset',
      withdrawals: 'Nostot',
      return: 'Tuotto',
      lossUsed: 'Aiempi tappio käytetty',
      tax: 'Vero',
      lossCarried: 'Siirtyvä tappio',
      depositsAtStart: 'Talletukset vuoden alussa',
      depositsAtEnd: 'Talletukset vuoden lopussa',
    },
    k4: {
      title: 'K4 vuodelta {year}',
      sections: {
        A: 'Osa A: listatut osakkeet ja osakerahastot',
        C: 'Osa C: listatut kruunumääräiset joukkovelkakirjat, valuutta ja korkorahastot',
        D: 'Osa D: muut arvopaperit',
      },
    },
    isk: {
      title: 'ISK- ja KF-tilien kaavamainen tulo {year}',
      accounts: 'Tilit',
      rate: 'Kaavamainen korko {rate}; vero on 30 % kaavamaisesta tulosta.',
      quarters: ['Arvo 1.1.', 'Arvo 1.4.', 'Arvo 1.7.', 'Arvo 1.10.'],
      transfersIn: 'Siirrot sisään',
      capitalBase: 'Pääomapohja',
      taxFree: 'Verovapaa perustaso',
      standardIncome: 'Kaavamainen tulo',
    },
    fi: {
      title: 'Lomake 9A vuodelta {year}',
      disposals: 'Luovutukset',
      small: 'Vuoden luovutushinnat ovat yhteensä enintään 1 000 euroa: voitot ovat verovapaita.',
    },
    no: {
      title: 'Norjan veroraportti vuodelta {year}',
      sales: 'Myynnit tavallisilla tileillä',
      dividends: 'Osingot',
      ask: 'Osakesäästötilit (ASK)',
      summary: 'Yhteenveto',
      shieldRate: 'Suojakorko {rate}',
      shieldRateUnknown: 'Vuoden suojakorkoa ei ole vielä vahvistettu',
      taxableIncome: 'Veronalainen osaketulo',
      interestResult: 'Korkorahastot, voitto tai tappio',
      estimatedTax: 'Arvioitu vero',
      share: 'Osake',
      interestFund: 'Korkorahasto',
    },
    dk: {
      title: 'Tanskan veroraportti vuodelta {year}',
      sales: 'Myynnit tavallisilla tileillä',
      dividends: 'Osingot',
      shareIncome: 'Osaketulo',
      ask: 'Aktiesparekonto',
      income: 'Osaketulo',
      limit: '27 %:n raja',
      lowPart: 'Verotetaan 27 %',
      highPart: 'Verotetaan 42 %',
      capitalIncome: 'Korkorahastot: pääomatulo',
    },
  },
};
