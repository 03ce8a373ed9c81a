import type { BankingCatalogue } from './en';

export const bankingFi: BankingCatalogue = {
  'banking.title': 'Pankkitilit',
  'banking.intro':
    'Omat tilisi muissa pankeissa. Nostamasi rahat menevät vain jollekin niistä, kun pankkisi on vahvistanut tilin omaksesi: ensimmäinen talletuksesi tililtä tekee sen.',
  'banking.list': 'Pankkitilisi',
  'banking.error': 'Pankkitilejäsi ei voitu hakea.',
  'banking.loading': 'Haetaan pankkitilejäsi…',
  'banking.none': 'Et ole vielä lisännyt pankkitiliä.',
  'banking.col.account': 'Tilinumero',
  'banking.col.bank': 'Pankki',
  'banking.col.status': 'Tila',
  'banking.col.added': 'Lisätty',
  'banking.col.actions': 'Toiminnot',
  'banking.status.VERIFIED': 'Vahvistettu',
  'banking.status.UNVERIFIED': 'Odottaa ensimmäistä talletustasi tililtä',
  'banking.remove': 'Poista',
  'banking.remove.label': 'Poista {account}',
  'banking.removeFailed': 'Tiliä ei voitu poistaa. Yritä uudelleen.',
  'banking.add': 'Lisää pankkitili',
  'banking.add.hint.SE':
    'Ruotsalainen tili: clearing-numero (neljä numeroa, Swedbankilla viisi) ja tilinumero.',
  'banking.add.hint.NO': 'Norjalainen tilinumero: yksitoista numeroa.',
  'banking.add.hint.DK':
    'Tanskalainen tili: rekisterinumero (neljä numeroa) ja tilinumero (enintään kymmenen numeroa).',
  'banking.add.hint.FI': 'Suomalainen tili IBAN-muodossa: FI ja kuusitoista numeroa.',
  'banking.clearing.SE': 'Clearing-numero',
  'banking.clearing.DK': 'Rekisterinumero',
  'banking.number.SE': 'Tilinumero',
  'banking.number.NO': 'Tilinumero',
  'banking.number.DK': 'Tilinumero',
  'banking.number.FI': 'IBAN',
  'banking.add.submit': 'Lisää tili',
  'banking.added': '{account} on lisätty.',
  'banking.removed': '{account} on poistettu.',
  'banking.required.clearing.SE': 'Täytä clearing-numero.',
  'banking.required.clearing.DK': 'Täytä rekisterinumero.',
  'banking.required': 'Täytä tilinumero.',
  'banking.refused.default': 'Tiliä ei voitu lisätä. Yritä uudelleen.',
  'banking.refused.BANK_ACCOUNT_FORMAT.SE':
    'Se ei ole ruotsalainen tilinumero: tarkista pankkisi tilinumeron pituus.',
  'banking.refused.BANK_ACCOUNT_FORMAT.NO': 'Norjalaisessa tilinumerossa on yksitoista numeroa.',
  'banking.refused.BANK_ACCOUNT_FORMAT.DK':
    'Tanskalaisessa rekisterinumerossa on neljä numeroa ja tilinumerossa enintään kymmenen.',
  'banking.refused.BANK_ACCOUNT_FORMAT.FI': 'Suomalainen IBAN on FI ja kuusitoista numeroa.',
  'banking.refused.BANK_ACCOUNT_CHECK_DIGIT':
    'Numero ei täsmää: jokin numero on luultavasti kirjoitettu väärin.',
  'banking.refused.CLEARING_NUMBER_UNKNOWN': 'Millään pankilla ei ole tätä clearing-numeroa.',
  'banking.refused.BANK_ACCOUNT_EXISTS': 'Olet jo lisännyt tämän tilin.',
};
