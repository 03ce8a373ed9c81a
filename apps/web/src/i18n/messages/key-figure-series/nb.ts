import type { keyFigureSeriesEn } from './en';

/** Norwegian (bokmål) texts of a key figure's history. */
export const keyFigureSeriesNb: Record<keyof typeof keyFigureSeriesEn, string> = {
  'keyFigureSeries.open': 'Vis historikken for {name}',
  'keyFigureSeries.title': 'Historikk for {name}',
  'keyFigureSeries.error': 'Historikken kunne ikke hentes.',
  'keyFigureSeries.empty': 'Det finnes ingen historikk for nøkkeltallet ennå.',
  'keyFigureSeries.lineLabel':
    'Linjediagram over {name} per handelsdag fra {from} til {to}; en oppsummering og en tabell med verdiene følger.',
  'keyFigureSeries.barLabel':
    'Stolpediagram over {name} per rapport fra {from} til {to}; en oppsummering og en tabell med verdiene følger.',
  'keyFigureSeries.summary':
    'Fra {from} til {to}: først {first}, sist {last}, lavest {low} ({lowDay}), høyest {high} ({highDay}).',
  'keyFigureSeries.tableReports': '{name} per rapport',
  'keyFigureSeries.tableQuarterEnds': '{name} ved slutten av hvert kvartal',
  'keyFigureSeries.col.period': 'Periode',
  'keyFigureSeries.col.day': 'Dag',
  'keyFigureSeries.col.value': 'Verdi',
};
