import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  customerId: number;
  userId: number;
  sessionId: number;
  /** Set when the caller is a personal API key (then sessionId is 0: no session behind it). */
  apiKeyId?: number;
}

const ISSUER = 'nordic-broker';
const AUDIENCE = 'api';

/** Short-lived signed access tokens (spec 001 §7.1): the API verifies them without a database read. */
export function createTokenSigner(secret: Uint8Array, ttlSeconds: number, now: () => number = Date.now) {
  // A client sends the same token for seconds at a time; its verified claims are remembered until
  // it expires so the signature is checked once, not on every call.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expSeconds: number) => {
    if (verified.size >= 10_000) {
      for (const [key, entry] of verified) if (entry.expiresAt <= now()) verified.delete(key);
      if (verified.size >= 10_000) verified.clear();
    }
    verified.set(token, { claims, expiresAt: expSeconds * 1000 });
  };
  return {
    /** A token for the session; it never outlives the session itself. */
    async sign(claims: AccessClaims, sessionExpiresAt: Date): Promise<string> {
      const nowSeconds = Math.floor(now() / 1000);
      const exp = Math.min(nowSeconds + ttlSeconds, Math.floor(sessionExpiresAt.getTime() / 1000));
      return new SignJWT({ uid: claims.userId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.customerId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(exp)
        .sign(secret);
    },
    /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        const customerId = Number(payload.sub);
        const { uid, sid } = payload as { uid?: unknown; sid?: unknown };
        if (!Number.isInteger(customerId) || typeof uid !== 'number' || typeof sid !== 'number') return null;
        const claims = { customerId, userId: uid, sessionId: sid };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
