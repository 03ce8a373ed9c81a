import type {
  AccountProvider,
  CountryCode,
  CrmTaskType,
  CustomerSegment,
  CustomerTier,
  Lang,
} from '@broker/domain';
import { addDays, addYears, MIFID2_CATEGORY } from '@broker/domain';
export { DEMO_PASSWORD } from '@broker/domain';
import { fundId, shareId } from './catalog';

/**
 * The demo customers, their accounts and how each account was used over the last two years.
 * Every country customer has, besides ordinary accounts, one blocked account and one account the
 * fund order flow drops (account_code BLSE or atyid 123), so both rules can be seen in the UI.
 */

/** An account's two years of history, as intentions; portfolio.ts turns them into trades. */
export interface TradingPlan {
  initialDeposit: number;
  /** Paid in around the 25th (payday) every month. */
  monthlyDeposit: number;
  /** Expected trades a month beyond the core purchases. */
  tradesPerMonth: number;
  /** Bought in the first weeks and never sold in full, so the account always shows them. */
  core: { instrumentId: number; amount: number }[];
  /** What the account trades in now and then. */
  universe: number[];
  /** A savings plan that only ever buys. */
  buyOnly?: boolean;
}

export interface DemoAccountDef {
  accid: number;
  accno: string;
  alias: string;
  type: string;
  isBlocked: boolean;
  accountCode: string;
  atyid: number;
  isDefault: boolean;
  /** Ours unless said; a Netfonds account is shown by the Netfonds calls only. */
  provider?: AccountProvider;
  plan: TradingPlan;
}

export interface DemoCustomerDef {
  id: number;
  customerNo: string;
  username: string;
  firstName: string;
  lastName: string;
  country: CountryCode;
  lang: Lang;
  segment: CustomerSegment;
  /** Private banking and employees have a tier (see the contract's tiers); the others none. */
  tier: CustomerTier | null;
  isPartner: boolean;
  /** MiFID II categories whose knowledge test the customer has passed (spec 000 §6). */
  approvals?: number[];
  /** A function of the seed day for customers whose age matters (the minor). */
  birthDate: string | ((asOf: string) => string);
  /** Identity number and postal address, as the tax files need them (Swedish filers today). */
  address?: { nationalId: string; street: string; postalCode: string; city: string };
  accounts: DemoAccountDef[];
  /** Days before the seed day the KYC answers were given (seed/kyc.ts; 60 unless said). */
  kycAnsweredDaysBefore?: number;
  /** The KYC answers given: a salaried saver's (LOW) unless 'PEP' (HIGH, under review). */
  kycSheet?: 'SAVER' | 'PEP';
  /** CRM tasks open for the customer since the KYC answers (seed/kyc.ts). */
  openTasks?: CrmTaskType[];
}

/** The atyid the order flow drops, whatever the account code. */
export const DROPPED_ATYID = 123;
/** The account code the order flow drops. */
export const DROPPED_ACCOUNT_CODE = 'BLSE';

const s = shareId;
const f = fundId;

const SE_SHARES = [
  'NORV B',
  'SVHB A',
  'ALVM',
  'KRTL',
  'VATS',
  'GOTM B',
  'TORN B',
  'NVIN B',
  'MAFO',
  'HALV',
  'SKEN',
].map(s);
const NO_SHARES = [
  'NHAV',
  'FJLA',
  'VKBK',
  'TRAL',
  'BGSH',
  'PNTL',
  'SKOF',
  'NLKR',
  'VIFO',
  'OFMA',
  'DVTK',
].map(s);
const DK_SHARES = ['ORPH B', 'DHBK', 'FYNB B', 'VJTR', 'NSHE', 'BOFO', 'JYVK', 'HISM', 'LIMF'].map(s);
const FI_SHARES = ['SAIP R', 'KANP A', 'TAKO', 'NOHI B', 'SUEN', 'ROUT', 'TUVA', 'POJA', 'VATE'].map(s);

