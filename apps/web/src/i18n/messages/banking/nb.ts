import type { BankingCatalogue } from './en';

export const bankingNb: BankingCatalogue = {
  'banking.title': 'Bankkontoer',
  'banking.intro':
    'Dine egne kontoer i andre banker. Penger du tar ut, går bare til en av dem når banken din har bekreftet at kontoen er din: ditt første innskudd fra den gjør det.',
  'banking.list': 'Dine bankkontoer',
  'banking.error': 'Bankkontoene dine kunne ikke hentes.',
  'banking.loading': 'Henter bankkontoene dine…',
  'banking.none': 'Du har ikke lagt til noen bankkonto ennå.',
  'banking.col.account': 'Kontonummer',
  'banking.col.bank': 'Bank',
  'banking.col.status': 'Status',
  'banking.col.added': 'Lagt til',
  'banking.col.actions': 'Handlinger',
  'banking.status.VERIFIED': 'Bekreftet',
  'banking.status.UNVERIFIED': 'Venter på ditt første innskudd derfra',
  'banking.remove': 'Fjern',
  'banking.remove.label': 'Fjern {account}',
  'banking.removeFailed': 'Kontoen kunne ikke fjernes. Prøv igjen.',
  'banking.add': 'Legg til en bankkonto',
  'banking.add.hint.SE': 'En svensk konto: clearingnummeret (fire sifre, fem for Swedbank) og kontonummeret.',
  'banking.add.hint.NO': 'Et norsk kontonummer: elleve sifre.',
  'banking.add.hint.DK':
    'En dansk konto: registreringsnummeret (fire sifre) og kontonummeret (opptil ti sifre).',
  'banking.add.hint.FI': 'En finsk konto som IBAN: FI fulgt av seksten sifre.',
  'banking.clearing.SE': 'Clearingnummer',
  'banking.clearing.DK': 'Registreringsnummer',
  'banking.number.SE': 'Kontonummer',
  'banking.number.NO': 'Kontonummer',
  'banking.number.DK': 'Kontonummer',
  'banking.number.FI': 'IBAN',
  'banking.add.submit': 'Legg til konto',
  'banking.added': '{account} er lagt til.',
  'banking.required': 'Fyll inn kontonummeret.',
  'banking.refused.default': 'Kontoen kunne ikke legges til. Prøv igjen.',
  'banking.refused.BANK_ACCOUNT_FORMAT.SE':
    'Det er ikke et svensk kontonummer: sjekk antall sifre for banken din.',
  'banking.refused.BANK_ACCOUNT_FORMAT.NO': 'Et norsk kontonummer har elleve sifre.',
  'banking.refused.BANK_ACCOUNT_FORMAT.DK':
    'Et dansk registreringsnummer har fire sifre og kontonummeret opptil ti.',
  'banking.refused.BANK_ACCOUNT_FORMAT.FI': 'En finsk IBAN er FI fulgt av seksten sifre.',
  'banking.refused.BANK_ACCOUNT_CHECK_DIGIT':
    'Nummeret stemmer ikke: sannsynligvis er et siffer skrevet feil.',
  'banking.refused.CLEARING_NUMBER_UNKNOWN': 'Ingen bank har det clearingnummeret.',
  'banking.refused.BANK_ACCOUNT_EXISTS': 'Du har allerede lagt til den kontoen.',
};
