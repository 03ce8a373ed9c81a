/** Danish texts of the invitation page (spec 001 §7.5 "Affiliate"). */
import type { affiliateEn } from './en';

export const affiliateDa: Record<keyof typeof affiliateEn, string> = {
  'affiliate.title': 'Inviter en ven',
  'affiliate.menu': 'Inviter en ven',
  'affiliate.intro':
    'Send dit eget link til at blive kunde til en ven. Når vennen bliver kunde via linket, tæller vi det her.',
  'affiliate.error': 'Dit invitationslink kunne ikke hentes.',
  'affiliate.link': 'Dit link til at blive kunde',
  'affiliate.code': 'Din kode',
  'affiliate.copy': 'Kopiér linket',
  'affiliate.copied': 'Linket er kopieret.',
  'affiliate.copyFailed': 'Linket kunne ikke kopieres. Markér det og kopiér det selv.',
  'affiliate.countNone': 'Ingen er blevet kunde via dit link endnu.',
  'affiliate.count':
    '{count, plural, one {# person er blevet kunde via dit link.} other {# personer er blevet kunder via dit link.}}',
};
