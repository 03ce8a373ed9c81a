/**
 * The machine codes a rejected call answers with. Every 4xx body is
 * `{ code, message, fields?: [{ code, field }] }` with a code from this list.
 */
export const API_ERROR_CODES = [
  'INPUT_ERROR',
  'MALFORMED_JSON',
  'MANDATORY_FIELD_MISSING',
  'ROUTE_NOT_FOUND',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'SESSION_INVALID',
  'MISSING_CLIENT_ID',
  'INVALID_TOKEN',
  'ACCOUNT_NOT_FOUND',
  'UNKNOWN_INSTRUMENT',
  'NEWS_NOT_FOUND',
  'UNSUPPORTED_AUTHENTICATION_PROVIDER',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiFieldError {
  code: string;
  field?: string;
}

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: ApiFieldError[];
}
