import type { CountryCode, RegisteredCompany } from '@broker/domain';

/**
 * The companies the simulated register knows, as a register's test environment lists test
 * companies: numbers with correct check digits, signatories among the eID simulator's test persons
 * (demo customers by their national ids). Each case of the online opening has one: a person who
 * signs alone, one who signs jointly only, a company being wound up, a form that needs papers.
 */
export const TEST_COMPANIES: readonly (RegisteredCompany & { country: CountryCode })[] = [
  {
    country: 'SE',
    orgNumber: '556677-8899',
    name: 'Lindqvist Konsult AB',
    legalForm: 'AB',
    status: 'ACTIVE',
    registeredOn: '2015-03-02',
    address: { street: 'Västmannagatan 14', postalCode: '113 25', city: 'Stockholm' },
    signatories: [
      { nationalId: '197104172387', name: 'Karin Lindqvist', role: 'CHAIR', signsAlone: true },
      { nationalId: '198803141236', name: 'Erik Holm', role: 'BOARD_MEMBER', signsAlone: false },
    ],
  },
  {
    country: 'SE',
    orgNumber: '559012-3450',
    name: 'Ekström Design AB',
    legalForm: 'AB',
    status: 'ACTIVE',
    registeredOn: '2019-09-16',
    address: { street: 'Kungsgatan 7', postalCode: '411 19', city: 'Göteborg' },
    signatories: [{ nationalId: '198206304514', name: 'Johan Ekström', role: 'CHAIR', signsAlone: true }],
  },
  {
    country: 'SE',
    orgNumber: '969876-5436',
    name: 'Holm & Lindqvist HB',
    legalForm: 'HB',
    status: 'ACTIVE',
    registeredOn: '2011-05-20',
    address: { street: 'Drottninggatan 50', postalCode: '111 21', city: 'Stockholm' },
    // Partners who sign together only: the online opening refers them to support.
    signatories: [
      { nationalId: '197104172387', name: 'Karin Lindqvist', role: 'BOARD_MEMBER', signsAlone: false },
      { nationalId: '198803141236', name: 'Erik Holm', role: 'BOARD_MEMBER', signsAlone: false },
    ],
  },
  {
    country: 'SE',
    orgNumber: '556012-5790',
    name: 'Nordhavet Shipping AB (under likvidation)',
    legalForm: 'AB',
    status: 'LIQUIDATION',
    registeredOn: '1998-01-12',
    address: { street: 'Skeppsbron 2', postalCode: '111 30', city: 'Stockholm' },
    signatories: [{ nationalId: '197104172387', name: 'Karin Lindqvist', role: 'CEO', signsAlone: true }],
  },
  {
    country: 'SE',
    orgNumber: '716420-1233',
    name: 'Stiftelsen Lindqvists Minne',
    legalForm: 'STIFTELSE',
    status: 'ACTIVE',
    registeredOn: '2003-10-01',
    address: { street: 'Västmannagatan 14', postalCode: '113 25', city: 'Stockholm' },
    signatories: [{ nationalId: '197104172387', name: 'Karin Lindqvist', role: 'CHAIR', signsAlone: true }],
  },
  {
    country: 'NO',
    orgNumber: '987654325',
    name: 'Haugland Invest AS',
    legalForm: 'AS',
    status: 'ACTIVE',
    registeredOn: '2012-06-04',
    address: { street: 'Thereses gate 12', postalCode: '0358', city: 'Oslo' },
    signatories: [{ nationalId: '09088618170', name: 'Magnus Haugland', role: 'CHAIR', signsAlone: true }],
  },
  {
    country: 'DK',
    orgNumber: '37123455',
    name: 'Kjærgaard Holding ApS',
    legalForm: 'ApS',
    status: 'ACTIVE',
    registeredOn: '2015-11-09',
    address: { street: 'Nørrebrogade 20', postalCode: '2200', city: 'København N' },
    signatories: [{ nationalId: '230279-2148', name: 'Mette Kjærgaard', role: 'CEO', signsAlone: true }],
  },
  {
    country: 'FI',
    orgNumber: '1234567-1',
    name: 'Virtanen Capital Oy',
    legalForm: 'Oy',
    status: 'ACTIVE',
    registeredOn: '2017-02-01',
    address: { street: 'Mannerheimintie 10', postalCode: '00100', city: 'Helsinki' },
    signatories: [{ nationalId: '231190-457N', name: 'Antti Virtanen', role: 'CHAIR', signsAlone: true }],
  },
];
