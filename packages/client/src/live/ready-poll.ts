import { LIVE_READY_POLL_FACTOR, LIVE_READY_POLL_MAX_RETRIES, LIVE_READY_POLL_START_MS } from './constants';

/**
 * Spec 001 §4, §9: checks `isReady` now and then after 8, 16, 32, … ms, at most 7 retries.
 * Resolves true as soon as a check passes, false when the last retry fails.
 */
export async function pollUntilReady(
  isReady: () => boolean,
  sleep: (ms: number) => Promise<void>,
): Promise<boolean> {
  let delay = LIVE_READY_POLL_START_MS;
  for (let retry = 0; ; retry++) {
    if (isReady()) return true;
    if (retry === LIVE_READY_POLL_MAX_RETRIES) return false;
    await sleep(delay);
    delay *= LIVE_READY_POLL_FACTOR;
  }
}
