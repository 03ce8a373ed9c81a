/**
 * Time as the client sees it. Injected so that tests drive the token cache, the token wait and the
 * read throttles without real waiting.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/**
 * Looks `Date.now` and `setTimeout` up at each use rather than capturing them, so that fake timers
 * installed after this module was loaded (vi.useFakeTimers) still apply.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
