/**
 * The rules of the curated-list card (spec 000 §2): its link, image, badge, logo counter and views.
 * Pure, so each rule is tested on its own.
 */

export type CardBadge = 'NEW' | 'TRENDING';

/** The list's address on the shared watchlist route: its slug, or its id when it has none. */
export function sharedListHref(list: { slug?: string | null; id: string | number }): string {
  const listId = list.slug ? list.slug : String(list.id);
  return `/watchlists/shared?listId=${encodeURIComponent(listId)}`;
}

/** The image address without its query string (and fragment): the card asks for its own widths. */
export function stripQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** At most one badge: New wins over Trending; any other badge is not shown. */
export function cardBadge(badges: readonly string[] | null | undefined): CardBadge | undefined {
  if (badges?.includes('NEW')) return 'NEW';
  if (badges?.includes('TRENDING')) return 'TRENDING';
  return undefined;
}

/** N of the dark '+N' counter: the instruments not shown as logos; 0 hides the counter. */
export function extraInstruments(instrumentCount: number, previews: number): number {
  return Math.max(0, instrumentCount - previews);
}

/** Below 1000 the plain number; from 1000 whole thousands and 'K' (1999 -> '1K'). */
export function formatViews(views: number): string {
  const n = Math.max(0, Math.floor(views));
  return n < 1000 ? String(n) : `${Math.floor(n / 1000)}K`;
}

/**
 * Image widths of spec 000 §2: 170 px (340 px at high density) on extra-small screens, 244 px
 * (488 px) otherwise, as `srcset`/`sizes` so the browser picks the file.
 */
export const CARD_IMAGE_WIDTHS = { xs: 170, xsDense: 340, other: 244, otherDense: 488 } as const;
/** The extra-small breakpoint, the same as the app's phone layout. */
export const EXTRA_SMALL_MAX_PX = 575;

export function cardImageSources(url: string): { src: string; srcSet: string; sizes: string } {
  const base = stripQuery(url);
  const at = (width: number) => `${base}?width=${width}`;
  const { xs, xsDense, other, otherDense } = CARD_IMAGE_WIDTHS;
  return {
    src: at(other),
    srcSet: [xs, xsDense, other, otherDense].map((w) => `${at(w)} ${w}w`).join(', '),
    sizes: `(max-width: ${EXTRA_SMALL_MAX_PX}px) ${xs}px, ${other}px`,
  };
}
