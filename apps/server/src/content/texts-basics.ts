import { h, img, info, p, ul, warn, type PageText, type PerLang } from './blocks';

/**
 * The academy's beginner articles on funds, shares and risk, in the five languages. Facts and
 * figures come from ../shared/FACTS.md and the domain's fee rules; nothing here promises returns.
 */

export const WHAT_IS_A_FUND: PerLang<PageText> = {
  sv: {
    title: 'Vad är en fond?',
    summary:
      'En fond är en korg av värdepapper som många sparare äger tillsammans. Så fungerar den och vad den kostar.',
    body: [
      img('fund-basket', 'En korg med många små aktier och obligationer'),
      p(
        'En fond samlar pengar från många sparare och köper en mängd olika värdepapper för dem: aktier, obligationer eller båda. När du köper en fondandel äger du en liten del av hela korgen. Fondbolaget förvaltar korgen enligt fondens placeringsregler, och fondens värde räknas ut varje bankdag som fondkursen (NAV).',
      ),
      p(
        'Eftersom en fond äger många värdepapper sprids risken: går ett enskilt bolag dåligt påverkar det bara en liten del av fonden. Det gör fonder till ett vanligt första steg för den som börjar spara.',
      ),
      h('Olika sorters fonder'),
      ul(
        'Aktiefonder äger aktier. De kan ge högre avkastning över tid men svänger mer.',
        'Räntefonder äger obligationer och andra räntepapper. De svänger mindre men ger oftast lägre avkastning.',
        'Blandfonder äger både aktier och räntepapper.',
        'Indexfonder följer ett index, till exempel börsens största bolag, i stället för att välja bolag. De är ofta billigare.',
      ),
      h('Vad kostar en fond?'),
      p(
        'Alla fonder har en årlig avgift, den löpande kostnaden, som anges i procent per år. Den tas ut lite varje dag direkt ur fondens värde, så du får aldrig en faktura: den syns i fondkursen. Några fonder tar dessutom en avgift vid köp eller försäljning. Den visas alltid i orderformuläret innan du bekräftar.',
      ),
      info(
        'Skillnaden i årlig avgift märks över tid: en lägre avgift lämnar mer av avkastningen kvar till dig år efter år.',
      ),
    ],
  },
  nb: {
    title: 'Hva er et fond?',
    summary:
      'Et fond er en kurv av verdipapirer som mange sparere eier sammen. Slik fungerer det, og dette koster det.',
    body: [
      img('fund-basket', 'En kurv med mange små aksjer og obligasjoner'),
      p(
        'Et fond samler penger fra mange sparere og kjøper mange ulike verdipapirer for dem: aksjer, obligasjoner eller begge deler. Når du kjøper en fondsandel, eier du en liten del av hele kurven. Forvaltningsselskapet forvalter kurven etter fondets regler, og verdien regnes ut hver virkedag som fondskursen (NAV).',
      ),
      p(
        'Fordi et fond eier mange verdipapirer, spres risikoen: går det dårlig med ett selskap, påvirker det bare en liten del av fondet. Derfor er fond et vanlig første steg for nye sparere.',
      ),
      h('Ulike typer fond'),
      ul(
        'Aksjefond eier aksjer. De kan gi høyere avkastning over tid, men svinger mer.',
        'Rentefond eier obligasjoner og andre rentepapirer. De svinger mindre, men gir som regel lavere avkastning.',
        'Kombinasjonsfond eier både aksjer og rentepapirer.',
        'Indeksfond følger en indeks, for eksempel børsens største selskaper, i stedet for å velge selskaper. De er ofte billigere.',
      ),
      h('Hva koster et fond?'),
      p(
        'Alle fond har en årlig kostnad, løpende kostnader, oppgitt i prosent per år. Den trekkes litt hver dag direkte fra fondets verdi, så du får aldri en regning: den synes i fondskursen. Noen fond tar i tillegg et gebyr ved kjøp eller salg. Det vises alltid i ordreskjemaet før du bekrefter.',
      ),
      info(
        'Forskjellen i årlig kostnad merkes over tid: en lavere kostnad gir deg mer av avkastningen år etter år.',
      ),
    ],
  },
  da: {
    title: 'Hvad er en investeringsforening?',
    summary:
      'En fond eller investeringsforening er en kurv af værdipapirer, som mange investorer ejer sammen. Sådan virker den, og det koster den.',
    body: [
      img('fund-basket', 'En kurv med mange små aktier og obligationer'),
      p(
        'En fond samler penge fra mange investorer og køber mange forskellige værdipapirer for dem: aktier, obligationer eller begge dele. Når du køber en andel, ejer du en lille del af hele kurven. Forvalteren passer kurven efter fondens regler, og værdien opgøres hver bankdag som indre værdi (NAV).',
      ),
      p(
        'Fordi en fond ejer mange værdipapirer, bliver risikoen spredt: går det dårligt for ét selskab, rammer det kun en lille del af fonden. Derfor er fonde et almindeligt første skridt for nye investorer.',
      ),
      h('Forskellige slags fonde'),
      ul(
        'Aktiefonde ejer aktier. De kan give et højere afkast over tid, men svinger mere.',
        'Obligationsfonde ejer obligationer. De svinger mindre, men giver som regel et lavere afkast.',
        'Blandede fonde ejer både aktier og obligationer.',
        'Indeksfonde følger et indeks, for eksempel børsens største selskaber, i stedet for at vælge selskaber. De er ofte billigere.',
      ),
      h('Hvad koster en fond?'),
      p(
        'Alle fonde har en årlig omkostning, de løbende omkostninger, angivet i procent om året. Den trækkes lidt hver dag direkte fra fondens værdi, så du får aldrig en regning: den ses i kursen. Nogle fonde tager desuden et gebyr ved køb eller salg. Det vises altid i ordreformularen, før du bekræfter.',
      ),
      info(
        'Forskellen i årlig omkostning kan mærkes over tid: en lavere omkostning giver dig mere af afkastet år efter år.',
      ),
    ],
  },
  fi: {
    title: 'Mikä on rahasto?',
    summary:
      'Rahasto on arvopaperikori, jonka monet säästäjät omistavat yhdessä. Näin se toimii ja tämän se maksaa.',
    body: [
      img('fund-basket', 'Kori, jossa on monia pieniä osakkeita ja joukkovelkakirjoja'),
      p(
        'Rahasto kerää rahaa monilta säästäjiltä ja sijoittaa sen moniin eri arvopapereihin: osakkeisiin, korkopapereihin tai molempiin. Kun ostat rahasto-osuuden, omistat pienen osan koko korista. Rahastoyhtiö hoitaa koria rahaston sääntöjen mukaan, ja rahaston arvo lasketaan joka pankkipäivä rahasto-osuuden arvoksi (NAV).',
      ),
      p(
        'Koska rahasto omistaa monia arvopapereita, riski hajautuu: yhden yhtiön huono menestys vaikuttaa vain pieneen osaan rahastoa. Siksi rahasto on tavallinen ensimmäinen askel säästämisen aloittajalle.',
      ),
      h('Erilaisia rahastoja'),
      ul(
        'Osakerahastot sijoittavat osakkeisiin. Ne voivat tuottaa pitkällä aikavälillä enemmän, mutta niiden arvo vaihtelee enemmän.',
        'Korkorahastot sijoittavat joukkovelkakirjoihin ja muihin korkopapereihin. Ne vaihtelevat vähemmän, mutta tuottavat yleensä vähemmän.',
        'Yhdistelmärahastot sijoittavat sekä osakkeisiin että korkopapereihin.',
        'Indeksirahastot seuraavat indeksiä, esimerkiksi pörssin suurimpia yhtiöitä, eivätkä valitse yhtiöitä itse. Ne ovat usein edullisempia.',
      ),
      h('Mitä rahasto maksaa?'),
      p(
        'Jokaisella rahastolla on vuotuinen kulu, juoksevat kulut, joka ilmoitetaan prosentteina vuodessa. Se vähennetään vähitellen joka päivä suoraan rahaston arvosta, joten laskua ei tule: kulu näkyy osuuden arvossa. Osa rahastoista perii lisäksi merkintä- tai lunastuspalkkion. Se näytetään aina toimeksiantolomakkeella ennen kuin vahvistat.',
      ),
      info(
        'Vuotuisen kulun ero näkyy ajan mittaan: pienempi kulu jättää sinulle enemmän tuotosta vuosi toisensa jälkeen.',
      ),
    ],
  },
  en: {
    title: 'What is a fund?',
    summary:
      'A fund is a basket of securities that many savers own together. How it works and what it costs.',
    body: [
      img('fund-basket', 'A basket holding many small shares and bonds'),
      p(
        'A fund pools money from many savers and buys many different securities for them: shares, bonds or both. When you buy a fund unit you own a small part of the whole basket. The fund company manages the basket by the fund’s rules, and the fund’s value is worked out every banking day as its net asset value (NAV).',
      ),
      p(
        'Because a fund owns many securities, the risk is spread: one company doing badly affects only a small part of the fund. That is why funds are a common first step for new savers.',
      ),
      h('Kinds of funds'),
      ul(
        'Equity funds own shares. They can return more over time but move up and down more.',
        'Fixed-income funds own bonds and other interest-bearing securities. They move less but usually return less.',
        'Mixed funds own both shares and bonds.',
        'Index funds follow an index, such as the largest companies on the exchange, instead of picking companies. They are often cheaper.',
      ),
      h('What does a fund cost?'),
      p(
        'Every fund has a yearly fee, the ongoing charge, given as a percentage per year. It is taken a little every day straight from the fund’s value, so you never get a bill: it shows in the unit price. Some funds also charge a fee when you buy or sell. It is always shown in the order form before you confirm.',
      ),
      info(
        'A difference in ongoing charges adds up over time: a lower charge leaves more of the return to you, year after year.',
      ),
    ],
  },
};

