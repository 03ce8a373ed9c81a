import type { indicesEn } from './en';

/** Finnish texts of indices. */
export const indicesFi: Record<keyof typeof indicesEn, string> = {
  'indices.tab.members': 'Osakkeet',
  'indices.members.title': 'Indeksin osakkeet',
  'indices.members.summary': '{name}: {count, plural, one {# osake} other {# osaketta}}.',
  'indices.members.caption':
    'Indeksin {name} osakkeet painoineen, viimeisin kurssi, muutos tänään ja vaikutus indeksiin',
  'indices.members.error': 'Indeksin osakkeita ei voitu hakea.',
  'indices.members.empty': 'Indeksissä ei ole näytettäviä osakkeita.',
  'indices.members.note':
    'Vaikutus kertoo, montako indeksipistettä osake on liikuttanut indeksiä tänään: sen paino kertaa sen muutos eilisestä päätöskurssista. Kurssit ovat reaaliaikaisia; rivit pysyvät valitsemasi lajittelun järjestyksessä kurssien liikkuessa.',
  'indices.col.name': 'Nimi',
  'indices.col.weight': 'Paino',
  'indices.col.last': 'Viimeisin',
  'indices.col.change': 'Tänään',
  'indices.col.contribution': 'Vaikutus',
  'indices.col.level': 'Taso',
  'indices.points': '{points} p',
  'indices.strip.title': 'Pohjoismaiset indeksit',
};
