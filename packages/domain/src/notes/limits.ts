/**
 * A customer's own notes on instruments (spec 001 §7.9 notes): what they thought when they bought,
 * what to watch for. Private to the customer.
 */

/** Characters in one note, after trimming. Long enough for a thesis, short enough to list. */
export const NOTE_TEXT_MAX = 2000;

/** Notes one customer may keep on one instrument (422 NOTE_LIMIT_REACHED beyond). */
export const NOTES_PER_INSTRUMENT_MAX = 50;
