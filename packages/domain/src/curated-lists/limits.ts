/**
 * Limits of the customer's own watchlists (spec 001 §7.9 names the calls, not the limits). They
 * keep a page of lists with live prices within what one socket may subscribe (500 keys) in practice
 * and stop a script from filling the tables.
 */
export const MAX_WATCHLISTS_PER_CUSTOMER = 20;
export const MAX_WATCHLIST_ITEMS = 100;
/** A name is trimmed first; then 1–50 characters. */
export const WATCHLIST_NAME_MAX = 50;

/** Card previews (spec 000 §2 shows "a few" logos and a '+N' counter). */
export const CARD_PREVIEWS = 3;
export const CARD_PREVIEWS_MOBILE = 2;

/** Feedback on a curated list: a rating of 1–5 and an optional comment of up to 1000 characters. */
export const FEEDBACK_COMMENT_MAX = 1000;
