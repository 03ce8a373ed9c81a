import type { estatesEn } from './en';

export const estatesNb: Record<keyof typeof estatesEn, string> = {
  'estates.title': 'Verdsettelse på dødsdagen',
  'estates.estateOf': 'Dødsbo etter {name}',
  'estates.diedOn': 'Dødsdag: {day}',
  'estates.intro':
    'Her er hva dødsboet eide ved utgangen av dødsdagen, med hver beholdning verdsatt til siste sluttkurs den dagen eller nærmest før. Det er verdsettelsen til skiftet av boet.',
  'estates.rules':
    'Til boet er skiftet kan det selge beholdningene sine eller flytte dem til en annen konto, men ikke kjøpe.',
  'estates.pdf': 'Last ned verdsettelsen som PDF',
  'estates.error': 'Verdsettelsen kunne ikke hentes.',
  'estates.notAnEstate':
    'Denne siden gjelder et dødsbo. Den viser verdsettelsen når du representerer et dødsbo.',
  'estates.noAccounts': 'Dødsboet har ingen kontoer.',
  'estates.holdingsOf': 'Beholdninger på {account} på dødsdagen',
  'estates.col.name': 'Beholdning',
  'estates.col.isin': 'ISIN-kode',
  'estates.col.quantity': 'Antall',
  'estates.col.price': 'Kurs',
  'estates.col.priceDay': 'Kursdato',
  'estates.col.value': 'Verdi',
  'estates.noPrice': 'Ingen kurs',
  'estates.noHoldings': 'Kontoen hadde ingen verdipapirer på dødsdagen.',
  'estates.cash': 'Kontanter',
  'estates.total': 'Sum',
};
