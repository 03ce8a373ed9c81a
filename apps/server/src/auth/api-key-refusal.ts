import type { FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '@broker/contract';
import { HttpError } from '../http/api-error';

/** The API key a request carries as `Authorization: Bearer nnxk_…`, if any. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const token = match?.[1];
  return token?.startsWith(API_KEY_PREFIX) ? token : undefined;
}

/**
 * Logging in, making API keys and passkeys and seeing the sessions need a real login: a script
 * holding a key must not turn it into more lasting credentials, nor see where the customer is
 * logged in.
 */
export function refuseApiKey(request: FastifyRequest): void {
  if (apiKeyOf(request)) {
    throw new HttpError(
      403,
      'API_KEY_NOT_ALLOWED',
      'An API key cannot be used for this call; log in as the customer',
    );
  }
}
