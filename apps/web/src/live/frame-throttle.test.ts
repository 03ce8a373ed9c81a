import { describe, expect, it, vi } from 'vitest';
import { frameThrottle } from './frame-throttle';

describe('frameThrottle', () => {
  it('runs once per frame however often it is scheduled', async () => {
    const flush = vi.fn();
    const throttle = frameThrottle(flush);
    throttle.schedule();
    throttle.schedule();
    throttle.schedule();
    await vi.waitFor(() => expect(flush).toHaveBeenCalledTimes(1));
    throttle.schedule();
    await vi.waitFor(() => expect(flush).toHaveBeenCalledTimes(2));
  });

  it('does not run after it was cancelled', async () => {
    const flush = vi.fn();
    const throttle = frameThrottle(flush);
    throttle.schedule();
    throttle.cancel();
    throttle.schedule();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flush).not.toHaveBeenCalled();
  });
});
