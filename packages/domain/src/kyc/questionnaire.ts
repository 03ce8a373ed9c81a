import type { Texts } from '../appropriateness/questions';
import { COUNTRY_FACTS, type CountryCode, type Currency, type Lang } from '../countries';

/**
 * The customer due diligence (CDD, "know your customer") questionnaire of the Nordic money-laundering
 * acts (SE 2017:630, NO hvitvaskingsloven, DK hvidvaskloven, FI 444/2017, all from EU directive
 * 2015/849): why the account is opened, where the money comes from, how much and how often it will
 * move, what the person does, whether they are politically exposed, and whose money it is. The same
 * questions are asked at sign-up (spec 001 §7.20 CDD question pages) and at each periodic refresh
 * (spec 001 §7.18 ANSWER_KYC). Texts are in the product's five languages because the server serves
 * the pages in the customer's language; amounts are in the country's currency.
 */

/** Spec 001 §3 question types. */
export const CDD_QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'] as const;
export type CddQuestionType = (typeof CDD_QUESTION_TYPES)[number];

export interface CddOption {
  id: string;
  text: Texts;
}

export interface CddQuestion {
  id: CddQuestionId;
  type: CddQuestionType;
  text: Texts;
  options: CddOption[];
}

export interface CddPage {
  id: string;
  title: Texts;
  questions: CddQuestion[];
}

export const CDD_QUESTION_IDS = [
  'purpose',
  'origin',
  'yearlyDeposits',
  'depositFrequency',
  'occupation',
  'income',
  'pep',
  'ownMoney',
] as const;
export type CddQuestionId = (typeof CDD_QUESTION_IDS)[number];

const t = (en: string, sv: string, nb: string, da: string, fi: string): Texts => ({ en, sv, nb, da, fi });

/**
 * Band limits of the money questions. The krona countries share one scale; the euro scale is about a
 * tenth, as the currencies are. The top deposit band of the Swedish scale starts at the private
 * banking prospect threshold (spec 001 §5: 1,500,000 in SE).
 */
const DEPOSIT_LIMITS: Record<Currency, readonly [number, number, number]> = {
  SEK: [100_000, 500_000, 1_500_000],
  NOK: [100_000, 500_000, 1_500_000],
  DKK: [100_000, 500_000, 1_500_000],
  EUR: [10_000, 50_000, 150_000],
  USD: [10_000, 50_000, 150_000],
};
const INCOME_LIMITS: Record<Currency, readonly [number, number, number]> = {
  SEK: [300_000, 600_000, 1_000_000],
  NOK: [300_000, 600_000, 1_000_000],
  DKK: [300_000, 600_000, 1_000_000],
  EUR: [30_000, 60_000, 100_000],
  USD: [30_000, 60_000, 100_000],
};

/** Band option ids, lowest first: the index is the band's rank (risk uses it). */
export const BAND_IDS = ['BAND_1', 'BAND_2', 'BAND_3', 'BAND_4'] as const;

/** 1 500 000 in the Nordic languages (a no-break space groups thousands), 1,500,000 in English. */
function amount(value: number, lang: Lang): string {
  const digits = String(value);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(lang === 'en' ? ',' : '\u00a0');
}

function bands(limits: readonly [number, number, number], currency: Currency): CddOption[] {
  const [a, b, c] = limits;
  const of = (lang: Lang, v: number) => `${amount(v, lang)} ${currency}`;
  const each = (make: (lang: Lang) => string): Texts => ({
    en: make('en'),
    sv: make('sv'),
    nb: make('nb'),
    da: make('da'),
    fi: make('fi'),
  });
  const under: Record<Lang, string> = { en: 'Under', sv: 'Under', nb: 'Under', da: 'Under', fi: 'Alle' };
  const over: Record<Lang, string> = { en: 'Over', sv: 'Över', nb: 'Over', da: 'Over', fi: 'Yli' };
  return [
    { id: 'BAND_1', text: each((l) => `${under[l]} ${of(l, a)}`) },
    { id: 'BAND_2', text: each((l) => `${amount(a, l)}–${of(l, b)}`) },
    { id: 'BAND_3', text: each((l) => `${amount(b, l)}–${of(l, c)}`) },
    { id: 'BAND_4', text: each((l) => `${over[l]} ${of(l, c)}`) },
  ];
}