export const WHAT_IS_A_SHARE: PerLang<PageText> = {
  sv: {
    title: 'Vad är en aktie?',
    summary:
      'En aktie är en liten ägarandel i ett bolag. Så tjänar du pengar på aktier, och så handlar du dem.',
    body: [
      img('share-slice', 'Ett bolag som en tårta där en bit är markerad'),
      p(
        'En aktie är en andel av ett bolag. Äger du en aktie äger du en liten del av bolaget och har rätt till en del av vinsten och att rösta på bolagsstämman. Aktier i noterade bolag köps och säljs på en börs, till exempel Nasdaq Stockholm, Oslo Børs, Nasdaq Köpenhamn eller Nasdaq Helsingfors.',
      ),
      h('Hur tjänar man pengar på aktier?'),
      ul(
        'Kursen stiger: säljer du aktien dyrare än du köpte den gör du en vinst.',
        'Utdelning: många bolag delar ut en del av vinsten till ägarna, oftast en gång om året.',
      ),
      p(
        'Kursen kan också falla, och ett bolag kan gå i konkurs. En enskild aktie svänger därför mer än en fond som äger många bolag.',
      ),
      h('Så handlar du'),
      p(
        'Du lägger en order med antal aktier och ett pris (limit). Ordern möter säljare och köpare i börsens orderbok under handelstiden. För varje genomförd order betalar du courtage enligt din courtageklass, och handlar du i en annan valuta än kontots tillkommer en valutaväxlingsavgift.',
      ),
      warn('Investera bara pengar du kan vara utan under flera år: en aktie kan förlora hela sitt värde.'),
    ],
  },
  nb: {
    title: 'Hva er en aksje?',
    summary:
      'En aksje er en liten eierandel i et selskap. Slik tjener du penger på aksjer, og slik handler du dem.',
    body: [
      img('share-slice', 'Et selskap som en kake der ett stykke er markert'),
      p(
        'En aksje er en andel av et selskap. Eier du en aksje, eier du en liten del av selskapet og har rett til en del av overskuddet og til å stemme på generalforsamlingen. Aksjer i børsnoterte selskaper kjøpes og selges på en børs, for eksempel Oslo Børs, Nasdaq Stockholm, Nasdaq København eller Nasdaq Helsinki.',
      ),
      h('Hvordan tjener man penger på aksjer?'),
      ul(
        'Kursen stiger: selger du aksjen dyrere enn du kjøpte den, får du en gevinst.',
        'Utbytte: mange selskaper deler ut en del av overskuddet til eierne, som regel én gang i året.',
      ),
      p(
        'Kursen kan også falle, og et selskap kan gå konkurs. En enkelt aksje svinger derfor mer enn et fond som eier mange selskaper.',
      ),
      h('Slik handler du'),
      p(
        'Du legger inn en ordre med antall aksjer og en pris (limit). Ordren møter kjøpere og selgere i børsens ordrebok i åpningstiden. For hver gjennomført ordre betaler du kurtasje etter kurtasjeklassen din, og handler du i en annen valuta enn kontoens, kommer et valutapåslag i tillegg.',
      ),
      warn('Invester bare penger du kan klare deg uten i flere år: en aksje kan miste hele verdien.'),
    ],
  },
  da: {
    title: 'Hvad er en aktie?',
    summary:
      'En aktie er en lille ejerandel i et selskab. Sådan tjener du penge på aktier, og sådan handler du dem.',
    body: [
      img('share-slice', 'Et selskab som en kage, hvor ét stykke er fremhævet'),
      p(
        'En aktie er en andel af et selskab. Ejer du en aktie, ejer du en lille del af selskabet og har ret til en del af overskuddet og til at stemme på generalforsamlingen. Aktier i børsnoterede selskaber købes og sælges på en børs, for eksempel Nasdaq København, Nasdaq Stockholm, Oslo Børs eller Nasdaq Helsinki.',
      ),
      h('Hvordan tjener man penge på aktier?'),
      ul(
        'Kursen stiger: sælger du aktien dyrere, end du købte den, har du en gevinst.',
        'Udbytte: mange selskaber udbetaler en del af overskuddet til ejerne, som regel én gang om året.',
      ),
      p(
        'Kursen kan også falde, og et selskab kan gå konkurs. En enkelt aktie svinger derfor mere end en fond, der ejer mange selskaber.',
      ),
      h('Sådan handler du'),
      p(
        'Du lægger en ordre med antal aktier og en pris (limit). Ordren møder købere og sælgere i børsens ordrebog i åbningstiden. For hver gennemført ordre betaler du kurtage efter din kurtageklasse, og handler du i en anden valuta end kontoens, kommer et valutagebyr oveni.',
      ),
      warn('Invester kun penge, du kan undvære i flere år: en aktie kan miste hele sin værdi.'),
    ],
  },
  fi: {
    title: 'Mikä on osake?',
    summary:
      'Osake on pieni omistusosuus yhtiöstä. Näin osakkeilla voi ansaita ja näin niillä käydään kauppaa.',
    body: [
      img('share-slice', 'Yhtiö kakkuna, josta yksi pala on korostettu'),
      p(
        'Osake on osuus yhtiöstä. Kun omistat osakkeen, omistat pienen osan yhtiöstä ja sinulla on oikeus osaan sen voitosta ja äänestää yhtiökokouksessa. Pörssiyhtiöiden osakkeilla käydään kauppaa pörssissä, esimerkiksi Nasdaq Helsingissä, Nasdaq Tukholmassa, Oslo Børsissa tai Nasdaq Kööpenhaminassa.',
      ),
      h('Miten osakkeilla ansaitaan?'),
      ul(
        'Kurssi nousee: jos myyt osakkeen kalliimmalla kuin ostit, saat luovutusvoittoa.',
        'Osinko: monet yhtiöt jakavat osan voitostaan omistajille, yleensä kerran vuodessa.',
      ),
      p(
        'Kurssi voi myös laskea, ja yhtiö voi mennä konkurssiin. Yksittäisen osakkeen arvo vaihteleekin enemmän kuin monia yhtiöitä omistavan rahaston.',
      ),
      h('Näin käyt kauppaa'),
      p(
        'Annat toimeksiannon, jossa on osakkeiden määrä ja hinta (limiitti). Toimeksianto kohtaa ostajat ja myyjät pörssin tarjouskirjassa kaupankäyntiaikana. Jokaisesta toteutuneesta toimeksiannosta maksat välityspalkkion hinnastoluokkasi mukaan, ja jos kaupan valuutta on eri kuin tilin, peritään lisäksi valuutanvaihtokulu.',
      ),
      warn('Sijoita vain rahaa, jota et tarvitse moneen vuoteen: osake voi menettää koko arvonsa.'),
    ],
  },
  en: {
    title: 'What is a share?',
    summary:
      'A share is a small piece of ownership in a company. How you can earn from shares, and how you trade them.',
    body: [
      img('share-slice', 'A company drawn as a cake with one slice highlighted'),
      p(
        'A share is a part of a company. If you own a share you own a small part of the company, with a right to part of its profit and a vote at the general meeting. Shares in listed companies are bought and sold on an exchange, such as Nasdaq Stockholm, Oslo Børs, Nasdaq Copenhagen or Nasdaq Helsinki.',
      ),
      h('How do shares earn money?'),
      ul(
        'The price rises: sell the share for more than you paid and you make a gain.',
        'Dividends: many companies pay part of their profit to their owners, usually once a year.',
      ),
      p(
        'The price can also fall, and a company can go bankrupt. A single share therefore moves more than a fund that owns many companies.',
      ),
      h('How you trade'),
      p(
        'You place an order with a number of shares and a price (a limit). The order meets buyers and sellers in the exchange’s order book during trading hours. For each order that is filled you pay courtage by your courtage class, and trading in another currency than the account’s adds a currency exchange fee.',
      ),
      warn('Only invest money you can do without for several years: a share can lose all its value.'),
    ],
  },
};

