import type { crmEn } from './en';

export const crmSv: Record<keyof typeof crmEn, string> = {
  'crm.title': 'Dokument att skicka',
  'crm.intro': 'Här skickar du de dokument vi har bett dig om. En person på banken läser dem.',
  'crm.loading': 'Hämtar dina ärenden…',
  'crm.error': 'Dina ärenden kunde inte hämtas.',
  'crm.empty': 'Vi har inte bett dig om några dokument.',
  'crm.type.PROVIDE_SOURCE_OF_FUNDS.title': 'Varifrån dina pengar kommer',
  'crm.type.PROVIDE_SOURCE_OF_FUNDS.text':
    'Skicka dokument som visar varifrån pengarna du investerar kommer, till exempel lönespecifikationer, köpekontrakt för en såld bostad, en arvskifteshandling eller ett kontoutdrag.',
  'crm.type.PROVIDE_ID_DOCUMENT.title': 'En kopia av din id-handling',
  'crm.type.PROVIDE_ID_DOCUMENT.text':
    'Skicka ett foto eller en skanning av ditt pass eller nationella id-kort. Skicka båda sidorna av ett id-kort.',
  'crm.status.OPEN': 'Att göra',
  'crm.status.SUBMITTED': 'Skickat för granskning',
  'crm.status.DONE': 'Godkänt',
  'crm.status.REJECTED': 'Inte godkänt',
  'crm.overdue': 'Försenad',
  'crm.dueOn': 'Skicka senast {date}.',
  'crm.submittedAt': 'Skickat {date}. Vi hör av oss när vi har läst det.',
  'crm.files.title': 'Dina filer',
  'crm.files.none': 'Inga filer än.',
  'crm.files.choose': 'Välj en fil',
  'crm.files.rules': 'PDF, JPEG eller PNG, högst 10 MB. Upp till 10 filer.',
  'crm.files.upload': 'Ladda upp filen',
  'crm.files.uploading': 'Laddar upp…',
  'crm.files.uploaded': '{name} har laddats upp.',
  'crm.files.removeShort': 'Ta bort',
  'crm.files.remove': 'Ta bort {name}',
  'crm.files.removed': '{name} har tagits bort.',
  'crm.submit': 'Skicka till banken',
  'crm.link': 'Skicka dokument',
  'crm.problem.noFile': 'Välj en fil först.',
  'crm.problem.failed': 'Det gick inte. Försök igen.',
  'crm.problem.ATTACHMENT_TYPE_NOT_ALLOWED': 'Bara PDF-, JPEG- och PNG-filer kan skickas.',
  'crm.problem.ATTACHMENT_TOO_LARGE': 'Filen är större än 10 MB.',
  'crm.problem.ATTACHMENT_LIMIT_REACHED': 'Ärendet har redan 10 filer. Ta bort en först.',
  'crm.problem.ATTACHMENT_FILE_NAME_INVALID':
    'Filnamnet kan inte användas. Byt namn på filen och försök igen.',
  'crm.problem.ATTACHMENT_CONTENT_MISMATCH':
    'Filen är inte vad dess typ säger. Skicka en PDF-, JPEG- eller PNG-fil.',
  'crm.problem.ATTACHMENT_INFECTED': 'Vår virusskanning hittade något i filen, så den sparades inte.',
  'crm.problem.CRM_TASK_NOT_OPEN': 'Ärendet är redan skickat.',
  'crm.problem.CRM_TASK_NO_ATTACHMENTS': 'Lägg till minst en fil innan du skickar.',
  'notifications.kind.CRM_TASK_OPENED': 'Dokument vi behöver från dig',
  'notifications.kind.CRM_TASK_APPROVED': 'Dokument godkända',
  'notifications.kind.CRM_TASK_REJECTED': 'Dokument som inte godkändes',
  'notifications.task.PROVIDE_SOURCE_OF_FUNDS': 'dokument om var dina pengar kommer ifrån',
  'notifications.task.PROVIDE_ID_DOCUMENT': 'en kopia av din id-handling',
  'notifications.text.CRM_TASK_OPENED': 'Vi behöver något från dig: {task}.',
  'notifications.text.CRM_TASK_APPROVED': 'Vi har granskat och godkänt det du skickade: {task}.',
  'notifications.text.CRM_TASK_REJECTED': 'Vi kunde inte godkänna det du skickade ({task}). Skicka det igen.',
  'notifications.text.CRM_TASK_REJECTED.UNREADABLE':
    'Vi kunde inte läsa det du skickade ({task}). Skicka tydligare kopior.',
  'notifications.text.CRM_TASK_REJECTED.INCOMPLETE':
    'Det du skickade ({task}) är inte komplett. Skicka det som saknas.',
  'notifications.text.CRM_TASK_REJECTED.WRONG_DOCUMENT':
    'Det du skickade är inte det vi bad om ({task}). Skicka rätt dokument.',
  'notifications.text.CRM_TASK_REJECTED.NOT_SUFFICIENT':
    'Det du skickade ({task}) räcker inte för vår bedömning. Skicka mer underlag.',
  'crm.onboarding.title': 'Din ansökan',
  'crm.onboarding.loading': 'Hämtar din ansökan…',
  'crm.onboarding.error': 'Din ansökan kunde inte hämtas.',
  'crm.onboarding.status.OPEN':
    'Innan vi kan öppna ditt konto behöver vi några dokument från dig. Ladda upp dem nedan och skicka in vart och ett till oss.',
  'crm.onboarding.status.SUBMITTED':
    'Granskas. En person på banken läser dina dokument; vi hör av oss när vi har bestämt oss.',
  'crm.onboarding.status.APPROVED':
    'Godkänd. Ditt konto är öppnat: logga in med din e-legitimation för att komma igång.',
  'crm.onboarding.status.REJECTED':
    'Avslagen. Vi kunde inte godkänna din ansökan. Vår kundtjänst kontaktar dig.',
  'crm.onboarding.login': 'Logga in',
};
