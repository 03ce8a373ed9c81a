/**
 * An instrument's address in words (`/instrument/{slug}`, spec 001 §7.12 "slug"): its name in lower
 * case ASCII, Nordic letters spelt out as their languages do in addresses (ä/æ → ae, ö/ø → oe,
 * å → aa), other marks dropped, words joined by hyphens.
 */
const SPELT: Record<string, string> = { ä: 'ae', æ: 'ae', ö: 'oe', ø: 'oe', å: 'aa', ß: 'ss' };

export function instrumentSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äæöøåß]/g, (c) => SPELT[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug as a customer may type it: lower case letters, digits and single inner hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
