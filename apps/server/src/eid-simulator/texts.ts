import { LANGS, type Lang } from '@broker/domain';

/** The simulated eID pages' texts, in the five languages of the site. */

export interface EidSimTexts {
  simulated: string;
  appTitle: string;
  scanLegend: string;
  scanLabel: string;
  scan: string;
  scanProblem: Record<'UNREADABLE' | 'UNKNOWN' | 'FORGED' | 'TOO_OLD' | 'NOT_PENDING', string>;
  whichId: string;
  someoneElse: string;
  nationalId: Record<'SE' | 'NO' | 'DK' | 'FI', string>;
  givenName: string;
  surname: string;
  continue: string;
  cancel: string;
  confirm: (name: string) => string;
  identify: string;
  startFailed: string;
  identified: string;
  cancelled: string;
  ended: string;
  idProblem: Record<'NATIONAL_ID_FORMAT' | 'NATIONAL_ID_DATE' | 'NATIONAL_ID_CHECK_DIGIT' | 'NAME', string>;
  idpTitle: (method: string) => string;
  idpIntro: string;
}

const sv: EidSimTexts = {
  simulated: 'Simulerad e-legitimation (testmiljö). Inga riktiga personer identifieras.',
  appTitle: 'BankID-appen',
  scanLegend: 'Skanna QR-kod',
  scanLabel: 'QR-kodens innehåll',
  scan: 'Skanna',
  scanProblem: {
    UNREADABLE: 'Det är ingen BankID-QR-kod.',
    UNKNOWN: 'Ingen identifiering väntar på den här koden.',
    FORGED: 'QR-koden är inte äkta.',
    TOO_OLD: 'QR-koden är för gammal. Skanna koden som visas nu.',
    NOT_PENDING: 'Identifieringen är redan avslutad.',
  },
  whichId: 'Vem är du?',
  someoneElse: 'Någon annan',
  nationalId: {
    SE: 'Personnummer (ÅÅÅÅMMDDNNNN)',
    NO: 'Fødselsnummer',
    DK: 'CPR-nummer',
    FI: 'Henkilötunnus',
  },
  givenName: 'Förnamn',
  surname: 'Efternamn',
  continue: 'Fortsätt',
  cancel: 'Avbryt',
  confirm: (name) => `Legitimera dig hos Nordbroker som ${name}?`,
  identify: 'Legitimera',
  startFailed: 'Test: fel säkerhetskod för många gånger',
  identified: 'Du är legitimerad. Gå tillbaka till Nordbroker.',
  cancelled: 'Legitimeringen avbröts.',
  ended: 'Legitimeringen är avslutad.',
  idProblem: {
    NATIONAL_ID_FORMAT: 'Skriv numret i rätt form.',
    NATIONAL_ID_DATE: 'Numret innehåller inget giltigt datum.',
    NATIONAL_ID_CHECK_DIGIT: 'Kontrollsiffran stämmer inte.',
    NAME: 'Skriv för- och efternamn.',
  },
  idpTitle: (m) => `Logga in med ${m}`,
  idpIntro: 'Nordbroker vill veta vem du är.',
};

const nb: EidSimTexts = {
  simulated: 'Simulert eID (testmiljø). Ingen ekte personer identifiseres.',
  appTitle: 'BankID-appen',
  scanLegend: 'Skann QR-kode',
  scanLabel: 'Innholdet i QR-koden',
  scan: 'Skann',
  scanProblem: {
    UNREADABLE: 'Dette er ikke en BankID-QR-kode.',
    UNKNOWN: 'Ingen identifisering venter på denne koden.',
    FORGED: 'QR-koden er ikke ekte.',
    TOO_OLD: 'QR-koden er for gammel. Skann koden som vises nå.',
    NOT_PENDING: 'Identifiseringen er allerede avsluttet.',
  },
  whichId: 'Hvem er du?',
  someoneElse: 'Noen andre',
  nationalId: {
    SE: 'Personnummer (ÅÅÅÅMMDDNNNN)',
    NO: 'Fødselsnummer',
    DK: 'CPR-nummer',
    FI: 'Henkilötunnus',
  },
  givenName: 'Fornavn',
  surname: 'Etternavn',
  continue: 'Fortsett',
  cancel: 'Avbryt',
  confirm: (name) => `Identifisere deg hos Nordbroker som ${name}?`,
  identify: 'Identifiser',
  startFailed: 'Test: feil sikkerhetskode for mange ganger',
  identified: 'Du er identifisert. Gå tilbake til Nordbroker.',
  cancelled: 'Identifiseringen ble avbrutt.',
  ended: 'Identifiseringen er avsluttet.',
  idProblem: {
    NATIONAL_ID_FORMAT: 'Skriv nummeret i riktig form.',
    NATIONAL_ID_DATE: 'Nummeret inneholder ingen gyldig dato.',
    NATIONAL_ID_CHECK_DIGIT: 'Kontrollsifrene stemmer ikke.',
    NAME: 'Skriv fornavn og etternavn.',
  },
  idpTitle: (m) => `Logg inn med ${m}`,
  idpIntro: 'Nordbroker vil vite hvem du er.',
};

