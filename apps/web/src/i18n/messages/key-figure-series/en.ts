/** English texts of a key figure's history (instrument page, key figures tab); the reference. */
export const keyFigureSeriesEn = {
  'keyFigureSeries.open': 'Show the history of {name}',
  'keyFigureSeries.title': 'History of {name}',
  'keyFigureSeries.error': 'The history could not be loaded.',
  'keyFigureSeries.empty': 'There is no history of this figure yet.',
  'keyFigureSeries.lineLabel':
    'Line chart of {name} per trading day from {from} to {to}; a summary and a table of the values follow.',
  'keyFigureSeries.barLabel':
    'Bar chart of {name} per report from {from} to {to}; a summary and a table of the values follow.',
  'keyFigureSeries.summary':
    'From {from} to {to}: first {first}, latest {last}, lowest {low} ({lowDay}), highest {high} ({highDay}).',
  'keyFigureSeries.tableReports': '{name} per report',
  'keyFigureSeries.tableQuarterEnds': '{name} at the end of each quarter',
  'keyFigureSeries.col.period': 'Period',
  'keyFigureSeries.col.day': 'Day',
  'keyFigureSeries.col.value': 'Value',
};