/**
 * The questionnaire's pages for a customer of the country (amounts in its currency). A company
 * (JUR) answers the same questions, with the same ids so the risk rules and the stored sheets stay
 * one shape, asked about the company and with the options that fit one (companyPage).
 */
export function cddPages(country: CountryCode, personType: PersonType = 'NAT'): CddPage[] {
  const pages = personPages(country);
  return personType === 'JUR' ? pages.map((page) => companyPage(page, country)) : pages;
}

function personPages(country: CountryCode): CddPage[] {
  const currency = COUNTRY_FACTS[country].currency;
  return [
    {
      id: 'purpose',
      title: t('Your saving', 'Ditt sparande', 'Din sparing', 'Din opsparing', 'Säästämisesi'),
      questions: [
        {
          id: 'purpose',
          type: 'MULTIPLE_CHOICE',
          text: t(
            'What will you use your account for?',
            'Vad ska du använda ditt konto till?',
            'Hva skal du bruke kontoen til?',
            'Hvad skal du bruge din konto til?',
            'Mihin aiot käyttää tiliäsi?',
          ),
          options: [
            {
              id: 'SAVINGS',
              text: t(
                'Long-term saving',
                'Långsiktigt sparande',
                'Langsiktig sparing',
                'Langsigtet opsparing',
                'Pitkäaikainen säästäminen',
              ),
            },
            {
              id: 'PENSION',
              text: t(
                'Saving for my pension',
                'Pensionssparande',
                'Sparing til pensjon',
                'Pensionsopsparing',
                'Eläkesäästäminen',
              ),
            },
            {
              id: 'TRADING',
              text: t(
                'Active trading',
                'Aktiv handel',
                'Aktiv handel',
                'Aktiv handel',
                'Aktiivinen kaupankäynti',
              ),
            },
            {
              id: 'CHILDREN',
              text: t(
                'Saving for my children',
                'Sparande till mina barn',
                'Sparing til barna mine',
                'Opsparing til mine børn',
                'Säästäminen lapsilleni',
              ),
            },
          ],
        },
      ],
    },
    {
      id: 'money',
      title: t('Your money', 'Dina pengar', 'Pengene dine', 'Dine penge', 'Rahasi'),
      questions: [
        {
          id: 'origin',
          type: 'MULTIPLE_CHOICE',
          text: t(
            'Where does the money you will invest come from?',
            'Var kommer pengarna du ska investera ifrån?',
            'Hvor kommer pengene du skal investere fra?',
            'Hvor kommer de penge, du vil investere, fra?',
            'Mistä sijoitettavat rahasi ovat peräisin?',
          ),
          options: [
            {
              id: 'SALARY',
              text: t(
                'Salary or pension',
                'Lön eller pension',
                'Lønn eller pensjon',
                'Løn eller pension',
                'Palkka tai eläke',
              ),
            },
            {
              id: 'SAVINGS',
              text: t(
                'Earlier savings',
                'Tidigare sparande',
                'Tidligere sparing',
                'Tidligere opsparing',
                'Aiemmat säästöt',
              ),
            },
            {
              id: 'PROPERTY',
              text: t(
                'Sale of a home or property',
                'Försäljning av bostad eller fastighet',
                'Salg av bolig eller eiendom',
                'Salg af bolig eller ejendom',
                'Asunnon tai kiinteistön myynti',
              ),
            },
            {
              id: 'INHERITANCE',
              text: t(
                'Inheritance or gift',
                'Arv eller gåva',
                'Arv eller gave',
                'Arv eller gave',
                'Perintö tai lahja',
              ),
            },
            {
              id: 'BUSINESS',
              text: t(
                'My own business or the sale of a company',
                'Eget företag eller försäljning av företag',
                'Egen virksomhet eller salg av selskap',
                'Egen virksomhed eller salg af virksomhed',
                'Oma yritys tai yrityksen myynti',
              ),
            },
            {
              id: 'INVESTMENTS',
              text: t(
                'Returns on investments',
                'Avkastning på investeringar',
                'Avkastning på investeringer',
                'Afkast af investeringer',
                'Sijoitusten tuotto',
              ),
            },
            {
              id: 'GAMBLING',
              text: t(
                'Lottery or gambling winnings',
                'Lotteri- eller spelvinster',
                'Lotteri- eller spillgevinster',
                'Lotteri- eller spillegevinster',
                'Arpajais- tai pelivoitot',
              ),
            },
          ],
        },
        {
          id: 'yearlyDeposits',
          type: 'SINGLE_CHOICE',
          text: t(
            'How much do you expect to deposit in a year?',
            'Hur mycket räknar du med att sätta in per år?',
            'Hvor mye regner du med å sette inn per år?',
            'Hvor meget forventer du at indbetale om året?',
            'Kuinka paljon arvioit tallettavasi vuodessa?',
          ),
          options: bands(DEPOSIT_LIMITS[currency], currency),
        },
        {
          id: 'depositFrequency',
          type: 'SINGLE_CHOICE',
          text: t(
            'How often do you expect to deposit or withdraw money?',
            'Hur ofta räknar du med att sätta in eller ta ut pengar?',
            'Hvor ofte regner du med å sette inn eller ta ut penger?',
            'Hvor ofte forventer du at indbetale eller hæve penge?',
            'Kuinka usein arvioit tallettavasi tai nostavasi rahaa?',
          ),
          options: [
            {
              id: 'FEW_TIMES_A_YEAR',
              text: t(
                'A few times a year',
                'Några gånger per år',
                'Noen ganger i året',
                'Nogle gange om året',
                'Muutaman kerran vuodessa',
              ),
            },
            {
              id: 'MONTHLY',
              text: t('Every month', 'Varje månad', 'Hver måned', 'Hver måned', 'Kuukausittain'),
            },
            { id: 'WEEKLY', text: t('Every week', 'Varje vecka', 'Hver uke', 'Hver uge', 'Viikoittain') },
            {
              id: 'DAILY',
              text: t(
                'Almost every day',
                'Nästan varje dag',
                'Nesten hver dag',
                'Næsten hver dag',
                'Lähes päivittäin',
              ),
            },
          ],
        },
      ],
    },
    {
      id: 'occupation',
      title: t('Your work', 'Ditt arbete', 'Ditt arbeid', 'Dit arbejde', 'Työsi'),
      questions: [
        {
          id: 'occupation',
          type: 'SINGLE_CHOICE',
          text: t(
            'What is your occupation?',
            'Vad är din sysselsättning?',
            'Hva er din sysselsetting?',
            'Hvad er din beskæftigelse?',
            'Mikä on pääasiallinen toimintasi?',
          ),
          options: [
            { id: 'EMPLOYED', text: t('Employed', 'Anställd', 'Ansatt', 'Ansat', 'Palkansaaja') },
            {
              id: 'SELF_EMPLOYED',
              text: t(
                'Self-employed',
                'Egenföretagare',
                'Selvstendig næringsdrivende',
                'Selvstændig erhvervsdrivende',
                'Yrittäjä',
              ),
            },
            { id: 'RETIRED', text: t('Retired', 'Pensionär', 'Pensjonist', 'Pensionist', 'Eläkeläinen') },
            { id: 'STUDENT', text: t('Student', 'Studerande', 'Student', 'Studerende', 'Opiskelija') },
            {
              id: 'NOT_WORKING',
              text: t(
                'Not working at the moment',
                'Arbetar inte för närvarande',
                'Jobber ikke for tiden',
                'Arbejder ikke i øjeblikket',
                'En ole tällä hetkellä töissä',
              ),
            },
          ],
        },
        {
          id: 'income',
          type: 'SINGLE_CHOICE',
          text: t(
            'What is your yearly income before tax?',
            'Vad är din årsinkomst före skatt?',
            'Hva er årsinntekten din før skatt?',
            'Hvad er din årsindkomst før skat?',
            'Mitkä ovat vuositulosi ennen veroja?',
          ),
          options: bands(INCOME_LIMITS[currency], currency),
        },
      ],
    },
    {
      id: 'pep',
      title: t(
        'Politically exposed persons',
        'Person i politiskt utsatt ställning',
        'Politisk eksponert person',
        'Politisk eksponeret person',
        'Poliittisesti vaikutusvaltainen henkilö',
      ),
      questions: [
        {
          id: 'pep',
          type: 'SINGLE_CHOICE',
          text: t(
            'Do you hold, or have you held in the last 18 months, a prominent public function (such as minister, member of parliament, judge of a high court, ambassador, senior officer, or head of a state-owned company), or are you a family member or close associate of such a person?',
            'Har du, eller har du haft under de senaste 18 månaderna, en viktig offentlig funktion (till exempel minister, riksdagsledamot, domare i högsta instans, ambassadör, hög officer eller chef för ett statligt bolag), eller är du familjemedlem eller nära medarbetare till en sådan person?',
            'Har du, eller har du hatt de siste 18 månedene, en viktig offentlig funksjon (for eksempel statsråd, stortingsrepresentant, dommer i høyesterett, ambassadør, høy offiser eller leder av et statlig selskap), eller er du familiemedlem eller nær medarbeider av en slik person?',
            'Har du, eller har du haft inden for de seneste 18 måneder, et vigtigt offentligt hverv (for eksempel minister, folketingsmedlem, højesteretsdommer, ambassadør, højtstående officer eller leder af en statslig virksomhed), eller er du familiemedlem eller nær samarbejdspartner til en sådan person?',
            'Toimitko tai oletko viimeisten 18 kuukauden aikana toiminut merkittävässä julkisessa tehtävässä (esimerkiksi ministeri, kansanedustaja, ylimmän oikeuden tuomari, suurlähettiläs, korkea upseeri tai valtionyhtiön johtaja), tai oletko tällaisen henkilön perheenjäsen tai läheinen yhtiökumppani?',
          ),
          options: [
            { id: 'NO', text: t('No', 'Nej', 'Nei', 'Nej', 'En') },
            {
              id: 'YES_SELF',
              text: t(
                'Yes, I do or did',
                'Ja, jag har eller har haft det',
                'Ja, jeg har eller har hatt det',
                'Ja, det har jeg eller har haft',
                'Kyllä, olen tai olen ollut',
              ),
            },
            {
              id: 'YES_RELATED',
              text: t(
                'Yes, a family member or close associate of mine',
                'Ja, en familjemedlem eller nära medarbetare till mig',
                'Ja, et familiemedlem eller en nær medarbeider av meg',
                'Ja, et familiemedlem eller en nær samarbejdspartner',
                'Kyllä, perheenjäseneni tai läheinen yhtiökumppanini',
              ),
            },
          ],
        },
        {
          id: 'ownMoney',
          type: 'SINGLE_CHOICE',
          text: t(
            'Whose money will you invest?',
            'Vems pengar ska du investera?',
            'Hvem sine penger skal du investere?',
            'Hvis penge skal du investere?',
            'Kenen rahoja aiot sijoittaa?',
          ),
          options: [
            {
              id: 'OWN',
              text: t('Only my own', 'Bara mina egna', 'Bare mine egne', 'Kun mine egne', 'Vain omiani'),
            },
            {
              id: 'OTHERS',
              text: t(
                "Also someone else's",
                'Även någon annans',
                'Også noen andres',
                'Også en andens',
                'Myös jonkun toisen',
              ),
            },
          ],
        },
      ],
    },
  ];
}

