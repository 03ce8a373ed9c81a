import type { CommunityCatalogue } from './en';

export const communitySv: CommunityCatalogue = {
  'community.nav': 'Gemenskap',
  'community.title': 'Populärt bland Nordbrokers kunder',
  'community.intro':
    'Vad våra kunder äger och handlar, räknat över alla kunder. En siffra visas bara när minst {min} kunder står bakom den, så ingens eget innehav kan ses.',
  'community.mostOwned': 'Mest ägda',
  'community.mostOwnedText': 'Ägs av flest kunder just nu.',
  'community.mostTraded': 'Mest handlade',
  'community.mostTradedText': 'Köpta och sålda oftast de senaste {days} dagarna ({from} – {to}).',
  'community.rank': 'Placering',
  'community.instrument': 'Värdepapper',
  'community.lastPrice': 'Senast',
  'community.owners': '{count, plural, one {# ägare} other {# ägare}}',
  'community.trades': '{count, plural, one {# affär} other {# affärer}}',
  'community.buyPercent': '{percent} % köp',
  'community.buy': 'Köp',
  'community.buyFund': 'Köp {name}',
  'community.empty': 'Inget att visa ännu.',
  'community.error': 'Gemenskapsflödet kunde inte laddas.',
  'community.updated': 'Uppdaterad {time}',
};
