import { isGicsSector, type GicsSector } from '../sectors/gics';

/**
 * The instrument icon of spec 001 §7.12 ("icons"): a monogram of the instrument's name on a colour
 * that says what it is, a share's GICS sector, a fund or an index. A pure function of those inputs,
 * drawn by us (no external assets), so every process answers the same bytes and a cache validator
 * (ETag) can be derived from the text itself.
 */

/** One colour per GICS sector, dark enough for white letters (contrast above 4.5:1). */
const SECTOR_COLOURS: Record<GicsSector, string> = {
  'Communication Services': '#7b2d8e',
  'Consumer Discretionary': '#b03a2e',
  'Consumer Staples': '#6b5a1e',
  Energy: '#8a4b08',
  Financials: '#1d4f91',
  'Health Care': '#0b6e5f',
  Industrials: '#4a5563',
  'Information Technology': '#1a5fa8',
  Materials: '#7a4a2a',
  'Real Estate': '#5b4a8a',
  Utilities: '#2e6b30',
};

const FUND_COLOUR = '#00566b';
const INDEX_COLOUR = '#22304a';
/** A share without a known sector, or another kind of instrument. */
const OTHER_COLOUR = '#3d4451';

export interface IconSubject {
  name: string;
  /** EQ, FND or IDX. */
  groupType: string;
  sector: string | null;
}

/** Company-form words that say nothing about the name: "Volvo AB" is V, not VA. */
const LEGAL_FORMS = new Set([
  'ab',
  'asa',
  'as',
  'a/s',
  'oyj',
  'abp',
  'plc',
  'publ',
  '(publ)',
  'ltd',
  'sa',
  'se',
]);

/**
 * The initials of a name: the first letters of its first two words (legal forms left out), or the
 * first two letters of a one-word name; at most two, in upper case.
 */
export function iconInitials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s\-–]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w) && !LEGAL_FORMS.has(w.toLowerCase()));
  const letter = (w: string) => [...w].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? '';
  const first = words[0] ?? '';
  const second = words[1];
  const text =
    second === undefined
      ? [...first]
          .filter((c) => /[\p{L}\p{N}]/u.test(c))
          .slice(0, 2)
          .join('')
      : letter(first) + letter(second);
  return (text || '?').toLocaleUpperCase('en');
}

export function iconColour(subject: Pick<IconSubject, 'groupType' | 'sector'>): string {
  if (subject.groupType === 'IDX') return INDEX_COLOUR;
  if (subject.groupType === 'FND') return FUND_COLOUR;
  return isGicsSector(subject.sector) ? SECTOR_COLOURS[subject.sector] : OTHER_COLOUR;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A square SVG with rounded corners (an index's is a circle, so a list of shares and indices tells
 * them apart by shape as well as colour). Decorative: the page shows the name beside it.
 */
export function instrumentIconSvg(subject: IconSubject): string {
  const letters = iconInitials(subject.name);
  const fill = iconColour(subject);
  const shape =
    subject.groupType === 'IDX'
      ? `<circle cx="32" cy="32" r="32" fill="${fill}"/>`
      : `<rect width="64" height="64" rx="14" fill="${fill}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">` +
    shape +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${[...letters].length > 1 ? 26 : 32}" font-weight="600" fill="#fff">${escapeXml(letters)}</text>` +
    `</svg>`
  );
}

/** A 32-bit FNV-1a hash as 8 hex digits: a short, stable cache validator for a generated body. */
export function iconEtag(svg: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < svg.length; i++) {
    h ^= svg.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `"${h.toString(16).padStart(8, '0')}"`;
}
