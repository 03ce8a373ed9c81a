import type { crmEn } from './en';

export const crmNb: Record<keyof typeof crmEn, string> = {
  'crm.title': 'Dokumenter å sende',
  'crm.intro': 'Her sender du oss dokumentene vi har bedt deg om. En person i banken leser dem.',
  'crm.loading': 'Henter sakene dine…',
  'crm.error': 'Sakene dine kunne ikke hentes.',
  'crm.empty': 'Vi har ikke bedt deg om noen dokumenter.',
  'crm.type.PROVIDE_SOURCE_OF_FUNDS.title': 'Hvor pengene dine kommer fra',
  'crm.type.PROVIDE_SOURCE_OF_FUNDS.text':
    'Send dokumenter som viser hvor pengene du investerer kommer fra, for eksempel lønnsslipper, kjøpekontrakten for en solgt bolig, en skifteattest eller en kontoutskrift.',
  'crm.type.PROVIDE_ID_DOCUMENT.title': 'En kopi av legitimasjonen din',
  'crm.type.PROVIDE_ID_DOCUMENT.text':
    'Send et bilde eller en skanning av passet ditt eller det nasjonale ID-kortet ditt. Send begge sider av et ID-kort.',
  'crm.status.OPEN': 'Å gjøre',
  'crm.status.SUBMITTED': 'Sendt til gjennomgang',
  'crm.status.DONE': 'Godkjent',
  'crm.status.REJECTED': 'Ikke godkjent',
  'crm.overdue': 'Forsinket',
  'crm.dueOn': 'Send senest {date}.',
  'crm.submittedAt': 'Sendt {date}. Vi tar kontakt når vi har lest det.',
  'crm.files.title': 'Filene dine',
  'crm.files.none': 'Ingen filer ennå.',
  'crm.files.choose': 'Velg en fil',
  'crm.files.rules': 'PDF, JPEG eller PNG, høyst 10 MB. Opptil 10 filer.',
  'crm.files.upload': 'Last opp filen',
  'crm.files.uploading': 'Laster opp…',
  'crm.files.uploaded': '{name} er lastet opp.',
  'crm.files.removeShort': 'Fjern',
  'crm.files.remove': 'Fjern {name}',
  'crm.files.removed': '{name} er fjernet.',
  'crm.submit': 'Send til banken',
  'crm.link': 'Send dokumenter',
  'crm.problem.noFile': 'Velg en fil først.',
  'crm.problem.failed': 'Det gikk ikke. Prøv igjen.',
  'crm.problem.ATTACHMENT_TYPE_NOT_ALLOWED': 'Bare PDF-, JPEG- og PNG-filer kan sendes.',
  'crm.problem.ATTACHMENT_TOO_LARGE': 'Filen er større enn 10 MB.',
  'crm.problem.ATTACHMENT_LIMIT_REACHED': 'Saken har allerede 10 filer. Fjern én først.',
  'crm.problem.ATTACHMENT_FILE_NAME_INVALID':
    'Filnavnet kan ikke brukes. Gi filen et nytt navn og prøv igjen.',
  'crm.problem.ATTACHMENT_CONTENT_MISMATCH':
    'Filen er ikke det typen sier. Send en PDF-, JPEG- eller PNG-fil.',
  'crm.problem.ATTACHMENT_INFECTED': 'Virusskanningen vår fant noe i filen, så den ble ikke lagret.',
  'crm.problem.CRM_TASK_NOT_OPEN': 'Saken er allerede sendt.',
  'crm.problem.CRM_TASK_NO_ATTACHMENTS': 'Legg til minst én fil før du sender.',
  'notifications.kind.CRM_TASK_OPENED': 'Dokumenter vi trenger fra deg',
  'notifications.kind.CRM_TASK_APPROVED': 'Dokumenter godkjent',
  'notifications.kind.CRM_TASK_REJECTED': 'Dokumenter som ikke ble godkjent',
  'notifications.task.PROVIDE_SOURCE_OF_FUNDS': 'dokumenter på hvor pengene dine kommer fra',
  'notifications.task.PROVIDE_ID_DOCUMENT': 'en kopi av legitimasjonen din',
  'notifications.text.CRM_TASK_OPENED': 'Vi trenger noe fra deg: {task}.',
  'notifications.text.CRM_TASK_APPROVED': 'Vi har gjennomgått og godkjent det du sendte: {task}.',
  'notifications.text.CRM_TASK_REJECTED': 'Vi kunne ikke godkjenne det du sendte ({task}). Send det på nytt.',
  'notifications.text.CRM_TASK_REJECTED.UNREADABLE':
    'Vi kunne ikke lese det du sendte ({task}). Send tydeligere kopier.',
  'notifications.text.CRM_TASK_REJECTED.INCOMPLETE':
    'Det du sendte ({task}) er ikke komplett. Send det som mangler.',
  'notifications.text.CRM_TASK_REJECTED.WRONG_DOCUMENT':
    'Det du sendte er ikke det vi ba om ({task}). Send riktige dokumenter.',
  'notifications.text.CRM_TASK_REJECTED.NOT_SUFFICIENT':
    'Det du sendte ({task}) er ikke nok til at vi kan vurdere det. Send mer dokumentasjon.',
  'crm.onboarding.title': 'Søknaden din',
  'crm.onboarding.loading': 'Henter søknaden din…',
  'crm.onboarding.error': 'Søknaden din kunne ikke hentes.',
  'crm.onboarding.status.OPEN':
    'Før vi kan åpne kontoen din, trenger vi noen dokumenter fra deg. Last dem opp nedenfor og send hvert av dem til oss.',
  'crm.onboarding.status.SUBMITTED':
    'Til vurdering. En person i banken leser dokumentene dine; vi gir deg beskjed når vi har bestemt oss.',
  'crm.onboarding.status.APPROVED': 'Godkjent. Kontoen din er åpnet: logg inn med eID for å komme i gang.',
  'crm.onboarding.status.REJECTED':
    'Avslått. Vi kunne ikke godkjenne søknaden din. Kundeservice kontakter deg.',
  'crm.onboarding.login': 'Logg inn',
};
