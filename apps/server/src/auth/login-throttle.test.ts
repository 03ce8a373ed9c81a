import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks a username and address after the allowed failures until the window passes', () => {
    let now = 0;
    const t = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 2; i++) t.recordFailure('Demo-SE', '10.0.0.1');
    expect(t.isBlocked('demo-se', '10.0.0.1')).toBe(false);
    t.recordFailure(' demo-se ', '10.0.0.1');
    expect(t.isBlocked('demo-se', '10.0.0.1')).toBe(true);
    expect(t.isBlocked('demo-se', '10.0.0.2')).toBe(false);
    expect(t.isBlocked('demo-no', '10.0.0.1')).toBe(false);
    now = 59_999;
    expect(t.isBlocked('demo-se', '10.0.0.1')).toBe(true);
    now = 60_000;
    expect(t.isBlocked('demo-se', '10.0.0.1')).toBe(false);
  });

  it('forgets failures after a successful login', () => {
    const t = new LoginThrottle(2, 60_000, () => 0);
    t.recordFailure('u', 'a');
    t.recordSuccess('u', 'a');
    t.recordFailure('u', 'a');
    expect(t.isBlocked('u', 'a')).toBe(false);
  });
});