export const DEMO_CUSTOMERS: DemoCustomerDef[] = [
  {
    id: 1,
    customerNo: '1004217',
    username: 'demo-se',
    firstName: 'Karin',
    lastName: 'Lindqvist',
    country: 'SE',
    lang: 'sv',
    segment: 'RETAIL',
    tier: null,
    isPartner: false,
    // Holds a hedge fund, so has passed the test for alternative funds; the others have passed none.
    approvals: [MIFID2_CATEGORY.ALTERNATIVE_FUNDS],
    birthDate: '1971-04-17',
    address: {
      nationalId: '197104172387',
      street: 'Västmannagatan 14',
      postalCode: '113 25',
      city: 'Stockholm',
    },
    accounts: [
      {
        accid: 10001,
        accno: '39271046',
        alias: 'Investeringssparkonto',
        type: 'ISK',
        isBlocked: false,
        accountCode: 'ISK',
        atyid: 6,
        isDefault: true,
        plan: {
          initialDeposit: 900_000,
          monthlyDeposit: 15_000,
          tradesPerMonth: 4,
          core: [
            { instrumentId: s('NORV B'), amount: 60_000 },
            { instrumentId: s('SVHB A'), amount: 50_000 },
            { instrumentId: s('ALVM'), amount: 40_000 },
            { instrumentId: f('Nordbrook Sverige Index'), amount: 150_000 },
            { instrumentId: f('Lagerlund Global Hållbar'), amount: 100_000 },
            // A Norwegian share on a Swedish account: its acquisition value goes through NOK.
            { instrumentId: s('NHAV'), amount: 40_000 },
            { instrumentId: f('Nordvinga Multi-Strategy'), amount: 60_000 },
          ],
          universe: [
            ...SE_SHARES,
            f('Nordbrook Global Index'),
            f('Ekholm Teknologi'),
            f('Mälarstrand Balanserad'),
            f('Kronfjäll Tillväxtmarknader'),
          ],
        },
      },
      {
        accid: 10002,
        accno: '39271054',
        alias: 'Aktie- och fondkonto',
        type: 'AF',
        isBlocked: false,
        accountCode: 'AF',
        atyid: 1,
        isDefault: false,
        plan: {
          initialDeposit: 350_000,
          monthlyDeposit: 0,
          tradesPerMonth: 2,
          core: [
            { instrumentId: s('VATS'), amount: 45_000 },
            { instrumentId: s('GOTM B'), amount: 30_000 },
            // Bought before the fund closed for new money; it can still be sold.
            { instrumentId: f('Sveaholm Småbolag Sverige'), amount: 50_000 },
            { instrumentId: f('Lagerlund Företagsobligationer'), amount: 60_000 },
          ],
          universe: [...SE_SHARES, f('Mälarstrand Försiktig'), f('Lagerlund Räntefond Kort')],
        },
      },
      {
        accid: 10003,
        accno: '39271062',
        alias: 'Kapitalförsäkring',
        type: 'KF',
        isBlocked: false,
        accountCode: DROPPED_ACCOUNT_CODE,
        atyid: 8,
        isDefault: false,
        plan: {
          initialDeposit: 250_000,
          monthlyDeposit: 0,
          tradesPerMonth: 1,
          core: [
            { instrumentId: f('Sveaholm Sverige Aktiefond'), amount: 80_000 },
            { instrumentId: f('Nordbrook Global Index'), amount: 90_000 },
          ],
          universe: [f('Ekholm Hälsovård'), f('Nordbrook Europa Index'), s('HALV')],
        },
      },
      {
        accid: 10004,
        accno: '39271070',
        alias: 'Gamla ISK',
        type: 'ISK',
        isBlocked: true,
        accountCode: 'ISK',
        atyid: 6,
        isDefault: false,
        plan: {
          initialDeposit: 40_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.5,
          core: [
            { instrumentId: s('KRTL'), amount: 15_000 },
            { instrumentId: f('Lagerlund Räntefond Kort'), amount: 10_000 },
          ],
          universe: [s('SKEN')],
        },
      },
    ],
  },
  {
    id: 2,
    customerNo: '1004385',
    username: 'demo-no',
    firstName: 'Magnus',
    lastName: 'Haugland',
    country: 'NO',
    lang: 'nb',
    segment: 'ACTIVE_TRADER',
    tier: null,
    isPartner: false,
    birthDate: '1986-08-09',
    // A fødselsnummer of the birth date with both modulus-11 check digits.
    address: { nationalId: '09088618170', street: 'Thereses gate 12', postalCode: '0358', city: 'Oslo' },
    accounts: [
      {
        accid: 10011,
        accno: '61830025',
        alias: 'Aksjesparekonto',
        type: 'ASK',
        isBlocked: false,
        accountCode: 'ASK',
        atyid: 12,
        isDefault: true,
        plan: {
          initialDeposit: 300_000,
          monthlyDeposit: 5_000,
          tradesPerMonth: 10,
          core: [
            { instrumentId: s('NHAV'), amount: 40_000 },
            { instrumentId: s('VKBK'), amount: 30_000 },
            { instrumentId: f('Fjordvik Norge Indeks'), amount: 50_000 },
            { instrumentId: f('Nordkapp Global'), amount: 40_000 },
          ],
          universe: [...NO_SHARES, f('Fjordvik Norden'), f('Nordkapp Energi')],
        },
      },
      {
        accid: 10012,
        accno: '61830033',
        alias: 'Aksjekonto',
        type: 'Aksjekonto',
        isBlocked: false,
        accountCode: 'AK',
        atyid: 10,
        isDefault: false,
        plan: {
          initialDeposit: 150_000,
          monthlyDeposit: 0,
          tradesPerMonth: 6,
          core: [
            { instrumentId: s('BGSH'), amount: 25_000 },
            { instrumentId: s('TRAL'), amount: 20_000 },
            // A Danish share on a Norwegian account.
            { instrumentId: s('ORPH B'), amount: 20_000 },
            { instrumentId: f('Vestkyst Obligasjon'), amount: 20_000 },
          ],
          universe: [...NO_SHARES, f('Skagerak Høyrente')],
        },
      },
      {
        accid: 10013,
        accno: '61830041',
        alias: 'Aksjekonto (fullmakt)',
        type: 'Aksjekonto',
        isBlocked: false,
        accountCode: 'AK',
        atyid: DROPPED_ATYID,
        isDefault: false,
        plan: {
          initialDeposit: 60_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.5,
          core: [{ instrumentId: f('Vestkyst Kombinasjon'), amount: 40_000 }],
          universe: [s('PNTL')],
        },
      },
      {
        accid: 10014,
        accno: '61830058',
        alias: 'Gammel ASK',
        type: 'ASK',
        isBlocked: true,
        accountCode: 'ASK',
        atyid: 12,
        isDefault: false,
        plan: {
          initialDeposit: 25_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.5,
          core: [{ instrumentId: s('PNTL'), amount: 12_000 }],
          universe: [f('Polar Likviditet')],
        },
      },
      {
        // The account Magnus keeps at Netfonds: an ordinary share account, traded often enough to
        // fill more than one page of 200 transactions (spec 001 §9).
        accid: 10015,
        accno: '90217743',
        alias: 'Netfonds Aksjekonto',
        type: 'Aksjekonto',
        isBlocked: false,
        accountCode: 'AK',
        atyid: 10,
        isDefault: false,
        provider: 'NETFONDS',
        plan: {
          initialDeposit: 120_000,
          monthlyDeposit: 4_000,
          tradesPerMonth: 8,
          core: [
            { instrumentId: s('FJLA'), amount: 25_000 },
            { instrumentId: s('SKOF'), amount: 20_000 },
            { instrumentId: f('Fjordvik Norden'), amount: 15_000 },
          ],
          universe: [s('NLKR'), s('VIFO'), s('DVTK'), s('NHAV')],
        },
      },
    ],
  },
  {
    id: 3,
    customerNo: '1004512',
    username: 'demo-dk',
    firstName: 'Mette',
    lastName: 'Kjærgaard',
    country: 'DK',
    lang: 'da',
    segment: 'RETAIL',
    tier: null,
    isPartner: false,
    birthDate: '1979-02-23',
    // A CPR number of the birth date (a woman's: an even last digit).
    address: {
      nationalId: '230279-2148',
      street: 'Nørrebrogade 45',
      postalCode: '2200',
      city: 'København N',
    },
    accounts: [
      {
        accid: 10021,
        accno: '52406118',
        alias: 'Aktiesparekonto',
        type: 'Aktiesparekonto',
        isBlocked: false,
        accountCode: 'ASK',
        atyid: 14,
        isDefault: true,
        plan: {
          // Stays under the Danish deposit ceiling of an aktiesparekonto.
          initialDeposit: 80_000,
          monthlyDeposit: 2_000,
          tradesPerMonth: 2,
          core: [
            { instrumentId: s('ORPH B'), amount: 20_000 },
            { instrumentId: s('DHBK'), amount: 12_000 },
            { instrumentId: f('Øresund Invest Danmark Indeks'), amount: 25_000 },
          ],
          universe: [...DK_SHARES, f('Kronborg Globale Aktier')],
        },
      },
      {
        accid: 10022,
        accno: '52406126',
        alias: 'Depot',
        type: 'Depot',
        isBlocked: false,
        accountCode: 'DEP',
        atyid: 11,
        isDefault: false,
        plan: {
          initialDeposit: 250_000,
          monthlyDeposit: 3_000,
          tradesPerMonth: 3,
          core: [
            { instrumentId: s('VJTR'), amount: 30_000 },
            { instrumentId: s('FYNB B'), amount: 25_000 },
            { instrumentId: f('Kronborg Globale Aktier'), amount: 50_000 },
            { instrumentId: f('Kronborg Obligationer'), amount: 40_000 },
          ],
          universe: [...DK_SHARES, f('Limfjord Invest Bæredygtig Global'), f('Øresund Invest Danske Aktier')],
        },
      },
      {
        accid: 10023,
        accno: '52406134',
        alias: 'Pensionsdepot',
        type: 'Depot',
        isBlocked: false,
        accountCode: DROPPED_ACCOUNT_CODE,
        atyid: 11,
        isDefault: false,
        plan: {
          initialDeposit: 50_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.5,
          core: [{ instrumentId: f('Kronborg Balance'), amount: 30_000 }],
          universe: [f('Kronborg Korte Obligationer')],
        },
      },
      {
        accid: 10024,
        accno: '52406142',
        alias: 'Gammelt depot',
        type: 'Depot',
        isBlocked: true,
        accountCode: 'DEP',
        atyid: 11,
        isDefault: false,
        plan: {
          initialDeposit: 20_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.3,
          core: [{ instrumentId: s('NSHE'), amount: 10_000 }],
          universe: [s('BOFO')],
        },
      },
    ],
  },
  {
    id: 4,
    customerNo: '1004630',
    username: 'demo-fi',
    firstName: 'Antti',
    lastName: 'Virtanen',
    country: 'FI',
    lang: 'fi',
    segment: 'RETAIL',
    tier: null,
    isPartner: false,
    birthDate: '1990-11-23',
    // A henkilötunnus of the birth date, its check character the number's remainder by 31.
    address: {
      nationalId: '231190-457N',
      street: 'Mannerheimintie 20',
      postalCode: '00100',
      city: 'Helsinki',
    },
    accounts: [
      {
        accid: 10031,
        accno: '80114507',
        alias: 'Arvo-osuustili',
        type: 'AOT',
        isBlocked: false,
        accountCode: 'AOT',
        atyid: 16,
        isDefault: true,
        plan: {
          initialDeposit: 40_000,
          monthlyDeposit: 500,
          tradesPerMonth: 3,
          core: [
            { instrumentId: s('SAIP R'), amount: 4_000 },
            { instrumentId: s('KANP A'), amount: 3_500 },
            { instrumentId: f('Kuusi Suomi Indeksi'), amount: 6_000 },
            // A Swedish share on a euro account.
            { instrumentId: s('NORV B'), amount: 3_000 },
          ],
          universe: [...FI_SHARES, f('Kuusi Maailma Indeksi'), f('Kuusi Yrityslaina')],
        },
      },
      {
        accid: 10032,
        accno: '80114515',
        alias: 'Osakesäästötili',
        type: 'OST',
        isBlocked: false,
        accountCode: 'OST',
        atyid: 17,
        isDefault: false,
        plan: {
          // An equity savings account holds listed shares only.
          initialDeposit: 30_000,
          monthlyDeposit: 300,
          tradesPerMonth: 2,
          core: [
            { instrumentId: s('TAKO'), amount: 4_000 },
            { instrumentId: s('NOHI B'), amount: 3_500 },
            { instrumentId: s('ROUT'), amount: 2_500 },
          ],
          universe: FI_SHARES,
        },
      },
      {
        accid: 10033,
        accno: '80114523',
        alias: 'Yhteistili',
        type: 'AOT',
        isBlocked: false,
        accountCode: 'AOT',
        atyid: DROPPED_ATYID,
        isDefault: false,
        plan: {
          initialDeposit: 8_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.3,
          core: [{ instrumentId: f('Kuusi Tasapaino'), amount: 5_000 }],
          universe: [f('Kuusi Pohjoismaat')],
        },
      },
      {
        accid: 10034,
        accno: '80114531',
        alias: 'Vanha arvo-osuustili',
        type: 'AOT',
        isBlocked: true,
        accountCode: 'AOT',
        atyid: 16,
        isDefault: false,
        plan: {
          initialDeposit: 5_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.3,
          core: [{ instrumentId: s('VATE'), amount: 2_000 }],
          universe: [s('SUEN')],
        },
      },
    ],
  },
  {
    id: 5,
    customerNo: '1004771',
    username: 'demo-minor',
    firstName: 'Ella',
    lastName: 'Sundberg',
    country: 'SE',
    lang: 'sv',
    segment: 'RETAIL',
    tier: null,
    isPartner: false,
    // Fifteen on the seed day, whatever day that is.
    birthDate: (asOf) => addDays(addYears(asOf, -15), -137),
    accounts: [
      {
        accid: 10041,
        accno: '39388104',
        alias: 'Barnsparande',
        type: 'AF',
        isBlocked: false,
        accountCode: 'AF',
        atyid: 1,
        isDefault: true,
        plan: {
          initialDeposit: 2_000,
          monthlyDeposit: 300,
          tradesPerMonth: 0.3,
          core: [{ instrumentId: f('Nordbrook Global Index'), amount: 1_500 }],
          universe: [f('Nordbrook Global Index')],
          buyOnly: true,
        },
      },
    ],
  },
  {
    id: 6,
    customerNo: '1004829',
    username: 'demo-partner',
    firstName: 'Johan',
    lastName: 'Ekström',
    country: 'SE',
    lang: 'sv',
    segment: 'RETAIL',
    tier: null,
    isPartner: true,
    birthDate: '1982-06-30',
    address: { nationalId: '198206304514', street: 'Kungsgatan 7', postalCode: '411 19', city: 'Göteborg' },
    accounts: [
      {
        accid: 10051,
        accno: '39402217',
        alias: 'Investeringssparkonto',
        type: 'ISK',
        isBlocked: false,
        accountCode: 'ISK',
        atyid: 6,
        isDefault: true,
        plan: {
          // Partner customers may not buy index funds, so the account holds active funds only.
          initialDeposit: 120_000,
          monthlyDeposit: 2_000,
          tradesPerMonth: 1.5,
          core: [
            { instrumentId: f('Sveaholm Sverige Aktiefond'), amount: 30_000 },
            { instrumentId: f('Lagerlund Global Hållbar'), amount: 30_000 },
            { instrumentId: s('HALV'), amount: 10_000 },
          ],
          universe: [f('Ekholm Hälsovård'), f('Mälarstrand Balanserad'), s('TORN B'), s('NVIN B')],
        },
      },
      {
        accid: 10052,
        accno: '39402225',
        alias: 'Aktie- och fondkonto',
        type: 'AF',
        isBlocked: false,
        accountCode: 'AF',
        atyid: 1,
        isDefault: false,
        plan: {
          initialDeposit: 30_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.5,
          core: [{ instrumentId: s('MAFO'), amount: 12_000 }],
          universe: [s('SKEN')],
        },
      },
    ],
  },
  {
    id: 7,
    customerNo: '1004903',
    username: 'demo-empty',
    firstName: 'Sofia',
    lastName: 'Nyberg',
    country: 'SE',
    lang: 'sv',
    segment: 'RETAIL',
    tier: null,
    isPartner: false,
    birthDate: '1995-01-12',
    address: { nationalId: '199501122825', street: 'Stora Södergatan 3', postalCode: '222 23', city: 'Lund' },
    accounts: [],
  },
  {
    // Private banking trades funds through allocation requests that the adviser turns into orders.
    id: 8,
    customerNo: '1005066',
    username: 'demo-pb',
    firstName: 'Gustaf',
    lastName: 'Wachtmeister',
    country: 'SE',
    lang: 'sv',
    segment: 'PRIVATE_BANKING',
    tier: 'GOLD',
    isPartner: false,
    birthDate: '1963-09-04',
    address: {
      nationalId: '196309041736',
      street: 'Strandvägen 21',
      postalCode: '114 56',
      city: 'Stockholm',
    },
    accounts: [
      {
        accid: 10061,
        accno: '39517302',
        alias: 'Investeringssparkonto',
        type: 'ISK',
        isBlocked: false,
        accountCode: 'ISK',
        atyid: 6,
        isDefault: true,
        plan: {
          initialDeposit: 1_600_000,
          monthlyDeposit: 25_000,
          tradesPerMonth: 1,
          core: [
            { instrumentId: f('Lagerlund Global Hållbar'), amount: 250_000 },
            { instrumentId: f('Mälarstrand Balanserad'), amount: 200_000 },
            { instrumentId: f('Nordbrook Sverige Index'), amount: 150_000 },
            { instrumentId: s('SVHB A'), amount: 80_000 },
          ],
          universe: [f('Ekholm Hälsovård'), f('Lagerlund Företagsobligationer'), s('ALVM'), s('VATS')],
        },
      },
      {
        accid: 10062,
        accno: '39517310',
        alias: 'Aktie- och fondkonto',
        type: 'AF',
        isBlocked: false,
        accountCode: 'AF',
        atyid: 1,
        isDefault: false,
        plan: {
          initialDeposit: 500_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0.5,
          core: [
            { instrumentId: f('Lagerlund Räntefond Kort'), amount: 120_000 },
            { instrumentId: s('NORV B'), amount: 60_000 },
          ],
          universe: [f('Mälarstrand Försiktig'), s('GOTM B')],
        },
      },
    ],
  },
  {
    // KYC answers given more than three years ago (LOW risk: due after 36 months) are overdue, so
    // every buy is refused with KYC_ANSWER_INVALID until the questionnaire is answered again.
    id: 9,
    customerNo: '1005174',
    username: 'demo-kyc',
    firstName: 'Nils',
    lastName: 'Forsberg',
    country: 'SE',
    lang: 'sv',
    segment: 'RETAIL',
    tier: null,
    isPartner: false,
    birthDate: '1978-03-22',
    address: {
      nationalId: '197803224018',
      street: 'Drottninggatan 52',
      postalCode: '753 10',
      city: 'Uppsala',
    },
    kycAnsweredDaysBefore: 3 * 365 + 21,
    accounts: [
      {
        accid: 10071,
        accno: '39620418',
        alias: 'Investeringssparkonto',
        type: 'ISK',
        isBlocked: false,
        accountCode: 'ISK',
        atyid: 6,
        isDefault: true,
        plan: {
          initialDeposit: 60_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0,
          core: [{ instrumentId: f('Nordbrook Sverige Index'), amount: 20_000 }],
          universe: [],
          buyOnly: true,
        },
      },
    ],
  },
  {
    // Enhanced due diligence: KYC answers of a politically exposed person (HIGH risk) wait for a
    // person's review, so buying is blocked, and a CRM task asks for papers on the money's origin.
    id: 10,
    customerNo: '1005182',
    username: 'demo-edd',
    firstName: 'Ebba',
    lastName: 'Dahlgren',
    country: 'SE',
    lang: 'sv',
    segment: 'RETAIL',
    tier: null,
    isPartner: false,
    birthDate: '1985-06-14',
    address: {
      nationalId: '198506142382',
      street: 'Storgatan 14',
      postalCode: '903 26',
      city: 'Umeå',
    },
    // A week ago: the task is not overdue yet.
    kycAnsweredDaysBefore: 7,
    kycSheet: 'PEP',
    openTasks: ['PROVIDE_SOURCE_OF_FUNDS'],
    accounts: [
      {
        accid: 10081,
        accno: '39620531',
        alias: 'Investeringssparkonto',
        type: 'ISK',
        isBlocked: false,
        accountCode: 'ISK',
        atyid: 6,
        isDefault: true,
        plan: {
          initialDeposit: 40_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0,
          core: [{ instrumentId: f('Nordbrook Sverige Index'), amount: 15_000 }],
          universe: [],
          buyOnly: true,
        },
      },
    ],
  },
  {
    // The compliance desk's own demo customer, as demo-edd (PEP answers, buying blocked, a
    // source-of-funds task open), so the desk's end-to-end test does not take demo-edd's task.
    id: 11,
    customerNo: '1005190',
    username: 'demo-desk',
    firstName: 'Disa',
    lastName: 'Lundqvist',
    country: 'SE',
    lang: 'sv',
    segment: 'RETAIL',
    tier: null,
    isPartner: false,
    birthDate: '1990-03-12',
    address: {
      nationalId: '199003122380',
      street: 'Kungsgatan 7',
      postalCode: '753 21',
      city: 'Uppsala',
    },
    kycAnsweredDaysBefore: 7,
    kycSheet: 'PEP',
    openTasks: ['PROVIDE_SOURCE_OF_FUNDS'],
    accounts: [
      {
        accid: 10091,
        accno: '39620644',
        alias: 'Investeringssparkonto',
        type: 'ISK',
        isBlocked: false,
        accountCode: 'ISK',
        atyid: 6,
        isDefault: true,
        plan: {
          initialDeposit: 40_000,
          monthlyDeposit: 0,
          tradesPerMonth: 0,
          core: [{ instrumentId: f('Nordbrook Sverige Index'), amount: 15_000 }],
          universe: [],
          buyOnly: true,
        },
      },
    ],
  },
];

export function birthDateOf(customer: DemoCustomerDef, asOf: string): string {
  return typeof customer.birthDate === 'function' ? customer.birthDate(asOf) : customer.birthDate;
}
