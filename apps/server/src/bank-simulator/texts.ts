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
  done: string;
  cancelled: string;
  expired: string;
  back: string;
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
    done: 'Betalningen är redan godkänd.',
    cancelled: 'Betalningen är avbruten.',
    expired: 'Betalningen finns inte längre.',
    back: 'Tillbaka till mäklaren',
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
    done: 'Betalingen er allerede godkjent.',
    cancelled: 'Betalingen er avbrutt.',
    expired: 'Betalingen finnes ikke lenger.',
    back: 'Tilbake til megleren',
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
    done: 'Betalingen er allerede godkendt.',
    cancelled: 'Betalingen er annulleret.',
    expired: 'Betalingen findes ikke længere.',
    back: 'Tilbage til mægleren',
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
    done: 'Maksu on jo hyväksytty.',
    cancelled: 'Maksu on peruttu.',
    expired: 'Maksua ei enää ole.',
    back: 'Takaisin välittäjälle',
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
    done: 'The payment is already approved.',
    cancelled: 'The payment is cancelled.',
    expired: 'The payment no longer exists.',
    back: 'Back to the broker',
  },
};
