import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a webhook body, as payment providers commonly sign theirs: a header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. Signing the timestamp with the body lets
 * the receiver refuse an old message replayed later; the exact bytes are signed, so the receiver
 * checks the raw body before parsing it.
 */

/** The header a signed notification carries its signature in. */
export const SIGNATURE_HEADER = 'x-payment-signature';

/** How far the signing time may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_S = 300;

const mac = (secret: Uint8Array, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

export function signWebhook(secret: Uint8Array, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

export type SignatureCheck = 'OK' | 'MALFORMED' | 'MISMATCH' | 'EXPIRED';

export function checkWebhookSignature(
  secret: Uint8Array,
  header: string | undefined,
  body: string,
  nowMs: number,
): SignatureCheck {
  if (!header) return 'MALFORMED';
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'MALFORMED';
  const expected = Buffer.from(mac(secret, t, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'MISMATCH';
  // Checked after the MAC, so a forger learns nothing from which of the two failed.
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S) return 'EXPIRED';
  return 'OK';
}
