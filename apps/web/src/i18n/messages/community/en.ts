/** English texts of the community feed; the reference for its other languages. */
export const communityEn = {
  'community.nav': 'Community',
  'community.title': 'Popular among Nordbroker customers',
  'community.intro':
    'What our customers hold and trade, counted over all customers. A figure is shown only when at least {min} customers stand behind it, so nobody’s own holdings can be seen.',
  'community.mostOwned': 'Most owned',
  'community.mostOwnedText': 'Held by the most customers right now.',
  'community.mostTraded': 'Most traded',
  'community.mostTradedText': 'Bought and sold most often in the last {days} days ({from} – {to}).',
  'community.rank': 'Rank',
  'community.instrument': 'Instrument',
  'community.lastPrice': 'Last price',
  'community.owners': '{count, plural, one {# owner} other {# owners}}',
  'community.trades': '{count, plural, one {# trade} other {# trades}}',
  'community.buyPercent': '{percent} % buys',
  'community.buy': 'Buy',
  'community.buyFund': 'Buy {name}',
  'community.empty': 'Nothing to show yet.',
  'community.error': 'The community feed could not be loaded.',
  'community.updated': 'Updated {time}',
} as const;

export type CommunityCatalogue = Record<keyof typeof communityEn, string>;
