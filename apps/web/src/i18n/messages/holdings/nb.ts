import type { HoldingsCatalogue } from './en';

export const holdingsNb: HoldingsCatalogue = {
  'holdings.title': 'Avkastning',
  'holdings.intro':
    'Hvordan det har gått med pengene dine: egenkapitalen din over tid og avkastningen for hver periode og hvert år, med to metoder.',
  'holdings.account': 'Kontoer',
  'holdings.allAccounts': 'Alle kontoer',
  'holdings.graph': 'Egenkapital',
  'holdings.periods': 'Grafens periode',
  'holdings.graph.label': 'Fra {from} til {to} gikk egenkapitalen din fra {start} til {end}.',
  'holdings.legend.deposit': 'innskudd',
  'holdings.legend.withdrawal': 'uttak',
  'holdings.error': 'Avkastningen din kunne ikke hentes.',
  'holdings.loading': 'Henter avkastningen din…',
  'holdings.none': 'Det finnes ingen historikk ennå: avkastningen kommer med ditt første innskudd.',
  'holdings.byPeriod': 'Avkastning per periode',
  'holdings.byYear': 'Avkastning per år',
  'holdings.year.soFar': '{year} hittil',
  'holdings.col.period': 'Periode',
  'holdings.col.twr': 'Tidsvektet',
  'holdings.col.mwr': 'Pengevektet',
  'holdings.col.result': 'Resultat',
  'holdings.explained': 'Hva tallene betyr',
  'holdings.explain.twr':
    'avkastning er hvordan investeringene dine har gjort det, med innskudd og uttak holdt utenfor: sammenlign den med en indeks eller et fond.',
  'holdings.explain.mwr':
    'avkastning er hvordan pengene dine har gjort det, med hensyn til når du satte dem inn og tok dem ut: et innskudd rett før et fall veier tyngre enn ett etter.',
};
