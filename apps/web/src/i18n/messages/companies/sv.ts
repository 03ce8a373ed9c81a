/** Swedish texts of company accounts (docs/decisions.md "Company accounts"). */
import type { companiesEn } from './en';

export const companiesSv: Record<keyof typeof companiesEn, string> = {
  'companies.title': 'Öppna företagskonto',
  'companies.menu': 'Öppna företagskonto',
  'companies.intro':
    'Om du ensam tecknar firman för ett företag kan du öppna ett konto för det här. Vi slår upp företaget i företagsregistret.',
  'companies.orgNumber.SE': 'Organisationsnummer',
  'companies.orgNumber.NO': 'Organisationsnummer (organisasjonsnummer)',
  'companies.orgNumber.DK': 'CVR-nummer',
  'companies.orgNumber.FI': 'FO-nummer (Y-tunnus)',
  'companies.lookup': 'Sök',
  'companies.lookingUp': 'Söker…',
  'companies.error.ORG_NUMBER_INVALID': 'Numret är inte giltigt. Kontrollera siffrorna.',
  'companies.error.COMPANY_NOT_FOUND': 'Registret har inget företag med det numret.',
  'companies.error.COMPANY_REGISTER_UNAVAILABLE':
    'Företagsregistret går inte att nå just nu. Försök igen om en stund.',
  'companies.error.lookup': 'Företaget kunde inte slås upp. Försök igen.',
  'companies.card.legalForm': 'Bolagsform',
  'companies.card.orgNumber': 'Nummer',
  'companies.card.address': 'Adress',
  'companies.card.registeredOn': 'Registrerat',
  'companies.card.role': 'Din roll',
  'companies.role.CHAIR': 'Styrelseordförande',
  'companies.role.BOARD_MEMBER': 'Styrelseledamot',
  'companies.role.CEO': 'Verkställande direktör',
  'companies.role.DEPUTY': 'Styrelsesuppleant',
  'companies.role.none': 'Inte registrerad',
  'companies.refusal.COMPANY_NOT_FOUND': 'Registret har inget företag med det numret.',
  'companies.refusal.COMPANY_NOT_ACTIVE':
    'Företaget är under avveckling eller har upplösts och kan därför inte öppna konto.',
  'companies.refusal.COMPANY_FORM_NOT_SUPPORTED':
    'Konton för den här sortens företag öppnar vi manuellt, inte på webben. Kontakta oss så hjälper vi dig.',
  'companies.refusal.COMPANY_SIGNATORY_REQUIRED':
    'Bara den som ensam tecknar firman kan öppna företagets konto på webben. Kontakta oss så hjälper vi dig.',
  'companies.refusal.COMPANY_ALREADY_CUSTOMER':
    'Företaget är redan kund. Den som företräder det byter till företaget i kontomenyn.',
  'companies.owners.legend': 'Verkliga huvudmän',
  'companies.owners.help':
    'De personer som direkt eller indirekt äger eller kontrollerar mer än 25 % av företaget.',
  'companies.owners.some': 'De här personerna äger eller kontrollerar mer än 25 %',
  'companies.owners.none': 'Ingen äger eller kontrollerar mer än 25 %',
  'companies.owner.legend': 'Huvudman {number}',
  'companies.owner.name': 'För- och efternamn',
  'companies.owner.birthDate': 'Födelsedatum',
  'companies.owner.share': 'Andel (%)',
  'companies.owner.pep': 'Person i politiskt utsatt ställning (PEP)',
  'companies.owner.pepHelp':
    'Kryssa i om personen har, eller under de senaste 12 månaderna har haft, en viktig offentlig funktion (till exempel minister, riksdagsledamot, domare eller ambassadör), eller är nära familjemedlem eller känd medarbetare till en sådan person.',
  'companies.owner.add': 'Lägg till en huvudman',
  'companies.owner.remove': 'Ta bort huvudman {number}',
  'companies.owner.error.name': 'Skriv personens för- och efternamn.',
  'companies.owner.error.birthDate': 'Skriv ett riktigt födelsedatum som ÅÅÅÅ-MM-DD.',
  'companies.owner.error.share': 'Skriv en andel över 25 och högst 100, med högst två decimaler.',
  'companies.error.BENEFICIAL_OWNERS_OVER_100': 'Tillsammans blir andelarna mer än 100 %.',
  'companies.error.BENEFICIAL_OWNERS_UNCLEAR':
    'Ange vilka som äger eller kontrollerar mer än 25 % av företaget, eller att ingen gör det.',
  'companies.error.BENEFICIAL_OWNER_PEP':
    'När en huvudman är i politiskt utsatt ställning öppnar vi kontot själva efter en fördjupad kontroll. Kontakta oss så hjälper vi dig.',
  'companies.lei.label': 'LEI (frivilligt)',
  'companies.lei.help':
    'Utan LEI kan företaget inte handla förrän det har lämnat en. Det går att göra senare under Att göra.',
  'companies.error.LEI_INVALID': 'Det är ingen giltig LEI. Kontrollera de 20 tecknen.',
  'companies.submit': 'Öppna kontot',
  'companies.submitting': 'Öppnar…',
  'companies.error.open': 'Kontot kunde inte öppnas. Försök igen.',
  'companies.opened.title': 'Företagskontot är öppnat',
  'companies.opened.text': '{company} har nu ett konto hos oss med kontonummer {accno}.',
  'companies.opened.switchHelp': 'Du byter mellan dig själv och företaget i kontomenyn.',
  'companies.goTo': 'Gå till {company}',
  'companies.switchTo': 'Byt till {company}',
  'companies.switchFailed': 'Bytet gick inte. Försök igen.',
  'companies.acting.label': 'Du företräder ett företag',
  'companies.acting.text': 'Du företräder {company}',
  'companies.acting.back': 'Tillbaka till {person}',
  'companies.estate.switchTo': 'Byt till Dödsbo efter {name}',
  'companies.acting.labelEstate': 'Du företräder ett dödsbo',
  'companies.acting.textEstate': 'Du företräder Dödsbo efter {name}',
  'companies.acting.valuation': 'Värdering per dödsdagen',
};
