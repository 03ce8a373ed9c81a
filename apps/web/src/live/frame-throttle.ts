/**
 * Coalesces calls to one run of `flush` per animation frame. A busy order book sends several
 * frames between two paints; rendering each would only burn the main thread for states nobody
 * sees. Where there is no requestAnimationFrame (tests in Node), a 16 ms timer stands in.
 */
export interface FrameThrottle {
  schedule(): void;
  cancel(): void;
}

const FALLBACK_FRAME_MS = 16;

export function frameThrottle(flush: () => void): FrameThrottle {
  const hasAnimationFrames = typeof globalThis.requestAnimationFrame === 'function';
  let pending: number | ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const run = () => {
    pending = undefined;
    if (!cancelled) flush();
  };

  return {
    schedule() {
      if (cancelled || pending !== undefined) return;
      pending = hasAnimationFrames ? requestAnimationFrame(run) : setTimeout(run, FALLBACK_FRAME_MS);
    },
    cancel() {
      cancelled = true;
      if (pending === undefined) return;
      if (hasAnimationFrames) cancelAnimationFrame(pending as number);
      else clearTimeout(pending);
      pending = undefined;
    },
  };
}
