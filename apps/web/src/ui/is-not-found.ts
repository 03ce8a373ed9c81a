import { ApiError } from '@broker/client';

/** The server answered that the thing asked for does not exist (as opposed to failing). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
