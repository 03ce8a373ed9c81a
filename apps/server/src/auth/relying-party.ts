import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

export interface RelyingParty {
  /** WebAuthn rpID: the site's host name without port. */
  rpId: string;
  /** The page origin the browser must report, e.g. `https://broker.example` or `http://localhost:5173`. */
  origin: string;
}

/**
 * The site passkeys belong to. PUBLIC_URL decides when set; otherwise the address the request came
 * in on (Host and protocol, behind TRUST_PROXY the forwarded ones), so the app works on localhost at
 * any port. Taking the Host header is safe here: the browser signs the origin it really is on, and
 * only credentials made for that site answer, so a false Host only makes the check fail.
 */
export function relyingParty(deps: Deps, request: FastifyRequest): RelyingParty {
  const configured = deps.config.publicUrl;
  if (configured) {
    const url = new URL(configured);
    return { rpId: url.hostname, origin: url.origin };
  }
  const url = new URL(`${request.protocol}://${request.host}`);
  return { rpId: url.hostname, origin: url.origin };
}
