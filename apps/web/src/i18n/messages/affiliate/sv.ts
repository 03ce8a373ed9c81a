/** Swedish texts of the invitation page (spec 001 §7.5 "Affiliate"). */
import type { affiliateEn } from './en';

export const affiliateSv: Record<keyof typeof affiliateEn, string> = {
  'affiliate.title': 'Bjud in en vän',
  'affiliate.menu': 'Bjud in en vän',
  'affiliate.intro':
    'Skicka din egen länk för att bli kund till en vän. När vännen blir kund via länken räknar vi det här.',
  'affiliate.error': 'Din inbjudningslänk kunde inte hämtas.',
  'affiliate.link': 'Din länk för att bli kund',
  'affiliate.code': 'Din kod',
  'affiliate.copy': 'Kopiera länken',
  'affiliate.copied': 'Länken är kopierad.',
  'affiliate.copyFailed': 'Länken kunde inte kopieras. Markera den och kopiera den själv.',
  'affiliate.countNone': 'Ingen har blivit kund via din länk än.',
  'affiliate.count':
    '{count, plural, one {# person har blivit kund via din länk.} other {# personer har blivit kunder via din länk.}}',
};
