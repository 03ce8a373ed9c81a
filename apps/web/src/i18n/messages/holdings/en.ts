/** English texts of the returns page; the reference for their other languages. */
export const holdingsEn = {
  'holdings.title': 'Returns',
  'holdings.intro':
    'How your money has done: your own capital over time and the return of every period and year, by two methods.',
  'holdings.account': 'Account',
  'holdings.allAccounts': 'All accounts',
  'holdings.graph': 'Own capital',
  'holdings.periods': 'Period of the graph',
  'holdings.graph.label': 'From {from} to {to} your own capital went from {start} to {end}.',
  'holdings.legend.deposit': 'deposits and transfers in',
  'holdings.legend.withdrawal': 'withdrawals',
  'holdings.error': 'Your returns could not be loaded.',
  'holdings.loading': 'Loading your returns…',
  'holdings.none': 'There is no history yet: returns come with your first deposit.',
  'holdings.byPeriod': 'Return by period',
  'holdings.byYear': 'Return by year',
  'holdings.year.soFar': '{year} so far',
  'holdings.col.period': 'Period',
  'holdings.col.twr': 'Time-weighted',
  'holdings.col.mwr': 'Money-weighted',
  'holdings.col.result': 'Result',
  'holdings.explained': 'What the figures mean',
  'holdings.explain.twr':
    'return is how your investments did, with your deposits and withdrawals taken out: compare it with an index or a fund.',
  'holdings.explain.mwr':
    'return is how your money did, counting when you put it in and took it out: a deposit just before a fall weighs more than one after it.',
  'holdings.movers': "Today's movers",
  'holdings.movers.kind': 'Holdings',
  'holdings.movers.kind.EXCHANGE_TRADED': 'Shares',
  'holdings.movers.kind.FUNDS': 'Funds',
  'holdings.movers.sort': 'Order by',
  'holdings.movers.sort.PERCENT': 'Percent',
  'holdings.movers.sort.CONTRIBUTION': 'Contribution',
  'holdings.movers.up': 'Up',
  'holdings.movers.down': 'Down',
  'holdings.movers.none': 'None of these holdings has moved since the previous close.',
  'holdings.movers.noneHere': 'None.',
  'holdings.graph.chart': 'Graph of your own capital',
  'holdings.year.since': '{year} from {from}',
};

export type HoldingsCatalogue = Record<keyof typeof holdingsEn, string>;
