import type { FundInfoCatalogue } from './en';

export const fundInfoNb: FundInfoCatalogue = {
  'fundInfo.title': 'Informasjon om fondskjøp',
  'fundInfo.sections': 'Deler',
  'fundInfo.section.faq': 'Spørsmål og svar',
  'fundInfo.section.quality-enhancing-services': 'Kvalitetsforbedrende tjenester',
  'fundInfo.notFound.title': 'Fant ikke delen',
  'fundInfo.notFound.text': 'Det finnes ingen del som heter «{section}». Velg en av disse:',

  'fundInfo.faq.intro': 'Slik fungerer kjøp og salg av fond hos Nordbroker.',
  'fundInfo.faq.price.q': 'Til hvilken kurs gjennomføres ordren min?',
  'fundInfo.faq.price.a':
    'Fond handles til andelsverdien (NAV), som fondsforvaltningsselskapet fastsetter én gang per handelsdag. Du vet ikke kursen når du legger inn ordren: den gjennomføres til neste andelsverdi etter fristen, så du kjøper eller selger et beløp, ikke et antall andeler.',
  'fundInfo.faq.cutoff.q': 'Hva er fristene for ordre?',
  'fundInfo.faq.cutoff.a':
    'En ordre som legges inn før fristen på en bankdag, gjennomføres til dagens andelsverdi. Fristen er {se} i Sverige, {no} i Norge, {dk} i Danmark og {fi} i Finland, lokal tid. Senere ordre, og ordre lagt inn i helger eller på helligdager, gjennomføres neste bankdag. Fond som handles ukentlig eller månedlig, handles bare på sine handelsdager; ordrebildet viser neste kjøps- eller salgsdag.',
  'fundInfo.faq.settlement.q': 'Når får jeg fondsandelene eller pengene mine?',
  'fundInfo.faq.settlement.a':
    'Handelen gjøres opp {days} bankdager etter handelsdagen: da vises andelene blant beholdningene dine, eller pengene fra et salg utbetales til kontoen din. Avhengig av fondsforvaltningsselskapet tar hele ordren {min} til {max} virkedager; til da finner du den under {orders}.',
  'fundInfo.faq.cancel.q': 'Kan jeg kansellere en ordre?',
  'fundInfo.faq.cancel.a':
    'Ja, frem til stopptiden: åpne {orders} og trykk på {cancel}. Etter stopptiden er ordren på vei til fondsforvaltningsselskapet og kan ikke lenger kanselleres.',
  'fundInfo.faq.fees.q': 'Hva koster det?',
  'fundInfo.faq.fees.a':
    'Noen fond har et kjøps- eller salgsgebyr, som vises i prosent i ordrebildet sammen med totalen før du bekrefter. Fondets løpende kostnader trekkes fra fondets verdi og belastes ikke separat. Lenken til kostnadsinformasjonen i ordrebildet viser alle kostnader for beløpet ditt.',
  'fundInfo.faq.minimum.q': 'Finnes det et minstebeløp?',
  'fundInfo.faq.minimum.a':
    'Hvert fond fastsetter sitt eget minste innskudd, som vises under beløpsfeltet. Når et fond ikke oppgir noe, er minstebeløpet {amount} {currency}. Du kan selge en del av beholdningen som beløp eller i prosent, fra 0,01 % til 100 %.',
  'fundInfo.faq.test.q': 'Hvorfor må jeg ta en kunnskapstest?',
  'fundInfo.faq.test.a':
    'Komplekse produkter, som alternative investeringsfond og girede produkter, kan bare selges til kunder som har vist at de forstår risikoen (hensiktsmessighetsvurdering etter MiFID II). Vanlige fond og aksjer krever ingen test. Testen tar noen minutter, og en godkjenning gjelder i {years} år.',

  'fundInfo.qes.intro':
    'Danske regler om investorbeskyttelse, som gjennomfører EUs MiFID II-direktiv, avgjør når et verdipapirforetak kan motta betaling fra fondsforvaltningsselskaper for fondene kundene kjøper (provisjon, også kalt tredjepartsbetaling).',
  'fundInfo.qes.rulesTitle': 'Reglene',
  'fundInfo.qes.rules1':
    'Uavhengig investeringsrådgivning og aktiv forvaltning kan ikke betales med provisjon i det hele tatt.',
  'fundInfo.qes.rules2':
    'For andre tjenester, som fondsordre du legger inn selv, kan et foretak bare beholde provisjon hvis den forbedrer kvaliteten på tjenesten til deg, ikke hindrer foretaket i å handle i din beste interesse og opplyses om før du kjøper.',
  'fundInfo.qes.servicesTitle': 'Hva som regnes som kvalitetsforbedrende tjenester',
  'fundInfo.qes.service1': 'Et bredt utvalg av fond, også fra mange andre forvaltere, med lave minstebeløp.',
  'fundInfo.qes.service2':
    'Verktøy og informasjon for å sammenligne fond: kostnader, risiko, bærekraft og historisk avkastning.',
  'fundInfo.qes.service3': 'Faktaark, nøkkelinformasjonsdokumenter og kostnadsinformasjon før du kjøper.',
  'fundInfo.qes.service4':
    'En oversikt over beholdningene dine og en årlig rapport over alle kostnader og gebyrer.',
  'fundInfo.qes.oursTitle': 'Hva vi mottar',
  'fundInfo.qes.ours':
    'Nordbroker mottar for tiden ingen provisjon fra fondsforvaltningsselskaper: linjen for tredjepartsbetalinger i kostnadsinformasjonen er 0. Hvis det endres, ser du beløpet for hvert fond før du kjøper og i den årlige kostnadsrapporten, og denne siden vil da liste tjenestene betalingen går til.',
};
