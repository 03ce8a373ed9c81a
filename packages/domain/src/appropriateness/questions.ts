import type { Lang } from '../countries';
import { MIFID2_CATEGORY } from '../mifid2';

/**
 * The appropriateness (knowledge) tests of MiFID II, one per product category that needs one
 * (domain KNOWLEDGE_TEST_CATEGORIES). The questions ask what a customer must understand before
 * buying the category: how liquid it is, what leverage does, whether the capital can be lost, what
 * limits redemptions, who carries issuer risk. Each question has one right option; the texts are in
 * the five languages of the product, since the test is shown in the customer's language.
 */

export type Texts = Record<Lang, string>;

export interface KnowledgeOption {
  id: string;
  text: Texts;
}

export interface KnowledgeQuestion {
  id: string;
  text: Texts;
  options: KnowledgeOption[];
  /** Id of the right option; never sent to the client. */
  correct: string;
}

export interface Questionnaire {
  mifid2Category: number;
  title: Texts;
  questions: KnowledgeQuestion[];
}

function options(...texts: Texts[]): KnowledgeOption[] {
  return texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));
}

const ALTERNATIVE_FUNDS: Questionnaire = {
  mifid2Category: MIFID2_CATEGORY.ALTERNATIVE_FUNDS,
  title: {
    en: 'Alternative investment funds',
    sv: 'Alternativa investeringsfonder',
    nb: 'Alternative investeringsfond',
    da: 'Alternative investeringsfonde',
    fi: 'Vaihtoehtoiset sijoitusrahastot',
  },
  questions: [
    {
      id: 'aif-liquidity',
      text: {
        en: 'When can you usually sell (redeem) units of an alternative investment fund?',
        sv: 'När kan du normalt sälja (lösa in) andelar i en alternativ investeringsfond?',
        nb: 'Når kan du normalt selge (innløse) andeler i et alternativt investeringsfond?',
        da: 'Hvornår kan du normalt sælge (indløse) andele i en alternativ investeringsfond?',
        fi: 'Milloin vaihtoehtoisen sijoitusrahaston osuuksia voi yleensä myydä (lunastaa)?',
      },
      options: options(
        {
          en: 'Any banking day, and the money is always paid out the same day',
          sv: 'Alla bankdagar, och pengarna betalas alltid ut samma dag',
          nb: 'Alle bankdager, og pengene utbetales alltid samme dag',
          da: 'Alle bankdage, og pengene udbetales altid samme dag',
          fi: 'Minä tahansa pankkipäivänä, ja rahat maksetaan aina samana päivänä',
        },
        {
          en: 'Only on the fund’s dealing days (for example monthly), often with advance notice',
          sv: 'Bara på fondens handelsdagar (till exempel en gång i månaden), ofta med föranmälan',
          nb: 'Bare på fondets handelsdager (for eksempel månedlig), ofte med forhåndsvarsel',
          da: 'Kun på fondens handelsdage (for eksempel månedligt), ofte med forudgående varsel',
          fi: 'Vain rahaston kaupankäyntipäivinä (esimerkiksi kerran kuussa), usein ennakkoilmoituksella',
        },
        {
          en: 'Never before the fund is wound up',
          sv: 'Aldrig innan fonden avvecklas',
          nb: 'Aldri før fondet avvikles',
          da: 'Aldrig før fonden afvikles',
          fi: 'Ei koskaan ennen rahaston purkamista',
        },
      ),
      correct: 'b',
    },
    {
      id: 'aif-capital',
      text: {
        en: 'Can you lose the money you invest in an alternative investment fund?',
        sv: 'Kan du förlora pengarna du investerar i en alternativ investeringsfond?',
        nb: 'Kan du tape pengene du investerer i et alternativt investeringsfond?',
        da: 'Kan du tabe de penge, du investerer i en alternativ investeringsfond?',
        fi: 'Voitko menettää vaihtoehtoiseen sijoitusrahastoon sijoittamasi rahat?',
      },
      options: options(
        {
          en: 'Yes, part or all of the invested capital can be lost',
          sv: 'Ja, hela eller delar av det investerade kapitalet kan gå förlorat',
          nb: 'Ja, hele eller deler av den investerte kapitalen kan gå tapt',
          da: 'Ja, hele eller dele af den investerede kapital kan gå tabt',
          fi: 'Kyllä, osa tai koko sijoitettu pääoma voidaan menettää',
        },
        {
          en: 'No, the capital is guaranteed by the fund company',
          sv: 'Nej, kapitalet garanteras av fondbolaget',
          nb: 'Nei, kapitalen er garantert av forvaltningsselskapet',
          da: 'Nej, kapitalen er garanteret af fondsselskabet',
          fi: 'Ei, rahastoyhtiö takaa pääoman',
        },
        {
          en: 'Only the fees can be lost, never the capital',
          sv: 'Bara avgifterna kan gå förlorade, aldrig kapitalet',
          nb: 'Bare gebyrene kan gå tapt, aldri kapitalen',
          da: 'Kun gebyrerne kan gå tabt, aldrig kapitalen',
          fi: 'Vain kulut voidaan menettää, ei koskaan pääomaa',
        },
      ),
      correct: 'a',
    },
    {
      id: 'aif-leverage',
      text: {
        en: 'An alternative fund uses leverage. What does that mean for you?',
        sv: 'En alternativ fond använder belåning (hävstång). Vad innebär det för dig?',
        nb: 'Et alternativt fond bruker belåning (giring). Hva betyr det for deg?',
        da: 'En alternativ fond bruger gearing (lån). Hvad betyder det for dig?',
        fi: 'Vaihtoehtoinen rahasto käyttää vipuvaikutusta (velkaa). Mitä se tarkoittaa sinulle?',
      },
      options: options(
        {
          en: 'The fund only holds cash, so the value cannot fall',
          sv: 'Fonden har bara kontanter, så värdet kan inte sjunka',
          nb: 'Fondet har bare kontanter, så verdien kan ikke falle',
          da: 'Fonden har kun kontanter, så værdien kan ikke falde',
          fi: 'Rahastolla on vain käteistä, joten arvo ei voi laskea',
        },
        {
          en: 'Risk is always lower, since the investments are spread out',
          sv: 'Risken är alltid lägre, eftersom investeringarna sprids',
          nb: 'Risikoen er alltid lavere, fordi investeringene spres',
          da: 'Risikoen er altid lavere, fordi investeringerne spredes',
          fi: 'Riski on aina pienempi, koska sijoitukset hajautetaan',
        },
        {
          en: 'The fund invests borrowed money or uses derivatives, so both gains and losses grow larger',
          sv: 'Fonden investerar lånade pengar eller använder derivat, så både vinster och förluster blir större',
          nb: 'Fondet investerer lånte penger eller bruker derivater, så både gevinster og tap blir større',
          da: 'Fonden investerer lånte penge eller bruger derivater, så både gevinster og tab bliver større',
          fi: 'Rahasto sijoittaa lainarahaa tai käyttää johdannaisia, joten sekä voitot että tappiot kasvavat',
        },
      ),
      correct: 'c',
    },
    {
      id: 'aif-redemption-limits',
      text: {
        en: 'Many investors want to redeem at the same time. What may the manager of an alternative fund do?',
        sv: 'Många investerare vill lösa in samtidigt. Vad får förvaltaren av en alternativ fond göra?',
        nb: 'Mange investorer vil innløse samtidig. Hva kan forvalteren av et alternativt fond gjøre?',
        da: 'Mange investorer vil indløse på samme tid. Hvad må forvalteren af en alternativ fond gøre?',
        fi: 'Moni sijoittaja haluaa lunastaa samaan aikaan. Mitä vaihtoehtoisen rahaston hoitaja saa tehdä?',
      },
      options: options(
        {
          en: 'Limit or postpone redemptions, so you may have to wait for your money',
          sv: 'Begränsa eller skjuta upp inlösen, så du kan få vänta på dina pengar',
          nb: 'Begrense eller utsette innløsninger, så du kan måtte vente på pengene dine',
          da: 'Begrænse eller udskyde indløsninger, så du kan komme til at vente på dine penge',
          fi: 'Rajoittaa tai lykätä lunastuksia, joten voit joutua odottamaan rahojasi',
        },
        {
          en: 'Nothing: everyone must be paid out the same day',
          sv: 'Ingenting: alla måste få betalt samma dag',
          nb: 'Ingenting: alle må få utbetalt samme dag',
          da: 'Intet: alle skal have udbetalt samme dag',
          fi: 'Ei mitään: kaikille on maksettava samana päivänä',
        },
        {
          en: 'Pay out more than the fund is worth',
          sv: 'Betala ut mer än fonden är värd',
          nb: 'Betale ut mer enn fondet er verdt',
          da: 'Udbetale mere, end fonden er værd',
          fi: 'Maksaa enemmän kuin rahasto on arvoinen',
        },
      ),
      correct: 'a',
    },
    {
      id: 'aif-rules',
      text: {
        en: 'How does an alternative investment fund differ from an ordinary (UCITS) fund?',
        sv: 'Hur skiljer sig en alternativ investeringsfond från en vanlig värdepappersfond (UCITS)?',
        nb: 'Hvordan skiller et alternativt investeringsfond seg fra et vanlig verdipapirfond (UCITS)?',
        da: 'Hvordan adskiller en alternativ investeringsfond sig fra en almindelig investeringsforening (UCITS)?',
        fi: 'Miten vaihtoehtoinen sijoitusrahasto eroaa tavallisesta sijoitusrahastosta (UCITS)?',
      },
      options: options(
        {
          en: 'It follows exactly the same rules on risk spreading',
          sv: 'Den följer exakt samma regler om riskspridning',
          nb: 'Det følger nøyaktig de samme reglene om risikospredning',
          da: 'Den følger nøjagtig de samme regler om risikospredning',
          fi: 'Se noudattaa täsmälleen samoja riskienhajautussääntöjä',
        },
        {
          en: 'It may depart from the UCITS rules on what and how much it invests in, so the risk can be higher',
          sv: 'Den får avvika från UCITS-reglerna om vad och hur mycket den investerar i, så risken kan vara högre',
          nb: 'Det kan avvike fra UCITS-reglene om hva og hvor mye det investerer i, så risikoen kan være høyere',
          da: 'Den må afvige fra UCITS-reglerne om, hvad og hvor meget den investerer i, så risikoen kan være højere',
          fi: 'Se saa poiketa UCITS-säännöistä siinä, mihin ja kuinka paljon se sijoittaa, joten riski voi olla suurempi',
        },
        {
          en: 'It is guaranteed by the state deposit insurance',
          sv: 'Den omfattas av den statliga insättningsgarantin',
          nb: 'Det er dekket av den statlige innskuddsgarantien',
          da: 'Den er dækket af den statslige indskydergaranti',
          fi: 'Sitä suojaa valtion talletussuoja',
        },
      ),
      correct: 'b',
    },
    {
      id: 'aif-past-returns',
      text: {
        en: 'A hedge fund has gained 10 % every year for five years. What does that tell you about next year?',
        sv: 'En hedgefond har ökat 10 % varje år i fem år. Vad säger det om nästa år?',
        nb: 'Et hedgefond har steget 10 % hvert år i fem år. Hva sier det om neste år?',
        da: 'En hedgefond er steget 10 % hvert år i fem år. Hvad siger det om næste år?',
        fi: 'Hedge-rahasto on tuottanut 10 % joka vuosi viiden vuoden ajan. Mitä se kertoo ensi vuodesta?',
      },
      options: options(
        {
          en: 'It will gain at least 10 % again',
          sv: 'Den kommer att öka minst 10 % igen',
          nb: 'Det vil stige minst 10 % igjen',
          da: 'Den vil stige mindst 10 % igen',
          fi: 'Se tuottaa taas vähintään 10 %',
        },
        {
          en: 'It cannot lose money',
          sv: 'Den kan inte förlora pengar',
          nb: 'Det kan ikke tape penger',
          da: 'Den kan ikke tabe penge',
          fi: 'Se ei voi menettää rahaa',
        },
        {
          en: 'Nothing certain: past returns are no guarantee of future returns',
          sv: 'Inget säkert: historisk avkastning är ingen garanti för framtida avkastning',
          nb: 'Ingenting sikkert: historisk avkastning er ingen garanti for fremtidig avkastning',
          da: 'Intet sikkert: historisk afkast er ingen garanti for fremtidigt afkast',
          fi: 'Ei mitään varmaa: aiempi tuotto ei ole tae tulevasta tuotosta',
        },
      ),
      correct: 'c',
    },
  ],
};

