/**
 * Folding of names and queries for the discovery search, so that a Finnish keyboard finds a Danish
 * company: lower case, accents off (é→e, ä→a, å→a), and the letters Unicode does not decompose
 * spelt out (ø→o, æ→ae, ß→ss). Names are indexed in every spelling a customer may type ("spellings"),
 * queries are folded once in the plain spelling. Pure; the benchmark and the tests use it directly.
 */

/** Letters NFD leaves whole, in the plain spelling. */
const PLAIN: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/** The short spelling: "Sjalland" for Sjælland, as a keyboard without æ writes it. */
const SHORT: Record<string, string> = { ...PLAIN, æ: 'a', œ: 'o' };

/** The transcribed spelling: "Oeresund", "Aalborg", "Maelarstrand". */
const TRANSCRIBED: Record<string, string> = {
  ...PLAIN,
  ä: 'ae',
  ö: 'oe',
  ø: 'oe',
  å: 'aa',
  ü: 'ue',
};

const SPECIAL = /[æøœßđðþłı]/g;
const TRANSCRIBED_LETTERS = /[æøœßđðþłıäöåü]/g;
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

function foldWith(text: string, table: Record<string, string>, letters: RegExp): string {
  return text
    .toLowerCase()
    .replace(letters, (c) => table[c] ?? c)
    .normalize('NFD')
    .replace(MARKS, '');
}

/** The plain folding: what a query becomes. */
export function fold(text: string): string {
  return foldWith(text, PLAIN, SPECIAL);
}

/** Words of a folded text (letters and digits of any script; everything else separates). */
export function words(folded: string): string[] {
  return folded.split(SEPARATORS).filter((w) => w.length > 0);
}

/** A text as its words joined by single spaces: "Øresund Pharma B" → "oresund pharma b". */
export function normalise(text: string): string {
  return words(fold(text)).join(' ');
}

/** Letters and digits only: symbols and ISINs compare without their spaces ("ORPH B" = "orphb"). */
export function compact(text: string): string {
  return words(fold(text)).join('');
}

/** Every spelling of a name a customer may type, normalised (plain first), without repeats. */
export function spellings(name: string): string[] {
  const all = [
    normalise(name),
    words(foldWith(name, SHORT, SPECIAL)).join(' '),
    words(foldWith(name, TRANSCRIBED, TRANSCRIBED_LETTERS)).join(' '),
  ];
  return [...new Set(all)];
}

/**
 * The SQL side of `fold` for text the database searches (news headlines): `translate` maps one
 * letter to one (the table is made by `fold` itself, so the two agree), and the letters that
 * become two are replaced after it.
 */
export const SQL_FOLD_FROM = 'áàâäãåāăąéèêëēėęěíìîïīóòôöõøōőúùûüūůűýÿçćčñńňšśžźżřťďđðł';
export const SQL_FOLD_TO = [...SQL_FOLD_FROM].map(fold).join('');
export const SQL_FOLD_PAIRS: readonly (readonly [string, string])[] = [
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['ß', 'ss'],
  ['þ', 'th'],
];
