import { createHmac } from 'node:crypto';

/**
 * The animated QR code's content for a second of an order (BankID): the QR start token, the whole
 * seconds since the order was made, and HMAC-SHA256 of those seconds keyed by the QR start secret.
 */
export function bankIdQrContent(qrStartToken: string, qrStartSecret: string, seconds: number): string {
  const mac = createHmac('sha256', qrStartSecret).update(String(seconds)).digest('hex');
  return `bankid.${qrStartToken}.${seconds}.${mac}`;
}
