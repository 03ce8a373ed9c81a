import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('counts attempts before the check, so the limit holds for attempts in parallel', () => {
    const t = new LoginThrottle(3, 60_000, () => 0);
    const answers = Array.from({ length: 10 }, () => t.begin('demo-se', '10.0.0.1').allowed);
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it('blocks a username and address until the window passes, with the seconds to wait', () => {
    let now = 0;
    const t = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i++)
      expect(t.begin(i === 1 ? ' Demo-SE ' : 'demo-se', '10.0.0.1').allowed).toBe(true);
    now = 20_000;
    expect(t.begin('demo-se', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(t.begin('demo-se', '10.0.0.2').allowed).toBe(true);
    expect(t.begin('demo-no', '10.0.0.1').allowed).toBe(true);
    now = 60_000;
    expect(t.begin('demo-se', '10.0.0.1').allowed).toBe(true);
  });

  it('gives each address one attempt for a username under attack, so guesses cost an address each', () => {
    const t = new LoginThrottle(2, 60_000, () => 0, 4);
    // 8 failures (2 from each of 4 addresses) put demo-fi under attack.
    for (let i = 0; i < 4; i++)
      for (let n = 0; n < 2; n++) expect(t.begin('demo-fi', `10.0.0.${i}`).allowed).toBe(true);
    expect(t.begin('demo-fi', '10.0.0.0').allowed).toBe(false);
    // A fresh address (the customer's, or the next guess's) gets exactly one attempt.
    expect(t.begin('demo-fi', '10.0.1.1').allowed).toBe(true);
    expect(t.begin('demo-fi', '10.0.1.1').allowed).toBe(false);
    let allowed = 0;
    for (let i = 0; i < 50; i++) if (t.begin('demo-fi', `10.0.2.${i}`).allowed) allowed++;
    expect(allowed).toBe(50);
    // Other customers are not affected.
    expect(t.begin('demo-se', '10.0.1.1').allowed).toBe(true);
  });

  it('lets the right password in from an address that has not failed, however many others failed', () => {
    const t = new LoginThrottle(5, 15 * 60_000, () => 0);
    for (let i = 0; i < 4; i++) for (let n = 0; n < 5; n++) t.begin('demo-se', `192.0.2.${i}`);
    const fresh = t.begin('demo-se', '198.51.100.7');
    expect(fresh.allowed).toBe(true);
    t.succeeded('demo-se', '198.51.100.7');
    expect(t.begin('demo-se', '198.51.100.7').allowed).toBe(true);
  });

  it('limits one address trying many usernames', () => {
    const t = new LoginThrottle(2, 60_000, () => 0, 4, 10);
    let allowed = 0;
    for (let i = 0; i < 100; i++) if (t.begin(`user-${i}`, '10.9.9.9').allowed) allowed++;
    expect(allowed).toBe(20);
    expect(t.begin('someone', '10.9.9.8').allowed).toBe(true);
  });

  it('takes a successful attempt back and clears the failures of that address', () => {
    const t = new LoginThrottle(2, 60_000, () => 0);
    t.begin('u', 'a');
    t.begin('u', 'a');
    t.succeeded('u', 'a');
    expect(t.begin('u', 'a').allowed).toBe(true);
    expect(t.begin('u', 'a').allowed).toBe(true);
    expect(t.begin('u', 'a').allowed).toBe(false);
  });
});
