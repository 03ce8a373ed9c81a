import type { FundInfoCatalogue } from './en';

export const fundInfoSv: FundInfoCatalogue = {
  'fundInfo.title': 'Information om fondköp',
  'fundInfo.sections': 'Avsnitt',
  'fundInfo.section.faq': 'Frågor och svar',
  'fundInfo.section.quality-enhancing-services': 'Kvalitetshöjande tjänster',
  'fundInfo.notFound.title': 'Avsnittet hittades inte',
  'fundInfo.notFound.text': 'Det finns inget avsnitt som heter ”{section}”. Välj ett av dessa:',

  'fundInfo.faq.intro': 'Så fungerar köp och försäljning av fonder hos Nordbroker.',
  'fundInfo.faq.price.q': 'Till vilket pris genomförs min order?',
  'fundInfo.faq.price.a':
    'Fonder handlas till sitt andelsvärde (NAV), som fondbolaget sätter en gång per handelsdag. Du vet inte priset när du lägger ordern: den genomförs till nästa andelsvärde efter brytpunkten, så du köper eller säljer ett belopp, inte ett antal andelar.',
  'fundInfo.faq.cutoff.q': 'Vilka är brytpunkterna?',
  'fundInfo.faq.cutoff.a':
    'En order som läggs före brytpunkten en bankdag genomförs till dagens andelsvärde. Brytpunkten är {se} i Sverige, {no} i Norge, {dk} i Danmark och {fi} i Finland, lokal tid. Senare order, och order som läggs på helger eller helgdagar, genomförs nästa bankdag. Fonder som handlas veckovis eller månadsvis handlas bara på sina handelsdagar; orderfönstret visar nästa köp- eller säljdag.',
  'fundInfo.faq.settlement.q': 'När får jag mina fondandelar eller mina pengar?',
  'fundInfo.faq.settlement.a':
    'Affären likvideras {days} bankdagar efter handelsdagen: då syns andelarna bland dina innehav, eller så betalas pengarna från en försäljning ut till ditt konto. Beroende på fondbolaget tar hela ordern {min} till {max} arbetsdagar; till dess hittar du den under {orders}.',
  'fundInfo.faq.cancel.q': 'Kan jag makulera en order?',
  'fundInfo.faq.cancel.a':
    'Ja, fram till dess stopptid: öppna {orders} och tryck på {cancel}. Efter stopptiden är ordern på väg till fondbolaget och kan inte längre makuleras.',
  'fundInfo.faq.fees.q': 'Vad kostar det?',
  'fundInfo.faq.fees.a':
    'Vissa fonder har en köp- eller säljavgift, som visas i procent i orderfönstret tillsammans med totalen innan du bekräftar. Fondens löpande avgifter tas ur fondens värde och debiteras inte separat. Länken till kostnadsinformationen i orderfönstret visar alla kostnader för ditt belopp.',
  'fundInfo.faq.minimum.q': 'Finns det ett minsta belopp?',
  'fundInfo.faq.minimum.a':
    'Varje fond bestämmer sin egen minsta investering, som visas under beloppsfältet. När en fond inte anger någon är minsta belopp {amount} {currency}. Du kan sälja en del av ditt innehav som belopp eller i procent, från 0,01 % till 100 %.',
  'fundInfo.faq.test.q': 'Varför måste jag göra ett kunskapstest?',
  'fundInfo.faq.test.a':
    'Komplexa produkter, som alternativa investeringsfonder och hävstångsprodukter, får bara säljas till kunder som har visat att de förstår riskerna (lämplighetsprövning enligt MiFID II). Vanliga fonder och aktier kräver inget test. Testet tar några minuter och ett godkännande gäller i {years} år.',

  'fundInfo.qes.intro':
    'Danska regler om investerarskydd, som genomför EU:s MiFID II-direktiv, avgör när ett värdepappersföretag får ta emot ersättning från fondbolag för de fonder dess kunder köper (provision, även kallad tredjepartsersättning).',
  'fundInfo.qes.rulesTitle': 'Reglerna',
  'fundInfo.qes.rules1':
    'Oberoende investeringsrådgivning och diskretionär portföljförvaltning får inte alls betalas med provision.',
  'fundInfo.qes.rules2':
    'För andra tjänster, som fondordrar du lägger själv, får ett företag behålla provision bara om den höjer kvaliteten på tjänsten till dig, inte hindrar företaget från att agera i ditt bästa intresse och redovisas för dig innan du köper.',
  'fundInfo.qes.servicesTitle': 'Vad räknas som kvalitetshöjande tjänster',
  'fundInfo.qes.service1':
    'Ett brett utbud av fonder, även från många andra fondbolag, till låga minsta belopp.',
  'fundInfo.qes.service2':
    'Verktyg och information för att jämföra fonder: avgifter, risk, hållbarhet och historisk avkastning.',
  'fundInfo.qes.service3': 'Faktablad, basfaktablad och kostnadsinformation innan du köper.',
  'fundInfo.qes.service4':
    'En överblick över dina innehav och en årlig rapport över alla kostnader och avgifter.',
  'fundInfo.qes.oursTitle': 'Vad vi tar emot',
  'fundInfo.qes.ours':
    'Nordbroker tar för närvarande inte emot någon provision från fondbolag: raden för tredjepartsersättningar i kostnadsinformationen är 0. Om det ändras ser du beloppet för varje fond innan du köper och i din årliga kostnadsrapport, och den här sidan listar då de tjänster ersättningen betalar för.',
};
