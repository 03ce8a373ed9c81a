import type { keyFigureSeriesEn } from './en';

/** Swedish texts of a key figure's history. */
export const keyFigureSeriesSv: Record<keyof typeof keyFigureSeriesEn, string> = {
  'keyFigureSeries.open': 'Visa historiken för {name}',
  'keyFigureSeries.title': 'Historik för {name}',
  'keyFigureSeries.error': 'Historiken kunde inte hämtas.',
  'keyFigureSeries.empty': 'Det finns ingen historik för nyckeltalet ännu.',
  'keyFigureSeries.lineLabel':
    'Linjediagram över {name} per handelsdag från {from} till {to}; en sammanfattning och en tabell med värdena följer.',
  'keyFigureSeries.barLabel':
    'Stapeldiagram över {name} per rapport från {from} till {to}; en sammanfattning och en tabell med värdena följer.',
  'keyFigureSeries.summary':
    'Från {from} till {to}: först {first}, senast {last}, lägst {low} ({lowDay}), högst {high} ({highDay}).',
  'keyFigureSeries.tableReports': '{name} per rapport',
  'keyFigureSeries.tableQuarterEnds': '{name} vid slutet av varje kvartal',
  'keyFigureSeries.col.period': 'Period',
  'keyFigureSeries.col.day': 'Dag',
  'keyFigureSeries.col.value': 'Värde',
};