/** Every question of the questionnaire, in page order. */
export function cddQuestions(country: CountryCode, personType: PersonType = 'NAT'): CddQuestion[] {
  return cddPages(country, personType).flatMap((page) => page.questions);
}

/** Spec 001 §3 person types: a natural person, a legal person (company), an estate. */
export const PERSON_TYPES = ['NAT', 'JUR', 'EST'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** A company's yearly turnover bands: a company's scale, not a salary's. */
const TURNOVER_LIMITS: Record<Currency, readonly [number, number, number]> = {
  SEK: [1_000_000, 10_000_000, 50_000_000],
  NOK: [1_000_000, 10_000_000, 50_000_000],
  DKK: [1_000_000, 10_000_000, 50_000_000],
  EUR: [100_000, 1_000_000, 5_000_000],
  USD: [100_000, 1_000_000, 5_000_000],
};

const COMPANY_TITLES: Readonly<Record<string, Texts>> = {
  purpose: t(
    'The company’s saving',
    'Företagets sparande',
    'Selskapets sparing',
    'Virksomhedens opsparing',
    'Yrityksen säästäminen',
  ),
  money: t(
    'The company’s money',
    'Företagets pengar',
    'Selskapets penger',
    'Virksomhedens penge',
    'Yrityksen rahat',
  ),
  occupation: t(
    'The company’s business',
    'Företagets verksamhet',
    'Selskapets virksomhet',
    'Virksomhedens aktiviteter',
    'Yrityksen toiminta',
  ),
};

const COMPANY_QUESTIONS: Readonly<Record<CddQuestionId, Texts>> = {
  purpose: t(
    'What will the company use the account for?',
    'Vad ska företaget använda kontot till?',
    'Hva skal selskapet bruke kontoen til?',
    'Hvad skal virksomheden bruge kontoen til?',
    'Mihin yritys aikoo käyttää tiliä?',
  ),
  origin: t(
    'Where does the money the company will invest come from?',
    'Var kommer pengarna som företaget ska investera ifrån?',
    'Hvor kommer pengene selskapet skal investere fra?',
    'Hvor kommer de penge, virksomheden vil investere, fra?',
    'Mistä yrityksen sijoitettavat rahat ovat peräisin?',
  ),
  yearlyDeposits: t(
    'How much does the company expect to deposit in a year?',
    'Hur mycket räknar företaget med att sätta in per år?',
    'Hvor mye regner selskapet med å sette inn per år?',
    'Hvor meget forventer virksomheden at indbetale om året?',
    'Kuinka paljon yritys arvioi tallettavansa vuodessa?',
  ),
  depositFrequency: t(
    'How often does the company expect to deposit or withdraw money?',
    'Hur ofta räknar företaget med att sätta in eller ta ut pengar?',
    'Hvor ofte regner selskapet med å sette inn eller ta ut penger?',
    'Hvor ofte forventer virksomheden at indbetale eller hæve penge?',
    'Kuinka usein yritys arvioi tallettavansa tai nostavansa rahaa?',
  ),
  occupation: t(
    'What does the company mainly do?',
    'Vad har företaget för huvudsaklig verksamhet?',
    'Hva driver selskapet hovedsakelig med?',
    'Hvad er virksomhedens hovedaktivitet?',
    'Mitä yritys pääasiassa tekee?',
  ),
  income: t(
    'What is the company’s yearly turnover?',
    'Vad är företagets årsomsättning?',
    'Hva er selskapets årlige omsetning?',
    'Hvad er virksomhedens årlige omsætning?',
    'Mikä on yrityksen vuotuinen liikevaihto?',
  ),
  pep: t(
    'Does anyone who owns or controls the company, or sits on its board, hold a prominent public function, or have they held one in the last 18 months (such as minister, member of parliament, judge of a high court, ambassador, senior officer, or head of a state-owned company), or is any of them a family member or close associate of such a person?',
    'Har någon som äger eller kontrollerar företaget, eller sitter i dess styrelse, en viktig offentlig funktion eller har haft en under de senaste 18 månaderna (till exempel minister, riksdagsledamot, domare i högsta instans, ambassadör, hög officer eller chef för ett statligt bolag), eller är någon av dem familjemedlem eller nära medarbetare till en sådan person?',
    'Har noen som eier eller kontrollerer selskapet, eller sitter i styret, en viktig offentlig funksjon eller har hatt en de siste 18 månedene (for eksempel statsråd, stortingsrepresentant, dommer i høyesterett, ambassadør, høy offiser eller leder av et statlig selskap), eller er noen av dem familiemedlem eller nær medarbeider av en slik person?',
    'Har nogen, der ejer eller kontrollerer virksomheden eller sidder i dens bestyrelse, et vigtigt offentligt hverv eller haft et inden for de seneste 18 måneder (for eksempel minister, folketingsmedlem, højesteretsdommer, ambassadør, højtstående officer eller leder af en statslig virksomhed), eller er nogen af dem familiemedlem eller nær samarbejdspartner til en sådan person?',
    'Toimiiko joku yrityksen omistajista, määräysvaltaa käyttävistä tai hallituksen jäsenistä merkittävässä julkisessa tehtävässä tai onko toiminut sellaisessa viimeisten 18 kuukauden aikana (esimerkiksi ministeri, kansanedustaja, ylimmän oikeuden tuomari, suurlähettiläs, korkea upseeri tai valtionyhtiön johtaja), tai onko joku heistä tällaisen henkilön perheenjäsen tai läheinen yhtiökumppani?',
  ),
  ownMoney: t(
    'Whose money will the company invest?',
    'Vems pengar ska företaget investera?',
    'Hvem sine penger skal selskapet investere?',
    'Hvis penge skal virksomheden investere?',
    'Kenen rahoja yritys aikoo sijoittaa?',
  ),
};

/** The options that differ for a company; the others are the person's (frequency, deposit bands). */
function companyOptions(country: CountryCode): Partial<Record<CddQuestionId, CddOption[]>> {
  const currency = COUNTRY_FACTS[country].currency;
  return {
    purpose: [
      {
        id: 'SAVINGS',
        text: t(
          'Long-term investment of the company’s surplus funds',
          'Långsiktig placering av företagets överskottslikviditet',
          'Langsiktig plassering av selskapets overskuddslikviditet',
          'Langsigtet placering af virksomhedens overskudslikviditet',
          'Yrityksen ylijäämävarojen pitkäaikainen sijoittaminen',
        ),
      },
      {
        id: 'TRADING',
        text: t('Active trading', 'Aktiv handel', 'Aktiv handel', 'Aktiv handel', 'Aktiivinen kaupankäynti'),
      },
    ],
    origin: [
      {
        id: 'BUSINESS',
        text: t(
          'Profits from the company’s business',
          'Vinst från företagets verksamhet',
          'Overskudd fra selskapets virksomhet',
          'Overskud fra virksomhedens drift',
          'Yrityksen liiketoiminnan voitot',
        ),
      },
      {
        id: 'SHARE_CAPITAL',
        text: t(
          'Share capital or owners’ contributions',
          'Aktiekapital eller ägartillskott',
          'Aksjekapital eller tilskudd fra eierne',
          'Selskabskapital eller kapitalindskud fra ejerne',
          'Osakepääoma tai omistajien sijoitukset',
        ),
      },
      {
        id: 'PROPERTY',
        text: t(
          'Sale of property or other assets',
          'Försäljning av fastighet eller andra tillgångar',
          'Salg av eiendom eller andre eiendeler',
          'Salg af ejendom eller andre aktiver',
          'Kiinteistön tai muun omaisuuden myynti',
        ),
      },
      {
        id: 'SALE_OF_BUSINESS',
        text: t(
          'Sale of a business or a subsidiary',
          'Försäljning av verksamhet eller dotterbolag',
          'Salg av virksomhet eller datterselskap',
          'Salg af virksomhed eller datterselskab',
          'Liiketoiminnan tai tytäryhtiön myynti',
        ),
      },
      {
        id: 'INVESTMENTS',
        text: t(
          'Returns on investments',
          'Avkastning på investeringar',
          'Avkastning på investeringer',
          'Afkast af investeringer',
          'Sijoitusten tuotto',
        ),
      },
    ],
    occupation: [
      {
        id: 'OPERATING',
        text: t(
          'Runs a business selling goods or services',
          'Bedriver rörelse med varor eller tjänster',
          'Driver virksomhet med varer eller tjenester',
          'Driver virksomhed med varer eller tjenesteydelser',
          'Harjoittaa tavara- tai palveluliiketoimintaa',
        ),
      },
      {
        id: 'HOLDING',
        text: t(
          'Holding or investment company',
          'Holding- eller investmentbolag',
          'Holding- eller investeringsselskap',
          'Holding- eller investeringsselskab',
          'Holding- tai sijoitusyhtiö',
        ),
      },
      {
        id: 'REAL_ESTATE',
        text: t(
          'Owns and manages real estate',
          'Äger och förvaltar fastigheter',
          'Eier og forvalter eiendom',
          'Ejer og administrerer fast ejendom',
          'Omistaa ja hallinnoi kiinteistöjä',
        ),
      },
      {
        id: 'DORMANT',
        text: t(
          'No business at the moment',
          'Ingen verksamhet för närvarande',
          'Ingen virksomhet for tiden',
          'Ingen aktivitet i øjeblikket',
          'Ei toimintaa tällä hetkellä',
        ),
      },
    ],
    income: bands(TURNOVER_LIMITS[currency], currency),
    pep: [
      { id: 'NO', text: t('No', 'Nej', 'Nei', 'Nej', 'Ei') },
      {
        id: 'YES_SELF',
        text: t(
          'Yes, one of them does or did',
          'Ja, någon av dem har eller har haft det',
          'Ja, en av dem har eller har hatt det',
          'Ja, en af dem har eller har haft det',
          'Kyllä, joku heistä toimii tai on toiminut',
        ),
      },
      {
        id: 'YES_RELATED',
        text: t(
          'Yes, a family member or close associate of one of them',
          'Ja, en familjemedlem eller nära medarbetare till någon av dem',
          'Ja, et familiemedlem eller en nær medarbeider av en av dem',
          'Ja, et familiemedlem eller en nær samarbejdspartner til en af dem',
          'Kyllä, jonkun heistä perheenjäsen tai läheinen yhtiökumppani',
        ),
      },
    ],
    ownMoney: [
      {
        id: 'OWN',
        text: t(
          'Only the company’s own',
          'Bara företagets egna',
          'Bare selskapets egne',
          'Kun virksomhedens egne',
          'Vain yrityksen omia',
        ),
      },
      {
        id: 'OTHERS',
        text: t(
          'Also someone else’s (such as clients’ money)',
          'Även någon annans (till exempel kunders pengar)',
          'Også andres (for eksempel kunders penger)',
          'Også andres (for eksempel kunders penge)',
          'Myös jonkun muun (esimerkiksi asiakkaiden rahoja)',
        ),
      },
    ],
  };
}

/** A page of the person's questionnaire as a company is asked it. */
function companyPage(page: CddPage, country: CountryCode): CddPage {
  const options = companyOptions(country);
  return {
    id: page.id,
    title: COMPANY_TITLES[page.id] ?? page.title,
    questions: page.questions.map((q) => ({
      ...q,
      text: COMPANY_QUESTIONS[q.id],
      options: options[q.id] ?? q.options,
    })),
  };
}
