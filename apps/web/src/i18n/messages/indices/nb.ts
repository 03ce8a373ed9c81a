import type { indicesEn } from './en';

/** Norwegian (bokmål) texts of indices. */
export const indicesNb: Record<keyof typeof indicesEn, string> = {
  'indices.tab.members': 'Aksjer i indeksen',
  'indices.members.title': 'Aksjene i indeksen',
  'indices.members.summary': '{name} består av {count, plural, one {# aksje} other {# aksjer}}.',
  'indices.members.caption': 'Aksjene i {name} med vekt, siste kurs, endring i dag og bidrag til indeksen',
  'indices.members.error': 'Aksjene i indeksen kunne ikke hentes.',
  'indices.members.empty': 'Indeksen har ingen aksjer å vise.',
  'indices.members.note':
    'Bidraget er hvor mange indekspoeng en aksje har flyttet indeksen i dag: vekten ganger endringen siden gårsdagens sluttkurs. Kursene er sanntid; radene beholder rekkefølgen fra da du sorterte, mens kursene beveger seg.',
  'indices.col.name': 'Navn',
  'indices.col.weight': 'Vekt',
  'indices.col.last': 'Siste',
  'indices.col.change': 'I dag',
  'indices.col.contribution': 'Bidrag',
  'indices.col.level': 'Nivå',
  'indices.points': '{points} p',
  'indices.strip.title': 'Nordiske indekser',
};
