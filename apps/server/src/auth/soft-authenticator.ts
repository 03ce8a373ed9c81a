import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for the server tests: makes a P-256 passkey ("none"
 * attestation, user verified) and signs assertions, the way a platform authenticator does, so the
 * server's checks run on real signatures. Browser scenarios use Chromium's virtual authenticator.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  throw new Error('too long for this encoder');
}

/** The little CBOR that attestation objects and COSE keys need. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

export function createSoftAuthenticator(origin = 'http://localhost', rpId = new URL(origin).hostname) {
  const clientData = (type: string, challenge: string, actualOrigin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: actualOrigin, crossOrigin: false }));

  return {
    /** Answers registration options (PublicKeyCredentialCreationOptionsJSON). */
    register(
      options: { challenge: string; user: { id: string } },
      overrides: { origin?: string } = {},
    ): { response: unknown; passkey: SoftPasskey } {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const credentialId = randomBytes(16);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | UV | AT]),
        Buffer.from([0, 0, 0, 0]),
        Buffer.alloc(16),
        Buffer.from([0, credentialId.length]),
        credentialId,
        cose,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        passkey: { credentialId, privateKey, counter: 0, userHandle: options.user.id },
        response: {
          id: b64url(credentialId),
          rawId: b64url(credentialId),
          type: 'public-key',
          response: {
            clientDataJSON: b64url(
              clientData('webauthn.create', options.challenge, overrides.origin ?? origin),
            ),
            attestationObject: b64url(attestationObject),
            transports: ['internal'],
          },
          clientExtensionResults: {},
        },
      };
    },

    /** Signs an authentication challenge; the counter goes up by one unless told otherwise. */
    assert(
      passkey: SoftPasskey,
      challenge: string,
      overrides: { origin?: string; counter?: number } = {},
    ): unknown {
      passkey.counter = overrides.counter ?? passkey.counter + 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(passkey.counter);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV]), count]);
      const clientDataJSON = clientData('webauthn.get', challenge, overrides.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
      return {
        id: b64url(passkey.credentialId),
        rawId: b64url(passkey.credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
