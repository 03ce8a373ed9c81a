/** Norwegian (bokmål) texts of the invitation page (spec 001 §7.5 "Affiliate"). */
import type { affiliateEn } from './en';

export const affiliateNb: Record<keyof typeof affiliateEn, string> = {
  'affiliate.title': 'Inviter en venn',
  'affiliate.menu': 'Inviter en venn',
  'affiliate.intro':
    'Send din egen lenke for å bli kunde til en venn. Når vennen blir kunde via lenken, teller vi det her.',
  'affiliate.error': 'Invitasjonslenken din kunne ikke hentes.',
  'affiliate.link': 'Din lenke for å bli kunde',
  'affiliate.code': 'Din kode',
  'affiliate.copy': 'Kopier lenken',
  'affiliate.copied': 'Lenken er kopiert.',
  'affiliate.copyFailed': 'Lenken kunne ikke kopieres. Marker den og kopier den selv.',
  'affiliate.countNone': 'Ingen har blitt kunde via lenken din ennå.',
  'affiliate.count':
    '{count, plural, one {# person har blitt kunde via lenken din.} other {# personer har blitt kunder via lenken din.}}',
};
