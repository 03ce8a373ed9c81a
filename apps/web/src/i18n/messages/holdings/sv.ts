import type { HoldingsCatalogue } from './en';

export const holdingsSv: HoldingsCatalogue = {
  'holdings.title': 'Avkastning',
  'holdings.intro':
    'Hur det har gått för dina pengar: ditt egna kapital över tid och avkastningen för varje period och år, med två metoder.',
  'holdings.account': 'Konton',
  'holdings.allAccounts': 'Alla konton',
  'holdings.graph': 'Eget kapital',
  'holdings.periods': 'Grafens period',
  'holdings.graph.label': 'Från {from} till {to} gick ditt egna kapital från {start} till {end}.',
  'holdings.legend.deposit': 'insättning',
  'holdings.legend.withdrawal': 'uttag',
  'holdings.error': 'Din avkastning kunde inte hämtas.',
  'holdings.loading': 'Hämtar din avkastning…',
  'holdings.none': 'Det finns ingen historik ännu: avkastningen kommer med din första insättning.',
  'holdings.byPeriod': 'Avkastning per period',
  'holdings.byYear': 'Avkastning per år',
  'holdings.year.soFar': '{year} hittills',
  'holdings.col.period': 'Period',
  'holdings.col.twr': 'Tidsviktad',
  'holdings.col.mwr': 'Kapitalviktad',
  'holdings.col.result': 'Resultat',
  'holdings.explained': 'Vad siffrorna betyder',
  'holdings.explain.twr':
    'avkastning är hur dina investeringar har gått, med dina insättningar och uttag borträknade: jämför den med ett index eller en fond.',
  'holdings.explain.mwr':
    'avkastning är hur dina pengar har gått, med hänsyn till när du satte in och tog ut dem: en insättning strax före en nedgång väger tyngre än en efter den.',
};
