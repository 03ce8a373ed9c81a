import type { SubscriptionArgs } from '@broker/contract';

/**
 * Why a subscription's promise was rejected:
 * - `refused`: the server answered `err`; the subscription is removed (spec 001 §4).
 * - `not-ready`: the connection was not open and logged in after the readiness polls (spec 001 §9).
 *   The subscription stays registered and is sent as soon as the connection is back, so a price
 *   page opened during an outage fills in by itself; `unsubscribe()` drops it.
 * - `cancelled`: `unsubscribe()` was called before the server acknowledged.
 * - `closed`: the client was closed.
 */
export type LiveSubscriptionFailure = 'refused' | 'not-ready' | 'cancelled' | 'closed';

export class LiveSubscriptionError extends Error {
  override readonly name = 'LiveSubscriptionError';
  readonly reason: LiveSubscriptionFailure;
  readonly args: SubscriptionArgs;
  /** The server's `msg` when it refused. */
  readonly serverMessage: string | undefined;

  constructor(reason: LiveSubscriptionFailure, args: SubscriptionArgs, serverMessage?: string) {
    super(`Subscription ${JSON.stringify(args)} ${reason}${serverMessage ? `: ${serverMessage}` : ''}`);
    this.reason = reason;
    this.args = args;
    this.serverMessage = serverMessage;
  }
}

/**
 * The server broke the protocol (spec 001 §8: a data frame for a key with no subscription). Raised
 * inside the socket's message handler, where throwing would reach no caller, so it is handed to the
 * client's `onError` instead.
 */
export class LiveProtocolError extends Error {
  override readonly name = 'LiveProtocolError';
  readonly frame: unknown;

  constructor(message: string, frame: unknown) {
    super(message);
    this.frame = frame;
  }
}

/**
 * The feed would not have us: it refused the login, or closed with LIVE_CLOSE.UNAUTHORIZED (the
 * private feed without a live session).
 */
export class LiveConnectionError extends Error {
  override readonly name = 'LiveConnectionError';
  readonly reason: 'login-refused' | 'unauthorized';

  constructor(reason: 'login-refused' | 'unauthorized', message: string) {
    super(message);
    this.reason = reason;
  }
}

export type LiveError = LiveSubscriptionError | LiveProtocolError | LiveConnectionError;
