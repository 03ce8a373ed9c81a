import type { Lang } from '@broker/domain';

/** The simulated signing service's words, in the signer's language. */
export interface SignSimTexts {
  title: string;
  simulated: string;
  document: string;
  signer: string;
  fingerprint: string;
  read: string;
  sign: string;
  reject: string;
  signed: string;
  rejected: string;
  cancelled: string;
  expired: string;
  back: string;
  pageTitle: string;
  pageIntro: string;
  signedAt: string;
  method: string;
  methodValue: string;
  transaction: string;
  sealNote: string;
}

export const SIGN_SIM_TEXTS: Record<Lang, SignSimTexts> = {
  sv: {
    title: 'Signera dokument',
    simulated: 'Simulerad signeringstjänst: knappen står för en underskrift med BankID.',
    document: 'Dokument',
    signer: 'Undertecknare',
    fingerprint: 'Dokumentets kontrollsumma (SHA-256)',
    read: 'Läs dokumentet (PDF)',
    sign: 'Signera med BankID',
    reject: 'Avböj',
    signed: 'Dokumentet är signerat.',
    rejected: 'Du avböjde att signera.',
    cancelled: 'Signeringen har avbrutits av avsändaren.',
    expired: 'Länken har gått ut.',
    back: 'Tillbaka till Nordbroker',
    pageTitle: 'Signaturer',
    pageIntro: 'Dokumentet ovan har signerats elektroniskt av:',
    signedAt: 'Signerat',
    method: 'Metod',
    methodValue: 'BankID (simulerat)',
    transaction: 'Transaktion',
    sealNote: 'Kontrollsumman avser dokumentet före denna sida. En ändring av dokumentet ger en annan summa.',
  },
  nb: {
    title: 'Signer dokument',
    simulated: 'Simulert signeringstjeneste: knappen står for en signatur med BankID.',
    document: 'Dokument',
    signer: 'Signatar',
    fingerprint: 'Dokumentets sjekksum (SHA-256)',
    read: 'Les dokumentet (PDF)',
    sign: 'Signer med BankID',
    reject: 'Avslå',
    signed: 'Dokumentet er signert.',
    rejected: 'Du avslo å signere.',
    cancelled: 'Signeringen er avbrutt av avsenderen.',
    expired: 'Lenken er utløpt.',
    back: 'Tilbake til Nordbroker',
    pageTitle: 'Signaturer',
    pageIntro: 'Dokumentet over er signert elektronisk av:',
    signedAt: 'Signert',
    method: 'Metode',
    methodValue: 'BankID (simulert)',
    transaction: 'Transaksjon',
    sealNote: 'Sjekksummen gjelder dokumentet før denne siden. En endring av dokumentet gir en annen sum.',
  },
  da: {
    title: 'Underskriv dokument',
    simulated: 'Simuleret underskriftstjeneste: knappen står for en underskrift med MitID.',
    document: 'Dokument',
    signer: 'Underskriver',
    fingerprint: 'Dokumentets kontrolsum (SHA-256)',
    read: 'Læs dokumentet (PDF)',
    sign: 'Underskriv',
    reject: 'Afvis',
    signed: 'Dokumentet er underskrevet.',
    rejected: 'Du afviste at underskrive.',
    cancelled: 'Underskriften er annulleret af afsenderen.',
    expired: 'Linket er udløbet.',
    back: 'Tilbage til Nordbroker',
    pageTitle: 'Underskrifter',
    pageIntro: 'Dokumentet ovenfor er underskrevet elektronisk af:',
    signedAt: 'Underskrevet',
    method: 'Metode',
    methodValue: 'eID (simuleret)',
    transaction: 'Transaktion',
    sealNote: 'Kontrolsummen gælder dokumentet før denne side. En ændring af dokumentet giver en anden sum.',
  },
  fi: {
    title: 'Allekirjoita asiakirja',
    simulated: 'Simuloitu allekirjoituspalvelu: painike vastaa allekirjoitusta pankkitunnuksilla.',
    document: 'Asiakirja',
    signer: 'Allekirjoittaja',
    fingerprint: 'Asiakirjan tarkistussumma (SHA-256)',
    read: 'Lue asiakirja (PDF)',
    sign: 'Allekirjoita',
    reject: 'Hylkää',
    signed: 'Asiakirja on allekirjoitettu.',
    rejected: 'Hylkäsit allekirjoituksen.',
    cancelled: 'Lähettäjä on perunut allekirjoituksen.',
    expired: 'Linkki on vanhentunut.',
    back: 'Takaisin Nordbrokeriin',
    pageTitle: 'Allekirjoitukset',
    pageIntro: 'Yllä olevan asiakirjan on allekirjoittanut sähköisesti:',
    signedAt: 'Allekirjoitettu',
    method: 'Tapa',
    methodValue: 'eID (simuloitu)',
    transaction: 'Tapahtuma',
    sealNote: 'Tarkistussumma koskee tätä sivua edeltävää asiakirjaa. Muutettu asiakirja antaa eri summan.',
  },
  en: {
    title: 'Sign document',
    simulated: 'Simulated signing service: the button stands for a signature with BankID.',
    document: 'Document',
    signer: 'Signer',
    fingerprint: 'Document checksum (SHA-256)',
    read: 'Read the document (PDF)',
    sign: 'Sign with BankID',
    reject: 'Decline',
    signed: 'The document is signed.',
    rejected: 'You declined to sign.',
    cancelled: 'The sender has cancelled the signing.',
    expired: 'The link has expired.',
    back: 'Back to Nordbroker',
    pageTitle: 'Signatures',
    pageIntro: 'The document above was signed electronically by:',
    signedAt: 'Signed',
    method: 'Method',
    methodValue: 'BankID (simulated)',
    transaction: 'Transaction',
    sealNote: 'The checksum is of the document before this page. A changed document gives another checksum.',
  },
};
