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

/** The questionnaire's pages for a customer of the country (amounts in its currency). */
export function cddPages(country: CountryCode): CddPage[] {
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
export function cddQuestions(country: CountryCode): CddQuestion[] {
  return cddPages(country).flatMap((page) => page.questions);
}

/** Spec 001 §3 person types: a natural person, a legal person (company), an estate. */
export const PERSON_TYPES = ['NAT', 'JUR', 'EST'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
