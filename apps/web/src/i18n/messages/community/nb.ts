import type { CommunityCatalogue } from './en';

export const communityNb: CommunityCatalogue = {
  'community.nav': 'Fellesskap',
  'community.title': 'Populært blant Nordbrokers kunder',
  'community.intro':
    'Hva kundene våre eier og handler, talt over alle kunder. Et tall vises bare når minst {min} kunder står bak det, slik at ingen andres beholdning kan ses.',
  'community.mostOwned': 'Mest eid',
  'community.mostOwnedText': 'Eies av flest kunder akkurat nå.',
  'community.mostTraded': 'Mest handlet',
  'community.mostTradedText': 'Kjøpt og solgt oftest de siste {days} dagene ({from} – {to}).',
  'community.rank': 'Plassering',
  'community.instrument': 'Verdipapir',
  'community.lastPrice': 'Siste',
  'community.owners': '{count, plural, one {# eier} other {# eiere}}',
  'community.trades': '{count, plural, one {# handel} other {# handler}}',
  'community.buyPercent': '{percent} % kjøp',
  'community.buy': 'Kjøp',
  'community.buyFund': 'Kjøp {name}',
  'community.empty': 'Ingenting å vise ennå.',
  'community.error': 'Fellesskapsstrømmen kunne ikke lastes inn.',
  'community.updated': 'Oppdatert {time}',
};
