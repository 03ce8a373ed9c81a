import type { ApiErrorCode, ApiFieldError } from '@broker/domain';

/** A rejection with a catalogue code; the error handler turns it into `{ code, message, fields }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: ApiFieldError[],
  ) {
    super(message);
  }
}

export const notFound = (code: ApiErrorCode, message: string) => new HttpError(404, code, message);

/** A 400 INPUT_ERROR naming the field, for a rule the contract's schema cannot state (e.g. from ≤ to). */
export function inputError(field: string, message: string): HttpError {
  return new HttpError(400, 'INPUT_ERROR', message, [{ code: 'INPUT_ERROR', field }]);
}

/**
 * The same refusal with its fields named as the caller's request names them (a request that is
 * checked by another call's rules, e.g. an allocation request by order entry's). Anything else is
 * answered as it is.
 */
export function renameErrorFields(error: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof HttpError) || !error.fields) return error;
  return new HttpError(
    error.statusCode,
    error.code,
    error.message,
    error.fields.map((f) => (f.field ? { ...f, field: names[f.field] ?? f.field } : f)),
  );
}
export const unauthorized = (code: ApiErrorCode, message: string) => new HttpError(401, code, message);
