import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenSigner } from './access-tokens';

const secret = new TextEncoder().encode('0123456789abcdef0123456789abcdef');
const LATER = new Date(Date.now() + 3_600_000);

describe('access tokens', () => {
  it('round-trips the claims and refuses another key, tampering and garbage', async () => {
    const signer = createTokenSigner(secret, 60);
    const jwt = await signer.sign({ customerId: 7, userId: 3, sessionId: 11 }, LATER);
    expect(await signer.verify(jwt)).toEqual({ customerId: 7, userId: 3, sessionId: 11 });
    const other = createTokenSigner(new TextEncoder().encode('another-key-another-key-another-'), 60);
    expect(await other.verify(jwt)).toBeNull();
    const [h, p] = jwt.split('.');
    expect(await signer.verify(`${h}.${p}.${'A'.repeat(43)}`)).toBeNull();
    expect(await signer.verify('not-a-token')).toBeNull();
  });

  it('refuses an expired token, also one it verified before', async () => {
    let now = Date.now();
    const signer = createTokenSigner(secret, 60, () => now);
    const jwt = await signer.sign({ customerId: 1, userId: 1, sessionId: 1 }, LATER);
    expect(await signer.verify(jwt)).not.toBeNull();
    now += 61_000;
    expect(await signer.verify(jwt)).toBeNull();
    const expired = await new SignJWT({ uid: 1, sid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('nordic-broker')
      .setAudience('api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret);
    expect(await createTokenSigner(secret, 60).verify(expired)).toBeNull();
  });

  it('never outlives its session', async () => {
    const now = Date.now();
    const signer = createTokenSigner(secret, 60, () => now);
    const jwt = await signer.sign({ customerId: 1, userId: 1, sessionId: 1 }, new Date(now + 5_000));
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(payload.exp).toBe(Math.floor((now + 5_000) / 1000));
  });

  it('refuses a token signed with "none" or for another audience', async () => {
    const signer = createTokenSigner(secret, 60);
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: '1', uid: 1, sid: 1, iss: 'nordic-broker', aud: 'api' }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${body}.`)).toBeNull();
    const wrongAudience = await new SignJWT({ uid: 1, sid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('nordic-broker')
      .setAudience('somewhere-else')
      .setExpirationTime('1m')
      .sign(secret);
    expect(await signer.verify(wrongAudience)).toBeNull();
  });
});
