import { h, img, info, p, ul, warn, type PageText, type PerLang } from './blocks';

/**
 * The academy's articles on the tax-advantaged accounts, tax and fees. Figures: ../shared/FACTS.md
 * (ISK, ASK, aktiesparekonto, osakesäästötili, tax rates) and @broker/domain trading/courtage.ts
 * (our courtage classes and their minimums per currency, the FX fee).
 */

export const SAVINGS_ACCOUNTS: PerLang<PageText> = {
  sv: {
    title: 'Investeringssparkonto (ISK), kapitalförsäkring och depå – och ASK i grannländerna',
    summary:
      'ISK och KF beskattas med en schablonskatt i stället för på vinsten. Så fungerar de jämfört med en vanlig depå, och motsvarande konton i Norge, Danmark och Finland.',
    body: [
      img('savings-accounts', 'Fyra sparkonton, ett för varje nordiskt land'),
      h('ISK – investeringssparkonto'),
      p(
        'På ett ISK betalar du ingen skatt på vinster eller utdelningar och deklarerar inga affärer. I stället betalar du en årlig schablonskatt på kontots värde. Underlaget är summan av värdet vid varje kvartals början plus det du sätter in under året, delat med fyra. Schablonräntan är statslåneräntan den 30 november året innan plus en procentenhet, men minst 1,25 %, och beskattas med 30 %.',
      ),
      ul(
        'För 2025 är schablonräntan 2,96 %, vilket ger en skatt på 0,888 % av underlaget.',
        'De första 150 000 kr är skattefria 2025, och 300 000 kr från 2026 (ISK och KF räknas ihop).',
      ),
      h('KF – kapitalförsäkring'),
      p(
        'En kapitalförsäkring beskattas också med schablonskatt. Värdepappren ägs formellt av försäkringsbolaget, och du kan ange förmånstagare som får pengarna om du dör.',
      ),
      h('Depå – aktie- och fondkonto'),
      p(
        'På en vanlig depå betalar du 30 % skatt på vinster och utdelningar, och förluster kan dras av. Varje försäljning redovisas i deklarationen (blankett K4). Depån passar bland annat för den som vill kvitta förluster mot vinster.',
      ),
      h('I grannländerna'),
      ul(
        'Norge: aksjesparekonto (ASK). Du kan köpa och sälja aktier och aktiefonder utan skatt så länge pengarna står kvar; du kan ta ut upp till det du har satt in skattefritt.',
        'Danmark: aktiesparekonto. Årets värdeökning beskattas med 17 %, även om du inte har sålt; insättningarna är begränsade till 166 200 kr (2025) och 174 200 kr (2026).',
        'Finland: osakesäästötili. Du kan sätta in högst 100 000 euro; affärer på kontot beskattas inte, bara vinstdelen av det du tar ut.',
      ),
      info('Skattereglerna kan ändras, och hur de påverkar dig beror på din situation.'),
    ],
  },
  nb: {
    title: 'Aksjesparekonto (ASK) – og ISK, aktiesparekonto og osakesäästötili i nabolandene',
    summary:
      'På en ASK kan du bytte aksjer og fond uten å skatte underveis. Slik fungerer den, og slik er de tilsvarende kontoene i Sverige, Danmark og Finland.',
    body: [
      img('savings-accounts', 'Fire sparekontoer, én for hvert nordisk land'),
      h('ASK – aksjesparekonto'),
      p(
        'På en aksjesparekonto kan du kjøpe og selge aksjer og aksjefond uten at gevinster skattlegges så lenge pengene står på kontoen. Du kan ta ut det du har satt inn uten skatt. Først når du tar ut mer enn innskuddene dine, skattlegges gevinsten.',
      ),
      p(
        'Gevinsten skattlegges som aksjeinntekt: (gevinst minus ubenyttet skjermingsfradrag) × 1,72 × 22 %, i praksis 37,84 %. Skjermingsfradraget skjermer en risikofri avkastning; skjermingsrenten var 3,2 % for 2023 og 3,9 % for 2024. Tap på kontoen er fradragsberettiget når kontoen avsluttes.',
      ),
      ul(
        'Alt du trenger å rapportere, gjør vi for deg til skattemeldingen.',
        'Utbytte fra aksjer på kontoen skattlegges det året det utbetales.',
      ),
      h('I nabolandene'),
      ul(
        'Sverige: investeringssparkonto (ISK) og kapitalforsikring (KF). Ingen skatt på gevinster; i stedet en årlig sjablongskatt på verdien. For 2025 er den 0,888 % av kapitalgrunnlaget, og de første 150 000 SEK er skattefrie (300 000 SEK fra 2026).',
        'Danmark: aktiesparekonto. Årets verdiøkning skattlegges med 17 % selv om du ikke har solgt; innskuddene er begrenset til 166 200 DKK (2025) og 174 200 DKK (2026).',
        'Finland: osakesäästötili. Høyst 100 000 euro i innskudd; handler på kontoen skattlegges ikke, bare gevinstdelen av uttakene.',
      ),
      info('Skattereglene kan endres, og hvordan de påvirker deg, avhenger av din situasjon.'),
    ],
  },
  da: {
    title: 'Aktiesparekonto – og ISK, ASK og osakesäästötili i nabolandene',
    summary:
      'På en aktiesparekonto betaler du 17 % skat af årets afkast. Sådan virker den, og sådan er de tilsvarende konti i Sverige, Norge og Finland.',
    body: [
      img('savings-accounts', 'Fire opsparingskonti, én for hvert nordisk land'),
      h('Aktiesparekonto'),
      p(
        'På en aktiesparekonto beskattes afkastet med 17 % efter lagerprincippet: skatten beregnes af årets værdistigning og udbytter, uanset om du har solgt eller ej. Et tab kan fremføres og trækkes fra gevinster på kontoen de følgende år.',
      ),
      ul(
        'Du kan indbetale op til 166 200 kr. (2025) og 174 200 kr. (2026).',
        'Skatten trækkes fra kontoen, så du skal ikke selv indberette handler.',
      ),
      h('Almindeligt depot'),
      p(
        'I et almindeligt depot beskattes aktieindkomst med 27 % op til 67 500 kr. og 42 % over. Gevinster opgøres efter gennemsnitsmetoden.',
      ),
      h('I nabolandene'),
      ul(
        'Sverige: investeringssparkonto (ISK) og kapitalforsikring (KF). Ingen skat af gevinster; i stedet en årlig standardskat af værdien. For 2025 er den 0,888 % af grundlaget, og de første 150 000 SEK er skattefri (300 000 SEK fra 2026).',
        'Norge: aksjesparekonto (ASK). Ingen skat, så længe pengene står på kontoen; du kan hæve dine indskud skattefrit.',
        'Finland: osakesäästötili. Højst 100 000 euro i indskud; handler på kontoen beskattes ikke, kun gevinstdelen af hævningerne.',
      ),
      info('Skattereglerne kan ændre sig, og hvordan de påvirker dig, afhænger af din situation.'),
    ],
  },
  fi: {
    title: 'Osakesäästötili – ja ISK, ASK ja aktiesparekonto naapurimaissa',
    summary:
      'Osakesäästötilillä voit vaihtaa osakkeita ilman, että kaupoista maksetaan veroa. Näin tili toimii, ja tällaisia ovat vastaavat tilit Ruotsissa, Norjassa ja Tanskassa.',
    body: [
      img('savings-accounts', 'Neljä säästötiliä, yksi kullekin Pohjoismaalle'),
      h('Osakesäästötili'),
      p(
        'Osakesäästötilillä voit ostaa ja myydä osakkeita, eikä kaupoista tai osingoista makseta veroa niin kauan kuin rahat pysyvät tilillä. Tilille voi tallettaa yhteensä enintään 100 000 euroa. Veroa maksetaan vasta, kun nostat rahaa: noston tuotto-osuus verotetaan pääomatulona.',
      ),
      p(
        'Pääomatulon vero on 30 % ja 30 000 euron ylittävältä osalta 34 %. Jos tilillä on tappiota, sen voi vähentää, kun tili lopetetaan.',
      ),
      h('Tavallinen arvo-osuustili'),
      p(
        'Tavallisella tilillä jokaisesta myynnistä lasketaan luovutusvoitto tai -tappio FIFO-periaatteella. Hankintameno-olettamana voi käyttää 20 % myyntihinnasta (alle 10 vuotta omistetut) tai 40 % (vähintään 10 vuotta). Tappiot voi vähentää viiden seuraavan vuoden aikana.',
      ),
      h('Naapurimaissa'),
      ul(
        'Ruotsi: investeringssparkonto (ISK) ja kapitalförsäkring (KF). Voitoista ei makseta veroa; sen sijaan arvosta maksetaan vuosittainen kaavamainen vero. Vuonna 2025 se on 0,888 % pohjasta, ja 150 000 kruunua on verovapaata (300 000 kruunua vuodesta 2026).',
        'Norja: aksjesparekonto (ASK). Ei veroa, niin kauan kuin rahat ovat tilillä; talletukset voi nostaa verotta.',
        'Tanska: aktiesparekonto. Vuoden arvonnoususta maksetaan 17 % veroa, vaikka et olisi myynyt; talletukset enintään 166 200 kruunua (2025) ja 174 200 kruunua (2026).',
      ),
      info('Verosäännöt voivat muuttua, ja niiden vaikutus riippuu tilanteestasi.'),
    ],
  },
  en: {
    title: 'Investment savings accounts: ISK and KF, ASK, aktiesparekonto and osakesäästötili',
    summary:
      'Each Nordic country has an account that taxes saving in shares and funds more lightly than an ordinary custody account. How they work, country by country.',
    body: [
      img('savings-accounts', 'Four savings accounts, one for each Nordic country'),
      h('Sweden: ISK, KF or an ordinary custody account'),
      p(
        'On an investment savings account (ISK) you pay no tax on gains or dividends and report no trades. Instead you pay a yearly standard tax on the account’s value: the values at the start of each quarter plus your deposits, divided by four, times a standard rate (the government borrowing rate on 30 November of the year before plus one percentage point, at least 1.25 %), taxed at 30 %. For 2025 the rate is 2.96 %, a tax of 0.888 %; the first 150,000 SEK are tax-free in 2025 and 300,000 SEK from 2026 (ISK and KF together).',
      ),
      p(
        'A capital insurance (KF) is taxed the same standard way; the insurer formally owns the securities and you can name beneficiaries. On an ordinary custody account (depå) gains and dividends are taxed at 30 % and losses can be deducted.',
      ),
      h('Norway: aksjesparekonto (ASK)'),
      p(
        'Buy and sell shares and equity funds without tax while the money stays in the account; you can withdraw up to what you deposited tax-free. Gains above that are taxed as share income: (gain − unused shielding deduction) × 1.72 × 22 %, effectively 37.84 %.',
      ),
      h('Denmark: aktiesparekonto'),
      p(
        'The year’s return is taxed at 17 % whether you sold or not (mark-to-market). Deposits are capped at 166,200 DKK (2025) and 174,200 DKK (2026).',
      ),
      h('Finland: osakesäästötili'),
      p(
        'Deposits of up to €100,000 in total. Trades and dividends inside the account are not taxed; when you withdraw, the part of the withdrawal that is gain is taxed as capital income.',
      ),
      warn('Tax rules change, and how they apply to you depends on your own situation.'),
    ],
  },
};

