import type { crmEn } from './en';

export const crmDa: Record<keyof typeof crmEn, string> = {
  'crm.title': 'Dokumenter at sende',
  'crm.intro': 'Her sender du os de dokumenter, vi har bedt dig om. En person i banken læser dem.',
  'crm.loading': 'Henter dine sager…',
  'crm.error': 'Dine sager kunne ikke hentes.',
  'crm.empty': 'Vi har ikke bedt dig om nogen dokumenter.',
  'crm.type.PROVIDE_SOURCE_OF_FUNDS.title': 'Hvor dine penge kommer fra',
  'crm.type.PROVIDE_SOURCE_OF_FUNDS.text':
    'Send dokumenter, der viser, hvor de penge, du investerer, kommer fra, for eksempel lønsedler, købsaftalen for en solgt bolig, en skifteretsattest eller et kontoudtog.',
  'crm.type.PROVIDE_ID_DOCUMENT.title': 'En kopi af dit ID-dokument',
  'crm.type.PROVIDE_ID_DOCUMENT.text':
    'Send et foto eller en scanning af dit pas eller nationale ID-kort. Send begge sider af et ID-kort.',
  'crm.status.OPEN': 'Mangler',
  'crm.status.SUBMITTED': 'Sendt til gennemgang',
  'crm.status.DONE': 'Godkendt',
  'crm.status.REJECTED': 'Ikke godkendt',
  'crm.overdue': 'Forsinket',
  'crm.dueOn': 'Send senest {date}.',
  'crm.submittedAt': 'Sendt {date}. Vi kontakter dig, når vi har læst det.',
  'crm.files.title': 'Dine filer',
  'crm.files.none': 'Ingen filer endnu.',
  'crm.files.choose': 'Vælg en fil',
  'crm.files.rules': 'PDF, JPEG eller PNG, højst 10 MB. Op til 10 filer.',
  'crm.files.upload': 'Upload filen',
  'crm.files.uploading': 'Uploader…',
  'crm.files.uploaded': '{name} er uploadet.',
  'crm.files.removeShort': 'Fjern',
  'crm.files.remove': 'Fjern {name}',
  'crm.files.removed': '{name} er fjernet.',
  'crm.submit': 'Send til banken',
  'crm.link': 'Send dokumenter',
  'crm.problem.noFile': 'Vælg en fil først.',
  'crm.problem.failed': 'Det lykkedes ikke. Prøv igen.',
  'crm.problem.ATTACHMENT_TYPE_NOT_ALLOWED': 'Kun PDF-, JPEG- og PNG-filer kan sendes.',
  'crm.problem.ATTACHMENT_TOO_LARGE': 'Filen er større end 10 MB.',
  'crm.problem.ATTACHMENT_LIMIT_REACHED': 'Sagen har allerede 10 filer. Fjern én først.',
  'crm.problem.ATTACHMENT_FILE_NAME_INVALID': 'Filnavnet kan ikke bruges. Omdøb filen, og prøv igen.',
  'crm.problem.ATTACHMENT_CONTENT_MISMATCH':
    'Filen er ikke det, dens type siger. Send en PDF-, JPEG- eller PNG-fil.',
  'crm.problem.ATTACHMENT_INFECTED': 'Vores virusscanning fandt noget i filen, så den blev ikke gemt.',
  'crm.problem.CRM_TASK_NOT_OPEN': 'Sagen er allerede sendt.',
  'crm.problem.CRM_TASK_NO_ATTACHMENTS': 'Tilføj mindst én fil, før du sender.',
  'notifications.kind.CRM_TASK_OPENED': 'Dokumenter vi har brug for fra dig',
  'notifications.kind.CRM_TASK_APPROVED': 'Dokumenter godkendt',
  'notifications.kind.CRM_TASK_REJECTED': 'Dokumenter der ikke blev godkendt',
  'notifications.task.PROVIDE_SOURCE_OF_FUNDS': 'dokumenter på, hvor dine penge kommer fra',
  'notifications.task.PROVIDE_ID_DOCUMENT': 'en kopi af dit id-dokument',
  'notifications.text.CRM_TASK_OPENED': 'Vi har brug for noget fra dig: {task}.',
  'notifications.text.CRM_TASK_APPROVED': 'Vi har gennemgået og godkendt det, du sendte: {task}.',
  'notifications.text.CRM_TASK_REJECTED': 'Vi kunne ikke godkende det, du sendte ({task}). Send det igen.',
  'notifications.text.CRM_TASK_REJECTED.UNREADABLE':
    'Vi kunne ikke læse det, du sendte ({task}). Send tydeligere kopier.',
  'notifications.text.CRM_TASK_REJECTED.INCOMPLETE':
    'Det, du sendte ({task}), er ikke komplet. Send det, der mangler.',
  'notifications.text.CRM_TASK_REJECTED.WRONG_DOCUMENT':
    'Det, du sendte, er ikke det, vi bad om ({task}). Send de rigtige dokumenter.',
  'notifications.text.CRM_TASK_REJECTED.NOT_SUFFICIENT':
    'Det, du sendte ({task}), er ikke nok til vores vurdering. Send mere dokumentation.',
  'crm.onboarding.title': 'Din ansøgning',
  'crm.onboarding.loading': 'Henter din ansøgning…',
  'crm.onboarding.error': 'Din ansøgning kunne ikke hentes.',
  'crm.onboarding.status.OPEN':
    'Før vi kan åbne din konto, har vi brug for nogle dokumenter fra dig. Upload dem herunder, og send hvert af dem til os.',
  'crm.onboarding.status.SUBMITTED':
    'Under behandling. En medarbejder i banken læser dine dokumenter; vi giver dig besked, når vi har besluttet os.',
  'crm.onboarding.status.APPROVED': 'Godkendt. Din konto er åbnet: log ind med dit eID for at komme i gang.',
  'crm.onboarding.status.REJECTED':
    'Afvist. Vi kunne ikke godkende din ansøgning. Vores kundeservice kontakter dig.',
  'crm.onboarding.login': 'Log ind',
};