const da: EidSimTexts = {
  simulated: 'Simuleret eID (testmiljø). Ingen rigtige personer identificeres.',
  appTitle: 'BankID-appen',
  scanLegend: 'Scan QR-kode',
  scanLabel: 'QR-kodens indhold',
  scan: 'Scan',
  scanProblem: {
    UNREADABLE: 'Det er ikke en BankID-QR-kode.',
    UNKNOWN: 'Ingen identifikation venter på denne kode.',
    FORGED: 'QR-koden er ikke ægte.',
    TOO_OLD: 'QR-koden er for gammel. Scan den kode, der vises nu.',
    NOT_PENDING: 'Identifikationen er allerede afsluttet.',
  },
  whichId: 'Hvem er du?',
  someoneElse: 'En anden',
  nationalId: {
    SE: 'Personnummer (ÅÅÅÅMMDDNNNN)',
    NO: 'Fødselsnummer',
    DK: 'CPR-nummer',
    FI: 'Henkilötunnus',
  },
  givenName: 'Fornavn',
  surname: 'Efternavn',
  continue: 'Fortsæt',
  cancel: 'Annuller',
  confirm: (name) => `Identificer dig hos Nordbroker som ${name}?`,
  identify: 'Identificer',
  startFailed: 'Test: forkert sikkerhedskode for mange gange',
  identified: 'Du er identificeret. Gå tilbage til Nordbroker.',
  cancelled: 'Identifikationen blev annulleret.',
  ended: 'Identifikationen er afsluttet.',
  idProblem: {
    NATIONAL_ID_FORMAT: 'Skriv nummeret i den rigtige form.',
    NATIONAL_ID_DATE: 'Nummeret indeholder ingen gyldig dato.',
    NATIONAL_ID_CHECK_DIGIT: 'Kontrolcifferet passer ikke.',
    NAME: 'Skriv fornavn og efternavn.',
  },
  idpTitle: (m) => `Log ind med ${m}`,
  idpIntro: 'Nordbroker vil vide, hvem du er.',
};

const fi: EidSimTexts = {
  simulated: 'Simuloitu sähköinen tunnistus (testiympäristö). Oikeita henkilöitä ei tunnisteta.',
  appTitle: 'BankID-sovellus',
  scanLegend: 'Skannaa QR-koodi',
  scanLabel: 'QR-koodin sisältö',
  scan: 'Skannaa',
  scanProblem: {
    UNREADABLE: 'Tämä ei ole BankID-QR-koodi.',
    UNKNOWN: 'Mikään tunnistus ei odota tätä koodia.',
    FORGED: 'QR-koodi ei ole aito.',
    TOO_OLD: 'QR-koodi on liian vanha. Skannaa nyt näkyvä koodi.',
    NOT_PENDING: 'Tunnistus on jo päättynyt.',
  },
  whichId: 'Kuka olet?',
  someoneElse: 'Joku muu',
  nationalId: {
    SE: 'Personnummer (VVVVKKPPNNNN)',
    NO: 'Fødselsnummer',
    DK: 'CPR-nummer',
    FI: 'Henkilötunnus',
  },
  givenName: 'Etunimi',
  surname: 'Sukunimi',
  continue: 'Jatka',
  cancel: 'Peruuta',
  confirm: (name) => `Tunnistaudutaanko Nordbrokeriin nimellä ${name}?`,
  identify: 'Tunnistaudu',
  startFailed: 'Testi: väärä turvakoodi liian monta kertaa',
  identified: 'Olet tunnistautunut. Palaa Nordbrokeriin.',
  cancelled: 'Tunnistautuminen peruttiin.',
  ended: 'Tunnistautuminen on päättynyt.',
  idProblem: {
    NATIONAL_ID_FORMAT: 'Kirjoita tunnus oikeassa muodossa.',
    NATIONAL_ID_DATE: 'Tunnuksessa ei ole kelvollista päivämäärää.',
    NATIONAL_ID_CHECK_DIGIT: 'Tarkistusmerkki ei täsmää.',
    NAME: 'Kirjoita etunimi ja sukunimi.',
  },
  idpTitle: (m) => `Kirjaudu: ${m}`,
  idpIntro: 'Nordbroker haluaa tietää, kuka olet.',
};

const en: EidSimTexts = {
  simulated: 'Simulated eID (test environment). No real people are identified.',
  appTitle: 'The BankID app',
  scanLegend: 'Scan a QR code',
  scanLabel: 'The QR code’s content',
  scan: 'Scan',
  scanProblem: {
    UNREADABLE: 'That is not a BankID QR code.',
    UNKNOWN: 'No identification is waiting for this code.',
    FORGED: 'This QR code is not genuine.',
    TOO_OLD: 'This QR code is too old. Scan the code shown now.',
    NOT_PENDING: 'This identification has already ended.',
  },
  whichId: 'Who are you?',
  someoneElse: 'Someone else',
  nationalId: {
    SE: 'Personal identity number (YYYYMMDDNNNN)',
    NO: 'Fødselsnummer',
    DK: 'CPR number',
    FI: 'Henkilötunnus',
  },
  givenName: 'First name',
  surname: 'Surname',
  continue: 'Continue',
  cancel: 'Cancel',
  confirm: (name) => `Identify yourself to Nordbroker as ${name}?`,
  identify: 'Identify',
  startFailed: 'Test: wrong security code too many times',
  identified: 'You are identified. Go back to Nordbroker.',
  cancelled: 'The identification was cancelled.',
  ended: 'This identification has ended.',
  idProblem: {
    NATIONAL_ID_FORMAT: 'Write the number in its usual form.',
    NATIONAL_ID_DATE: 'The number holds no valid date.',
    NATIONAL_ID_CHECK_DIGIT: 'The check digit does not match.',
    NAME: 'Write a first name and a surname.',
  },
  idpTitle: (m) => `Log in with ${m}`,
  idpIntro: 'Nordbroker wants to know who you are.',
};

export const EID_SIM_TEXTS: Record<Lang, EidSimTexts> = { sv, nb, da, fi, en };

export function simLang(text: unknown, fallback: Lang): Lang {
  return (LANGS as readonly string[]).includes(String(text)) ? (text as Lang) : fallback;
}
