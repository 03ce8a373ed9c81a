/** Norwegian (bokmål) texts of company accounts (docs/decisions.md "Company accounts"). */
import type { companiesEn } from './en';

export const companiesNb: Record<keyof typeof companiesEn, string> = {
  'companies.title': 'Åpne selskapskonto',
  'companies.menu': 'Åpne selskapskonto',
  'companies.intro':
    'Hvis du alene har signaturrett for et selskap, kan du åpne en konto for det her. Vi slår opp selskapet i foretaksregisteret.',
  'companies.orgNumber.SE': 'Organisasjonsnummer (organisationsnummer)',
  'companies.orgNumber.NO': 'Organisasjonsnummer',
  'companies.orgNumber.DK': 'CVR-nummer',
  'companies.orgNumber.FI': 'Foretaks-ID (Y-tunnus)',
  'companies.lookup': 'Slå opp',
  'companies.lookingUp': 'Slår opp…',
  'companies.error.ORG_NUMBER_INVALID': 'Nummeret er ikke gyldig. Sjekk sifrene.',
  'companies.error.COMPANY_NOT_FOUND': 'Registeret har ikke noe selskap med det nummeret.',
  'companies.error.COMPANY_REGISTER_UNAVAILABLE':
    'Foretaksregisteret kan ikke nås akkurat nå. Prøv igjen om litt.',
  'companies.error.lookup': 'Selskapet kunne ikke slås opp. Prøv igjen.',
  'companies.card.legalForm': 'Selskapsform',
  'companies.card.orgNumber': 'Nummer',
  'companies.card.address': 'Adresse',
  'companies.card.registeredOn': 'Registrert',
  'companies.card.role': 'Din rolle',
  'companies.role.CHAIR': 'Styreleder',
  'companies.role.BOARD_MEMBER': 'Styremedlem',
  'companies.role.CEO': 'Daglig leder',
  'companies.role.DEPUTY': 'Varamedlem',
  'companies.role.none': 'Ikke registrert',
  'companies.refusal.COMPANY_NOT_FOUND': 'Registeret har ikke noe selskap med det nummeret.',
  'companies.refusal.COMPANY_NOT_ACTIVE':
    'Selskapet er under avvikling eller er oppløst, og kan derfor ikke åpne konto.',
  'companies.refusal.COMPANY_FORM_NOT_SUPPORTED':
    'Kontoer for denne typen selskap åpner vi manuelt, ikke på nett. Kontakt oss, så hjelper vi deg.',
  'companies.refusal.COMPANY_SIGNATORY_REQUIRED':
    'Bare den som alene har signaturrett, kan åpne selskapets konto på nett. Kontakt oss, så hjelper vi deg.',
  'companies.refusal.COMPANY_ALREADY_CUSTOMER':
    'Selskapet er allerede kunde. De som representerer det, bytter til selskapet i kontomenyen.',
  'companies.owners.legend': 'Reelle rettighetshavere',
  'companies.owners.help':
    'Personene som direkte eller indirekte eier eller kontrollerer mer enn 25 % av selskapet.',
  'companies.owners.some': 'Disse personene eier eller kontrollerer mer enn 25 %',
  'companies.owners.none': 'Ingen eier eller kontrollerer mer enn 25 %',
  'companies.owner.legend': 'Rettighetshaver {number}',
  'companies.owner.name': 'Fullt navn',
  'companies.owner.birthDate': 'Fødselsdato',
  'companies.owner.share': 'Andel (%)',
  'companies.owner.pep': 'Politisk eksponert person (PEP)',
  'companies.owner.pepHelp':
    'Kryss av hvis personen har, eller de siste 12 månedene har hatt, et høytstående offentlig verv (for eksempel statsråd, stortingsrepresentant, dommer eller ambassadør), eller er nært familiemedlem eller kjent medarbeider av en slik person.',
  'companies.owner.add': 'Legg til en rettighetshaver',
  'companies.owner.remove': 'Fjern rettighetshaver {number}',
  'companies.owner.error.name': 'Skriv personens fulle navn.',
  'companies.owner.error.birthDate': 'Skriv en gyldig fødselsdato som ÅÅÅÅ-MM-DD.',
  'companies.owner.error.share': 'Skriv en andel over 25 og høyst 100, med høyst to desimaler.',
  'companies.error.BENEFICIAL_OWNERS_OVER_100': 'Til sammen blir andelene mer enn 100 %.',
  'companies.error.BENEFICIAL_OWNERS_UNCLEAR':
    'Oppgi hvem som eier eller kontrollerer mer enn 25 % av selskapet, eller at ingen gjør det.',
  'companies.error.BENEFICIAL_OWNER_PEP':
    'Når en rettighetshaver er politisk eksponert, åpner vi kontoen selv etter en grundigere kontroll. Kontakt oss, så hjelper vi deg.',
  'companies.lei.label': 'LEI (valgfritt)',
  'companies.lei.help':
    'Uten LEI kan selskapet ikke handle før det har oppgitt en. Det kan gjøres senere under Gjøremål.',
  'companies.error.LEI_INVALID': 'Det er ikke en gyldig LEI. Sjekk de 20 tegnene.',
  'companies.submit': 'Åpne kontoen',
  'companies.submitting': 'Åpner…',
  'companies.error.open': 'Kontoen kunne ikke åpnes. Prøv igjen.',
  'companies.opened.title': 'Selskapskontoen er åpnet',
  'companies.opened.text': '{company} har nå en konto hos oss med kontonummer {accno}.',
  'companies.opened.switchHelp': 'Du bytter mellom deg selv og selskapet i kontomenyen.',
  'companies.goTo': 'Gå til {company}',
  'companies.switchTo': 'Bytt til {company}',
  'companies.switchFailed': 'Byttet gikk ikke. Prøv igjen.',
  'companies.acting.label': 'Du representerer et selskap',
  'companies.acting.text': 'Du representerer {company}',
  'companies.acting.back': 'Tilbake til {person}',
  'companies.estate.switchTo': 'Bytt til Dødsbo etter {name}',
  'companies.acting.labelEstate': 'Du representerer et dødsbo',
  'companies.acting.textEstate': 'Du representerer Dødsbo etter {name}',
  'companies.acting.valuation': 'Verdsettelse på dødsdagen',
};
