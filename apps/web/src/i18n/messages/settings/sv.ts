import type { SettingsCatalogue } from './en';

export const settingsSv: SettingsCatalogue = {
  'settings.approved.title': 'Godkända instrument',
  'settings.approved.intro':
    'Komplexa produkter får bara köpas efter ett kort kunskapstest som visar att du förstår riskerna (lämplighetsprövning enligt MiFID II). Här ser du vilka produktkategorier som kräver testet och om du är godkänd för dem.',
  'settings.approved.validity': 'Ett godkännande gäller i {years} år. Du kan förnya det när du vill.',
  'settings.approved.category': 'Produktkategori',
  'settings.approved.status': 'Godkännande',
  'settings.approved.test': 'Kunskapstest',
  'settings.approved.questions': '{count} frågor, {required} rätta svar krävs',
  'settings.approved.approvedUntil': 'Godkänd till och med {date}',
  'settings.approved.expiresSoon': 'Går snart ut',
  'settings.approved.expiresOn':
    'Ditt godkännande går ut {date}. Förnya testet för att fortsätta köpa de här produkterna.',
  'settings.approved.notApproved': 'Inte godkänd',
  'settings.approved.expiredOn': 'Ditt godkännande gick ut {date}.',
  'settings.approved.neverApproved': 'Gör testet för att kunna köpa de här produkterna.',
  'settings.approved.takeTest': 'Gör testet',
  'settings.approved.renewTest': 'Förnya testet',
  'settings.approved.takeTestFor': 'Gör kunskapstestet för {category}',
  'settings.approved.renewTestFor': 'Förnya kunskapstestet för {category}',
  'settings.approved.empty': 'Ingen produktkategori kräver ett kunskapstest just nu.',
  'settings.approved.error': 'Dina godkännanden kunde inte laddas.',
  'settings.approved.link': 'Se dina godkända instrument',
};
