import type { ContentBlock } from '@broker/contract';
import { p, type PageText, type PerLang } from './blocks';

/** The FAQ: entries of content type `faq`, in the order shown. */

export interface FaqText {
  question: string;
  answer: ContentBlock[];
}

export interface FaqSeed {
  id: string;
  text: PerLang<FaqText>;
}

const q = (question: string, ...paragraphs: string[]): FaqText => ({ question, answer: paragraphs.map(p) });

export const FAQ: FaqSeed[] = [
  {
    id: 'faq-isk-or-depot',
    text: {
      sv: q(
        'Ska jag välja ISK eller depå?',
        'För de flesta som sparar långsiktigt i aktier och fonder är ISK enklast: ingen skatt på vinster och utdelningar och inget att deklarera, bara en låg schablonskatt (0,888 % av underlaget 2025, och de första 150 000 kr skattefria).',
        'En depå kan passa om du vill kvitta förluster mot vinster eller äger värdepapper som inte får ligga på ett ISK.',
      ),
      nb: q(
        'Bør jeg velge aksjesparekonto eller vanlig konto?',
        'For aksjer og aksjefond er aksjesparekonto (ASK) som regel best: du kan bytte verdipapirer uten å skatte underveis og ta ut innskuddene dine skattefritt.',
        'Verdipapirer som ikke kan ligge på en ASK, for eksempel rentefond og enkelte utenlandske papirer, holder du på en vanlig konto.',
      ),
      da: q(
        'Skal jeg vælge aktiesparekonto eller almindeligt depot?',
        'På en aktiesparekonto er skatten 17 % af årets afkast, lavere end de 27 % eller 42 % i et almindeligt depot. Indskuddet er dog begrænset (166 200 kr. i 2025, 174 200 kr. i 2026).',
        'Mange bruger derfor aktiesparekontoen først og et almindeligt depot til resten.',
      ),
      fi: q(
        'Valitsenko osakesäästötilin vai tavallisen tilin?',
        'Osakesäästötilillä voit vaihtaa osakkeita ilman, että kaupoista maksetaan veroa, ja vero maksetaan vasta nostoista. Talletuksia voi olla enintään 100 000 euroa.',
        'Tavallinen arvo-osuustili sopii esimerkiksi rahastoille ja arvopapereille, joita osakesäästötilillä ei voi pitää.',
      ),
      en: q(
        'Should I choose a savings account (ISK, ASK, aktiesparekonto, osakesäästötili) or an ordinary account?',
        'For long-term saving in shares and funds the country’s savings account is usually the simpler and cheaper choice: trades inside it are not taxed one by one.',
        'An ordinary custody account suits securities that the savings account does not take, and in Sweden those who want to set losses against gains.',
      ),
    },
  },
  {
    id: 'faq-fund-order-time',
    text: {
      sv: q(
        'När genomförs min fondorder?',
        'Fonder handlas en gång per bankdag till fondkursen (NAV). Lägger du ordern före fondens stopptid en bankdag får du den dagens kurs, annars nästa bankdags. Stopptiden visas i orderformuläret.',
      ),
      nb: q(
        'Når blir fondsordren min gjennomført?',
        'Fond handles én gang per virkedag til fondskursen (NAV). Legger du inn ordren før fondets frist en virkedag, får du den dagens kurs, ellers neste virkedags. Fristen vises i ordreskjemaet.',
      ),
      da: q(
        'Hvornår bliver min fondsordre gennemført?',
        'Fonde handles én gang pr. bankdag til indre værdi (NAV). Lægger du ordren før fondens skæringstid på en bankdag, får du dagens kurs, ellers næste bankdags. Skæringstiden vises i ordreformularen.',
      ),
      fi: q(
        'Milloin rahastotoimeksiantoni toteutuu?',
        'Rahastoilla käydään kauppaa kerran pankkipäivässä osuuden arvoon (NAV). Jos annat toimeksiannon ennen rahaston katkaisuaikaa pankkipäivänä, saat sen päivän arvon, muuten seuraavan pankkipäivän. Katkaisuaika näkyy toimeksiantolomakkeella.',
      ),
      en: q(
        'When is my fund order carried out?',
        'Funds trade once per banking day at the net asset value (NAV). An order placed before the fund’s cut-off time on a banking day gets that day’s price, otherwise the next banking day’s. The cut-off time is shown in the order form.',
      ),
    },
  },
  {
    id: 'faq-courtage-class',
    text: {
      sv: q(
        'Vilken courtageklass ska jag välja, och hur byter jag?',
        'Mini (0,25 %, minst 1 kr) passar små affärer, Small (0,15 %, minst 39 kr) och Medium (0,069 %, minst 69 kr) större, och Fast kostar 99 kr per order. Du byter klass under Inställningar, Avgiftsvillkor.',
      ),
      nb: q(
        'Hvilken kurtasjeklasse bør jeg velge, og hvordan bytter jeg?',
        'Mini (0,25 %, minst 1 kr) passer små handler, Small (0,15 %, minst 40 kr) og Medium (0,069 %, minst 70 kr) større, og Fast koster 101 kr per ordre. Du bytter klasse under Innstillinger, Gebyrvilkår.',
      ),
      da: q(
        'Hvilken kurtageklasse skal jeg vælge, og hvordan skifter jeg?',
        'Mini (0,25 %, mindst 1 kr.) passer til små handler, Small (0,15 %, mindst 25 kr.) og Medium (0,069 %, mindst 45 kr.) til større, og Fast koster 64 kr. pr. ordre. Du skifter klasse under Indstillinger, Gebyrvilkår.',
      ),
      fi: q(
        'Minkä hinnastoluokan valitsen, ja miten vaihdan sen?',
        'Mini (0,25 %, vähintään 0,10 €) sopii pieniin kauppoihin, Small (0,15 %, vähintään 3,40 €) ja Medium (0,069 %, vähintään 6 €) suurempiin, ja Kiinteä maksaa 8,60 € toimeksiannolta. Vaihdat luokan kohdassa Asetukset, Hinnoitteluehdot.',
      ),
      en: q(
        'Which courtage class should I choose, and how do I change it?',
        'Mini (0.25 %, at least SEK 1) suits small trades, Small (0.15 %, at least SEK 39) and Medium (0.069 %, at least SEK 69) larger ones, and Fixed costs SEK 99 per order. Change your class under Settings, Fee conditions.',
      ),
    },
  },
  {
    id: 'faq-foreign-shares',
    text: {
      sv: q(
        'Vad kostar det att köpa utländska aktier?',
        'Utöver courtaget betalar du en valutaväxlingsavgift på 0,25 % av det växlade beloppet, vid både köp och försäljning.',
      ),
      nb: q(
        'Hva koster det å kjøpe utenlandske aksjer?',
        'I tillegg til kurtasjen betaler du et valutagebyr på 0,25 % av det vekslede beløpet, ved både kjøp og salg.',
      ),
      da: q(
        'Hvad koster det at købe udenlandske aktier?',
        'Ud over kurtagen betaler du et valutagebyr på 0,25 % af det vekslede beløb, ved både køb og salg.',
      ),
      fi: q(
        'Mitä ulkomaisten osakkeiden ostaminen maksaa?',
        'Välityspalkkion lisäksi maksat valuutanvaihtokulun, 0,25 % vaihdetusta summasta, sekä ostossa että myynnissä.',
      ),
      en: q(
        'What does buying foreign shares cost?',
        'Besides the courtage you pay a currency exchange fee of 0.25 % of the converted amount, on both buys and sells.',
      ),
    },
  },
  {
    id: 'faq-deposit-time',
    text: {
      sv: q(
        'Hur lång tid tar en insättning?',
        'En direktinsättning från din bank finns på kontot direkt. En vanlig överföring från ett registrerat bankkonto som görs före klockan 15 finns på kontot nästa bankdag.',
      ),
      nb: q(
        'Hvor lang tid tar et innskudd?',
        'Et direkte innskudd fra banken din er på kontoen med en gang. En vanlig overføring fra en registrert bankkonto før klokken 15 er på kontoen neste virkedag.',
      ),
      da: q(
        'Hvor lang tid tager en indbetaling?',
        'En straksindbetaling fra din bank står på kontoen med det samme. En almindelig overførsel fra en registreret bankkonto før kl. 15 står på kontoen næste bankdag.',
      ),
      fi: q(
        'Kuinka kauan talletus kestää?',
        'Pikatalletus pankistasi näkyy tilillä heti. Tavallinen siirto rekisteröidyltä pankkitililtä ennen kello 15 näkyy tilillä seuraavana pankkipäivänä.',
      ),
      en: q(
        'How long does a deposit take?',
        'An instant deposit from your bank is in your account at once. An ordinary transfer from a registered bank account made before 15:00 arrives the next banking day.',
      ),
    },
  },
  {
    id: 'faq-withdrawal',
    text: {
      sv: q(
        'När kan jag ta ut pengar efter en försäljning?',
        'Pengar från en försäljning kan tas ut när affären är likvid, två bankdagar efter affärsdagen. Uttag görs bara till ditt eget bankkonto som vi har kunnat bekräfta.',
      ),
      nb: q(
        'Når kan jeg ta ut penger etter et salg?',
        'Penger fra et salg kan tas ut når handelen er oppgjort, to virkedager etter handelsdagen. Uttak går bare til din egen bankkonto som vi har bekreftet.',
      ),
      da: q(
        'Hvornår kan jeg hæve penge efter et salg?',
        'Penge fra et salg kan hæves, når handlen er afviklet, to bankdage efter handelsdagen. Udbetalinger går kun til din egen bankkonto, som vi har bekræftet.',
      ),
      fi: q(
        'Milloin voin nostaa rahaa myynnin jälkeen?',
        'Myynnistä saadut rahat voi nostaa, kun kauppa on selvitetty, kaksi pankkipäivää kauppapäivän jälkeen. Nostot tehdään vain omalle vahvistetulle pankkitilillesi.',
      ),
      en: q(
        'When can I withdraw money after a sale?',
        'The proceeds of a sale can be withdrawn once the trade has settled, two banking days after the trade day. Withdrawals go only to your own bank account that we have confirmed.',
      ),
    },
  },
  {
    id: 'faq-dividends',
    text: {
      sv: q(
        'Hur får jag utdelning?',
        'Äger du aktien på avstämningsdagen betalas utdelningen ut till kontot på utbetalningsdagen. På ISK och KF betalar du ingen skatt på utdelningen; på en depå dras 30 % preliminärskatt.',
      ),
      nb: q(
        'Hvordan får jeg utbytte?',
        'Eier du aksjen på eierregisterdatoen, utbetales utbyttet til kontoen på utbetalingsdagen. Utbytte skattlegges som aksjeinntekt, også på en aksjesparekonto.',
      ),
      da: q(
        'Hvordan får jeg udbytte?',
        'Ejer du aktien på skæringsdatoen, udbetales udbyttet til kontoen på betalingsdagen. I et almindeligt depot indgår udbyttet i aktieindkomsten; på en aktiesparekonto i kontoens 17 % lagerskat.',
      ),
      fi: q(
        'Miten saan osingon?',
        'Jos omistat osakkeen täsmäytyspäivänä, osinko maksetaan tilille maksupäivänä. Osakesäästötilillä osingosta ei makseta veroa ennen nostoa.',
      ),
      en: q(
        'How do I receive dividends?',
        'If you hold the share on the record date, the dividend is paid into your account on the payment date. How it is taxed depends on the account and the country: see the article on tax.',
      ),
    },
  },
  {
    id: 'faq-status',
    text: {
      sv: q(
        'Var ser jag om tjänsten fungerar som den ska?',
        'Statussidan visar läget för databasen, kursflödet, schemalagda körningar och realtidsanslutningen, och uppdateras av sig själv.',
      ),
      nb: q(
        'Hvor ser jeg om tjenesten fungerer som den skal?',
        'Statussiden viser tilstanden for databasen, kursstrømmen, planlagte kjøringer og sanntidsforbindelsen, og oppdateres av seg selv.',
      ),
      da: q(
        'Hvor kan jeg se, om tjenesten virker, som den skal?',
        'Statussiden viser tilstanden for databasen, kursstrømmen, planlagte kørsler og realtidsforbindelsen og opdateres af sig selv.',
      ),
      fi: q(
        'Mistä näen, toimiiko palvelu normaalisti?',
        'Tilasivu näyttää tietokannan, kurssivirran, ajastettujen ajojen ja reaaliaikayhteyden tilan, ja se päivittyy itsestään.',
      ),
      en: q(
        'Where can I see whether the service is working normally?',
        'The status page shows the state of the database, the price feed, scheduled runs and the live connection, and refreshes by itself.',
      ),
    },
  },
];