export const TAX_BASICS: PerLang<PageText> = {
  sv: {
    title: 'Skatt på aktier och fonder',
    summary:
      'Hur vinster och utdelningar beskattas utanför ISK och KF i Sverige, och grunderna i Norge, Danmark och Finland.',
    body: [
      p(
        'På en vanlig depå är vinster och utdelningar inkomst av kapital och beskattas med 30 %. Förluster kan dras av. Vinsten är försäljningspriset minus omkostnadsbeloppet, som räknas fram med genomsnittsmetoden: vad du betalat för alla aktier av samma slag, courtage inräknat, delat med antalet.',
      ),
      p(
        'För marknadsnoterade aktier får du i stället använda schablonmetoden: omkostnadsbeloppet sätts till 20 % av försäljningspriset efter avdrag för courtage. Det lönar sig när du inte vet vad aktierna kostade eller när de har stigit mycket.',
      ),
      ul(
        'Försäljningar redovisas på blankett K4: avsnitt A för noterade aktier och aktiefonder, C för bland annat räntefonder och valuta, D för övrigt.',
        'Vi tar fram ett underlag för K4 som du kan granska innan du deklarerar.',
      ),
      h('I grannländerna'),
      ul(
        'Norge: gevinster och utdelningar beskattas som aksjeinntekt, (vinst minus skjermingsfradrag) × 1,72 × 22 % = 37,84 %.',
        'Danmark: aktieinkomst beskattas med 27 % upp till 67 500 kr och 42 % därutöver; genomsnittsmetoden.',
        'Finland: kapitalinkomst beskattas med 30 % och 34 % över 30 000 euro; FIFO, och schablonmässigt anskaffningsvärde på 20 % eller 40 %.',
      ),
      info('Sparar du på ISK eller KF behöver du inte redovisa dina affärer alls.'),
    ],
  },
  nb: {
    title: 'Skatt på aksjer og fond',
    summary:
      'Hvordan gevinster og utbytte skattlegges i Norge, og det grunnleggende i Sverige, Danmark og Finland.',
    body: [
      p(
        'Gevinster og utbytte på aksjer og aksjefond skattlegges som aksjeinntekt. Først trekkes skjermingsfradraget fra, en risikofri avkastning på det du har investert (skjermingsrenten var 3,2 % for 2023 og 3,9 % for 2024). Resten multipliseres med 1,72 og skattlegges med 22 %, i praksis 37,84 %.',
      ),
      p(
        'Tap er fradragsberettiget på samme måte. På en aksjesparekonto skattlegges gevinsten først når du tar ut mer enn du har satt inn.',
      ),
      ul(
        'Salg og utbytte rapporteres automatisk til skattemeldingen; det gamle skjemaet RF-1159 ble avviklet fra 2022, og du sjekker tallene i Altinn.',
        'Rentefond skattlegges som kapitalinntekt med 22 %, uten oppjustering.',
      ),
      h('I nabolandene'),
      ul(
        'Sverige: 30 % skatt på gevinster og utbytte på vanlig depot; på ISK og KF en årlig sjablongskatt i stedet.',
        'Danmark: aksjeinntekt skattlegges med 27 % opp til 67 500 DKK og 42 % over.',
        'Finland: kapitalinntekt skattlegges med 30 %, og 34 % over 30 000 euro.',
      ),
      info('Skattereglene kan endres; sjekk alltid skattemeldingen din.'),
    ],
  },
  da: {
    title: 'Skat af aktier og fonde',
    summary:
      'Hvordan gevinster og udbytter beskattes i Danmark, og det grundlæggende i Sverige, Norge og Finland.',
    body: [
      p(
        'Gevinster og udbytter af aktier i et almindeligt depot er aktieindkomst. Den beskattes med 27 % op til 67 500 kr. og 42 % af resten. Tab kan modregnes i anden aktieindkomst.',
      ),
      p(
        'Gevinsten opgøres efter gennemsnitsmetoden: købesummen for alle aktier af samme slags, kurtage medregnet, fordeles ligeligt på aktierne. På en aktiesparekonto gælder i stedet 17 % lagerskat af årets afkast.',
      ),
      ul(
        'Handler og udbytter indberettes automatisk til Skattestyrelsen; du kontrollerer tallene i din årsopgørelse.',
        'Mange fonde beskattes efter lagerprincippet: du betaler skat af årets værdistigning, også uden at sælge.',
      ),
      h('I nabolandene'),
      ul(
        'Sverige: 30 % skat af gevinster og udbytter i et almindeligt depot; på ISK og KF en årlig standardskat i stedet.',
        'Norge: (gevinst minus skjermingsfradrag) × 1,72 × 22 % = 37,84 %.',
        'Finland: kapitalindkomst beskattes med 30 %, og 34 % over 30 000 euro.',
      ),
      info('Skattereglerne kan ændre sig; kontrollér altid din årsopgørelse.'),
    ],
  },
  fi: {
    title: 'Osakkeiden ja rahastojen verotus',
    summary:
      'Miten luovutusvoitot ja osingot verotetaan Suomessa, ja perusasiat Ruotsista, Norjasta ja Tanskasta.',
    body: [
      p(
        'Luovutusvoitot ja osingot ovat pääomatuloa. Vero on 30 % ja 30 000 euron ylittävältä osalta 34 %. Voitto on myyntihinta miinus hankintameno ja kulut, ja myydyt osakkeet katsotaan myydyiksi ostojärjestyksessä (FIFO).',
      ),
      p(
        'Todellisen hankintamenon sijaan voit käyttää hankintameno-olettamaa: 20 % myyntihinnasta, jos omistit osakkeet alle 10 vuotta, ja 40 %, jos vähintään 10 vuotta. Silloin kuluja ei vähennetä erikseen. Jos vuoden luovutushinnat ovat yhteensä enintään 1 000 euroa, voitot ovat verovapaita.',
      ),
      ul(
        'Luovutustappiot voi vähentää luovutusvoitoista samana ja viitenä seuraavana vuonna.',
        'Laadimme 9A-lomakkeen pohjan, jonka voit tarkistaa ennen kuin ilmoitat myynnit OmaVerossa.',
      ),
      h('Naapurimaissa'),
      ul(
        'Ruotsi: tavallisella tilillä 30 % vero voitoista ja osingoista; ISK- ja KF-tileillä vuosittainen kaavamainen vero.',
        'Norja: (voitto miinus suojavähennys) × 1,72 × 22 % = 37,84 %.',
        'Tanska: osaketulon vero on 27 % 67 500 kruunuun asti ja 42 % sen ylittävältä osalta.',
      ),
      info('Osakesäästötilillä kauppoja ei ilmoiteta, vaan veroa maksetaan vasta nostoista.'),
    ],
  },
  en: {
    title: 'Tax on shares and funds',
    summary: 'How gains and dividends are taxed outside the savings accounts, country by country.',
    body: [
      ul(
        'Sweden: on an ordinary custody account gains and dividends are capital income taxed at 30 %. The cost is the average of all shares of the kind, courtage included; for listed shares you may instead use 20 % of the net sale price. Sales go on form K4.',
        'Norway: gains and dividends are share income: (gain − shielding deduction) × 1.72 × 22 % = 37.84 %. The shielding rate was 3.2 % for 2023 and 3.9 % for 2024.',
        'Denmark: share income is taxed at 27 % up to 67,500 DKK and 42 % above, with gains by the average-cost method.',
        'Finland: capital income is taxed at 30 %, 34 % above €30,000. Sales are matched first in, first out; a deemed cost of 20 % (held under 10 years) or 40 % (10 years or more) may replace the real cost, and if your disposals in a year total at most €1,000 the gains are tax-free. Losses can be deducted over the following five years.',
      ),
      p(
        'On the savings accounts (ISK and KF, ASK, aktiesparekonto, osakesäästötili) the rules are different and usually simpler: see the article on investment savings accounts.',
      ),
      info(
        'We prepare the figures for your tax return (K4 in Sweden, 9A in Finland) so you can check them before you file.',
      ),
    ],
  },
};

