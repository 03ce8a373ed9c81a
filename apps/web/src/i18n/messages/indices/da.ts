import type { indicesEn } from './en';

/** Danish texts of indices. */
export const indicesDa: Record<keyof typeof indicesEn, string> = {
  'indices.tab.members': 'Aktier i indekset',
  'indices.members.title': 'Aktierne i indekset',
  'indices.members.summary': '{name} består af {count, plural, one {# aktie} other {# aktier}}.',
  'indices.members.caption': 'Aktierne i {name} med vægt, seneste kurs, ændring i dag og bidrag til indekset',
  'indices.members.error': 'Aktierne i indekset kunne ikke hentes.',
  'indices.members.empty': 'Indekset har ingen aktier at vise.',
  'indices.members.note':
    'Bidraget er, hvor mange indekspoint en aktie har flyttet indekset i dag: dens vægt gange dens ændring siden gårsdagens lukkekurs. Kurserne er realtid; rækkerne beholder rækkefølgen fra da du sorterede, mens kurserne bevæger sig.',
  'indices.col.name': 'Navn',
  'indices.col.weight': 'Vægt',
  'indices.col.last': 'Seneste',
  'indices.col.change': 'I dag',
  'indices.col.contribution': 'Bidrag',
  'indices.col.level': 'Niveau',
  'indices.points': '{points} point',
  'indices.strip.title': 'Nordiske indeks',
};
