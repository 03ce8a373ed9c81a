import type { BankingCatalogue } from './en';

export const bankingDa: BankingCatalogue = {
  'banking.title': 'Bankkonti',
  'banking.intro':
    'Dine egne konti i andre banker. Penge, du hæver, går kun til en af dem, når din bank har bekræftet, at kontoen er din: din første indbetaling fra den gør det.',
  'banking.list': 'Dine bankkonti',
  'banking.error': 'Dine bankkonti kunne ikke hentes.',
  'banking.loading': 'Henter dine bankkonti…',
  'banking.none': 'Du har ikke tilføjet en bankkonto endnu.',
  'banking.col.account': 'Kontonummer',
  'banking.col.bank': 'Bank',
  'banking.col.status': 'Status',
  'banking.col.added': 'Tilføjet',
  'banking.col.actions': 'Handlinger',
  'banking.status.VERIFIED': 'Bekræftet',
  'banking.status.UNVERIFIED': 'Venter på din første indbetaling derfra',
  'banking.remove': 'Fjern',
  'banking.remove.label': 'Fjern {account}',
  'banking.removeFailed': 'Kontoen kunne ikke fjernes. Prøv igen.',
  'banking.add': 'Tilføj en bankkonto',
  'banking.add.hint.SE': 'En svensk konto: clearingnummeret (fire cifre, fem for Swedbank) og kontonummeret.',
  'banking.add.hint.NO': 'Et norsk kontonummer: elleve cifre.',
  'banking.add.hint.DK':
    'En dansk konto: registreringsnummeret (fire cifre) og kontonummeret (op til ti cifre).',
  'banking.add.hint.FI': 'En finsk konto som IBAN: FI efterfulgt af seksten cifre.',
  'banking.clearing.SE': 'Clearingnummer',
  'banking.clearing.DK': 'Registreringsnummer',
  'banking.number.SE': 'Kontonummer',
  'banking.number.NO': 'Kontonummer',
  'banking.number.DK': 'Kontonummer',
  'banking.number.FI': 'IBAN',
  'banking.add.submit': 'Tilføj konto',
  'banking.added': '{account} er tilføjet.',
  'banking.required': 'Udfyld kontonummeret.',
  'banking.refused.default': 'Kontoen kunne ikke tilføjes. Prøv igen.',
  'banking.refused.BANK_ACCOUNT_FORMAT.SE':
    'Det er ikke et svensk kontonummer: tjek antallet af cifre for din bank.',
  'banking.refused.BANK_ACCOUNT_FORMAT.NO': 'Et norsk kontonummer har elleve cifre.',
  'banking.refused.BANK_ACCOUNT_FORMAT.DK':
    'Et dansk registreringsnummer har fire cifre og kontonummeret op til ti.',
  'banking.refused.BANK_ACCOUNT_FORMAT.FI': 'En finsk IBAN er FI efterfulgt af seksten cifre.',
  'banking.refused.BANK_ACCOUNT_CHECK_DIGIT':
    'Nummeret går ikke op: sandsynligvis er et ciffer skrevet forkert.',
  'banking.refused.CLEARING_NUMBER_UNKNOWN': 'Ingen bank har det clearingnummer.',
  'banking.refused.BANK_ACCOUNT_EXISTS': 'Du har allerede tilføjet den konto.',
};
