/** Finnish texts of the invitation page (spec 001 §7.5 "Affiliate"). */
import type { affiliateEn } from './en';

export const affiliateFi: Record<keyof typeof affiliateEn, string> = {
  'affiliate.title': 'Kutsu ystävä',
  'affiliate.menu': 'Kutsu ystävä',
  'affiliate.intro':
    'Lähetä oma asiakkaaksi tulon linkkisi ystävälle. Kun ystävä tulee asiakkaaksi linkin kautta, näet sen täällä.',
  'affiliate.error': 'Kutsulinkkiäsi ei voitu hakea.',
  'affiliate.link': 'Linkkisi asiakkaaksi tuloon',
  'affiliate.code': 'Koodisi',
  'affiliate.copy': 'Kopioi linkki',
  'affiliate.copied': 'Linkki on kopioitu.',
  'affiliate.copyFailed': 'Linkkiä ei voitu kopioida. Valitse se ja kopioi itse.',
  'affiliate.countNone': 'Kukaan ei ole vielä tullut asiakkaaksi linkkisi kautta.',
  'affiliate.count':
    '{count, plural, one {# henkilö on tullut asiakkaaksi linkkisi kautta.} other {# henkilöä on tullut asiakkaaksi linkkisi kautta.}}',
};
