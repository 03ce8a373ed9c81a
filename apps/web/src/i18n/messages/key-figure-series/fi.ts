import type { keyFigureSeriesEn } from './en';

/** Finnish texts of a key figure's history. */
export const keyFigureSeriesFi: Record<keyof typeof keyFigureSeriesEn, string> = {
  'keyFigureSeries.open': 'Näytä tunnusluvun {name} historia',
  'keyFigureSeries.title': 'Tunnusluvun {name} historia',
  'keyFigureSeries.error': 'Historiaa ei voitu ladata.',
  'keyFigureSeries.empty': 'Tunnusluvulla ei ole vielä historiaa.',
  'keyFigureSeries.lineLabel':
    'Viivakaavio tunnusluvusta {name} kaupankäyntipäivittäin {from}–{to}; yhteenveto ja arvotaulukko seuraavat.',
  'keyFigureSeries.barLabel':
    'Pylväskaavio tunnusluvusta {name} raporteittain {from}–{to}; yhteenveto ja arvotaulukko seuraavat.',
  'keyFigureSeries.summary':
    '{from}–{to}: ensimmäinen {first}, viimeisin {last}, alin {low} ({lowDay}), ylin {high} ({highDay}).',
  'keyFigureSeries.tableReports': '{name} raporteittain',
  'keyFigureSeries.tableQuarterEnds': '{name} kunkin vuosineljänneksen lopussa',
  'keyFigureSeries.col.period': 'Jakso',
  'keyFigureSeries.col.day': 'Päivä',
  'keyFigureSeries.col.value': 'Arvo',
};