export const RISK_AND_DIVERSIFICATION: PerLang<PageText> = {
  sv: {
    title: 'Risk och spridning',
    summary:
      'Varför värdet svänger, hur tid och spridning minskar risken och hur du väljer en nivå som passar dig.',
    body: [
      p(
        'Allt sparande i aktier och fonder innebär risk: värdet kan gå både upp och ner, och du kan få tillbaka mindre än du satte in. Ju större chans till hög avkastning, desto större brukar svängningarna vara.',
      ),
      h('Tre sätt att minska risken'),
      ul(
        'Sprid pengarna på många bolag, branscher och länder, till exempel genom en bred indexfond.',
        'Spara länge: kortsiktiga svängningar betyder mindre för den som inte behöver pengarna på flera år.',
        'Spara regelbundet: ett månadssparande köper både när kursen är hög och när den är låg.',
      ),
      p(
        'Pengar du behöver inom ett par år, till exempel en buffert för oväntade utgifter, passar bättre på ett sparkonto än i aktier. Fondernas riskklass (1–7) i faktabladet visar hur mycket en fond har svängt.',
      ),
      info('Historisk avkastning är ingen garanti för framtida avkastning.'),
    ],
  },
  nb: {
    title: 'Risiko og spredning',
    summary:
      'Hvorfor verdien svinger, hvordan tid og spredning reduserer risikoen, og hvordan du velger et nivå som passer deg.',
    body: [
      p(
        'All sparing i aksjer og fond innebærer risiko: verdien kan gå både opp og ned, og du kan få tilbake mindre enn du satte inn. Jo større mulighet for høy avkastning, desto større pleier svingningene å være.',
      ),
      h('Tre måter å redusere risikoen på'),
      ul(
        'Spre pengene på mange selskaper, bransjer og land, for eksempel gjennom et bredt indeksfond.',
        'Spar lenge: svingninger på kort sikt betyr mindre når du ikke trenger pengene på flere år.',
        'Spar jevnlig: et månedlig spareavtale kjøper både når kursen er høy og når den er lav.',
      ),
      p(
        'Penger du trenger innen et par år, for eksempel en buffer for uventede utgifter, passer bedre på en sparekonto enn i aksjer. Fondenes risikoklasse (1–7) i faktaarket viser hvor mye et fond har svingt.',
      ),
      info('Historisk avkastning er ingen garanti for fremtidig avkastning.'),
    ],
  },
  da: {
    title: 'Risiko og spredning',
    summary:
      'Hvorfor værdien svinger, hvordan tid og spredning mindsker risikoen, og hvordan du vælger et niveau, der passer dig.',
    body: [
      p(
        'Al opsparing i aktier og fonde indebærer risiko: værdien kan både stige og falde, og du kan få mindre tilbage, end du satte ind. Jo større chance for et højt afkast, desto større plejer udsvingene at være.',
      ),
      h('Tre måder at mindske risikoen på'),
      ul(
        'Spred pengene på mange selskaber, brancher og lande, for eksempel gennem en bred indeksfond.',
        'Spar længe: kortsigtede udsving betyder mindre, når du ikke skal bruge pengene i flere år.',
        'Spar jævnligt: en månedlig opsparing køber både når kursen er høj, og når den er lav.',
      ),
      p(
        'Penge, du skal bruge inden for et par år, for eksempel en buffer til uventede udgifter, hører hellere til på en opsparingskonto end i aktier. Fondenes risikoklasse (1–7) i faktaarket viser, hvor meget en fond har svinget.',
      ),
      info('Historisk afkast er ingen garanti for fremtidigt afkast.'),
    ],
  },
  fi: {
    title: 'Riski ja hajauttaminen',
    summary:
      'Miksi arvo vaihtelee, miten aika ja hajauttaminen pienentävät riskiä ja miten valitset sinulle sopivan tason.',
    body: [
      p(
        'Kaikkeen osake- ja rahastosäästämiseen liittyy riski: arvo voi nousta tai laskea, ja voit saada takaisin vähemmän kuin sijoitit. Mitä suurempi mahdollisuus korkeaan tuottoon, sitä suurempia arvonvaihtelut yleensä ovat.',
      ),
      h('Kolme tapaa pienentää riskiä'),
      ul(
        'Hajauta rahasi moniin yhtiöihin, toimialoihin ja maihin, esimerkiksi laajan indeksirahaston avulla.',
        'Säästä pitkään: lyhyen aikavälin vaihtelut merkitsevät vähemmän, kun et tarvitse rahoja moneen vuoteen.',
        'Säästä säännöllisesti: kuukausisäästö ostaa sekä kalliilla että halvalla.',
      ),
      p(
        'Rahat, joita tarvitset parin vuoden sisällä, kuten puskuri yllättäviin menoihin, sopivat paremmin säästötilille kuin osakkeisiin. Rahaston riskiluokka (1–7) avaintietoesitteessä kertoo, kuinka paljon rahaston arvo on vaihdellut.',
      ),
      info('Aiempi tuotto ei ole tae tulevasta tuotosta.'),
    ],
  },
  en: {
    title: 'Risk and diversification',
    summary:
      'Why values move, how time and spreading your money lower the risk, and how to choose a level that suits you.',
    body: [
      p(
        'All saving in shares and funds carries risk: the value can go up and down, and you may get back less than you put in. The greater the chance of a high return, the larger the swings tend to be.',
      ),
      h('Three ways to lower the risk'),
      ul(
        'Spread your money over many companies, industries and countries, for instance through a broad index fund.',
        'Save for the long term: short-term swings matter less when you will not need the money for years.',
        'Save regularly: a monthly savings plan buys both when prices are high and when they are low.',
      ),
      p(
        'Money you will need within a couple of years, such as a buffer for unexpected costs, is better kept in a savings account than in shares. A fund’s risk class (1–7) in its key information document shows how much it has moved.',
      ),
      info('Past returns are no guarantee of future returns.'),
    ],
  },
};
