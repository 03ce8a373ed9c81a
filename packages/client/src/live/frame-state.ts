import type { LiveType } from '@broker/contract';
import type { AnyFrame } from './subscription-options';

/**
 * Trades and news items are events, each frame complete in itself: merging one trade into the
 * previous would mix two trades. The other types describe one value that later frames update.
 */
const EVENT_TYPES: ReadonlySet<LiveType> = new Set<LiveType>(['trade', 'news']);

export function isEventType(type: LiveType): boolean {
  return EVENT_TYPES.has(type);
}

/**
 * The state after `frame`. The first frame of a subscription is complete, so it replaces whatever
 * was known (`previous` undefined); later frames carry the changed fields and are merged. A new
 * object every time, so a UI can tell a change by identity.
 */
export function nextState(type: LiveType, previous: AnyFrame | undefined, frame: AnyFrame): AnyFrame {
  if (previous === undefined || isEventType(type)) return { ...frame };
  return { ...previous, ...frame };
}
