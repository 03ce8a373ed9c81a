import type { estatesEn } from './en';

export const estatesFi: Record<keyof typeof estatesEn, string> = {
  'estates.title': 'Arvostus kuolinpäivänä',
  'estates.estateOf': 'Kuolinpesä: {name}',
  'estates.diedOn': 'Kuolinpäivä: {day}',
  'estates.intro':
    'Tässä on, mitä kuolinpesä omisti kuolinpäivän päättyessä, kukin omistus arvostettuna viimeiseen päätöskurssiin sinä päivänä tai sitä ennen. Tämä on arvostus perukirjaa varten.',
  'estates.rules':
    'Kunnes pesä on jaettu, se saa myydä omistuksiaan tai siirtää ne toiselle tilille, mutta ei ostaa.',
  'estates.pdf': 'Lataa arvostus PDF-tiedostona',
  'estates.error': 'Arvostusta ei voitu hakea.',
  'estates.notAnEstate':
    'Tämä sivu koskee kuolinpesää. Se näyttää arvostuksen, kun toimit edustamasi kuolinpesän puolesta.',
  'estates.noAccounts': 'Kuolinpesällä ei ole tilejä.',
  'estates.holdingsOf': 'Tilin {account} omistukset kuolinpäivänä',
  'estates.col.name': 'Omistus',
  'estates.col.isin': 'ISIN-koodi',
  'estates.col.quantity': 'Määrä',
  'estates.col.price': 'Kurssi',
  'estates.col.priceDay': 'Kurssipäivä',
  'estates.col.value': 'Arvo',
  'estates.noPrice': 'Ei kurssia',
  'estates.noHoldings': 'Tilillä ei ollut arvopapereita kuolinpäivänä.',
  'estates.cash': 'Käteinen',
  'estates.total': 'Yhteensä',
};
