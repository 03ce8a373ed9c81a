import type { CommunityCatalogue } from './en';

export const communityDa: CommunityCatalogue = {
  'community.nav': 'Fællesskab',
  'community.title': 'Populært blandt Nordbrokers kunder',
  'community.intro':
    'Hvad vores kunder ejer og handler, talt over alle kunder. Et tal vises kun, når mindst {min} kunder står bag det, så ingens egne beholdninger kan ses.',
  'community.mostOwned': 'Mest ejede',
  'community.mostOwnedText': 'Ejes af flest kunder lige nu.',
  'community.mostTraded': 'Mest handlede',
  'community.mostTradedText': 'Købt og solgt oftest de seneste {days} dage ({from} – {to}).',
  'community.rank': 'Placering',
  'community.instrument': 'Værdipapir',
  'community.lastPrice': 'Seneste',
  'community.owners': '{count, plural, one {# ejer} other {# ejere}}',
  'community.trades': '{count, plural, one {# handel} other {# handler}}',
  'community.buyPercent': '{percent} % køb',
  'community.buy': 'Køb',
  'community.buyFund': 'Køb {name}',
  'community.empty': 'Intet at vise endnu.',
  'community.error': 'Fællesskabsfeedet kunne ikke indlæses.',
  'community.updated': 'Opdateret {time}',
};
