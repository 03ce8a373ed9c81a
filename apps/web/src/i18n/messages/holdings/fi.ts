import type { HoldingsCatalogue } from './en';

export const holdingsFi: HoldingsCatalogue = {
  'holdings.title': 'Tuotto',
  'holdings.intro':
    'Miten rahoillesi on käynyt: oma pääomasi ajan mittaan ja jokaisen jakson ja vuoden tuotto kahdella menetelmällä.',
  'holdings.account': 'Tilit',
  'holdings.allAccounts': 'Kaikki tilit',
  'holdings.graph': 'Oma pääoma',
  'holdings.periods': 'Kaavion jakso',
  'holdings.graph.label': 'Välillä {from}–{to} oma pääomasi muuttui arvosta {start} arvoon {end}.',
  'holdings.legend.deposit': 'talletus',
  'holdings.legend.withdrawal': 'nosto',
  'holdings.error': 'Tuottoasi ei voitu hakea.',
  'holdings.loading': 'Haetaan tuottoasi…',
  'holdings.none': 'Historiaa ei vielä ole: tuotto alkaa ensimmäisestä talletuksestasi.',
  'holdings.byPeriod': 'Tuotto jaksoittain',
  'holdings.byYear': 'Tuotto vuosittain',
  'holdings.year.soFar': '{year} tähän mennessä',
  'holdings.col.period': 'Jakso',
  'holdings.col.twr': 'Aikapainotettu',
  'holdings.col.mwr': 'Pääomapainotettu',
  'holdings.col.result': 'Tulos',
  'holdings.explained': 'Mitä luvut tarkoittavat',
  'holdings.explain.twr':
    'tuotto kertoo, miten sijoituksesi ovat menestyneet, kun talletukset ja nostot on jätetty pois: vertaa sitä indeksiin tai rahastoon.',
  'holdings.explain.mwr':
    'tuotto kertoo, miten rahoillesi on käynyt, kun otetaan huomioon, milloin talletit ja nostit ne: juuri ennen laskua tehty talletus painaa enemmän kuin sen jälkeen tehty.',
};
