import type { Lang } from '@broker/domain';

/** The simulated bank page's words, in the payer's language. */
export interface SimBankTexts {
  title: string;
  simulated: string;
  payTo: string;
  amount: string;
  chooseBank: string;
  continue: string;
  loggedIn: (bank: string, name: string) => string;
  payFrom: string;
  approve: string;
  cancel: string;
  otherBank: string;
  /** The test link: someone else logs in at the bank (the merchant should refuse their account). */
  otherPerson: string;
  rejected: string;
  done: string;
  cancelled: string;
  expired: string;
  back: string;
  transferTitle: string;
  fromAccount: string;
  clearing: string;
  accountNumber: string;
  toAccount: string;
  reference: string;
  send: string;
  sent: string;
  badFrom: string;
  badAmount: string;
  badReference: string;
  badReferenceCheck: string;
}

export const SIM_BANK_TEXTS: Record<Lang, SimBankTexts> = {
  sv: {
    title: 'Betala med din bank',
    simulated: 'Simulerad betaltjänst: inga riktiga pengar flyttas.',
    payTo: 'Mottagare',
    amount: 'Belopp',
    chooseBank: 'Välj din bank',
    continue: 'Fortsätt',
    loggedIn: (bank, name) => `Inloggad hos ${bank} som ${name}.`,
    payFrom: 'Betala från konto',
    approve: 'Godkänn betalningen',
    cancel: 'Avbryt',
    otherBank: 'Välj en annan bank',
    otherPerson: 'Logga in som en annan person (test)',
    rejected: 'Mottagaren tog inte emot en betalning från det här kontot. Inga pengar drogs.',
    done: 'Betalningen är redan godkänd.',
    cancelled: 'Betalningen är avbruten.',
    expired: 'Betalningen finns inte längre.',
    back: 'Tillbaka till mäklaren',
    transferTitle: 'Överföring från ditt konto',
    fromAccount: 'Från ditt konto (clearingnummer och kontonummer)',
    clearing: 'Clearingnummer',
    accountNumber: 'Kontonummer',
    toAccount: 'Till konto',
    reference: 'Referens (OCR)',
    send: 'Skicka överföringen',
    sent: 'Överföringen är skickad. Mottagaren får pengarna nästa bankdag.',
    badFrom: 'Kontonumret stämmer inte.',
    badAmount: 'Ange ett belopp, till exempel 500 eller 250,50.',
    badReference: 'Ange referensen med siffror.',
    badReferenceCheck: 'Referensen stämmer inte: kontrollera siffrorna.',
  },
  nb: {
    title: 'Betal med banken din',
    simulated: 'Simulert betalingstjeneste: ingen ekte penger flyttes.',
    payTo: 'Mottaker',
    amount: 'Beløp',
    chooseBank: 'Velg banken din',
    continue: 'Fortsett',
    loggedIn: (bank, name) => `Logget inn i ${bank} som ${name}.`,
    payFrom: 'Betal fra konto',
    approve: 'Godkjenn betalingen',
    cancel: 'Avbryt',
    otherBank: 'Velg en annen bank',
    otherPerson: 'Logg inn som en annen person (test)',
    rejected: 'Mottakeren tok ikke imot en betaling fra denne kontoen. Ingen penger ble trukket.',
    done: 'Betalingen er allerede godkjent.',
    cancelled: 'Betalingen er avbrutt.',
    expired: 'Betalingen finnes ikke lenger.',
    back: 'Tilbake til megleren',
    transferTitle: 'Overføring fra kontoen din',
    fromAccount: 'Fra kontoen din',
    clearing: 'Clearingnummer',
    accountNumber: 'Kontonummer',
    toAccount: 'Til konto',
    reference: 'KID / referanse',
    send: 'Send overføringen',
    sent: 'Overføringen er sendt. Mottakeren får pengene neste bankdag.',
    badFrom: 'Kontonummeret stemmer ikke.',
    badAmount: 'Skriv inn et beløp, for eksempel 500 eller 250,50.',
    badReference: 'Skriv referansen med sifre.',
    badReferenceCheck: 'Referansen stemmer ikke: sjekk sifrene.',
  },
  da: {
    title: 'Betal med din bank',
    simulated: 'Simuleret betalingstjeneste: ingen rigtige penge flyttes.',
    payTo: 'Modtager',
    amount: 'Beløb',
    chooseBank: 'Vælg din bank',
    continue: 'Fortsæt',
    loggedIn: (bank, name) => `Logget ind i ${bank} som ${name}.`,
    payFrom: 'Betal fra konto',
    approve: 'Godkend betalingen',
    cancel: 'Annullér',
    otherBank: 'Vælg en anden bank',
    otherPerson: 'Log ind som en anden person (test)',
    rejected: 'Modtageren tog ikke imod en betaling fra denne konto. Der blev ikke trukket penge.',
    done: 'Betalingen er allerede godkendt.',
    cancelled: 'Betalingen er annulleret.',
    expired: 'Betalingen findes ikke længere.',
    back: 'Tilbage til mægleren',
    transferTitle: 'Overførsel fra din konto',
    fromAccount: 'Fra din konto (registreringsnummer og kontonummer)',
    clearing: 'Registreringsnummer',
    accountNumber: 'Kontonummer',
    toAccount: 'Til konto',
    reference: 'Reference',
    send: 'Send overførslen',
    sent: 'Overførslen er sendt. Modtageren får pengene næste bankdag.',
    badFrom: 'Kontonummeret stemmer ikke.',
    badAmount: 'Skriv et beløb, for eksempel 500 eller 250,50.',
    badReference: 'Skriv referencen med cifre.',
    badReferenceCheck: 'Referencen stemmer ikke: kontrollér cifrene.',
  },
  fi: {
    title: 'Maksa pankkisi kautta',
    simulated: 'Simuloitu maksupalvelu: oikeaa rahaa ei siirry.',
    payTo: 'Saaja',
    amount: 'Summa',
    chooseBank: 'Valitse pankkisi',
    continue: 'Jatka',
    loggedIn: (bank, name) => `Kirjautunut pankkiin ${bank}: ${name}.`,
    payFrom: 'Maksa tililtä',
    approve: 'Hyväksy maksu',
    cancel: 'Peruuta',
    otherBank: 'Valitse toinen pankki',
    otherPerson: 'Kirjaudu toisena henkilönä (testi)',
    rejected: 'Saaja ei ottanut vastaan maksua tältä tililtä. Rahaa ei veloitettu.',
    done: 'Maksu on jo hyväksytty.',
    cancelled: 'Maksu on peruttu.',
    expired: 'Maksua ei enää ole.',
    back: 'Takaisin välittäjälle',
    transferTitle: 'Tilisiirto tililtäsi',
    fromAccount: 'Tililtäsi (IBAN)',
    clearing: 'Selvitysnumero',
    accountNumber: 'Tilinumero',
    toAccount: 'Tilille',
    reference: 'Viitenumero',
    send: 'Lähetä tilisiirto',
    sent: 'Tilisiirto on lähetetty. Saaja saa rahat seuraavana pankkipäivänä.',
    badFrom: 'Tilinumero ei täsmää.',
    badAmount: 'Anna summa, esimerkiksi 500 tai 250,50.',
    badReference: 'Anna viite numeroina.',
    badReferenceCheck: 'Viitenumero ei ole oikein: tarkista numerot.',
  },
  en: {
    title: 'Pay with your bank',
    simulated: 'Simulated payment service: no real money moves.',
    payTo: 'Payee',
    amount: 'Amount',
    chooseBank: 'Choose your bank',
    continue: 'Continue',
    loggedIn: (bank, name) => `Logged in at ${bank} as ${name}.`,
    payFrom: 'Pay from account',
    approve: 'Approve the payment',
    cancel: 'Cancel',
    otherBank: 'Choose another bank',
    otherPerson: 'Log in as another person (test)',
    rejected: 'The receiver did not accept a payment from this account. No money was taken.',
    done: 'The payment is already approved.',
    cancelled: 'The payment is cancelled.',
    expired: 'The payment no longer exists.',
    back: 'Back to the broker',
    transferTitle: 'Transfer from your account',
    fromAccount: 'From your account',
    clearing: 'Clearing number',
    accountNumber: 'Account number',
    toAccount: 'To account',
    reference: 'Reference',
    send: 'Send the transfer',
    sent: 'The transfer is sent. The payee gets the money the next banking day.',
    badFrom: 'That account number does not add up.',
    badAmount: 'Enter an amount, for example 500 or 250.50.',
    badReference: 'Enter the reference in digits.',
    badReferenceCheck: 'The reference does not check out: please check the digits.',
  },
};
