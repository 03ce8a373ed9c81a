import type { CommunityCatalogue } from './en';

export const communityFi: CommunityCatalogue = {
  'community.nav': 'Yhteisö',
  'community.title': 'Suosittua Nordbrokerin asiakkaiden keskuudessa',
  'community.intro':
    'Mitä asiakkaamme omistavat ja millä he käyvät kauppaa, laskettuna kaikista asiakkaista. Luku näytetään vain, kun sen takana on vähintään {min} asiakasta, joten kenenkään omia omistuksia ei voi nähdä.',
  'community.mostOwned': 'Omistetuimmat',
  'community.mostOwnedText': 'Eniten asiakkaita omistaa nyt.',
  'community.mostTraded': 'Vaihdetuimmat',
  'community.mostTradedText': 'Ostettu ja myyty useimmin viimeisten {days} päivän aikana ({from} – {to}).',
  'community.rank': 'Sija',
  'community.instrument': 'Arvopaperi',
  'community.lastPrice': 'Viimeisin',
  'community.owners': '{count, plural, one {# omistaja} other {# omistajaa}}',
  'community.trades': '{count, plural, one {# kauppa} other {# kauppaa}}',
  'community.buyPercent': '{percent} % ostoja',
  'community.buy': 'Osta',
  'community.buyFund': 'Osta {name}',
  'community.empty': 'Ei vielä näytettävää.',
  'community.error': 'Yhteisösyötettä ei voitu ladata.',
  'community.updated': 'Päivitetty {time}',
};
