import type { SettingsCatalogue } from './en';

export const settingsDa: SettingsCatalogue = {
  'settings.approved.title': 'Godkendte instrumenter',
  'settings.approved.intro':
    'Komplekse produkter må kun købes efter en kort videnstest, der viser, at du forstår risikoen (hensigtsmæssighedstest efter MiFID II). Her ser du, hvilke produktkategorier der kræver testen, og om du er godkendt til dem.',
  'settings.approved.validity': 'En godkendelse gælder i {years} år. Du kan forny den når som helst.',
  'settings.approved.category': 'Produktkategori',
  'settings.approved.status': 'Godkendelse',
  'settings.approved.test': 'Videnstest',
  'settings.approved.questions': '{count} spørgsmål, {required} rigtige svar kræves',
  'settings.approved.approvedUntil': 'Godkendt til og med {date}',
  'settings.approved.expiresSoon': 'Udløber snart',
  'settings.approved.expiresOn':
    'Din godkendelse udløber {date}. Forny testen for at kunne blive ved med at købe disse produkter.',
  'settings.approved.notApproved': 'Ikke godkendt',
  'settings.approved.expiredOn': 'Din godkendelse udløb {date}.',
  'settings.approved.neverApproved': 'Tag testen for at kunne købe disse produkter.',
  'settings.approved.takeTest': 'Tag testen',
  'settings.approved.renewTest': 'Forny testen',
  'settings.approved.takeTestFor': 'Tag videnstesten for {category}',
  'settings.approved.renewTestFor': 'Forny videnstesten for {category}',
  'settings.approved.empty': 'Ingen produktkategori kræver en videnstest lige nu.',
  'settings.approved.error': 'Dine godkendelser kunne ikke indlæses.',
  'settings.approved.link': 'Se dine godkendte instrumenter',
  'settings.fees.title': 'Kurtageklasse',
  'settings.fees.intro':
    'Kurtage er gebyret for hver aktieordre, én gang pr. ordre og dag uanset hvor mange handler den får. Vælg den klasse, der passer til, hvor meget du handler.',
  'settings.fees.class': 'Din klasse',
  'settings.fees.class.MINI': 'Minikurtage',
  'settings.fees.class.SMALL': 'Lille',
  'settings.fees.class.MEDIUM': 'Mellem',
  'settings.fees.class.FIXED': 'Fast pris',
  'settings.fees.percent': '{percent} % af ordreværdien, mindst {minimum}',
  'settings.fees.fixed': '{fee} pr. ordre, uanset ordreværdi',
  'settings.fees.current': 'din klasse nu',
  'settings.fees.when':
    'En ændring gælder ordrer, du lægger efter den; ordrer, der allerede er lagt, beholder deres klasse.',
  'settings.fees.save': 'Skift klasse',
  'settings.fees.saved': 'Du har nu {name}.',
  'settings.fees.saveFailed': 'Klassen kunne ikke ændres. Prøv igen.',
  'settings.fees.error': 'Kurtageklasserne kunne ikke hentes.',
};
