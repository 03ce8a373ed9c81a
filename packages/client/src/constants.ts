/**
 * Numbers and names the specs fix for the client, in one place so that a change of the spec is a
 * change of one line. The header names and the client id are shared with the server and live in
 * `@broker/contract` (CLIENT_ID, CLIENT_ID_HEADER, ACCESS_TOKEN_HEADER).
 */

/** Spec 001 §4, §9: an access token is reused for 8 s before a new one is fetched. */
export const ACCESS_TOKEN_CACHE_MS = 8000;

/** Spec 001 §4, §9: callers that arrive while a token fetch is under way wait at most 2 s ... */
export const ACCESS_TOKEN_WAIT_MAX_MS = 2000;

/** ... checking every 20 ms whether that fetch has finished. */
export const ACCESS_TOKEN_WAIT_POLL_MS = 20;

/** Spec 001 §5: the filter wildcard, which means "no filter" and so is never sent. */
export const QUERY_WILDCARD = '__ALL__';

/** Spec 000 §7: the failure code when an error reply names none. */
export const UNKNOWN_REASON = 'UNKNOWN_REASON';

/** Client-side failure codes, for errors that never reached or never came back from the server. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_REPLY = 'INVALID_REPLY';
export const MISSING_ACCOUNT_ID = 'MISSING_ACCOUNT_ID';
/**
 * A call that needs the access token was not sent because no token could be had: the token
 * endpoint failed (network, 5xx) or did not answer within ACCESS_TOKEN_WAIT_MAX_MS. Not a logout.
 */
export const TOKEN_UNAVAILABLE = 'TOKEN_UNAVAILABLE';
