import type { Lang } from '@broker/domain';

/** The words of the insurance documents (certificate, beneficiary designation), per language. */
export interface InsuranceTexts {
  insurer: string;
  product: string;
  certificateTitle: string;
  designationTitle: string;
  policy: string;
  policyholder: string;
  insured: string;
  nationalId: string;
  startDate: string;
  currency: string;
  issued: string;
  beneficiaries: string;
  standardClause: string;
  standardNote: string;
  name: string;
  birthDate: string;
  share: string;
  signedOn: string;
  designationIntro: string;
  designationEffect: string;
  certificateNote: string;
}

export const INSURANCE_TEXTS: Record<Lang, InsuranceTexts> = {
  sv: {
    insurer: 'Nordbroker Liv (simulerat försäkringsbolag)',
    product: 'Kapitalförsäkring',
    certificateTitle: 'Försäkringsbrev',
    designationTitle: 'Förmånstagarförordnande',
    policy: 'Försäkringsnummer',
    policyholder: 'Försäkringstagare',
    insured: 'Försäkrad',
    nationalId: 'Personnummer',
    startDate: 'Startdag',
    currency: 'Valuta',
    issued: 'Utfärdat',
    beneficiaries: 'Förmånstagare',
    standardClause: 'I första hand make/maka eller registrerad partner, i andra hand barn.',
    standardNote: 'Standardförordnandet enligt villkoren gäller.',
    name: 'Namn',
    birthDate: 'Födelsedatum',
    share: 'Andel',
    signedOn: 'Undertecknat',
    designationIntro: 'Jag förordnar följande förmånstagare till försäkringen vid den försäkrades död:',
    designationEffect:
      'Förordnandet gäller när försäkringstagaren har undertecknat det och ersätter då tidigare förordnanden.',
    certificateNote: 'Försäkringsbrevet sammanfattar försäkringen. Villkoren och förordnandena gäller.',
  },
  nb: {
    insurer: 'Nordbroker Liv (simulert forsikringsselskap)',
    product: 'Kapitalforsikring',
    certificateTitle: 'Forsikringsbevis',
    designationTitle: 'Begunstigelse',
    policy: 'Forsikringsnummer',
    policyholder: 'Forsikringstaker',
    insured: 'Forsikret',
    nationalId: 'Fødselsnummer',
    startDate: 'Startdato',
    currency: 'Valuta',
    issued: 'Utstedt',
    beneficiaries: 'Begunstigede',
    standardClause: 'Først ektefelle eller registrert partner, deretter barn.',
    standardNote: 'Standardbegunstigelsen i vilkårene gjelder.',
    name: 'Navn',
    birthDate: 'Fødselsdato',
    share: 'Andel',
    signedOn: 'Signert',
    designationIntro: 'Jeg innsetter følgende begunstigede til forsikringen ved den forsikredes død:',
    designationEffect:
      'Begunstigelsen gjelder når forsikringstakeren har signert den, og erstatter da tidligere.',
    certificateNote: 'Forsikringsbeviset oppsummerer forsikringen. Vilkårene og begunstigelsene gjelder.',
  },
  da: {
    insurer: 'Nordbroker Liv (simuleret forsikringsselskab)',
    product: 'Kapitalforsikring',
    certificateTitle: 'Forsikringsbevis',
    designationTitle: 'Begunstigelse',
    policy: 'Policenummer',
    policyholder: 'Forsikringstager',
    insured: 'Forsikrede',
    nationalId: 'CPR-nummer',
    startDate: 'Startdato',
    currency: 'Valuta',
    issued: 'Udstedt',
    beneficiaries: 'Begunstigede',
    standardClause: 'Først ægtefælle eller registreret partner, dernæst børn.',
    standardNote: 'Standardbegunstigelsen i betingelserne gælder.',
    name: 'Navn',
    birthDate: 'Fødselsdato',
    share: 'Andel',
    signedOn: 'Underskrevet',
    designationIntro: 'Jeg indsætter følgende begunstigede til forsikringen ved den forsikredes død:',
    designationEffect:
      'Begunstigelsen gælder, når forsikringstageren har underskrevet den, og erstatter tidligere.',
    certificateNote: 'Forsikringsbeviset opsummerer forsikringen. Betingelserne og begunstigelserne gælder.',
  },
  fi: {
    insurer: 'Nordbroker Henki (simuloitu vakuutusyhtiö)',
    product: 'Kapitalisaatiovakuutus',
    certificateTitle: 'Vakuutuskirja',
    designationTitle: 'Edunsaajamääräys',
    policy: 'Vakuutusnumero',
    policyholder: 'Vakuutuksenottaja',
    insured: 'Vakuutettu',
    nationalId: 'Henkilötunnus',
    startDate: 'Alkamispäivä',
    currency: 'Valuutta',
    issued: 'Annettu',
    beneficiaries: 'Edunsaajat',
    standardClause: 'Ensisijaisesti puoliso tai rekisteröity kumppani, toissijaisesti lapset.',
    standardNote: 'Ehtojen vakioedunsaajamääräys on voimassa.',
    name: 'Nimi',
    birthDate: 'Syntymäaika',
    share: 'Osuus',
    signedOn: 'Allekirjoitettu',
    designationIntro: 'Määrään vakuutuksen edunsaajiksi vakuutetun kuoleman varalta:',
    designationEffect:
      'Määräys on voimassa, kun vakuutuksenottaja on allekirjoittanut sen, ja korvaa aiemmat.',
    certificateNote: 'Vakuutuskirja on yhteenveto vakuutuksesta. Ehdot ja määräykset ovat voimassa.',
  },
  en: {
    insurer: 'Nordbroker Life (simulated insurer)',
    product: 'Endowment insurance (kapitalförsäkring)',
    certificateTitle: 'Insurance certificate',
    designationTitle: 'Beneficiary designation',
    policy: 'Policy number',
    policyholder: 'Policyholder',
    insured: 'Insured',
    nationalId: 'National identity number',
    startDate: 'Start date',
    currency: 'Currency',
    issued: 'Issued',
    beneficiaries: 'Beneficiaries',
    standardClause: 'First the spouse or registered partner, then the children.',
    standardNote: "The terms' standard clause applies.",
    name: 'Name',
    birthDate: 'Date of birth',
    share: 'Share',
    signedOn: 'Signed',
    designationIntro: "I designate the following beneficiaries of the insurance on the insured's death:",
    designationEffect:
      'The designation takes effect when the policyholder has signed it, and then replaces earlier ones.',
    certificateNote: 'The certificate summarises the insurance. Its terms and the designations apply.',
  },
};
