import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19456 KiB, t=2, p=1), the OWASP baseline.
export function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt ? { salt } : {});
}

// Verifying against a real hash when the username is unknown keeps the answer time the same, so
// response times do not tell which usernames exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no-such-user-placeholder');
  try {
    return await verify(storedHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
