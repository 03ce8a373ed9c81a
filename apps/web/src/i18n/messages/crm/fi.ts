import type { crmEn } from './en';

export const crmFi: Record<keyof typeof crmEn, string> = {
  'crm.title': 'Lähetettävät asiakirjat',
  'crm.intro':
    'Täällä lähetät meille asiakirjat, joita olemme sinulta pyytäneet. Pankin työntekijä lukee ne.',
  'crm.loading': 'Haetaan asioitasi…',
  'crm.error': 'Asioitasi ei voitu hakea.',
  'crm.empty': 'Emme ole pyytäneet sinulta asiakirjoja.',
  'crm.type.PROVIDE_SOURCE_OF_FUNDS.title': 'Mistä rahasi ovat peräisin',
  'crm.type.PROVIDE_SOURCE_OF_FUNDS.text':
    'Lähetä asiakirjoja, jotka osoittavat, mistä sijoittamasi rahat ovat peräisin, esimerkiksi palkkalaskelmia, myydyn asunnon kauppakirja, perinnönjakokirja tai tiliote.',
  'crm.type.PROVIDE_ID_DOCUMENT.title': 'Kopio henkilöllisyystodistuksestasi',
  'crm.type.PROVIDE_ID_DOCUMENT.text':
    'Lähetä valokuva tai skannaus passistasi tai henkilökortistasi. Lähetä henkilökortista molemmat puolet.',
  'crm.status.OPEN': 'Tehtävänä',
  'crm.status.SUBMITTED': 'Lähetetty tarkastettavaksi',
  'crm.status.DONE': 'Hyväksytty',
  'crm.status.REJECTED': 'Ei hyväksytty',
  'crm.overdue': 'Myöhässä',
  'crm.dueOn': 'Lähetä viimeistään {date}.',
  'crm.submittedAt': 'Lähetetty {date}. Otamme yhteyttä, kun olemme lukeneet sen.',
  'crm.files.title': 'Tiedostosi',
  'crm.files.none': 'Ei vielä tiedostoja.',
  'crm.files.choose': 'Valitse tiedosto',
  'crm.files.rules': 'PDF, JPEG tai PNG, enintään 10 Mt. Enintään 10 tiedostoa.',
  'crm.files.upload': 'Lataa tiedosto',
  'crm.files.uploading': 'Ladataan…',
  'crm.files.uploaded': '{name} on ladattu.',
  'crm.files.removeShort': 'Poista',
  'crm.files.remove': 'Poista {name}',
  'crm.files.removed': '{name} on poistettu.',
  'crm.submit': 'Lähetä pankille',
  'crm.link': 'Lähetä asiakirjat',
  'crm.problem.noFile': 'Valitse ensin tiedosto.',
  'crm.problem.failed': 'Se ei onnistunut. Yritä uudelleen.',
  'crm.problem.ATTACHMENT_TYPE_NOT_ALLOWED': 'Vain PDF-, JPEG- ja PNG-tiedostoja voi lähettää.',
  'crm.problem.ATTACHMENT_TOO_LARGE': 'Tiedosto on suurempi kuin 10 Mt.',
  'crm.problem.ATTACHMENT_LIMIT_REACHED': 'Asiassa on jo 10 tiedostoa. Poista ensin yksi.',
  'crm.problem.ATTACHMENT_FILE_NAME_INVALID':
    'Tiedostonimeä ei voi käyttää. Nimeä tiedosto uudelleen ja yritä taas.',
  'crm.problem.ATTACHMENT_CONTENT_MISMATCH':
    'Tiedosto ei ole sitä, mitä sen tyyppi kertoo. Lähetä PDF-, JPEG- tai PNG-tiedosto.',
  'crm.problem.ATTACHMENT_INFECTED':
    'Virustarkistuksemme löysi tiedostosta jotain, joten sitä ei tallennettu.',
  'crm.problem.CRM_TASK_NOT_OPEN': 'Asia on jo lähetetty.',
  'crm.problem.CRM_TASK_NO_ATTACHMENTS': 'Lisää vähintään yksi tiedosto ennen lähettämistä.',
  'notifications.kind.CRM_TASK_OPENED': 'Sinulta tarvitsemamme asiakirjat',
  'notifications.kind.CRM_TASK_APPROVED': 'Hyväksytyt asiakirjat',
  'notifications.kind.CRM_TASK_REJECTED': 'Asiakirjat, joita ei hyväksytty',
  'notifications.task.PROVIDE_SOURCE_OF_FUNDS': 'asiakirjat varojesi alkuperästä',
  'notifications.task.PROVIDE_ID_DOCUMENT': 'kopio henkilöllisyystodistuksestasi',
  'notifications.text.CRM_TASK_OPENED': 'Tarvitsemme sinulta: {task}.',
  'notifications.text.CRM_TASK_APPROVED': 'Olemme tarkistaneet ja hyväksyneet lähettämäsi aineiston: {task}.',
  'notifications.text.CRM_TASK_REJECTED':
    'Emme voineet hyväksyä lähettämääsi aineistoa ({task}). Lähetä se uudelleen.',
  'notifications.text.CRM_TASK_REJECTED.UNREADABLE':
    'Emme saaneet selvää lähettämästäsi aineistosta ({task}). Lähetä selkeämmät kopiot.',
  'notifications.text.CRM_TASK_REJECTED.INCOMPLETE':
    'Lähettämäsi aineisto ({task}) on puutteellinen. Lähetä puuttuvat osat.',
  'notifications.text.CRM_TASK_REJECTED.WRONG_DOCUMENT':
    'Lähettämäsi aineisto ei ole sitä, mitä pyysimme ({task}). Lähetä oikeat asiakirjat.',
  'notifications.text.CRM_TASK_REJECTED.NOT_SUFFICIENT':
    'Lähettämäsi aineisto ({task}) ei riitä arviointiimme. Lähetä lisää aineistoa.',
  'crm.onboarding.title': 'Hakemuksesi',
  'crm.onboarding.loading': 'Haetaan hakemustasi…',
  'crm.onboarding.error': 'Hakemustasi ei voitu hakea.',
  'crm.onboarding.status.OPEN':
    'Ennen kuin voimme avata tilisi, tarvitsemme sinulta muutaman asiakirjan. Lataa ne alla ja lähetä kukin meille.',
  'crm.onboarding.status.SUBMITTED':
    'Käsittelyssä. Pankin työntekijä lukee asiakirjojasi; kerromme sinulle, kun olemme tehneet päätöksen.',
  'crm.onboarding.status.APPROVED':
    'Hyväksytty. Tilisi on avattu: kirjaudu sisään vahvalla tunnistautumisella aloittaaksesi.',
  'crm.onboarding.status.REJECTED':
    'Hylätty. Emme voineet hyväksyä hakemustasi. Asiakaspalvelumme ottaa sinuun yhteyttä.',
  'crm.onboarding.login': 'Kirjaudu sisään',
};
