import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Whether a cookie we set is Secure: SECURE_COOKIES, `auto` meaning when the request came over https. */
export function secureCookie(config: Pick<Config, 'secureCookies'>, request: FastifyRequest): boolean {
  return (
    config.secureCookies === 'always' || (config.secureCookies === 'auto' && request.protocol === 'https')
  );
}
