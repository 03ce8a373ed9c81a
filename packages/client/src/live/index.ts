export {
  INVALID_SUBSCRIPTION_OPTIONS,
  LIVE_IDLE_TIMEOUT_MS,
  LIVE_READY_POLL_FACTOR,
  LIVE_READY_POLL_MAX_RETRIES,
  LIVE_READY_POLL_START_MS,
  LIVE_RECONNECT_INITIAL_MS,
  LIVE_RECONNECT_MAX_MS,
  LIVE_STALE_AFTER_MS,
} from './constants';
export {
  LiveConnectionError,
  LiveProtocolError,
  LiveSubscriptionError,
  type LiveError,
  type LiveSubscriptionFailure,
} from './errors';
export type { LiveClientOptions } from './client-options';
export type { LiveLogger, LiveStatus } from './live-connection';
export type {
  LiveSocket,
  LiveSocketCloseEvent,
  LiveSocketConstructor,
  LiveSocketMessageEvent,
} from './socket';
export type { ReconnectPolicy } from './reconnect-delay';
export type {
  LiveData,
  LiveDataByType,
  LiveFilter,
  LiveListener,
  SubscribeOptions,
} from './subscription-options';
export { LiveDataClient, type LiveDataClientOptions, type LiveSubscription } from './live-client';
export {
  PrivateLiveClient,
  type PrivateEvent,
  type PrivateEventListener,
  type PrivateLiveClientOptions,
} from './private-client';