const LEVERAGED_PRODUCTS: Questionnaire = {
  mifid2Category: MIFID2_CATEGORY.LEVERAGED_PRODUCTS,
  title: {
    en: 'Leveraged products',
    sv: 'Hävstångsprodukter',
    nb: 'Girede produkter',
    da: 'Gearede produkter',
    fi: 'Vipuvaikutteiset tuotteet',
  },
  questions: [
    {
      id: 'lev-daily-up',
      text: {
        en: 'A product with twice the daily change of an index (Bull X2): the index rises 5 % in a day. About how much does the product rise that day?',
        sv: 'En produkt med dubbla dagliga förändringen av ett index (Bull X2): indexet stiger 5 % på en dag. Ungefär hur mycket stiger produkten den dagen?',
        nb: 'Et produkt med dobbel daglig endring av en indeks (Bull X2): indeksen stiger 5 % på en dag. Omtrent hvor mye stiger produktet den dagen?',
        da: 'Et produkt med den dobbelte daglige ændring af et indeks (Bull X2): indekset stiger 5 % på en dag. Omtrent hvor meget stiger produktet den dag?',
        fi: 'Tuote, joka seuraa indeksin päivämuutosta kaksinkertaisena (Bull X2): indeksi nousee päivässä 5 %. Noin paljonko tuote nousee sinä päivänä?',
      },
      options: options(
        { en: 'About 5 %', sv: 'Cirka 5 %', nb: 'Omtrent 5 %', da: 'Omkring 5 %', fi: 'Noin 5 %' },
        { en: 'About 10 %', sv: 'Cirka 10 %', nb: 'Omtrent 10 %', da: 'Omkring 10 %', fi: 'Noin 10 %' },
        { en: 'About 2.5 %', sv: 'Cirka 2,5 %', nb: 'Omtrent 2,5 %', da: 'Omkring 2,5 %', fi: 'Noin 2,5 %' },
      ),
      correct: 'b',
    },
    {
      id: 'lev-daily-down',
      text: {
        en: 'The same index falls 10 % in a day. What happens to the Bull X2 product?',
        sv: 'Samma index faller 10 % på en dag. Vad händer med Bull X2-produkten?',
        nb: 'Den samme indeksen faller 10 % på en dag. Hva skjer med Bull X2-produktet?',
        da: 'Det samme indeks falder 10 % på en dag. Hvad sker der med Bull X2-produktet?',
        fi: 'Sama indeksi laskee päivässä 10 %. Mitä Bull X2 -tuotteelle tapahtuu?',
      },
      options: options(
        {
          en: 'It falls about 20 %',
          sv: 'Den faller cirka 20 %',
          nb: 'Det faller omtrent 20 %',
          da: 'Det falder omkring 20 %',
          fi: 'Se laskee noin 20 %',
        },
        {
          en: 'It falls about 10 %',
          sv: 'Den faller cirka 10 %',
          nb: 'Det faller omtrent 10 %',
          da: 'Det falder omkring 10 %',
          fi: 'Se laskee noin 10 %',
        },
        {
          en: 'It does not change, the leverage protects it',
          sv: 'Den påverkas inte, hävstången skyddar den',
          nb: 'Det påvirkes ikke, giringen beskytter det',
          da: 'Det påvirkes ikke, gearingen beskytter det',
          fi: 'Se ei muutu, vipu suojaa sitä',
        },
      ),
      correct: 'a',
    },
    {
      id: 'lev-volatility-decay',
      text: {
        en: 'Over a few weeks the index goes up and down and ends where it started. Where does a daily leveraged product usually end?',
        sv: 'Under några veckor går indexet upp och ner och slutar där det började. Var slutar en produkt med daglig hävstång oftast?',
        nb: 'I løpet av noen uker går indeksen opp og ned og ender der den startet. Hvor ender et produkt med daglig giring som oftest?',
        da: 'I løbet af nogle uger går indekset op og ned og ender, hvor det startede. Hvor ender et produkt med daglig gearing oftest?',
        fi: 'Muutaman viikon aikana indeksi nousee ja laskee ja päätyy lähtötasolleen. Mihin päivittäin vivutettu tuote yleensä päätyy?',
      },
      options: options(
        {
          en: 'Exactly at its starting value',
          sv: 'Exakt på sitt startvärde',
          nb: 'Nøyaktig på startverdien',
          da: 'Præcis på startværdien',
          fi: 'Täsmälleen lähtöarvoonsa',
        },
        {
          en: 'Always higher, thanks to the leverage',
          sv: 'Alltid högre, tack vare hävstången',
          nb: 'Alltid høyere, takket være giringen',
          da: 'Altid højere, takket være gearingen',
          fi: 'Aina korkeammalle vivun ansiosta',
        },
        {
          en: 'Usually lower than at the start, since the daily reset loses value when prices swing',
          sv: 'Oftast lägre än vid starten, eftersom den dagliga omställningen tappar värde när kurserna svänger',
          nb: 'Som oftest lavere enn ved start, fordi den daglige justeringen taper verdi når kursene svinger',
          da: 'Oftest lavere end ved start, fordi den daglige nulstilling taber værdi, når kurserne svinger',
          fi: 'Yleensä alemmaksi kuin alussa, koska päivittäinen tasapainotus menettää arvoa kurssien heiluessa',
        },
      ),
      correct: 'c',
    },
    {
      id: 'lev-horizon',
      text: {
        en: 'Who are daily leveraged products made for?',
        sv: 'Vem är produkter med daglig hävstång gjorda för?',
        nb: 'Hvem er produkter med daglig giring laget for?',
        da: 'Hvem er produkter med daglig gearing lavet til?',
        fi: 'Kenelle päivittäin vivutetut tuotteet on tarkoitettu?',
      },
      options: options(
        {
          en: 'Long-term savers who buy and hold for years',
          sv: 'Långsiktiga sparare som köper och behåller i flera år',
          nb: 'Langsiktige sparere som kjøper og beholder i mange år',
          da: 'Langsigtede opsparere, der køber og beholder i mange år',
          fi: 'Pitkäaikaisille säästäjille, jotka ostavat ja pitävät vuosia',
        },
        {
          en: 'Investors who follow the market closely and hold for a short time',
          sv: 'Investerare som följer marknaden noga och äger under kort tid',
          nb: 'Investorer som følger markedet tett og eier i kort tid',
          da: 'Investorer, der følger markedet tæt og ejer i kort tid',
          fi: 'Sijoittajille, jotka seuraavat markkinaa tarkasti ja omistavat lyhyen aikaa',
        },
        {
          en: 'Investors who want a guaranteed return',
          sv: 'Investerare som vill ha en garanterad avkastning',
          nb: 'Investorer som vil ha en garantert avkastning',
          da: 'Investorer, der ønsker et garanteret afkast',
          fi: 'Sijoittajille, jotka haluavat taatun tuoton',
        },
      ),
      correct: 'b',
    },
    {
      id: 'lev-total-loss',
      text: {
        en: 'Can a leveraged product become worthless?',
        sv: 'Kan en hävstångsprodukt bli värdelös?',
        nb: 'Kan et giret produkt bli verdiløst?',
        da: 'Kan et gearet produkt blive værdiløst?',
        fi: 'Voiko vipuvaikutteinen tuote menettää koko arvonsa?',
      },
      options: options(
        {
          en: 'No, the loss is limited to the fees',
          sv: 'Nej, förlusten är begränsad till avgifterna',
          nb: 'Nei, tapet er begrenset til gebyrene',
          da: 'Nej, tabet er begrænset til gebyrerne',
          fi: 'Ei, tappio rajoittuu kuluihin',
        },
        {
          en: 'Yes, a large move against you can wipe out the whole investment',
          sv: 'Ja, en stor rörelse åt fel håll kan utplåna hela investeringen',
          nb: 'Ja, en stor bevegelse i feil retning kan utslette hele investeringen',
          da: 'Ja, en stor bevægelse i den forkerte retning kan udslette hele investeringen',
          fi: 'Kyllä, suuri liike väärään suuntaan voi hävittää koko sijoituksen',
        },
        {
          en: 'No, the issuer always buys it back at the purchase price',
          sv: 'Nej, emittenten köper alltid tillbaka den till inköpspriset',
          nb: 'Nei, utstederen kjøper det alltid tilbake til kjøpsprisen',
          da: 'Nej, udstederen køber det altid tilbage til købsprisen',
          fi: 'Ei, liikkeeseenlaskija ostaa sen aina takaisin ostohintaan',
        },
      ),
      correct: 'b',
    },
    {
      id: 'lev-issuer-risk',
      text: {
        en: 'Many leveraged products are certificates issued by a bank. What extra risk does that give you?',
        sv: 'Många hävstångsprodukter är certifikat som ges ut av en bank. Vilken extra risk ger det dig?',
        nb: 'Mange girede produkter er sertifikater utstedt av en bank. Hvilken ekstra risiko gir det deg?',
        da: 'Mange gearede produkter er certifikater udstedt af en bank. Hvilken ekstra risiko giver det dig?',
        fi: 'Monet vipuvaikutteiset tuotteet ovat pankin liikkeeseen laskemia sertifikaatteja. Mitä lisäriskiä se tuo?',
      },
      options: options(
        {
          en: 'Issuer risk: if the issuer fails, you can lose your money even if the index rises',
          sv: 'Emittentrisk: om emittenten går i konkurs kan du förlora pengarna även om indexet stiger',
          nb: 'Utstederrisiko: hvis utstederen går konkurs, kan du tape pengene selv om indeksen stiger',
          da: 'Udstederrisiko: hvis udstederen går konkurs, kan du tabe pengene, selv om indekset stiger',
          fi: 'Liikkeeseenlaskijariski: jos liikkeeseenlaskija kaatuu, voit menettää rahasi vaikka indeksi nousisi',
        },
        {
          en: 'None: the certificate is covered by deposit insurance',
          sv: 'Ingen: certifikatet omfattas av insättningsgarantin',
          nb: 'Ingen: sertifikatet er dekket av innskuddsgarantien',
          da: 'Ingen: certifikatet er dækket af indskydergarantien',
          fi: 'Ei mitään: sertifikaattia suojaa talletussuoja',
        },
        {
          en: 'Only that the price is shown in another currency',
          sv: 'Bara att priset visas i en annan valuta',
          nb: 'Bare at prisen vises i en annen valuta',
          da: 'Kun at prisen vises i en anden valuta',
          fi: 'Vain se, että hinta näytetään eri valuutassa',
        },
      ),
      correct: 'a',
    },
  ],
};

/** One questionnaire per category that needs a knowledge test. */
export const QUESTIONNAIRES: readonly Questionnaire[] = [ALTERNATIVE_FUNDS, LEVERAGED_PRODUCTS];

export function questionnaireOf(mifid2Category: number): Questionnaire | undefined {
  return QUESTIONNAIRES.find((q) => q.mifid2Category === mifid2Category);
}
