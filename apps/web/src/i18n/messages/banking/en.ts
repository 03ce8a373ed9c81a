/** English texts of the bank accounts page; the reference for their other languages. */
export const bankingEn = {
  'banking.title': 'Bank accounts',
  'banking.intro':
    'Your own accounts at other banks. Money you withdraw goes only to one of them, once your bank has confirmed that it is yours: your first deposit from it does that.',
  'banking.list': 'Your bank accounts',
  'banking.error': 'Your bank accounts could not be fetched.',
  'banking.loading': 'Fetching your bank accounts…',
  'banking.none': 'You have not added a bank account yet.',
  'banking.col.account': 'Account number',
  'banking.col.bank': 'Bank',
  'banking.col.status': 'Status',
  'banking.col.added': 'Added',
  'banking.col.actions': 'Actions',
  'banking.status.VERIFIED': 'Confirmed',
  'banking.status.UNVERIFIED': 'Waiting for your first deposit from it',
  'banking.remove': 'Remove',
  'banking.remove.label': 'Remove {account}',
  'banking.removeFailed': 'The account could not be removed. Please try again.',
  'banking.add': 'Add a bank account',
  'banking.add.hint.SE':
    'A Swedish account: the clearing number (four digits, five for Swedbank) and the account number.',
  'banking.add.hint.NO': 'A Norwegian account number: eleven digits.',
  'banking.add.hint.DK':
    'A Danish account: the registration number (four digits) and the account number (up to ten digits).',
  'banking.add.hint.FI': 'A Finnish account as an IBAN: FI followed by sixteen digits.',
  'banking.clearing.SE': 'Clearing number',
  'banking.clearing.DK': 'Registration number',
  'banking.number.SE': 'Account number',
  'banking.number.NO': 'Account number',
  'banking.number.DK': 'Account number',
  'banking.number.FI': 'IBAN',
  'banking.add.submit': 'Add account',
  'banking.added': '{account} has been added.',
  'banking.removed': '{account} has been removed.',
  'banking.required.clearing.SE': 'Please fill in the clearing number.',
  'banking.required.clearing.DK': 'Please fill in the registration number.',
  'banking.required': 'Please fill in the account number.',
  'banking.refused.default': 'The account could not be added. Please try again.',
  'banking.refused.BANK_ACCOUNT_FORMAT.SE':
    'That is not a Swedish account number: check the number of digits for your bank.',
  'banking.refused.BANK_ACCOUNT_FORMAT.NO': 'A Norwegian account number has eleven digits.',
  'banking.refused.BANK_ACCOUNT_FORMAT.DK':
    'A Danish registration number has four digits and an account number up to ten.',
  'banking.refused.BANK_ACCOUNT_FORMAT.FI': 'A Finnish IBAN is FI followed by sixteen digits.',
  'banking.refused.BANK_ACCOUNT_CHECK_DIGIT': 'The number does not add up: a digit is probably mistyped.',
  'banking.refused.CLEARING_NUMBER_UNKNOWN': 'No bank has that clearing number.',
  'banking.refused.BANK_ACCOUNT_EXISTS': 'You have already added that account.',
};

export type BankingCatalogue = Record<keyof typeof bankingEn, string>;
