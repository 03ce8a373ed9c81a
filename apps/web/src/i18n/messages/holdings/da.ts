import type { HoldingsCatalogue } from './en';

export const holdingsDa: HoldingsCatalogue = {
  'holdings.title': 'Afkast',
  'holdings.intro':
    'Hvordan det er gået med dine penge: din egenkapital over tid og afkastet for hver periode og hvert år, med to metoder.',
  'holdings.account': 'Konti',
  'holdings.allAccounts': 'Alle konti',
  'holdings.graph': 'Egenkapital',
  'holdings.periods': 'Grafens periode',
  'holdings.graph.label': 'Fra {from} til {to} gik din egenkapital fra {start} til {end}.',
  'holdings.legend.deposit': 'indbetaling',
  'holdings.legend.withdrawal': 'udbetaling',
  'holdings.error': 'Dit afkast kunne ikke hentes.',
  'holdings.loading': 'Henter dit afkast…',
  'holdings.none': 'Der er ingen historik endnu: afkastet kommer med din første indbetaling.',
  'holdings.byPeriod': 'Afkast pr. periode',
  'holdings.byYear': 'Afkast pr. år',
  'holdings.year.soFar': '{year} indtil nu',
  'holdings.col.period': 'Periode',
  'holdings.col.twr': 'Tidsvægtet',
  'holdings.col.mwr': 'Pengevægtet',
  'holdings.col.result': 'Resultat',
  'holdings.explained': 'Hvad tallene betyder',
  'holdings.explain.twr':
    'afkast er, hvordan dine investeringer har klaret sig, med dine indbetalinger og udbetalinger holdt ude: sammenlign det med et indeks eller en fond.',
  'holdings.explain.mwr':
    'afkast er, hvordan dine penge har klaret sig, med hensyn til hvornår du satte dem ind og tog dem ud: en indbetaling lige før et fald vejer tungere end en efter.',
};