export const ACADEMY_LANDING: PerLang<PageText> = {
  sv: {
    title: 'Akademin',
    summary: 'Korta artiklar för dig som börjar spara: fonder, aktier, ISK, avgifter och skatt.',
    body: [
      p(
        'Börja med grunderna och läs i din egen takt. Artiklarna förklarar begreppen och reglerna i alla fyra nordiska länder.',
      ),
    ],
  },
  nb: {
    title: 'Akademiet',
    summary: 'Korte artikler for deg som begynner å spare: fond, aksjer, ASK, gebyrer og skatt.',
    body: [
      p(
        'Begynn med det grunnleggende og les i ditt eget tempo. Artiklene forklarer begrepene og reglene i alle de fire nordiske landene.',
      ),
    ],
  },
  da: {
    title: 'Akademiet',
    summary:
      'Korte artikler til dig, der begynder at investere: fonde, aktier, aktiesparekonto, gebyrer og skat.',
    body: [
      p(
        'Begynd med det grundlæggende, og læs i dit eget tempo. Artiklerne forklarer begreberne og reglerne i alle fire nordiske lande.',
      ),
    ],
  },
  fi: {
    title: 'Akatemia',
    summary:
      'Lyhyitä artikkeleita säästämisen aloittajalle: rahastot, osakkeet, osakesäästötili, kulut ja verot.',
    body: [
      p(
        'Aloita perusteista ja lue omaan tahtiisi. Artikkelit selittävät käsitteet ja säännöt kaikissa neljässä Pohjoismaassa.',
      ),
    ],
  },
  en: {
    title: 'Academy',
    summary: 'Short articles for new savers: funds, shares, ISK and ASK, fees and tax.',
    body: [
      p(
        'Start with the basics and read at your own pace. The articles explain the terms and the rules in all four Nordic countries.',
      ),
    ],
  },
};

export const HELP_FAQ: PerLang<PageText> = {
  sv: {
    title: 'Vanliga frågor',
    summary: 'Svar på de vanligaste frågorna om konton, handel och avgifter.',
    body: [],
  },
  nb: {
    title: 'Ofte stilte spørsmål',
    summary: 'Svar på de vanligste spørsmålene om kontoer, handel og gebyrer.',
    body: [],
  },
  da: {
    title: 'Ofte stillede spørgsmål',
    summary: 'Svar på de mest almindelige spørgsmål om konti, handel og gebyrer.',
    body: [],
  },
  fi: {
    title: 'Usein kysyttyä',
    summary: 'Vastauksia yleisimpiin kysymyksiin tileistä, kaupankäynnistä ja kuluista.',
    body: [],
  },
  en: {
    title: 'Frequently asked questions',
    summary: 'Answers to the most common questions about accounts, trading and fees.',
    body: [],
  },
};
