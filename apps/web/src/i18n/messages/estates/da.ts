import type { estatesEn } from './en';

export const estatesDa: Record<keyof typeof estatesEn, string> = {
  'estates.title': 'Værdiansættelse på dødsdagen',
  'estates.estateOf': 'Dødsbo efter {name}',
  'estates.diedOn': 'Dødsdag: {day}',
  'estates.intro':
    'Her er, hvad dødsboet ejede ved udgangen af dødsdagen, med hver beholdning værdiansat til seneste lukkekurs den dag eller nærmest før. Det er værdiansættelsen til boopgørelsen.',
  'estates.rules':
    'Indtil boet er gjort op, må det sælge sine beholdninger eller flytte dem til en anden konto, men ikke købe.',
  'estates.pdf': 'Hent værdiansættelsen som PDF',
  'estates.error': 'Værdiansættelsen kunne ikke hentes.',
  'estates.notAnEstate':
    'Denne side gælder et dødsbo. Den viser værdiansættelsen, når du handler for et dødsbo.',
  'estates.noAccounts': 'Dødsboet har ingen konti.',
  'estates.holdingsOf': 'Beholdninger på {account} på dødsdagen',
  'estates.col.name': 'Beholdning',
  'estates.col.isin': 'ISIN-kode',
  'estates.col.quantity': 'Antal',
  'estates.col.price': 'Kurs',
  'estates.col.priceDay': 'Kursdato',
  'estates.col.value': 'Værdi',
  'estates.noPrice': 'Ingen kurs',
  'estates.noHoldings': 'Kontoen havde ingen værdipapirer på dødsdagen.',
  'estates.cash': 'Kontanter',
  'estates.total': 'I alt',
};
