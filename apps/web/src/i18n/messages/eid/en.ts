/** English texts of the eID logins (BankID, Signicat); the reference for their other languages. */
export const eidEn = {
  'eid.heading': 'Log in with e-ID',
  'eid.country': 'Your e-ID’s country',
  'eid.or': 'Or log in with username and password',
  'eid.bankid.start': 'Log in with BankID',
  'eid.bankid.qrAlt': 'QR code to scan with the BankID app',
  'eid.bankid.openHere': 'Open BankID on this device',
  'eid.bankid.hint.outstandingTransaction': 'Start the BankID app and scan the QR code.',
  'eid.bankid.hint.noClient': 'Start the BankID app.',
  'eid.bankid.hint.started': 'Searching for BankID, it may take a little while…',
  'eid.bankid.hint.userSign': 'Enter your security code in the BankID app and select Identify.',
  'eid.bankid.hint.userCancel': 'Action cancelled.',
  'eid.bankid.hint.expiredTransaction':
    'The BankID app did not respond in time. Check that it is started, then try again.',
  'eid.bankid.hint.startFailed': 'The identification in the BankID app failed. Try again.',
  'eid.bankid.inProgress': 'Identification in progress.',
  'eid.signicat.NO': 'Log in with BankID',
  'eid.signicat.DK': 'Log in with MitID',
  'eid.signicat.FI': 'Log in with bank ID (Finnish Trust Network)',
  'eid.loggingIn': 'Logging you in…',
  'eid.cancel': 'Cancel',
  'eid.tryAgain': 'Try again',
  'eid.error.failed': 'The login did not go through. Try again.',
  'eid.error.unavailable': 'The e-ID service cannot be reached right now. Try again in a moment.',
  'eid.error.expired': 'The login took too long. Try again.',
  'eid.off': 'Logging in with e-ID is not available here. Log in with your username and password.',
  'eid.callback.title': 'Logging in with e-ID',
  'eid.callback.cancelled': 'You cancelled the identification.',
  'eid.callback.back': 'Back to logging in',
};

export type EidCatalogue = Record<keyof typeof eidEn, string>;
