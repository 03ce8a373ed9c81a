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
export const unauthorized = (code: ApiErrorCode, message: string) => new HttpError(401, code, message);
