import { z } from 'zod';
import { defineCall } from './call';
import { LangSchema } from './common';

/**
 * Nordic eID logins (issue 16; spec 001 §7.2 "signicat start; Swedish BankID authentication orders
 * (with useCase, or by id)"). The outside parties are simulated by this server in their real
 * protocol's shape (apps/server/src/eid-simulator/); these are our own calls around them.
 *
 * Every call binds to the browser that started the login: the start sets an HttpOnly cookie
 * (`nnx_eid`) whose hash is kept with the order or the authorization request, and an order or
 * request reached without that cookie answers 404 like one that does not exist.
 */

/** BankID's collect statuses and hint codes (BankID RP API v6). */
export const BANKID_STATUSES = ['pending', 'complete', 'failed'] as const;
export const BANKID_HINT_CODES = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userSign',
  'userCancel',
  'expiredTransaction',
  'startFailed',
] as const;
export type BankIdHintCode = (typeof BANKID_HINT_CODES)[number];

export const BankIdUseCaseSchema = z.enum(['LOGIN', 'SIGNUP']);

/** An opaque reference (BankID's orderRef is a UUID). */
export const OrderRefSchema = z.string().regex(/^[0-9a-f-]{36}$/, 'an order reference');

/**
 * What the browser may see of an order. The qrStartToken and qrStartSecret stay on the server: the
 * secret is what makes a QR code expire within seconds, and a page that knew it could draw codes
 * for later seconds (BankID's guidance is to compute the animated QR in the back end). The
 * browser gets the QR content for this second and the next two (`qr[i]` is for i seconds after
 * the answer), enough for a redraw every second between collects every two seconds. The
 * autoStartToken is the browser's: it opens the identification app on this device.
 */
export const BankIdOrderSchema = z
  .object({
    orderRef: z.string(),
    autoStartToken: z.string(),
    status: z.enum(BANKID_STATUSES),
    hintCode: z.enum(BANKID_HINT_CODES).optional(),
    /** While pending: `bankid.{qrStartToken}.{seconds}.{HMAC-SHA256(qrStartSecret, seconds)}` per second. */
    qr: z.array(z.string()),
    /** Epoch ms when the order expires (three minutes after it was started). */
    expiresAt: z.number().int(),
  })
  .meta({ id: 'BankIdOrder' });

export const startBankIdOrder = defineCall({
  id: 'startBankIdOrder',
  method: 'POST',
  path: '/nnxapi/authentication/v2/bankid/orders',
  auth: 'none',
  summary: 'Starts a Swedish BankID authentication order for this browser (sets the nnx_eid cookie)',
  tags: ['authentication'],
  body: z.object({ useCase: BankIdUseCaseSchema }),
  reply: BankIdOrderSchema,
  status: 201,
});

export const collectBankIdOrder = defineCall({
  id: 'collectBankIdOrder',
  method: 'GET',
  path: '/nnxapi/authentication/v2/bankid/orders/{orderRef}',
  auth: 'none',
  summary: "A BankID order's status and hint (collect; every 2 s), this browser's own orders only",
  tags: ['authentication'],
  params: z.object({ orderRef: OrderRefSchema }),
  reply: BankIdOrderSchema,
});

export const cancelBankIdOrder = defineCall({
  id: 'cancelBankIdOrder',
  method: 'DELETE',
  path: '/nnxapi/authentication/v2/bankid/orders/{orderRef}',
  auth: 'none',
  summary: "Cancels this browser's BankID order",
  tags: ['authentication'],
  params: z.object({ orderRef: OrderRefSchema }),
  reply: BankIdOrderSchema,
});

/** The eIDs the Signicat-style broker offers, by country. */
export const SIGNICAT_COUNTRIES = ['NO', 'DK', 'FI'] as const;

export const startSignicatLogin = defineCall({
  id: 'startSignicatLogin',
  method: 'POST',
  path: '/nnxapi/authentication/v2/signicat/start',
  auth: 'none',
  summary:
    'Starts an eID login at the Signicat-style identity provider (Norwegian BankID, MitID, FTN): the authorize URL to send the browser to; state and nonce stay on the server, bound to this browser',
  tags: ['authentication'],
  body: z.object({
    countryCode: z.enum(SIGNICAT_COUNTRIES),
    /** This site's eID callback page (`/login/eid-callback`), on the origin of the page that asks. */
    redirectUri: z.string().max(500),
    /** The identity provider's page language (ui_locales). */
    lang: LangSchema.optional(),
  }),
  reply: z.object({ authorizeUrl: z.string() }).meta({ id: 'SignicatStart' }),
});
