import {
  LIVE_TYPES,
  SubscriptionArgsSchema,
  type IndicatorData,
  type DepthData,
  type LiveType,
  type NewsData,
  type PriceData,
  type SubscriptionArgs,
  type TradeData,
  type TradingStatusData,
} from '@broker/contract';
import { INVALID_SUBSCRIPTION_OPTIONS } from './constants';
import { isRecord } from './parse-frame';

export interface LiveDataByType {
  price: PriceData;
  depth: DepthData;
  trade: TradeData;
  trading_status: TradingStatusData;
  indicator: IndicatorData;
  news: NewsData;
}

/** Later frames carry only the changed fields (and the key), so every field may be missing. */
export type LiveData<T extends LiveType> = Partial<LiveDataByType[T]>;

/** `frame` is what arrived; `state` is every frame of the key so far merged (see frame-state.ts). */
export type LiveListener<T extends LiveType> = (frame: LiveData<T>, state: LiveData<T>) => void;

/**
 * Spec 001 §4 "listeners may filter on the fields present in a message": a list of fields calls
 * the listener only for frames that carry at least one of them (a bid/ask cell wants a change of
 * either); a predicate decides by itself. Without a filter every frame is delivered.
 */
export type LiveFilter<T extends LiveType> =
  readonly (keyof LiveDataByType[T] & string)[] | ((frame: LiveData<T>, state: LiveData<T>) => boolean);

type KeyFields<T extends LiveType> = T extends 'news'
  ? { s: number }
  : T extends 'indicator'
    ? { m: string; i: string }
    : { m: number; i: string };

/**
 * The subscription command's args plus who listens. Generic in `t` so that the listener's frame is
 * typed by it, also when the args are spread in: `subscribe({ ...args, listener })`.
 */
export type SubscribeOptions<T extends LiveType = LiveType> = { t: T } & KeyFields<T> & {
    listener: LiveListener<T>;
    filter?: LiveFilter<T>;
  };

export type AnyFrame = Record<string, unknown>;
export type AnyListener = (frame: AnyFrame, state: AnyFrame) => void;
export type AnyFilter = readonly string[] | ((frame: AnyFrame, state: AnyFrame) => boolean);

export interface CheckedSubscription {
  args: SubscriptionArgs;
  listener: AnyListener;
  filter: AnyFilter | undefined;
}

function isFilter(value: unknown): value is AnyFilter | undefined {
  if (value === undefined || typeof value === 'function') return true;
  // An empty list would never let a frame through: surely a mistake, so refused like the rest.
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((field) => typeof field === 'string' && field !== '')
  );
}

/**
 * Spec 001 §5: a known type, the key fields of that type and a listener function, or
 * `Error('Invalid subscription options')`. Checked at run time as well because the options often
 * come from route parameters and untyped callers.
 */
export function checkSubscribeOptions(options: unknown): CheckedSubscription {
  const invalid = new Error(INVALID_SUBSCRIPTION_OPTIONS);
  if (!isRecord(options)) throw invalid;
  const { t, m, i, s, listener, filter } = options;
  if (typeof t !== 'string' || !(LIVE_TYPES as readonly string[]).includes(t)) throw invalid;
  if (typeof listener !== 'function' || !isFilter(filter)) throw invalid;
  // Only the key fields of the type go to the server, whatever else the options carry.
  const parsed = SubscriptionArgsSchema.safeParse(t === 'news' ? { t, s } : { t, m, i });
  if (!parsed.success) throw invalid;
  return { args: parsed.data, listener: listener as AnyListener, filter };
}
