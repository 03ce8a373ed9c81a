import type { SettingsCatalogue } from './en';

export const settingsNb: SettingsCatalogue = {
  'settings.approved.title': 'Godkjente instrumenter',
  'settings.approved.intro':
    'Komplekse produkter kan bare kjøpes etter en kort kunnskapstest som viser at du forstår risikoen (hensiktsmessighetsvurdering etter MiFID II). Her ser du hvilke produktkategorier som krever testen, og om du er godkjent for dem.',
  'settings.approved.validity': 'En godkjenning gjelder i {years} år. Du kan fornye den når du vil.',
  'settings.approved.category': 'Produktkategori',
  'settings.approved.status': 'Godkjenning',
  'settings.approved.test': 'Kunnskapstest',
  'settings.approved.questions': '{count} spørsmål, {required} riktige svar kreves',
  'settings.approved.approvedUntil': 'Godkjent til og med {date}',
  'settings.approved.expiresSoon': 'Utløper snart',
  'settings.approved.expiresOn':
    'Godkjenningen din utløper {date}. Forny testen for å fortsette å kjøpe disse produktene.',
  'settings.approved.notApproved': 'Ikke godkjent',
  'settings.approved.expiredOn': 'Godkjenningen din utløp {date}.',
  'settings.approved.neverApproved': 'Ta testen for å kunne kjøpe disse produktene.',
  'settings.approved.takeTest': 'Ta testen',
  'settings.approved.renewTest': 'Forny testen',
  'settings.approved.takeTestFor': 'Ta kunnskapstesten for {category}',
  'settings.approved.renewTestFor': 'Forny kunnskapstesten for {category}',
  'settings.approved.empty': 'Ingen produktkategori krever en kunnskapstest akkurat nå.',
  'settings.approved.error': 'Godkjenningene dine kunne ikke lastes inn.',
  'settings.approved.link': 'Se dine godkjente instrumenter',
  'settings.fees.title': 'Kurtasjeklasse',
  'settings.fees.intro':
    'Kurtasje er gebyret for hver aksjeordre, én gang per ordre og dag uansett hvor mange handler den får. Velg klassen som passer hvor mye du handler.',
  'settings.fees.class': 'Din klasse',
  'settings.fees.class.MINI': 'Minikurtasje',
  'settings.fees.class.SMALL': 'Liten',
  'settings.fees.class.MEDIUM': 'Middels',
  'settings.fees.class.FIXED': 'Fastpris',
  'settings.fees.percent': '{percent} % av ordreverdien, minst {minimum}',
  'settings.fees.fixed': '{fee} per ordre, uansett ordreverdi',
  'settings.fees.current': 'din klasse nå',
  'settings.fees.when':
    'En endring gjelder ordrer du legger inn etter den; ordrer som allerede er lagt inn, beholder sin klasse.',
  'settings.fees.save': 'Bytt klasse',
  'settings.fees.saved': 'Du har nå {name}.',
  'settings.fees.saveFailed': 'Klassen kunne ikke endres. Prøv igjen.',
  'settings.fees.error': 'Kurtasjeklassene kunne ikke hentes.',
};
