import type { keyFigureSeriesEn } from './en';

/** Danish texts of a key figure's history. */
export const keyFigureSeriesDa: Record<keyof typeof keyFigureSeriesEn, string> = {
  'keyFigureSeries.open': 'Vis historikken for {name}',
  'keyFigureSeries.title': 'Historik for {name}',
  'keyFigureSeries.error': 'Historikken kunne ikke hentes.',
  'keyFigureSeries.empty': 'Der er endnu ingen historik for nøgletallet.',
  'keyFigureSeries.lineLabel':
    'Kurvediagram over {name} pr. handelsdag fra {from} til {to}; et resumé og en tabel med værdierne følger.',
  'keyFigureSeries.barLabel':
    'Søjlediagram over {name} pr. regnskabsmeddelelse fra {from} til {to}; et resumé og en tabel med værdierne følger.',
  'keyFigureSeries.summary':
    'Fra {from} til {to}: først {first}, senest {last}, lavest {low} ({lowDay}), højest {high} ({highDay}).',
  'keyFigureSeries.tableReports': '{name} pr. regnskabsmeddelelse',
  'keyFigureSeries.tableQuarterEnds': '{name} ved udgangen af hvert kvartal',
  'keyFigureSeries.col.period': 'Periode',
  'keyFigureSeries.col.day': 'Dag',
  'keyFigureSeries.col.value': 'Værdi',
};
