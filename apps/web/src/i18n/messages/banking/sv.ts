import type { BankingCatalogue } from './en';

export const bankingSv: BankingCatalogue = {
  'banking.title': 'Bankkonton',
  'banking.intro':
    'Dina egna konton i andra banker. Pengar du tar ut går bara till något av dem, när din bank har bekräftat att det är ditt: din första insättning från kontot gör det.',
  'banking.list': 'Dina bankkonton',
  'banking.error': 'Dina bankkonton kunde inte hämtas.',
  'banking.loading': 'Hämtar dina bankkonton…',
  'banking.none': 'Du har inte lagt till något bankkonto ännu.',
  'banking.col.account': 'Kontonummer',
  'banking.col.bank': 'Bank',
  'banking.col.status': 'Status',
  'banking.col.added': 'Tillagt',
  'banking.col.actions': 'Åtgärder',
  'banking.status.VERIFIED': 'Bekräftat',
  'banking.status.UNVERIFIED': 'Väntar på din första insättning därifrån',
  'banking.remove': 'Ta bort',
  'banking.remove.label': 'Ta bort {account}',
  'banking.removeFailed': 'Kontot kunde inte tas bort. Försök igen.',
  'banking.add': 'Lägg till ett bankkonto',
  'banking.add.hint.SE':
    'Ett svenskt konto: clearingnumret (fyra siffror, fem för Swedbank) och kontonumret.',
  'banking.add.hint.NO': 'Ett norskt kontonummer: elva siffror.',
  'banking.add.hint.DK':
    'Ett danskt konto: registreringsnumret (fyra siffror) och kontonumret (upp till tio siffror).',
  'banking.add.hint.FI': 'Ett finskt konto som IBAN: FI följt av sexton siffror.',
  'banking.clearing.SE': 'Clearingnummer',
  'banking.clearing.DK': 'Registreringsnummer',
  'banking.number.SE': 'Kontonummer',
  'banking.number.NO': 'Kontonummer',
  'banking.number.DK': 'Kontonummer',
  'banking.number.FI': 'IBAN',
  'banking.add.submit': 'Lägg till konto',
  'banking.added': '{account} har lagts till.',
  'banking.required': 'Fyll i kontonumret.',
  'banking.refused.default': 'Kontot kunde inte läggas till. Försök igen.',
  'banking.refused.BANK_ACCOUNT_FORMAT.SE':
    'Det är inte ett svenskt kontonummer: kontrollera antalet siffror för din bank.',
  'banking.refused.BANK_ACCOUNT_FORMAT.NO': 'Ett norskt kontonummer har elva siffror.',
  'banking.refused.BANK_ACCOUNT_FORMAT.DK':
    'Ett danskt registreringsnummer har fyra siffror och kontonumret upp till tio.',
  'banking.refused.BANK_ACCOUNT_FORMAT.FI': 'En finsk IBAN är FI följt av sexton siffror.',
  'banking.refused.BANK_ACCOUNT_CHECK_DIGIT': 'Numret går inte ihop: troligen är en siffra felskriven.',
  'banking.refused.CLEARING_NUMBER_UNKNOWN': 'Ingen bank har det clearingnumret.',
  'banking.refused.BANK_ACCOUNT_EXISTS': 'Du har redan lagt till det kontot.',
};
