/** The refusals of the eID logins (issue 16), part of the API error catalogue. */
export const EID_ERROR_CODES = [
  /** No BankID order or Signicat request of this browser's by that reference or state. */
  'EID_ORDER_NOT_FOUND',
  /** A login with a BankID order that is still pending or has failed. */
  'EID_ORDER_NOT_COMPLETE',
  /** A BankID order, or a Signicat state or code, that a login has already used. */
  'EID_ORDER_USED',
  /** A Signicat request older than its ten minutes. */
  'EID_ORDER_EXPIRED',
  /** A redirect URI that is not this site's eID callback page on the asking page's origin. */
  'EID_REDIRECT_URI_INVALID',
  /** A login whose redirect URI is not the one its authorization request was made with. */
  'EID_REDIRECT_URI_MISMATCH',
  /** The identity provider refused the code (used, expired, not issued for this redirect URI). */
  'EID_CODE_REFUSED',
  /** What the eID vouched for does not hold: an ID token that fails its checks, a bad national id. */
  'EID_IDENTITY_INVALID',
  /** A provider used for a country it does not serve, or another country than the login's. */
  'EID_WRONG_COUNTRY',
] as const;
