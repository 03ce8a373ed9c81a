/**
 * The generated images of the discover pages: instrument logos and curated list pictures. Pure
 * functions of their inputs, so every server process draws the same SVG and caches may keep it.
 */

/** Allowed `width` of an image request; values outside are clamped. */
export const IMAGE_WIDTH_MIN = 16;
export const IMAGE_WIDTH_MAX = 2048;
export const LOGO_DEFAULT_WIDTH = 64;
export const LIST_IMAGE_DEFAULT_WIDTH = 488;
/** List images are 16:9. */
export const LIST_IMAGE_RATIO = 9 / 16;

/** A `width` query value must be whole digits (anything else is the caller's 400). */
export const IMAGE_WIDTH_PATTERN = /^\d{1,6}$/;

/** Widths outside the sane range are clamped rather than refused: a 4K screen asks big. */
export function clampImageWidth(width: number): number {
  return Math.min(IMAGE_WIDTH_MAX, Math.max(IMAGE_WIDTH_MIN, Math.round(width)));
}

/** Initials of a symbol: the first letters of its first two words, or its first two characters. */
export function logoInitials(symbol: string): string {
  const words = symbol
    .normalize('NFC')
    .split(/[\s\-/]+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters =
    words.length >= 2
      ? [...(words[0] ?? '')].slice(0, 1).join('') + [...(words[1] ?? '')].slice(0, 1).join('')
      : [...(words[0] ?? '?')].slice(0, 2).join('');
  return letters.toLocaleUpperCase('en');
}

/** A hue from an id, spread by the golden angle so neighbouring ids get distinct colours. */
export function hueOf(id: number): number {
  return Math.round((id * 137.508) % 360);
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function logoSvg(instrumentId: number, symbol: string, width: number): string {
  const hue = hueOf(instrumentId);
  const text = escapeXml(logoInitials(symbol));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(symbol)}">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 38%)"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${text.length > 1 ? 24 : 30}" font-weight="600" fill="#fff">${text}</text>` +
    `</svg>`
  );
}

/** Two colours per topic; unknown topics get a neutral pair. */
const TOPIC_COLOURS: Record<string, [string, string]> = {
  'index-funds': ['#0b3d91', '#1f8fd6'],
  funds: ['#253b80', '#6a5acd'],
  dividends: ['#7a3b00', '#e0a030'],
  sustainability: ['#0d5c3a', '#5cbf7a'],
  tech: ['#2b1055', '#d53a9d'],
  sectors: ['#3a3a3a', '#8a9bb0'],
};

/** A 32-bit FNV-1a hash, for placing a slug's shapes. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A gradient in the topic's colours with a few translucent circles placed by the slug. */
export function listImageSvg(slug: string, topic: string, width: number): string {
  const [from, to] = TOPIC_COLOURS[topic] ?? ['#333a45', '#7d8796'];
  const height = Math.round(width * LIST_IMAGE_RATIO);
  let h = hash(slug);
  const circles: string[] = [];
  for (let i = 0; i < 5; i++) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    const cx = h % 320;
    const cy = (h >>> 9) % 180;
    const r = 20 + ((h >>> 18) % 70);
    circles.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="180" fill="url(#g)"/>${circles.join('')}</svg>`
  );
}
