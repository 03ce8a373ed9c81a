import type { indicesEn } from './en';

/** Swedish texts of indices. */
export const indicesSv: Record<keyof typeof indicesEn, string> = {
  'indices.tab.members': 'Ingående aktier',
  'indices.members.title': 'Aktierna i indexet',
  'indices.members.summary': '{name} består av {count, plural, one {# aktie} other {# aktier}}.',
  'indices.members.caption':
    'Aktierna i {name} med vikt, senast betalt, förändring i dag och bidrag till indexet',
  'indices.members.error': 'Indexets aktier kunde inte hämtas.',
  'indices.members.empty': 'Indexet har inga aktier att visa.',
  'indices.members.note':
    'Bidraget är hur många indexpunkter en aktie har flyttat indexet i dag: dess vikt gånger dess förändring sedan gårdagens stängning. Kurserna är realtid; raderna behåller ordningen från när du sorterade medan kurserna rör sig.',
  'indices.col.name': 'Namn',
  'indices.col.weight': 'Vikt',
  'indices.col.last': 'Senast',
  'indices.col.change': 'Idag',
  'indices.col.contribution': 'Bidrag',
  'indices.col.level': 'Nivå',
  'indices.points': '{points} p',
  'indices.strip.title': 'Nordiska index',
};
