import type { ApiFieldError } from '@broker/domain';
import { MISSING_ACCOUNT_ID, UNKNOWN_REASON } from './constants';

export interface ApiErrorInit {
  /** HTTP status; 0 when no reply arrived. */
  status: number;
  code: string;
  message: string;
  fields?: ApiFieldError[];
}

/** A call that failed: a non-2xx reply, no reply at all, or a reply that could not be read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldError[];

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(init.message, options);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
  }
}

/**
 * Spec 001 §5: a call that needs an account id is not made without one. Raised before any request,
 * so the caller can tell "no account chosen yet" from a server failure.
 */
export class MissingAccountIdError extends Error {
  override readonly name = 'MissingAccountIdError';
  readonly code = MISSING_ACCOUNT_ID;
  readonly callId: string;
  readonly param: string;

  constructor(callId: string, param: string) {
    super(`${callId} needs an account id in "${param}"`);
    this.callId = callId;
    this.param = param;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function toFieldErrors(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): ApiFieldError[] => {
    if (!isRecord(entry) || typeof entry.code !== 'string') return [];
    return [
      typeof entry.field === 'string' ? { code: entry.code, field: entry.field } : { code: entry.code },
    ];
  });
}

/**
 * Reads an error reply `{ code, message, fields? }`. The failure code is taken from the first
 * field entry (spec 000 §7: `data.fields[0].code`), because that is where the order and validation
 * endpoints put the specific reason; `code` then names only the category.
 */
export function apiErrorFromReply(status: number, data: unknown, statusText = ''): ApiError {
  const body = isRecord(data) ? data : {};
  const first: unknown = Array.isArray(body.fields) ? body.fields[0] : undefined;
  const code =
    (isRecord(first) ? nonEmptyString(first.code) : undefined) ?? nonEmptyString(body.code) ?? UNKNOWN_REASON;
  const message = nonEmptyString(body.message) ?? (statusText || `HTTP ${status}`);
  return new ApiError({ status, code, message, fields: toFieldErrors(body.fields) });
}