interface Minimums {
  mini: string;
  small: string;
  medium: string;
  fixed: string;
}

/** The classes' minimums in the reader's currency (domain COURTAGE_RULES). */
const SEK: Minimums = { mini: '1 kr', small: '39 kr', medium: '69 kr', fixed: '99 kr' };
const NOK: Minimums = { mini: '1 kr', small: '40 kr', medium: '70 kr', fixed: '101 kr' };
const DKK: Minimums = { mini: '1 kr.', small: '25 kr.', medium: '45 kr.', fixed: '64 kr.' };
const EUR_FI: Minimums = { mini: '0,10 €', small: '3,40 €', medium: '6 €', fixed: '8,60 €' };
const SEK_EN: Minimums = { mini: 'SEK 1', small: 'SEK 39', medium: 'SEK 69', fixed: 'SEK 99' };

export const FEES: PerLang<PageText> = {
  sv: {
    title: 'Avgifter: courtage, valutaväxling och fondavgifter',
    summary: 'Vad det kostar att handla aktier och fonder, och hur du väljer courtageklass.',
    body: [
      h('Courtage på aktier'),
      p(
        'Courtage är avgiften för en genomförd aktieorder. Du väljer själv courtageklass efter hur stora affärer du brukar göra:',
      ),
      ul(
        `Mini: 0,25 % av ordervärdet, minst ${SEK.mini}.`,
        `Small: 0,15 %, minst ${SEK.small}.`,
        `Medium: 0,069 %, minst ${SEK.medium}.`,
        `Fast: ${SEK.fixed} per order, oavsett belopp.`,
      ),
      p(
        'Du betalar ett courtage per order och dag, även om ordern genomförs i flera delar. Gör du små affärer passar Mini; för stora affärer blir en procentsats med högre minimum eller fast pris billigare.',
      ),
      h('Valutaväxling'),
      p(
        'Handlar du en aktie i en annan valuta än kontots växlas beloppet, och valutaväxlingsavgiften är 0,25 % av det växlade beloppet vid både köp och försäljning.',
      ),
      h('Fonder'),
      p(
        'Fondernas årliga avgift (löpande kostnad) tas ur fondens värde varje dag. Vissa fonder tar också en köp- eller säljavgift; den visas i orderformuläret innan du bekräftar.',
      ),
      info('I orderformuläret ser du alltid courtage och valutaavgift innan du lägger ordern.'),
    ],
  },
  nb: {
    title: 'Gebyrer: kurtasje, valutaveksling og fondskostnader',
    summary: 'Hva det koster å handle aksjer og fond, og hvordan du velger kurtasjeklasse.',
    body: [
      h('Kurtasje på aksjer'),
      p(
        'Kurtasje er gebyret for en gjennomført aksjeordre. Du velger selv kurtasjeklasse etter hvor store handler du pleier å gjøre:',
      ),
      ul(
        `Mini: 0,25 % av ordreverdien, minst ${NOK.mini}.`,
        `Small: 0,15 %, minst ${NOK.small}.`,
        `Medium: 0,069 %, minst ${NOK.medium}.`,
        `Fast: ${NOK.fixed} per ordre, uansett beløp.`,
      ),
      p(
        'Du betaler én kurtasje per ordre og dag, selv om ordren gjennomføres i flere deler. Små handler passer Mini; for store handler blir en prosentsats med høyere minimum eller fast pris billigere.',
      ),
      h('Valutaveksling'),
      p(
        'Handler du en aksje i en annen valuta enn kontoens, veksles beløpet, og valutagebyret er 0,25 % av det vekslede beløpet ved både kjøp og salg.',
      ),
      h('Fond'),
      p(
        'Fondenes årlige kostnad (løpende kostnader) trekkes fra fondets verdi hver dag. Noen fond tar også et kjøps- eller salgsgebyr; det vises i ordreskjemaet før du bekrefter.',
      ),
      info('I ordreskjemaet ser du alltid kurtasje og valutagebyr før du legger inn ordren.'),
    ],
  },
  da: {
    title: 'Gebyrer: kurtage, valutaveksling og fondsomkostninger',
    summary: 'Hvad det koster at handle aktier og fonde, og hvordan du vælger kurtageklasse.',
    body: [
      h('Kurtage på aktier'),
      p(
        'Kurtage er gebyret for en gennemført aktieordre. Du vælger selv kurtageklasse efter, hvor store handler du plejer at lave:',
      ),
      ul(
        `Mini: 0,25 % af ordreværdien, mindst ${DKK.mini}`,
        `Small: 0,15 %, mindst ${DKK.small}`,
        `Medium: 0,069 %, mindst ${DKK.medium}`,
        `Fast: ${DKK.fixed} pr. ordre, uanset beløb.`,
      ),
      p(
        'Du betaler én kurtage pr. ordre pr. dag, også hvis ordren gennemføres i flere dele. Små handler passer til Mini; til store handler bliver en procentsats med højere minimum eller fast pris billigere.',
      ),
      h('Valutaveksling'),
      p(
        'Handler du en aktie i en anden valuta end kontoens, veksles beløbet, og valutagebyret er 0,25 % af det vekslede beløb ved både køb og salg.',
      ),
      h('Fonde'),
      p(
        'Fondenes årlige omkostning (løbende omkostninger) trækkes fra fondens værdi hver dag. Nogle fonde tager også et købs- eller salgsgebyr; det vises i ordreformularen, før du bekræfter.',
      ),
      info('I ordreformularen ser du altid kurtage og valutagebyr, før du lægger ordren.'),
    ],
  },
  fi: {
    title: 'Kulut: välityspalkkio, valuutanvaihto ja rahastokulut',
    summary: 'Mitä osakkeiden ja rahastojen kauppa maksaa ja miten valitset hinnastoluokan.',
    body: [
      h('Osakkeiden välityspalkkio'),
      p(
        'Välityspalkkio peritään toteutuneesta osaketoimeksiannosta. Valitset hinnastoluokan sen mukaan, kuinka suuria kauppoja yleensä teet:',
      ),
      ul(
        `Mini: 0,25 % kaupan arvosta, vähintään ${EUR_FI.mini}.`,
        `Small: 0,15 %, vähintään ${EUR_FI.small}.`,
        `Medium: 0,069 %, vähintään ${EUR_FI.medium}.`,
        `Kiinteä: ${EUR_FI.fixed} toimeksiannolta summasta riippumatta.`,
      ),
      p(
        'Maksat yhden välityspalkkion toimeksiantoa ja päivää kohden, vaikka toimeksianto toteutuisi useassa osassa. Pieniin kauppoihin sopii Mini; suurissa kaupoissa korkeamman minimin prosenttihinta tai kiinteä hinta on edullisempi.',
      ),
      h('Valuutanvaihto'),
      p(
        'Jos osakkeen valuutta on eri kuin tilin, summa vaihdetaan, ja valuutanvaihtokulu on 0,25 % vaihdetusta summasta sekä ostossa että myynnissä.',
      ),
      h('Rahastot'),
      p(
        'Rahastojen vuotuinen kulu (juoksevat kulut) vähennetään rahaston arvosta päivittäin. Osa rahastoista perii myös merkintä- tai lunastuspalkkion; se näytetään toimeksiantolomakkeella ennen vahvistusta.',
      ),
      info(
        'Näet toimeksiantolomakkeella aina välityspalkkion ja valuuttakulun ennen kuin annat toimeksiannon.',
      ),
    ],
  },
  en: {
    title: 'Fees: courtage, currency exchange and fund charges',
    summary: 'What trading shares and funds costs, and how to choose your courtage class.',
    body: [
      h('Courtage on shares'),
      p(
        'Courtage is the fee for a share order that is filled. You choose your courtage class by the size of your usual trades (minimums for SEK accounts; NOK, DKK and euro accounts have the same amounts converted):',
      ),
      ul(
        `Mini: 0.25 % of the order value, at least ${SEK_EN.mini}.`,
        `Small: 0.15 %, at least ${SEK_EN.small}.`,
        `Medium: 0.069 %, at least ${SEK_EN.medium}.`,
        `Fixed: ${SEK_EN.fixed} per order, whatever the amount.`,
      ),
      p(
        'You pay one courtage per order and day, even when the order fills in several parts. Small trades suit Mini; for large trades a lower percentage with a higher minimum, or the fixed price, costs less.',
      ),
      h('Currency exchange'),
      p(
        'When a share trades in another currency than your account’s, the amount is converted and the currency exchange fee is 0.25 % of the converted amount, on both buys and sells.',
      ),
      h('Funds'),
      p(
        'A fund’s ongoing charge is taken from its value every day. Some funds also charge a buy or sell fee; it is shown in the order form before you confirm.',
      ),
      info('The order form always shows the courtage and the currency fee before you place the order.'),
    ],
  },
};
