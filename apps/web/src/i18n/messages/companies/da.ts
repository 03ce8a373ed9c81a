/** Danish texts of company accounts (docs/decisions.md "Company accounts"). */
import type { companiesEn } from './en';

export const companiesDa: Record<keyof typeof companiesEn, string> = {
  'companies.title': 'Åbn virksomhedskonto',
  'companies.menu': 'Åbn virksomhedskonto',
  'companies.intro':
    'Hvis du alene tegner en virksomhed, kan du åbne en konto til den her. Vi slår virksomheden op i virksomhedsregistret.',
  'companies.orgNumber.SE': 'Organisationsnummer',
  'companies.orgNumber.NO': 'Organisationsnummer (organisasjonsnummer)',
  'companies.orgNumber.DK': 'CVR-nummer',
  'companies.orgNumber.FI': 'Virksomheds-ID (Y-tunnus)',
  'companies.lookup': 'Slå op',
  'companies.lookingUp': 'Slår op…',
  'companies.error.ORG_NUMBER_INVALID': 'Nummeret er ikke gyldigt. Tjek cifrene.',
  'companies.error.COMPANY_NOT_FOUND': 'Registret har ingen virksomhed med det nummer.',
  'companies.error.COMPANY_REGISTER_UNAVAILABLE':
    'Virksomhedsregistret kan ikke nås lige nu. Prøv igen om lidt.',
  'companies.error.lookup': 'Virksomheden kunne ikke slås op. Prøv igen.',
  'companies.card.legalForm': 'Virksomhedsform',
  'companies.card.orgNumber': 'Nummer',
  'companies.card.address': 'Adresse',
  'companies.card.registeredOn': 'Registreret',
  'companies.card.role': 'Din rolle',
  'companies.role.CHAIR': 'Bestyrelsesformand',
  'companies.role.BOARD_MEMBER': 'Bestyrelsesmedlem',
  'companies.role.CEO': 'Direktør',
  'companies.role.DEPUTY': 'Suppleant',
  'companies.role.none': 'Ikke registreret',
  'companies.refusal.COMPANY_NOT_FOUND': 'Registret har ingen virksomhed med det nummer.',
  'companies.refusal.COMPANY_NOT_ACTIVE':
    'Virksomheden er under afvikling eller opløst og kan derfor ikke åbne en konto.',
  'companies.refusal.COMPANY_FORM_NOT_SUPPORTED':
    'Konti til denne slags virksomhed åbner vi manuelt, ikke online. Kontakt os, så hjælper vi dig.',
  'companies.refusal.COMPANY_SIGNATORY_REQUIRED':
    'Kun den, der alene tegner virksomheden, kan åbne dens konto online. Kontakt os, så hjælper vi dig.',
  'companies.refusal.COMPANY_ALREADY_CUSTOMER':
    'Virksomheden er allerede kunde. Dens repræsentanter skifter til den i kontomenuen.',
  'companies.owners.legend': 'Reelle ejere',
  'companies.owners.help':
    'De personer, der direkte eller indirekte ejer eller kontrollerer mere end 25 % af virksomheden.',
  'companies.owners.some': 'Disse personer ejer eller kontrollerer mere end 25 %',
  'companies.owners.none': 'Ingen ejer eller kontrollerer mere end 25 %',
  'companies.owner.legend': 'Reel ejer {number}',
  'companies.owner.name': 'Fulde navn',
  'companies.owner.birthDate': 'Fødselsdato',
  'companies.owner.share': 'Andel (%)',
  'companies.owner.pep': 'Politisk eksponeret person (PEP)',
  'companies.owner.pepHelp':
    'Sæt kryds, hvis personen har, eller inden for de seneste 12 måneder har haft, et højtstående offentligt hverv (fx minister, folketingsmedlem, dommer eller ambassadør), eller er nært familiemedlem eller nær samarbejdspartner til en sådan person.',
  'companies.owner.add': 'Tilføj en reel ejer',
  'companies.owner.remove': 'Fjern reel ejer {number}',
  'companies.owner.error.name': 'Skriv personens fulde navn.',
  'companies.owner.error.birthDate': 'Skriv en gyldig fødselsdato som ÅÅÅÅ-MM-DD.',
  'companies.owner.error.share': 'Skriv en andel over 25 og højst 100, med højst to decimaler.',
  'companies.error.BENEFICIAL_OWNERS_OVER_100': 'Tilsammen bliver andelene mere end 100 %.',
  'companies.error.BENEFICIAL_OWNERS_UNCLEAR':
    'Angiv, hvem der ejer eller kontrollerer mere end 25 % af virksomheden, eller at ingen gør.',
  'companies.error.BENEFICIAL_OWNER_PEP':
    'Når en reel ejer er politisk eksponeret, åbner vi selv kontoen efter en skærpet kontrol. Kontakt os, så hjælper vi dig.',
  'companies.lei.label': 'LEI (valgfrit)',
  'companies.lei.help':
    'Uden LEI kan virksomheden ikke handle, før den har oplyst en. Det kan gøres senere under Opgaver.',
  'companies.error.LEI_INVALID': 'Det er ikke en gyldig LEI. Tjek de 20 tegn.',
  'companies.submit': 'Åbn kontoen',
  'companies.submitting': 'Åbner…',
  'companies.error.open': 'Kontoen kunne ikke åbnes. Prøv igen.',
  'companies.opened.title': 'Virksomhedskontoen er åbnet',
  'companies.opened.text': '{company} har nu en konto hos os med kontonummer {accno}.',
  'companies.opened.switchHelp': 'Du skifter mellem dig selv og virksomheden i kontomenuen.',
  'companies.goTo': 'Gå til {company}',
  'companies.switchTo': 'Skift til {company}',
  'companies.switchFailed': 'Skiftet lykkedes ikke. Prøv igen.',
  'companies.acting.label': 'Du handler for en virksomhed',
  'companies.acting.text': 'Du handler for {company}',
  'companies.acting.back': 'Tilbage til {person}',
  'companies.estate.switchTo': 'Skift til Dødsbo efter {name}',
  'companies.acting.labelEstate': 'Du handler for et dødsbo',
  'companies.acting.textEstate': 'Du handler for Dødsbo efter {name}',
  'companies.acting.valuation': 'Værdiansættelse på dødsdagen',
};
