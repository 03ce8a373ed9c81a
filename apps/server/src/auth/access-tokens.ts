import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  customerId: number;
  userId: number;
  sessionId: number;
}

const ISSUER = 'nordic-broker';
const AUDIENCE = 'api';

/** Short-lived signed access tokens (spec 001 §7.1): the API verifies them without a database read. */
export function createTokenSigner(secret: Uint8Array, ttlSeconds: number) {
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ uid: claims.userId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.customerId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const customerId = Number(payload.sub);
        const { uid, sid } = payload as { uid?: unknown; sid?: unknown };
        if (!Number.isInteger(customerId) || typeof uid !== 'number' || typeof sid !== 'number') return null;
        return { customerId, userId: uid, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
