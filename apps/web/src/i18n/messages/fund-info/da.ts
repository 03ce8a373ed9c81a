import type { FundInfoCatalogue } from './en';

export const fundInfoDa: FundInfoCatalogue = {
  'fundInfo.title': 'Information om køb af investeringsfonde',
  'fundInfo.sections': 'Afsnit',
  'fundInfo.section.faq': 'Spørgsmål og svar',
  'fundInfo.section.quality-enhancing-services': 'Kvalitetsforbedrende ydelser',
  'fundInfo.notFound.title': 'Afsnittet blev ikke fundet',
  'fundInfo.notFound.text': 'Der findes intet afsnit, der hedder »{section}«. Vælg et af disse:',

  'fundInfo.faq.intro': 'Sådan fungerer køb og salg af investeringsfonde hos Nordbroker.',
  'fundInfo.faq.price.q': 'Til hvilken kurs bliver min ordre gennemført?',
  'fundInfo.faq.price.a':
    'Investeringsfonde handles til deres indre værdi (NAV), som fondsselskabet fastsætter én gang pr. handelsdag. Du kender ikke kursen, når du afgiver ordren: den gennemføres til den næste indre værdi efter fristen, så du køber eller sælger et beløb, ikke et antal andele.',
  'fundInfo.faq.cutoff.q': 'Hvad er fristerne for ordrer?',
  'fundInfo.faq.cutoff.a':
    'En ordre, der afgives før fristen på en bankdag, gennemføres til dagens indre værdi. Fristen er {se} i Sverige, {no} i Norge, {dk} i Danmark og {fi} i Finland, lokal tid. Senere ordrer og ordrer afgivet i weekender eller på helligdage gennemføres næste bankdag. Fonde, der handles ugentligt eller månedligt, handles kun på deres handelsdage; ordrebilledet viser næste købs- eller salgsdag.',
  'fundInfo.faq.settlement.q': 'Hvornår får jeg mine andele eller mine penge?',
  'fundInfo.faq.settlement.a':
    'Handlen afvikles {days} bankdage efter handelsdagen: så vises andelene blandt dine beholdninger, eller pengene fra et salg udbetales til din konto. Afhængigt af fondsselskabet tager hele ordren {min} til {max} arbejdsdage; indtil da finder du den under {orders}.',
  'fundInfo.faq.cancel.q': 'Kan jeg annullere en ordre?',
  'fundInfo.faq.cancel.a':
    'Ja, indtil dens stoptid: åbn {orders} og tryk på {cancel}. Efter stoptiden er ordren på vej til fondsselskabet og kan ikke længere annulleres.',
  'fundInfo.faq.fees.q': 'Hvad koster det?',
  'fundInfo.faq.fees.a':
    'Nogle fonde har et købs- eller salgsgebyr, som vises i procent i ordrebilledet sammen med totalen, før du bekræfter. Fondens løbende omkostninger trækkes fra fondens værdi og opkræves ikke separat. Linket til omkostningsoplysningerne i ordrebilledet viser alle omkostninger for dit beløb.',
  'fundInfo.faq.minimum.q': 'Er der et minimumsbeløb?',
  'fundInfo.faq.minimum.a':
    'Hver fond fastsætter sin egen minimumsinvestering, som vises under beløbsfeltet. Når en fond ikke angiver nogen, er minimumsbeløbet {amount} {currency}. Du kan sælge en del af din beholdning som beløb eller i procent, fra 0,01 % til 100 %.',
  'fundInfo.faq.test.q': 'Hvorfor skal jeg tage en videnstest?',
  'fundInfo.faq.test.a':
    'Komplekse produkter, som alternative investeringsfonde og gearede produkter, må kun sælges til kunder, der har vist, at de forstår risikoen (hensigtsmæssighedstest efter MiFID II). Almindelige investeringsfonde og aktier kræver ingen test. Testen tager et par minutter, og en godkendelse gælder i {years} år.',

  'fundInfo.qes.intro':
    'De danske regler om investorbeskyttelse, som gennemfører EU’s MiFID II-direktiv, afgør, hvornår et værdipapirselskab må modtage betaling fra fondsselskaber for de fonde, dets kunder køber (provision, også kaldet tredjepartsbetaling).',
  'fundInfo.qes.rulesTitle': 'Reglerne',
  'fundInfo.qes.rules1':
    'Uafhængig investeringsrådgivning og porteføljepleje må slet ikke betales med provision.',
  'fundInfo.qes.rules2':
    'For andre ydelser, som fondsordrer du selv afgiver, må et selskab kun beholde provision, hvis den forbedrer kvaliteten af ydelsen til dig, ikke forhindrer selskabet i at handle i din bedste interesse og oplyses til dig, før du køber.',
  'fundInfo.qes.servicesTitle': 'Hvad der tæller som kvalitetsforbedrende ydelser',
  'fundInfo.qes.service1':
    'Et bredt udvalg af fonde, også fra mange andre fondsselskaber, med lave minimumsbeløb.',
  'fundInfo.qes.service2':
    'Værktøjer og information til at sammenligne fonde: omkostninger, risiko, bæredygtighed og historisk afkast.',
  'fundInfo.qes.service3':
    'Faktaark, dokumenter med central information og omkostningsoplysninger, før du køber.',
  'fundInfo.qes.service4':
    'Et overblik over dine beholdninger og en årlig opgørelse over alle omkostninger og gebyrer.',
  'fundInfo.qes.oursTitle': 'Hvad vi modtager',
  'fundInfo.qes.ours':
    'Nordbroker modtager i øjeblikket ingen provision fra fondsselskaber: linjen for tredjepartsbetalinger i omkostningsoplysningerne er 0. Hvis det ændres, ser du beløbet for hver fond, før du køber, og i din årlige omkostningsopgørelse, og denne side vil så vise de ydelser, betalingen går til.',
};
